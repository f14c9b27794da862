import Foundation
import Testing

@testable import Presentable

/// Form rows that name a flag and a variable: set from the given answers before anything is
/// asked, checked by their rules, and listed when an unattended prompt cannot answer them.
@Suite struct GivenFormRowTests {
  final class Setup {
    var name = ""
    var email = ""
    var signs = false
    var retries = 1
    var saved = false
  }

  struct Field: TextFieldPresentable {
    var label: String
    var text: String
    var placeholder: String { "" }
    var validationRules: [ValidationRule]
    var set: (String) -> Void
    func onTextFieldDidEndEditing(_ text: String) { set(text) }
  }

  struct Toggle: TextPresentable, SwitchPresentable {
    var text: String
    var switchOn: Bool
    var set: (Bool) -> Void
    func onSwitchToggleOn(_ on: Bool) { set(on) }
  }

  static func stack(_ setup: Setup) -> PageStack {
    let root = FormPage("Setup") {
      FormSection {
        FormRow(Field(label: "Name", text: setup.name, validationRules: [.required()]) { setup.name = $0 })
          .given(flag: "--name", environment: "SETUP_NAME")
        FormRow(
          Field(label: "E-mail", text: setup.email, validationRules: [.required(), .email()]) {
            setup.email = $0
          }
        )
        .given(flag: "email")
        FormRow(Toggle(text: "Sign commits", switchOn: setup.signs) { setup.signs = $0 }).given(flag: "sign")
      }
      FormSection { FormRow.submit("Save") { setup.saved = true } }
    }
    return PageStack(root: root)
  }

  func prompt(
    _ setup: Setup, lines: [String], answers: GivenAnswers, collects: Bool = false
  ) throws(PromptCancellation) -> (output: String, errors: String) {
    var output = ""
    var errors = ""
    let prompter = AccessiblePrompter(
      stack: Self.stack(setup), input: .lines(lines), errors: { errors += $0 }, output: { output += $0 })
    prompter.answers = answers
    prompter.collects = collects
    do {
      try prompter.run()
    } catch {
      Issue.record("threw \(error): \(errors)")
      throw error
    }
    return (output, errors)
  }

  @Test func givenRowsAreSetAndOnlyTheRestIsAsked() throws {
    let setup = Setup()
    let result = try prompt(
      setup, lines: ["ada@example.com", ""],
      answers: GivenAnswers(flags: ["sign": "yes"], environment: ["SETUP_NAME": "Ada"]))
    #expect(setup.name == "Ada")
    #expect(setup.signs)
    #expect(setup.email == "ada@example.com")
    #expect(setup.saved)
    #expect(!result.output.contains("Name, text field"), "\(result.output)")
    #expect(!result.output.contains("Sign commits, switch"))
  }

  @Test func aGivenRowThatBreaksItsRuleIsRefusedWithItsMessage() {
    let setup = Setup()
    var errors = ""
    let prompter = AccessiblePrompter(
      stack: Self.stack(setup), input: .lines(["ada@example.com"]), errors: { errors += $0 }, output: { _ in }
    )
    prompter.answers = GivenAnswers(flags: ["email": "nope"], environment: ["SETUP_NAME": "Ada"])
    #expect(throws: PromptCancellation.unanswered) { try prompter.run() }
    #expect(
      errors.contains("E-mail (--email): \(ValidationRule.email().message) (given by --email “nope”)"),
      "\(errors)")
    #expect(!setup.saved)
  }

  @Test func anUnattendedPromptListsEveryRowItsFormRefuses() {
    let setup = Setup()
    var errors = ""
    let prompter = AccessiblePrompter(
      stack: Self.stack(setup), input: .lines([]), errors: { errors += $0 }, output: { _ in })
    prompter.collects = true
    #expect(throws: PromptCancellation.unanswered) { try prompter.run() }
    #expect(errors.contains("  Name (--name or SETUP_NAME): Required\n"), "\(errors)")
    #expect(errors.contains("  E-mail (--email): Required\n"), "\(errors)")
    #expect(!setup.saved)
  }

  @Test func aRowNamesItsFlagWhenThePipeEnds() {
    let setup = Setup()
    var errors = ""
    let prompter = AccessiblePrompter(
      stack: Self.stack(setup), input: .lines([]), errors: { errors += $0 }, output: { _ in })
    #expect(throws: PromptCancellation.inputEnded) { try prompter.run() }
    #expect(errors.contains("give it with --name or SETUP_NAME"), "\(errors)")
  }

  @Test func anInlinePromptTakesTheGivenRowsFirst() throws {
    let setup = Setup()
    let prompter = AccessiblePrompter(stack: Self.stack(setup), input: .lines([])) { _ in }
    prompter.answers = GivenAnswers(file: ["name": "Ada", "sign": "on"])
    try prompter.applyGiven()
    #expect(setup.name == "Ada")
    #expect(setup.signs)
    #expect(!setup.saved)
  }
}
