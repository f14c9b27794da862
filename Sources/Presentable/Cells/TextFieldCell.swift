/// A row where the user types text, configured from a ``TextFieldPresentable`` view model.
///
/// ```
///   E-mail  bob@example.com            (not editing)
/// › E-mail  bob@exa█                   (editing: the cursor is an inverse cell)
///     ! Enter an e-mail address like name@example.com
/// ```
///
/// Enter starts editing. While editing, typed and pasted text goes into the field (so `j`, `k`
/// and `q` are text, not commands); Left, Right, Home and End move the cursor; Backspace and
/// Delete erase. Enter, Tab, Up and Down commit: the text is checked against the view model's
/// ``TextFieldPresentable/validationRules``, and a text that breaks one stays in the field,
/// still editing, with the rule's message under the row. Only valid text reaches
/// ``TextFieldPresentable/onTextFieldDidEndEditing(_:)``. Escape cancels and restores the view
/// model's text. Long text scrolls to keep the cursor in view.
open class TextFieldCell<T: TextFieldPresentable>: RowCell<T> {
  /// The text being edited and the cursor, while editing.
  private struct Editor {
    var characters: [Character]
    /// Index in `characters` of the character the cursor is on (or the count, at the end).
    var cursor: Int
    /// Index of the first character shown.
    var scroll = 0

    var text: String { String(characters) }

    mutating func insert(_ new: [Character]) {
      characters.insert(contentsOf: new, at: cursor)
      cursor += new.count
    }
  }

  private var editor: Editor?
  /// The message of the rule the last commit broke; shown until the text passes.
  private var failure: ValidationRule?

  /// Whether the field is being edited.
  public var isEditing: Bool { editor != nil }

  /// The text being edited, while editing.
  public var draft: String? { editor?.text }

  /// While editing, the field takes every key.
  open override var isCapturingInput: Bool { isEditing }

  /// Forgets the edit in progress.
  open override func prepareForReuse() {
    super.prepareForReuse()
    editor = nil
    failure = nil
  }

  /// Columns the field keeps however long the label is.
  public static var minimumFieldWidth: Int { 6 }

  /// The label, and the field: text, placeholder, bullets or the edit in progress.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    var leading: [RowPart] = []
    var fieldWidth = width
    if !viewModel.label.isEmpty {
      let label = RowPart("label", text: viewModel.label, style: .plain)
      let labelWidth = min(
        label.line.width(ambiguous: context.ambiguous), max(0, width - Self.minimumFieldWidth - 2))
      if labelWidth > 0 {
        leading.append(RowPart("label", line: label.line, fixedWidth: labelWidth + 1))
        fieldWidth = max(0, width - labelWidth - 2)
      }
    }
    leading.append(fieldPart(viewModel, width: fieldWidth, ambiguous: context.ambiguous))
    var below: [RowPart] = []
    if let failure {
      below.append(
        RowPart(
          "message", text: "! " + failure.message, style: Style(foreground: .destructive).font(.caption),
          origins: [RowPart.Origin(attribute: "foreground", layer: .state, source: "invalid")]))
    }
    return RowContent(leading: leading, below: below)
  }

  private func fieldPart(_ viewModel: T, width: Int, ambiguous: AmbiguousWidth) -> RowPart {
    let defaults = TraitDefaults.textStyle(of: viewModel)
    let textStyle = Style(foreground: viewModel.textColor, font: viewModel.font)
    let styleOrigins = [
      Self.origin(
        "foreground", value: viewModel.textColor, default: defaults.color, trait: defaults.trait,
        property: "textColor"),
      Self.origin(
        "font", value: viewModel.font, default: defaults.font, trait: defaults.trait, property: "font"),
    ]
    guard var editor else {
      if viewModel.text.isEmpty {
        return RowPart(
          "field", text: viewModel.placeholder, style: Style(foreground: .placeholder),
          origins: [RowPart.Origin(attribute: "foreground", layer: .state, source: "empty")])
      }
      let shown = viewModel.isSecure ? String(repeating: "•", count: viewModel.text.count) : viewModel.text
      return RowPart("field", text: shown, style: textStyle, origins: styleOrigins)
    }
    // Editing: the window of text around the cursor, the cursor cell inverse.
    let characters = viewModel.isSecure ? editor.characters.map { _ in Character("•") } : editor.characters
    let widths = characters.map { DisplayWidth.of($0, ambiguous: ambiguous) }
    let room = max(1, width)
    editor.scroll = min(editor.scroll, editor.cursor)
    func columns(_ range: Range<Int>) -> Int { range.reduce(0) { $0 + widths[$1] } }
    let cursorWidth = editor.cursor < characters.count ? widths[editor.cursor] : 1
    while editor.scroll < editor.cursor && columns(editor.scroll..<editor.cursor) + cursorWidth > room {
      editor.scroll += 1
    }
    self.editor = editor
    var line = Line()
    var used = 0
    let editing = textStyle.underline()
    for index in editor.scroll..<max(editor.scroll, characters.count) {
      if used + widths[index] > room { break }
      line.append(String(characters[index]), style: index == editor.cursor ? editing.inverse() : editing)
      used += widths[index]
    }
    if editor.cursor == characters.count && used < room {
      line.append(" ", style: editing.inverse())
    }
    return RowPart(
      "field", line: line,
      origins: styleOrigins + [RowPart.Origin(attribute: "font", layer: .state, source: "editing")])
  }

  /// Editing keys; Enter starts and commits, Escape cancels.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    guard var editor else {
      guard key == .enter else { return .ignored }
      self.editor = Editor(characters: Array(viewModel.text), cursor: viewModel.text.count)
      return .handled
    }
    switch key {
    case .character(let c): editor.insert([c])
    case .space: editor.insert([" "])
    case .paste(let text): editor.insert(Array(Self.singleLine(text)))
    case .backspace:
      guard editor.cursor > 0 else { return .handled }
      editor.characters.remove(at: editor.cursor - 1)
      editor.cursor -= 1
    case .delete:
      guard editor.cursor < editor.characters.count else { return .handled }
      editor.characters.remove(at: editor.cursor)
    case .left: editor.cursor = max(0, editor.cursor - 1)
    case .right: editor.cursor = min(editor.characters.count, editor.cursor + 1)
    case .home: editor.cursor = 0
    case .end: editor.cursor = editor.characters.count
    case .escape:
      self.editor = nil
      failure = nil
      return .handled
    case .enter, .tab, .backTab, .up, .down:
      let text = editor.text
      if let broken = viewModel.validationRules.firstFailure(for: text) {
        failure = broken
        return .handled
      }
      self.editor = nil
      failure = nil
      viewModel.onTextFieldDidEndEditing(text)
      return .changed
    default:
      return .ignored
    }
    self.editor = editor
    // A message shown after a failed commit follows the text as it is corrected.
    if failure != nil { failure = viewModel.validationRules.firstFailure(for: editor.text) }
    return .handled
  }

  /// "E-mail, text field, bob@example.com", with the state: editing, invalid.
  open override func transcript(for viewModel: T) -> String {
    let name = viewModel.label.isEmpty ? viewModel.placeholder : viewModel.label
    let text = editor?.text ?? viewModel.text
    var parts = [name, viewModel.isSecure ? "secure text field" : "text field"]
    if text.isEmpty {
      parts.append("empty")
    } else {
      parts.append(viewModel.isSecure ? "\(text.count) characters" : text)
    }
    if isEditing { parts.append("editing") }
    if let failure { parts.append("invalid: \(failure.message)") }
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
