import Foundation
import Observation
import Testing

@testable import Presentable

/// Line by line as a user or a script meets it: what `y` means, pickers answered at once, what is
/// said when the input ends, answers cleaned of editing keys, and a cost linear in the rows.
@Suite("Accessible mode: answers")
struct AccessibleLineTests {
  typealias Toggle = AccessiblePromptTests.Toggle
  typealias Field = AccessiblePromptTests.Field

  /// Asks `page` with `answers`; what it wrote, and what it said on standard error.
  static func ask(_ page: FormPage, _ answers: [String]) throws(PromptCancellation) -> (String, String) {
    var output = ""
    var errors = ""
    let prompter = AccessiblePrompter(
      stack: PageStack(root: page), input: .lines(answers), errors: { errors += $0 }
    ) { output += $0 }
    try prompter.run()
    return (output, errors)
  }

  /// Asks `page` reading `bytes` from a pipe, as a piped run does.
  static func askPiped(_ page: FormPage, _ bytes: String) throws(PromptCancellation) -> String {
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let data = Array(bytes.utf8)
    precondition(write(ends[1], data, data.count) == data.count)
    close(ends[1])
    defer { close(ends[0]) }
    var output = ""
    let prompter = AccessiblePrompter(
      stack: PageStack(root: page), input: .fileDescriptor(ends[0]), errors: { _ in }
    ) { output += $0 }
    try prompter.run()
    return output
  }

  @Test(arguments: [
    (true, "y", true), (true, "n", false), (true, "", true), (false, "y", true), (false, "n", false),
    (false, "", false),
  ])
  func yesMeansTheValueTheTitleStates(isOn: Bool, answer: String, expected: Bool) throws {
    var on = isOn
    let page = FormPage("Setup") {
      FormSection { FormRow(Toggle(text: "Minion Mode!!!", switchOn: on) { on = $0 }) }
    }
    let (output, _) = try Self.ask(page, [answer])
    #expect(on == expected, "\(output)")
    let question =
      isOn
      ? "Minion Mode!!!, switch, on. Keep it on? [Y/n]" : "Minion Mode!!!, switch, off. Turn it on? [y/N]"
    #expect(output.contains(question), "\(output)")
  }

  static let zones = (1...40).map { "Zone \($0)" }

  static func zonePage(_ zone: Box<String>) -> FormPage {
    FormPage("Setup") {
      FormSection {
        FormRow.picker(
          "Time Zone", options: zones, selection: FormBinding(get: { zone.value }, set: { zone.value = $0 })
        ) { $0 }
      }
    }
  }

  /// A long picker takes its answer at once: a number naming any option, with no "Open?" first.
  @Test func aLongPickerTakesANumberAtOnce() throws {
    let zone = Box("Zone 1")
    let output = try Self.askPiped(Self.zonePage(zone), "37\n")
    #expect(zone.value == "Zone 37", "\(output)")
    #expect(!output.contains("Open?"), "\(output)")
    #expect(output.contains("20. Zone 20") && !output.contains("21. Zone 21"), "\(output)")
    #expect(output.contains("And 20 more, 21 to 40."), "\(output)")
  }

  @Test func aLongPickerTakesLettersThatFilter() throws {
    let zone = Box("Zone 1")
    let (output, _) = try Self.ask(Self.zonePage(zone), ["zone 3", "2"])
    #expect(zone.value == "Zone 30", "\(output)")
  }

  struct Name: TextFieldPresentable {
    let name: Box<String>
    var label: String { "Name" }
    var placeholder: String { "" }
    var text: String { name.value }
    var validationRules: [ValidationRule] { [.required("Enter a name")] }
    func onTextFieldDidEndEditing(_ text: String) { name.value = text }
  }

  static func namePage(_ name: Box<String>) -> FormPage {
    FormPage("Setup") { FormSection { FormRow(Name(name: name)) } }
  }

  /// The input ends before a required answer: standard error says which question, and the prompt
  /// ends with `.inputEnded` (exit status 1). The prompt never offered to leave it empty.
  @Test func theEndOfInputNamesTheQuestionLeft() throws {
    let name = Box("")
    var output = ""
    var errors = ""
    let prompter = AccessiblePrompter(
      stack: PageStack(root: Self.namePage(name)), input: .lines([]), errors: { errors += $0 }
    ) { output += $0 }
    #expect(throws: PromptCancellation.inputEnded) { try prompter.run() }
    #expect(errors == "Not answered: Name (Enter a name); the input ended.\n")
    #expect(output.contains("Name, text field, empty. Type a new value.\n"), "\(output)")
    #expect(!output.contains("leave it empty"), "\(output)")
  }

  @Test func theWaysToGiveAnAnswerAreNamedWhenAQuestionSaysThem() {
    var question = RowQuestion(title: "Name", value: nil, kind: .press(opens: false))
    question.givenBy = ["--name", "NAME"]
    #expect(
      AccessiblePrompter.unanswered(question, because: "Enter a name")
        == "Not answered: Name (Enter a name); give it with --name or NAME; the input ended.")
  }

  /// Arrow keys typed into a terminal's line arrive as escape sequences: they are not answers.
  @Test func editingKeysAreNeverStored() throws {
    let name = Box("")
    _ = try Self.askPiped(Self.namePage(name), "A\u{1B}[D\u{1B}[Cx\u{7F}\u{01}\tB\u{1B}OA\n")
    #expect(name.value == "Ax B")
    #expect(LineReader.clean("\u{9B}31mred\u{1B}x") == "red")
  }

  /// Only a complete line is an answer: the input ending in the middle of one leaves it
  /// unanswered.
  @Test func anUnterminatedLastLineIsNoAnswer() {
    let name = Box("")
    #expect(throws: PromptCancellation.inputEnded) { _ = try Self.askPiped(Self.namePage(name), "Ada") }
    #expect(name.value == "")
  }

  /// A secret typed into a pipe is set and never written back, nor its length.
  @Test func aPipedSecretIsNeitherEchoedNorMeasured() throws {
    var secret = ""
    let page = FormPage("Join") {
      FormSection { FormRow(Secret { secret = $0 }) }
    }
    let output = try Self.askPiped(page, "hunter2hunter2\n")
    #expect(secret == "hunter2hunter2")
    #expect(!output.contains("hunter2") && !output.contains("14"), "\(output)")
    #expect(output.contains("Password, secure text field, empty. Type it (it is not shown)"), "\(output)")
  }

  struct Secret: TextFieldPresentable {
    var set: (String) -> Void
    var label: String { "Password" }
    var placeholder: String { "" }
    var text: String { "" }
    var isSecure: Bool { true }
    var validationRules: [ValidationRule] { [.minimumLength(8)] }
    func onTextFieldDidEndEditing(_ text: String) { set(text) }
  }
}
