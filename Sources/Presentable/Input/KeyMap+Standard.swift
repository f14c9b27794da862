extension KeyMap {
  /// The keys Presentable has always had: arrows and `j`/`k`, Tab, Page Up and Down, Home and
  /// End (and `g`/`G` in a table), Enter, Escape, `q`, Ctrl-C and Ctrl-D; on a row, Enter and
  /// Space, ←→ and `-`/`+`, `a` or Ctrl-A (all) and `i` or Ctrl-R (invert) for a multiple
  /// selection; in an editor, the arrows, Home and End, Backspace and Delete, Ctrl-_
  /// to undo and Ctrl-Y to redo; in a text area, Shift-Enter and Ctrl-Enter save (where the
  /// terminal sends them apart from Enter) and Ctrl-E opens the text in `$EDITOR`.
  ///
  /// ```swift
  /// KeyMap.standard.action(for: .control("_"), in: .textField)   // .undo
  /// KeyMap.standard.action(for: .character("q"), in: .textField) // nil: q is typed
  /// ```
  public static let standard = KeyMap(
    bindings: [
      .table: table, .listPage: listPage, .dialog: dialog,
      .pageStack: [.control("c"): .quit, .control("d"): .quit],
      .row: row, .textField: textField, .textArea: textArea, .datePicker: datePicker,
    ],
    words: [
      .up: "move", .down: "move", .choose: "choose", .cancel: "cancel", .back: "back", .leave: "quit",
      .save: "save", .newLine: "new line", .openInEditor: "editor", .undo: "undo", .redo: "redo",
      .toggleAll: "all",
      .invert: "invert",
    ])

  private static let table: [Key: Action] = [
    .up: .up, .character("k"): .up, .backTab: .up,
    .down: .down, .character("j"): .down, .tab: .down,
    .pageUp: .pageUp, .pageDown: .pageDown,
    .home: .first, .character("g"): .first, .end: .last, .character("G"): .last,
    .character("q"): .leave, .escape: .leave, .control("c"): .quit, .control("d"): .quit,
  ]

  // Typed text searches, so letters are not bound here.
  private static let listPage: [Key: Action] = [
    .up: .up, .down: .down, .tab: .down, .backTab: .up, .pageUp: .pageUp, .pageDown: .pageDown,
    .home: .first, .end: .last, .enter: .choose, .escape: .back, .backspace: .erase,
    .control("u"): .clearSearch,
  ]

  private static let dialog: [Key: Action] = [
    .up: .up, .left: .up, .backTab: .up, .character("k"): .up, .character("h"): .up,
    .down: .down, .right: .down, .tab: .down, .character("j"): .down, .character("l"): .down,
    .home: .first, .end: .last, .enter: .choose, .space: .choose, .escape: .cancel,
  ]

  // A row takes these before the table: the table's own keys (j, k, q) stay free for it. A text
  // row types the letters it does not answer (`a`, `i`); an option of a multiple selection
  // answers `a` (all) and `i` (invert), and Ctrl-A and Ctrl-R, which a list page shares.
  private static let row: [Key: Action] = [
    .enter: .activate, .space: .activate,
    .left: .decrease, .character("-"): .decrease, .right: .increase, .character("+"): .increase,
    .character("a"): .toggleAll, .control("a"): .toggleAll, .character("i"): .invert, .control("r"): .invert,
  ]

  /// The keys every editor shares: erasing and undoing, Escape to drop the edit.
  private static let editing: [Key: Action] = [
    .backspace: .erase, .delete: .eraseNext, .control("_"): .undo, .control("y"): .redo, .escape: .cancel,
  ]

  // Leaving the field any way (Tab, the arrows off the line) keeps the edit.
  private static let textField = editing.merging([
    .left: .left, .right: .right, .home: .first, .end: .last,
    .enter: .save, .tab: .save, .backTab: .save, .up: .save, .down: .save,
  ]) { $1 }

  // Shift-Enter and Ctrl-Enter save where the terminal tells them from Enter (the Kitty
  // keyboard protocol); elsewhere they arrive as Enter, a new line.
  private static let textArea = editing.merging([
    .left: .left, .right: .right, .up: .up, .down: .down, .pageUp: .pageUp, .pageDown: .pageDown,
    .home: .first, .end: .last, .enter: .newLine, .tab: .save, .backTab: .save,
    .modified(.enter, .shift): .save, .modified(.enter, .control): .save,
    .control("e"): .openInEditor,
  ]) { $1 }

  // Digits, `a` and `p` are typed into the field; there is no text to undo.
  private static let datePicker: [Key: Action] = [
    .left: .left, .backTab: .left, .right: .right, .tab: .right, .home: .first, .end: .last,
    .up: .up, .down: .down, .enter: .save, .escape: .cancel, .backspace: .erase,
  ]
}
