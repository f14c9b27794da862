import Testing

@testable import Presentable

@Suite("Text field cell")
struct TextFieldCellTests {
  struct Email: TextFieldPresentable {
    var text: String
    var isSecure = false
    let calls: Calls
    var label: String { "E-mail" }
    var placeholder: String { "name@example.com" }
    var validationRules: [ValidationRule] { [.required("Enter an e-mail address"), .email()] }
    func onTextFieldDidEndEditing(_ text: String) { calls.log.append(text) }
  }

  /// A field and its state, as a screen keeps them.
  final class Field {
    let cell: TextFieldCell<Email>
    var state = TextFieldState(notEditing: ())
    init(_ cell: TextFieldCell<Email>) { self.cell = cell }
    func handle(_ key: Key) -> KeyResult { cell.handle(key, state: &state) }
    func render(width: Int, context: CellContext) -> [Line] {
      cell.render(width: width, state: state, context: context)
    }
    var isEditing: Bool { state.isEditing }
    var isCapturingInput: Bool { cell.isCapturingInput(state: state) }
    var draft: String? { state.draft?.text }
    var transcript: String { cell.transcript(state: state) }
  }

  func cell(_ text: String, isSecure: Bool = false, calls: Calls = Calls()) -> Field {
    Field(TextFieldCell(viewModel: Email(text: text, isSecure: isSecure, calls: calls)))
  }

  let focused = CellContext(isFocused: true)

