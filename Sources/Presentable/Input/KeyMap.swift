/// Which key does what, in each place keys go, and the words the hint line says for it: the one
/// table that the key handlers and the hint line both read, so a hint names only a key that works.
///
/// ```swift
/// var keys = KeyMap.standard
/// keys.unbind(.character("q"), in: .table)   // q no longer leaves (Escape still does)
/// keys.bind(.control("n"), to: .down)        // emacs: Ctrl-N, Ctrl-P move, wherever ↑↓ do
/// keys.bind(.control("p"), to: .up)
/// stack.keyMap = keys                        // or screen.keyMap = keys
/// ```
///
/// A context is where a key goes first (``Context``); an action is what a key does there
/// (``Action``). ``bind(_:to:)`` binds a key in every context where its action does something;
/// ``bind(_:to:in:)`` in one. A focused row reads ``Context/row`` (Space toggles a switch, Enter presses a
/// button); a field being edited reads its editor's context (``Context/textField``,
/// ``Context/textArea``, ``Context/datePicker``), and takes the keys that context does not bind as
/// text. Rebinding undo in every text field is one line:
///
/// ```swift
/// keys.bind(.control("z"), to: .undo, in: .textField)
/// keys.unbind(.control("y"), in: .textField)         // the hint line and --help follow
/// ```
public struct KeyMap: Sendable, Equatable {
  /// Where keys go: the map looks a key up in the context of what has it. In a stack of pages a
  /// key goes first to ``pageStack`` (its quit keys), then to the ``dialog`` while one is open;
  /// else to the page: on a table, the focused row (``row``, or its editor's context while the
  /// row is edited: ``textField``, ``textArea``, ``datePicker``), then ``table``; on an option
  /// list, ``listPage``. A modified key (Ctrl-↑) a context does not bind does what the key alone
  /// does there.
  ///
  /// No raw value: a context is hashed at every key press, and a `String` raw value would make
  /// that hash its name.
  public enum Context: CaseIterable, Sendable {
    /// A table on a screen: moving focus, and leaving the screen.
    case table
    /// An option list page with its search: typed text searches; these keys move and choose.
    case listPage
    /// A dialog over a page: it takes every key.
    case dialog
    /// A stack of pages: the keys that work whatever the page or dialog.
    case pageStack
    /// A focused row not being edited: Enter and Space toggle, press, open, select, or start an
    /// edit; ←→ adjust a stepper or slider, change an option, switch a switch.
    case row
    /// A text field being edited: keys it does not bind are typed.
    case textField
    /// A text area being edited: keys it does not bind are typed.
    case textArea
    /// A date picker being edited: digits, `a` and `p` are typed into the field.
    case datePicker
  }

  /// What a key does. A help text lists a context's actions in this order.
  public enum Action: String, CaseIterable, Sendable {
    /// Focus to the previous, the next row or choice; in a text area, the cursor a line up or
    /// down; in a date picker, the field a step up or down.
    case up, down
    /// The cursor one character left or right; a date picker's previous or next field.
    case left, right
    /// Focus about a screenful up or down (a text area's cursor too).
    case pageUp, pageDown
    /// Focus to the first, the last row or choice; in an editor, the cursor to the start or end
    /// (of a text area's line), a date picker's first or last field.
    case first, last
    /// Chooses the focused choice (a dialog's action, a list page's option).
    case choose
    /// What a focused row does when chosen: toggle a switch, press a button, open or select a
    /// row, step an option, start an edit. The row says the words (`Space toggle`).
    case activate
    /// A row's value one down or up: a stepper, a slider, an option, a switch off or on.
    case decrease, increase
    /// Starts a new line in a text area.
    case newLine
    /// Opens a text area's (or a multi-line question's) draft in the user's editor (`$EDITOR`).
    case openInEditor
    /// Erases the character before the cursor (the last of a search); the one after it.
    case erase, eraseNext
    /// Clears a list page's search.
    case clearSearch
    /// Chooses every option of a multiple selection, or none when all are chosen.
    case toggleAll
    /// Chooses the options of a multiple selection that are not chosen, and only those.
    case invert
    /// Undoes the last step of an edit (a word, a run of deletions, a paste); redoes it.
    case undo, redo
    /// Ends an edit and keeps it.
    case save
    /// Closes a dialog with its cancel action; ends an edit and drops it.
    case cancel
    /// Clears a list page's search, then goes back.
    case back
    /// Leaves the screen: quits the app on its first page, goes back on the others.
    case leave
    /// Quits the app from anywhere.
    case quit
  }

  /// A hint as the hint line shows it: the keys, then the words.
  struct Hint: Hashable, Sendable, CustomStringConvertible {
    /// The keys, as the user reads them: `↑↓`, `Enter`, `C-p/C-n`.
    var keys: String
    /// What they do: `move`.
    var words: String
    /// `↑↓ move`.
    var description: String { "\(keys) \(words)" }
  }

  /// The bindings of each context: changed through ``bind(_:to:in:)`` and ``unbind(_:in:)``.
  var bindings: [Context: [Key: Action]]
  /// The words of each action's hint; an action without words has no hint of its own.
  public var words: [Action: String]

