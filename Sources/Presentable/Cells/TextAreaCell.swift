/// A row where the user writes several lines, configured from a ``TextAreaPresentable`` view
/// model.
///
/// ```
///   Email signature    ← the label
///     Best wishes,     ← the text, wrapped, at most lineLimit lines
///     Bob 設定 👍🏽
/// ```
///
/// Enter starts editing, the cursor at the end. While editing, typed and pasted text goes into
/// the area, line breaks kept; Enter starts a new line; Left and Right move by a character and
/// across lines; Up and Down move between the lines as shown, keeping their column; Home and End
/// go to the start and end of the line; Page Up and Page Down move a screenful of lines;
/// Backspace and Delete erase; Ctrl-_ undoes a step (a word, a run of deletions, a paste) and
/// Ctrl-Y redoes it; Ctrl-E opens the text in the user's editor (`$EDITOR`, then `$VISUAL`, then
/// `vi`) and takes it back as one undo step. Tab (or Shift-Tab) commits: the text reaches
/// ``TextAreaPresentable/onTextAreaDidEndEditing(_:)``. Escape cancels. These are the standard
/// keys of ``KeyMap/Context/textArea`` (and ``KeyMap/Context/row`` for starting, Space as well as
/// Enter): an app rebinds them in its ``KeyMap``, and a character the map does not bind there is
/// typed.
///
/// Lines wrap at the row's width, between words where they can, and never inside a character:
/// CJK, emoji sequences and letters with combining accents stay whole. At most
/// ``TextAreaPresentable/lineLimit`` lines show; the view scrolls to keep the cursor in them.
///
/// The edit in progress is a ``TextAreaState`` the screen keeps. A keystroke, and drawing the row,
/// cost what the lines shown cost, however long the text: only starting and committing an edit
/// read all of it.
public struct TextAreaCell<ViewModel: TextAreaPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Not editing.
  public static var initialState: TextAreaState { TextAreaState() }

  /// Columns the text is indented under a label.
  static var indent: Int { 2 }

  /// While editing, the area takes every key.
  public func behavior(state: TextAreaState) -> CellBehavior { rowBehavior(capturesInput: state.isEditing) }

  /// Enter starts editing (`Enter edit`). While editing, Enter is a new line, Tab saves, Escape
  /// cancels (`Enter new line · Tab save · Esc cancel`), and undo and redo are named while there
  /// is a step to undo or redo (`C-_ undo · C-y redo`); the cursor keys and erasing work without
  /// a hint; the keys ``KeyMap/Context/textArea`` does not bind are typed. Shift-Enter and
  /// Ctrl-Enter save, where the terminal tells them from Enter.
  public func keys(state: TextAreaState) -> CellKeys<TextAreaState> {
    guard state.isEditing else {
      return CellKeys(in: .row).on(.activate, hint: .edit) { startEditing(&$0) }
    }
    var keys = CellKeys(in: .textArea, typing: { type($0, &$1) })
      .on(.newLine, hint: KeyHint("Enter", "new line")) { edit(.newLine, &$0) }
      .on(.save, hint: KeyHint("Tab", "save")) { save(&$0) }
      .on(.cancel, hint: .cancel) { cancel(&$0) }
      .on(.openInEditor) { openInEditor(&$0) }
    let editing: [KeyMap.Action] = [
      .left, .right, .up, .down, .pageUp, .pageDown, .first, .last, .erase, .eraseNext,
    ]
    for action in editing { keys = keys.on(action) { edit(action, &$0) } }
    return keys.on(.undo, hint: state.history.canUndo ? .undo : nil) { edit(.undo, &$0) }
      .on(.redo, hint: state.history.canRedo ? .redo : nil) { edit(.redo, &$0) }
  }

  private var limit: Int { max(1, viewModel.lineLimit) }
  private var textStyle: Style { Style(foreground: viewModel.textColor, font: viewModel.font) }

  /// The columns lines wrap at in a row of `width`: one is kept for the cursor at a line's end.
  private func wrapColumns(rowWidth width: Int, hasLabel: Bool) -> Int {
    max(1, width - (hasLabel ? Self.indent : 0) - 1)
  }

  // MARK: Drawing

  /// The label and the scroll marks, then the lines shown.
  public func content(_ row: inout RowContent, state: TextAreaState) {
    row.say(spoken(state))
    viewModel.decorateLeading(&row)
    let label = viewModel.label
    let hasLabel = !label.isEmpty
    let ambiguous = row.context.ambiguous
    var wrapper = TextWrapper(
      columns: wrapColumns(rowWidth: row.width, hasLabel: hasLabel), ambiguous: ambiguous)
    if hasLabel {
      let color = viewModel.labelColor
      let font = viewModel.labelFont
      row.leading(label, style: Style(foreground: color, font: font), name: "label")
      row.recordTextStyle(color: color, font: font, defaults: TraitDefaults.label)
      viewModel.decorateBelow(&row)
    }
    var lines = Lines(first: !hasLabel)
    if let draft = state.draft {
      let reader = TextDraft.Reader(draft)
      let top = wrapper.top(in: reader, from: state.top, cursor: draft.cursor, limit: limit)
      var line = wrapper.line(in: reader, from: top)
      while true {
        draw(line, of: draft, into: &row, lines: &lines)
        guard lines.shown < limit, let next = line.next else { break }
        line = wrapper.line(in: reader, from: next)
      }
      scrollMarks(&row, above: top > 0, below: line.next != nil)
    } else if viewModel.text.isEmpty {
      let style = Style(foreground: viewModel.placeholderColor, font: viewModel.font)
      start(&row, viewModel.placeholder, style: style, lines: &lines)
      record(style, of: &row, defaults: TraitDefaults.placeholder)
    } else {
      let characters = ForwardCharacters(viewModel.text)
      var line = wrapper.line(in: characters, from: 0)
      while true {
        start(&row, characters.string(line.start..<line.end), style: textStyle, lines: &lines)
        if lines.shown == 1 { record(textStyle, of: &row, defaults: TraitDefaults.body) }
        guard lines.shown < limit, let next = line.next else { break }
        line = wrapper.line(in: characters, from: next)
      }
      scrollMarks(&row, above: false, below: line.next != nil)
    }
    if !hasLabel { viewModel.decorateBelow(&row) }
    state.lastDrawn.withLock {
      $0.columns = wrapper.columns
      $0.ambiguous = ambiguous
      $0.drawExamined = wrapper.examined
    }
  }

  /// Records where a line's color and font came from. The values are given, not read from the
  /// line's first piece, which is its indent.
  private func record(_ style: Style, of row: inout RowContent, defaults: TraitDefaults.TextStyle) {
    guard row.isRecordingProvenance else { return }
    let color = style.foreground
    let colorIsDefault = color == defaults.color
    row.recordOrigin(
      "foreground", value: color, resolves: color, layer: colorIsDefault ? .traitDefault : .viewModel,
      source: defaults.colorProperty)
    let fontIsDefault = style.font == defaults.font
    row.recordOrigin(
      "font", value: style.font, resolves: nil, layer: fontIsDefault ? .traitDefault : .viewModel,
      source: defaults.fontProperty)
  }

  /// Where the next line of text goes: the row's own line when there is no label, else under it.
  private struct Lines {
    var first: Bool
    var shown = 0
  }

  /// Starts a line of text; the caller may append to it.
  private func start(_ row: inout RowContent, _ text: String, style: Style, lines: inout Lines) {
    if lines.first {
      row.leading(text, style: style, name: "text")
      lines.first = false
    } else {
      row.below(String(repeating: " ", count: Self.indent), style: .plain, name: "text")
      row.append(text, style: style)
    }
    lines.shown += 1
  }

  /// One line of the draft, the cursor an inverse cell on it.
  private func draw(
    _ line: TextWrapper.Line, of draft: TextDraft, into row: inout RowContent, lines: inout Lines
  ) {
    let editing = textStyle.underline()
    let cursor = draft.cursor
    func text(_ range: Range<Int>) -> String { String(draft.characters(in: range)) }
    let holdsCursor = line.holds(cursor)
    start(
      &row, text(line.start..<(holdsCursor ? min(cursor, line.end) : line.end)), style: editing, lines: &lines
    )
    if lines.shown == 1 {
      record(textStyle, of: &row, defaults: TraitDefaults.body)
      row.recordOrigin("font", value: editing.font, resolves: nil, layer: .state, source: "editing")
    }
    guard holdsCursor else { return }
    if cursor < line.end {
      row.append(String(draft[cursor]), style: editing.inverse())
      row.append(text(cursor + 1..<line.end), style: editing)
    } else {
      row.append(" ", style: editing.inverse())
    }
  }

  /// `↑` when lines above are hidden, `↓` when lines below are, on the label's line.
  private func scrollMarks(_ row: inout RowContent, above: Bool, below: Bool) {
    guard above || below else { return }
    row.trailing(
      above && below ? "↑↓" : above ? "↑" : "↓", style: Style(foreground: .look(.hint)), name: "scroll")
  }

  // MARK: Keys

  /// The wrapper of the lines as last drawn (at 40 columns before the first drawing).
  private func wrapper(_ state: TextAreaState) -> TextWrapper {
    let measures = state.lastDrawn.withLock { $0 }
    let columns =
      measures.columns > 0 ? measures.columns : wrapColumns(rowWidth: 40, hasLabel: !viewModel.label.isEmpty)
    return TextWrapper(columns: columns, ambiguous: measures.ambiguous)
  }

  /// Starts editing with the cursor at the end: the lines shown end with the cursor's, as they
  /// did before editing began.
  private func startEditing(_ state: inout TextAreaState) -> KeyResult {
    let measures = state.lastDrawn.withLock { $0 }
    var wrapper = wrapper(state)
    let draft = TextDraft(viewModel.text)
    state = TextAreaState()
    state.lastDrawn.withLock { $0 = measures }
    state.top = wrapper.top(in: TextDraft.Reader(draft), from: 0, cursor: draft.cursor, limit: limit)
    state.draft = draft
    return .handled
  }

  /// Ends the edit with the text.
  private func save(_ state: inout TextAreaState) -> KeyResult {
    guard let text = state.draft?.text else { return .ignored }
    state = TextAreaState()
    viewModel.onTextAreaDidEndEditing(text)
    return .changed
  }

  /// Opens the draft in the user's editor (``KeyMap/Action/openInEditor``, Ctrl-E) and takes
  /// its text back as one step undo takes back; a failing or missing editor leaves the draft as
  /// it was (the screen's status line says why).
  private func openInEditor(_ state: inout TextAreaState) -> KeyResult {
    guard var draft = state.draft else { return .ignored }
    guard case .edited(let text) = ExternalEditor.open(draft.text) else { return .handled }
    var wrapper = wrapper(state)
    state.history.replaceAll(with: Self.keepingLineBreaks(text), in: &draft)
    return keep(draft, goal: nil, wrapper: &wrapper, &state)
  }

  /// Ends the edit and drops it.
  private func cancel(_ state: inout TextAreaState) -> KeyResult {
    state = TextAreaState()
    return .handled
  }

  /// Breaks the line, moves the cursor (across lines too), erases, undoes or redoes.
  private func edit(_ action: KeyMap.Action, _ state: inout TextAreaState) -> KeyResult {
    guard var draft = state.draft else { return .ignored }
    var wrapper = wrapper(state)
    var goal: Int?
    if [.left, .right, .up, .down, .first, .last, .pageUp, .pageDown].contains(action) {
      state.history.moved()
    }
    switch action {
    case .newLine:
      _ = state.history.type(.character("\n"), into: &draft)
    case .erase, .eraseNext: state.history.erase(action, in: &draft)
    case .undo: _ = state.history.undo(&draft)
    case .redo: _ = state.history.redo(&draft)
    case .left: draft.moveLeft()
    case .right: draft.moveRight()
    case .up, .down, .pageUp, .pageDown:
      let text = TextDraft.Reader(draft)
      let down = action == .down || action == .pageDown
      let steps = action == .up || action == .down ? 1 : limit
      var line = wrapper.line(in: text, holding: draft.cursor)
      let column = state.goalColumn ?? wrapper.column(of: draft.cursor, on: line, in: text)
      for _ in 0..<steps {
        let other =
          down
          ? line.next.map { wrapper.line(in: text, from: $0) }
          : wrapper.line(in: text, before: line.start)
        guard let other else { break }
        line = other
      }
      draft.moveCursor(to: wrapper.position(atColumn: column, on: line, in: text))
      goal = column
    case .first:
      draft.moveCursor(to: wrapper.line(in: TextDraft.Reader(draft), holding: draft.cursor).start)
    case .last:
      draft.moveCursor(
        to: wrapper.line(in: TextDraft.Reader(draft), holding: draft.cursor).lastCursorPosition)
    default:
      return .ignored
    }
    return keep(draft, goal: goal, wrapper: &wrapper, &state)
  }

  /// Types a key or a paste into the draft. Ctrl-C and the like are the screen's; other named
  /// keys do nothing here.
  private func type(_ key: Key, _ state: inout TextAreaState) -> KeyResult {
    guard var draft = state.draft else { return .ignored }
    var wrapper = wrapper(state)
    if case .paste(let text) = key {
      state.history.paste(Self.keepingLineBreaks(text), into: &draft)
    } else if !state.history.type(key, into: &draft) {
      switch key {
      case .control, .mouse, .modified, .function, .insert: return .ignored
      default: return .handled
      }
    }
    return keep(draft, goal: nil, wrapper: &wrapper, &state)
  }

  /// Keeps the changed draft, scrolled to show the cursor.
  private func keep(_ draft: TextDraft, goal: Int?, wrapper: inout TextWrapper, _ state: inout TextAreaState)
    -> KeyResult
  {
    state.goalColumn = goal
    state.top = wrapper.top(in: TextDraft.Reader(draft), from: state.top, cursor: draft.cursor, limit: limit)
    state.draft = draft
    state.lastDrawn.withLock { $0.keyExamined = wrapper.examined }
    return .handled
  }

  /// What the row says: "Signature, text area, Best wishes, / Bob", with the state: editing.
  private func spoken(_ state: TextAreaState) -> String {
    let name = viewModel.label.isEmpty ? viewModel.placeholder : viewModel.label
    let text = state.draft?.text ?? viewModel.text
    var parts = [name, "text area"]
    parts.append(
      text.isEmpty
        ? "empty" : text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / "))
    if state.isEditing { parts.append("editing") }
    return parts.joined(separator: ", ")
  }

  /// Pasted text for a text area: line breaks kept (as `\n`), tabs become spaces, other controls
  /// go.
  static func keepingLineBreaks(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in text.unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0A:
        if !afterReturn { result.append("\n") }
      case 0x0D, 0x2028, 0x2029: result.append("\n")
      case 0x09: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
