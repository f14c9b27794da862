/// A row where the user types text, configured from a ``TextFieldPresentable`` view model.
///
/// ```
///   E-mail  bob@example.com          ← not editing
/// › E-mail  bob@exa█                 ← editing: the cursor is an inverse cell
///   ! Enter an e-mail address like name@example.com
///   Password  ••••••••               ← secure: the same bullets for any length
/// ```
///
/// Typing straight in starts editing: on a focused field, a printable character (or a paste) starts
/// the edit from the field's text and goes in at its end, so `q`, `j` and `k` are text on a text
/// row, not commands (Escape leaves the screen instead, and the hint line says `Esc quit`). Enter
/// (or Space, which types nothing) starts editing too. While editing, typed and pasted text goes
/// into the field; Left, Right, Home and End move the cursor; Backspace
/// and Delete erase; Ctrl-_ undoes a step (a word, a run of deletions, a paste) and Ctrl-Y redoes
/// it. Enter, Tab, Up and Down commit: the text is checked against the view model's
/// ``TextFieldPresentable/validationRules``, and a text that breaks one stays in the field,
/// still editing, with the rule's message under the row. Only valid text reaches
/// ``TextFieldPresentable/onTextFieldDidEndEditing(_:)``. Escape cancels and restores the view
/// model's text. Long text scrolls to keep the cursor in view.
///
/// These are the standard keys of ``KeyMap/Context/textField`` (and ``KeyMap/Context/row`` for
/// starting): an app rebinds them in its ``KeyMap``, and a character the map does not bind there
/// is typed.
///
/// A secure field (``TextFieldPresentable/isSecure``) shows the same eight bullets whatever the
/// length of its text, and its transcript says only whether it is set. Editing it starts from an
/// empty draft: what is typed replaces the secret, never appends to it, and Escape keeps the old
/// one.
///
/// The edit in progress is a ``TextFieldState`` the screen keeps: a keystroke costs the same
/// with ten characters or a million, and so does drawing the row.
public struct TextFieldCell<ViewModel: TextFieldPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Not editing.
  public static var initialState: TextFieldState { TextFieldState(notEditing: ()) }

  /// Columns the field keeps however long the label is.
  static var minimumFieldWidth: Int { 6 }

  /// While editing, the field takes every key.
  public func behavior(state: TextFieldState) -> CellBehavior { rowBehavior(capturesInput: state.isEditing) }

  /// The bullets a secure field shows for any text: as many for one character as for a hundred.
  static var secureBullets: String { "••••••••" }

  /// Enter starts editing (`Enter edit`), and so does a typed character, which goes in. While
  /// editing, Enter saves and Escape cancels (`Enter save · Esc cancel`), and undo and redo are
  /// named while there is a step to undo or redo (`C-_ undo · C-y redo`); the cursor keys and
  /// erasing work without a hint; the keys ``KeyMap/Context/textField`` does not bind are typed.
  public func keys(state: TextFieldState) -> CellKeys<TextFieldState> {
    guard state.isEditing else {
      return CellKeys(in: .row, typing: { startTyping($0, &$1) }).on(.activate, hint: .edit) {
        startEditing(&$0)
      }
    }
    var keys = CellKeys(in: .textField, typing: { type($0, &$1) })
      .on(.save, hint: .save) { save(&$0) }
      .on(.cancel, hint: .cancel) { cancel(&$0) }
    for action: KeyMap.Action in [.left, .right, .first, .last, .erase, .eraseNext] {
      keys = keys.on(action) { edit(action, &$0) }
    }
    return keys.on(.undo, hint: state.history.canUndo ? .undo : nil) { edit(.undo, &$0) }
      .on(.redo, hint: state.history.canRedo ? .redo : nil) { edit(.redo, &$0) }
  }

  /// The label, and the field: text, placeholder, bullets or the edit in progress.
  public func content(_ row: inout RowContent, state: TextFieldState) {
    row.say(spoken(state))
    viewModel.decorateLeading(&row)
    var fieldWidth = row.width
    let label = viewModel.label
    if !label.isEmpty {
      let labelWidth = min(
        ShownText(label, cap: row.width, ambiguous: row.context.ambiguous).columns,
        max(0, row.width - Self.minimumFieldWidth - 2))
      if labelWidth > 0 {
        let color = viewModel.labelColor
        let font = viewModel.labelFont
        row.leading(
          label, style: Style(foreground: color, font: font), name: "label", fixedWidth: labelWidth + 1)
        row.recordTextStyle(color: color, font: font, defaults: TraitDefaults.label)
        fieldWidth = max(0, row.width - labelWidth - 2)
      }
    }
    if let draft = state.draft {
      field(&row, editing: draft, width: fieldWidth)
    } else {
      field(&row, width: fieldWidth)
    }
    viewModel.decorateBelow(&row)
    if let failure = state.failure {
      // The role's color, from the look: a field has no destructive color of its own.
      let style = Style(foreground: .look(.destructive)).font(.caption)
      row.below("! ", style: style, name: "message")
      let source =
        row.context.look.sets(.destructive)
        ? "invalid: app look's destructiveColor" : "invalid: package look's destructiveColor"
      row.recordOrigin("foreground", layer: .role, source: source)
      row.append(failure.message, style: style)
    }
  }

  private var textStyle: Style { Style(foreground: viewModel.textColor, font: viewModel.font) }

  /// The field when not editing: the text, bullets for a secure field, or the placeholder.
  private func field(_ row: inout RowContent, width: Int) {
    let text = viewModel.text
    if text.isEmpty {
      let color = viewModel.placeholderColor
      let font = viewModel.font
      row.leading(viewModel.placeholder, style: Style(foreground: color, font: font), name: "placeholder")
      row.recordOrigin(
        "foreground", value: color, part: .placeholder)
      row.recordOrigin("font", value: font, part: .text)
      return
    }
    let shown = viewModel.isSecure ? Self.secureBullets : text
    let style = textStyle
    row.leading(shown, style: style, name: "field")
    row.recordTextStyle(color: style.foreground, font: style.font, defaults: TraitDefaults.body)
  }

  /// The field while editing: the part of the draft around the cursor, the cursor cell inverse.
  private func field(_ row: inout RowContent, editing draft: TextDraft, width: Int) {
    let style = textStyle
    let editing = style.underline()
    let ambiguous = row.context.ambiguous
    let secure = viewModel.isSecure
    func shown(_ character: Character) -> Character { secure ? "•" : character }
    let window = draft.window(columns: width) { DisplayWidth.of(shown($0), ambiguous: ambiguous) }
    let cursor = draft.cursor
    func text(_ range: Range<Int>) -> String {
      String(range.lazy.map { shown(draft[$0]) })
    }
    let before = text(window.range.lowerBound..<min(cursor, window.range.upperBound))
    row.leading(before, style: editing, name: "field")
    row.recordTextStyle(color: style.foreground, font: style.font, defaults: TraitDefaults.body)
    row.recordOrigin("font", layer: .state, source: "editing")
    if cursor < window.range.upperBound {
      row.append(String(shown(draft[cursor])), style: editing.inverse())
      row.append(text(cursor + 1..<window.range.upperBound), style: editing)
    } else if cursor == draft.count {
      let used = window.range.reduce(0) { $0 + DisplayWidth.of(shown(draft[$1]), ambiguous: ambiguous) }
      if used < max(1, width) { row.append(" ", style: editing.inverse()) }
    }
  }

  // MARK: Keys

  /// Starts editing. A secret is typed anew: appending to one the user cannot see would make a
  /// password nobody knows.
  private func startEditing(_ state: inout TextFieldState) -> KeyResult {
    state.draft = TextDraft(viewModel.isSecure ? "" : viewModel.text)
    return .handled
  }

  /// Starts editing with a typed character or a paste, which goes in at the end of the text (of
  /// nothing, for a secret); other keys are left to the screen.
  private func startTyping(_ key: Key, _ state: inout TextFieldState) -> KeyResult {
    switch key {
    case .character, .paste: break
    default: return .ignored
    }
    _ = startEditing(&state)
    guard type(key, &state) != .ignored else {
      state = TextFieldState(notEditing: ())
      return .ignored
    }
    return .handled
  }

  /// Ends the edit with the text, if it keeps the rules; a text that breaks one stays, with the
  /// rule's message.
  private func save(_ state: inout TextFieldState) -> KeyResult {
    guard let text = state.draft?.text else { return .ignored }
    if let broken = viewModel.validationRules.firstFailure(for: text) {
      state.failure = broken
      return .handled
    }
    state = TextFieldState(notEditing: ())
    viewModel.onTextFieldDidEndEditing(text)
    return .changed
  }

  /// Ends the edit and drops it.
  private func cancel(_ state: inout TextFieldState) -> KeyResult {
    state = TextFieldState(notEditing: ())
    return .handled
  }

  /// Moves the cursor, erases, undoes or redoes.
  private func edit(_ action: KeyMap.Action, _ state: inout TextFieldState) -> KeyResult {
    guard var draft = state.draft else { return .ignored }
    switch action {
    case .erase, .eraseNext: state.history.erase(action, in: &draft)
    case .undo: guard state.history.undo(&draft) else { return .handled }
    case .redo: guard state.history.redo(&draft) else { return .handled }
    default:
      state.history.moved()
      switch action {
      case .left: draft.moveLeft()
      case .right: draft.moveRight()
      case .first: draft.moveToStart()
      default: draft.moveToEnd()
      }
    }
    return keep(draft, &state)
  }

  /// Types a key or a paste into the draft.
  private func type(_ key: Key, _ state: inout TextFieldState) -> KeyResult {
    guard var draft = state.draft else { return .ignored }
    if case .paste(let text) = key {
      state.history.paste(Self.singleLine(text), into: &draft)
    } else if !state.history.type(key, into: &draft) {
      return .ignored
    }
    return keep(draft, &state)
  }

  /// Keeps the changed draft; a message shown after a failed commit follows the text as it is
  /// corrected.
  private func keep(_ draft: TextDraft, _ state: inout TextFieldState) -> KeyResult {
    state.draft = draft
    if state.failure != nil { state.failure = viewModel.validationRules.firstFailure(for: draft.text) }
    return .handled
  }

  /// What the row says: "E-mail, text field, bob@example.com", with the state: editing, invalid.
  /// The name is the label or the placeholder, whichever the row shows.
  private func spoken(_ state: TextFieldState) -> String {
    let name = viewModel.label.isEmpty ? viewModel.placeholder : viewModel.label
    let text = state.draft?.text ?? viewModel.text
    var parts = [name, viewModel.isSecure ? "secure text field" : "text field"]
    if text.isEmpty {
      parts.append("empty")
    } else if viewModel.isSecure {
      // Whether a secret is set, never how long it is.
      if !state.isEditing { parts.append("set") }
    } else {
      parts.append(text)
    }
    if state.isEditing { parts.append("editing") }
    if let failure = state.failure { parts.append("invalid: \(failure.message)") }
    return parts.joined(separator: ", ")
  }

  /// Pasted text for a one-line field: line breaks and tabs become spaces, other controls go.
  static func singleLine(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A, 0x0D, 0x2028, 0x2029: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