  @Test func showsLabelAndTextOrPlaceholderOrBullets() {
    #expect(
      cell("bob@example.com").render(width: 28, context: CellContext())[0].plainText
        == "  E-mail  bob@example.com   ")
    let empty = cell("").render(width: 28, context: CellContext())[0]
    #expect(empty.plainText == "  E-mail  name@example.com  ")
    #expect(style(of: "name@", in: empty)?.foreground == .placeholder)
    #expect(
      cell("secret", isSecure: true).render(width: 20, context: CellContext())[0].plainText
        == "  E-mail  ••••••••  ")
  }

  @Test func editingTypesCJKAndEmojiAndCommitsValidText() {
    let calls = Calls()
    let cell = cell("", calls: calls)
    #expect(cell.handle(.escape) == .ignored)  // not editing: Escape is the screen's
    #expect(cell.handle(.enter) == .handled)
    #expect(cell.isEditing && cell.isCapturingInput)
    for key: Key in [.character("設"), .character("定"), .character("👍🏽"), .character("q"), .character("@")] {
      #expect(cell.handle(key) == .handled)
    }
    #expect(cell.draft == "設定👍🏽q@")
    _ = cell.handle(.backspace)
    _ = cell.handle(.paste("x.\nio"))
    #expect(cell.draft == "設定👍🏽qx. io")
    // "設定👍🏽qx. io" is not an address: the commit is refused, editing goes on.
    #expect(cell.handle(.enter) == .handled)
    #expect(cell.isEditing)
    #expect(calls.log.isEmpty)
    let lines = cell.render(width: 40, context: focused)
    #expect(lines.count == 2)
    #expect(lines[1].plainText.hasPrefix("  ! Enter an e-mail address like"))
    #expect(cell.transcript.hasSuffix("editing, invalid: Enter an e-mail address like name@example.com"))
    // Fix it: Home, delete the CJK and emoji, type an address.
    _ = cell.handle(.home)
    for _ in 0..<3 { _ = cell.handle(.delete) }
    _ = cell.handle(.end)
    for _ in 0..<5 { _ = cell.handle(.backspace) }
    for character in "ann@ex.io" { _ = cell.handle(.character(character)) }
    #expect(cell.draft == "qann@ex.io")
    #expect(cell.handle(.enter) == .changed)
    #expect(!cell.isEditing)
    #expect(calls.log == ["qann@ex.io"])
  }

  @Test func aCharacterTypedAfterOneItJoinsBecomesOneCharacter() {
    let cell = cell("")
    _ = cell.handle(.enter)
    for key: Key in [.character("e"), .character("\u{301}"), .character("👍"), .character("\u{1F3FD}")] {
      _ = cell.handle(key)
    }
    #expect(cell.state.draft?.count == 2)
    _ = cell.handle(.left)
    _ = cell.handle(.left)
    #expect(cell.state.draft?.cursor == 0)  // two steps: the accent and the skin tone are not stops
    _ = cell.handle(.delete)
    #expect(cell.draft == "👍🏽")
  }

  @Test func escapeCancelsAndLosesNothingOfTheModel() {
    let calls = Calls()
    let cell = cell("bob@example.com", calls: calls)
    _ = cell.handle(.enter)
    _ = cell.handle(.backspace)
    #expect(cell.handle(.escape) == .handled)
    #expect(!cell.isEditing)
    #expect(calls.log.isEmpty)
    #expect(cell.render(width: 28, context: CellContext())[0].plainText.contains("bob@example.com"))
  }

  @Test func requiredRuleRefusesAnEmptyCommit() {
    let cell = cell("")
    _ = cell.handle(.enter)
    #expect(cell.handle(.enter) == .handled)
    #expect(cell.render(width: 40, context: focused)[1].plainText.contains("! Enter an e-mail address"))
    // The message follows the text as it is corrected.
    for character in "a@b.c" { _ = cell.handle(.character(character)) }
    #expect(cell.render(width: 40, context: focused).count == 1)
  }

  @Test func theCursorIsAnInverseCellAndLongTextScrollsToIt() {
    let cell = cell("")
    _ = cell.handle(.enter)
    for character in "abcdefghijklmnopqrstuvwxyz" { _ = cell.handle(.character(character)) }
    let line = cell.render(width: 24, context: focused)[0]
    #expect(line.width() == 24)
    #expect(line.plainText.hasSuffix("qrstuvwxyz "))
    #expect(line.spans.last?.style.isInverse == true)
    _ = cell.handle(.home)
    let atStart = cell.render(width: 24, context: focused)[0]
    #expect(atStart.plainText.contains("abcdefghij"))
    #expect(atStart.spans.first { $0.text == "a" }?.style.isInverse == true)
  }

  @Test func secureFieldsNeverShowTheText() {
    let cell = cell("hunter2", isSecure: true)
    _ = cell.handle(.enter)
    let line = cell.render(width: 30, context: focused)[0]
    #expect(!line.plainText.contains("hunter2"))
    #expect(!line.plainText.contains("•"))  // editing starts from nothing
    for character in "abc" { _ = cell.handle(.character(character)) }
    #expect(cell.render(width: 30, context: focused)[0].plainText.contains("•••"))
    #expect(!cell.transcript.contains("3"))
    #expect(cell.transcript == "E-mail, secure text field, editing")
  }

  @Test func editingASecureFieldStartsFromAnEmptyDraftAndReplacesTheSecret() {
    let calls = Calls()
    let cell = cell("hunter2", isSecure: true, calls: calls)
    _ = cell.handle(.enter)
    #expect(cell.draft == "")
    for character in "new@pass.io" { _ = cell.handle(.character(character)) }
    #expect(cell.handle(.enter) == .changed)
    #expect(calls.log == ["new@pass.io"])  // not "hunter2new@pass.io"
    // Escape keeps the old secret: nothing reaches the view model.
    let kept = self.cell("hunter2", isSecure: true, calls: calls)
    _ = kept.handle(.enter)
    _ = kept.handle(.character("x"))
    _ = kept.handle(.escape)
    #expect(calls.log == ["new@pass.io"])
  }

  @Test func secureBulletsAndTranscriptNeverTellTheLength() {
    let short = cell("a", isSecure: true)
    let long = cell(String(repeating: "x", count: 300), isSecure: true)
    for width in [12, 20, 40, 80] {
      #expect(
        short.render(width: width, context: CellContext())
          == long.render(width: width, context: CellContext()))
    }
    #expect(short.transcript == "E-mail, secure text field, set")
    #expect(long.transcript == short.transcript)
    #expect(cell("", isSecure: true).transcript == "E-mail, secure text field, empty")
  }

  @Test func validationRules() {
    #expect(ValidationRule.email().isValid("bob@example.com"))
    #expect(ValidationRule.email().isValid(""))
    for bad in [
      "bob", "bob@", "@example.com", "bob@example", "bob@@example.com", "b ob@example.com", "bob@example.",
    ] {
      #expect(!ValidationRule.email().isValid(bad), "\(bad)")
    }
    #expect(!ValidationRule.required().isValid("   "))
    #expect(ValidationRule.minimumLength(2).isValid("設定"))
    #expect(!ValidationRule.maximumLength(1).isValid("👍🏽👍"))
    #expect([ValidationRule.required("A"), .minimumLength(3, "B")].firstFailure(for: "x")?.message == "B")
  }
}