  /// A map with these bindings and hint words.
  init(bindings: [Context: [Key: Action]], words: [Action: String]) {
    self.bindings = bindings
    self.words = words
  }

  // MARK: Changing

  /// Makes `key` do `action` in `context`, in place of what it did there.
  public mutating func bind(_ key: Key, to action: Action, in context: Context) {
    bindings[context, default: [:]][key] = action
  }

  /// Makes `key` do `action` in every context where `action` does something: where the map or
  /// ``standard`` binds a key to it. So one line rebinds moving on tables, list pages, dialogs
  /// and in a text area alike:
  ///
  /// ```swift
  /// var keys = KeyMap.standard
  /// keys.bind(.control("n"), to: .down)   // table, list page, dialog, text area, date picker
  /// keys.bind(.control("p"), to: .up)
  /// ```
  ///
  /// For one context only, or a context where the action has no key yet, name it:
  /// ``bind(_:to:in:)``.
  public mutating func bind(_ key: Key, to action: Action) {
    for context in contexts(of: action) { bind(key, to: action, in: context) }
  }

  /// The contexts where `action` does something: where this map or the standard one binds it.
  func contexts(of action: Action) -> [Context] {
    Context.allCases.filter { context in
      [self, .standard].contains { $0.bindings[context]?.values.contains(action) == true }
    }
  }

  /// Makes `key` do nothing of the map's in `context` (a cell or a search may still take it).
  public mutating func unbind(_ key: Key, in context: Context) {
    bindings[context]?[key] = nil
  }

  /// Makes `key` do nothing of the map's in any context.
  ///
  /// ```swift
  /// keys.unbind(.character("q"))   // q leaves no screen, quits nothing (Escape still does)
  /// ```
  public mutating func unbind(_ key: Key) {
    for context in Context.allCases { unbind(key, in: context) }
  }

  /// Takes every key off `action` in `context`: its hint goes with it.
  mutating func unbindAll(_ action: Action, in context: Context) {
    bindings[context] = bindings[context]?.filter { $0.value != action }
  }

  // MARK: Reading

  /// What `key` does in `context`, if the map binds it there; for a modified key the map does
  /// not bind (Ctrl-↑), what the key alone does.
  public func action(for key: Key, in context: Context) -> Action? {
    guard let bound = bindings[context] else { return nil }
    return bound[key] ?? (key.modifiers.isEmpty ? nil : bound[key.unmodified])
  }

  /// The keys bound to `action` in `context`, the one a hint names first: ↑↓, then ←→, then
  /// letters, then named keys (Enter, Escape, …), then control keys.
  func keys(for action: Action, in context: Context) -> [Key] {
    (bindings[context] ?? [:]).filter { $0.value == action }.map(\.key).sorted {
      (Self.rank($0), $0.description) < (Self.rank($1), $1.description)
    }
  }

  /// The hint for `actions` in `context` (`↑↓ move` for up and down), with the first key of each
  /// action that has one; `nil` when none has a key or words. `preferring` picks the key a hint
  /// names where the action has it (a page's `Esc back`).
  func hint(
    for actions: [Action], in context: Context, words: String? = nil, preferring: String? = nil
  )
    -> Hint?
  {
    guard let words = words ?? actions.lazy.compactMap({ self.words[$0] }).first else { return nil }
    let labels = actions.compactMap { action -> String? in
      let keys = keys(for: action, in: context).map(Self.label)
      return keys.first { $0 == preferring } ?? keys.first
    }
    guard !labels.isEmpty else { return nil }
    let arrows = labels.allSatisfy { ["↑", "↓", "←", "→"].contains($0) }
    return Hint(keys: labels.joined(separator: arrows ? "" : "/"), words: words)
  }

  /// The hints of a context, as its hint line shows them: moving, choosing, cancelling or going back.
  func hints(in context: Context) -> [Hint] {
    [[.up, .down], [.choose], [.cancel], [.back]].compactMap { hint(for: $0, in: context) }
  }

  /// Every binding of `context`, an action a line in ``Action`` order, for a help text:
  /// `down       ↓ j Tab`.
  ///
  /// ```swift
  /// for line in KeyMap.standard.summary(in: .table) { print("  " + line) }
  /// ```
  public func summary(in context: Context) -> [String] {
    Action.allCases.compactMap { action in
      let keys = keys(for: action, in: context)
      guard !keys.isEmpty else { return nil }
      let name = action.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
      return name + keys.map(Self.label).joined(separator: " ")
    }
  }

  /// A key as a hint names it: `↑`, `Enter`, `Esc`, `q`, `C-n`, `F5`, `S-Enter`.
  static func label(_ key: Key) -> String {
    switch key {
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .enter: "Enter"
    case .space: "Space"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .control(let c): "C-\(c)"
    case .insert: "Ins"
    case .function(let number): "F\(number)"
    case .modified(let key, let modifiers): modifiers.label + label(key)
    default: key.description
    }
  }

  private static func rank(_ key: Key) -> Int {
    switch key {
    case .up, .down: 0
    case .left, .right: 1
    case .character: 2
    case .control: 4
    case .modified: 5
    default: 3
    }
  }
}
