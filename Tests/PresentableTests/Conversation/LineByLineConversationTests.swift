import Testing

@testable import Presentable

/// Questions asked line by line, as a pipe or a screen reader gets them.
@Suite struct LineByLineConversationTests {
  final class Output: @unchecked Sendable {
    var text = ""
    var errors = ""
  }

  func conversation(_ lines: [String], _ output: Output) -> Conversation {
    Conversation(lines: lines, write: { output.text += $0 }, writeError: { output.errors += $0 })
  }

  @Test func confirmYMeansYesLineByLine() async throws {
    let output = Output()
    let ask = conversation(["y", "n", ""], output)
    #expect(try await ask.confirm("Turn on Minion Mode?", default: false) == true)
    #expect(try await ask.confirm("Sign commits?", default: true) == false)
    #expect(try await ask.confirm("Sounds?", default: true) == true)
    #expect(output.text.contains("Turn on Minion Mode? [y/N]\n"))
    #expect(output.text.contains("? Turn on Minion Mode? Yes\n"))
    #expect(!output.text.contains("Toggle"))
  }

  @Test func textAsksAgainUntilItsRuleHolds() async throws {
    let output = Output()
    let ask = conversation(["", "Ada"], output)
    let name = try await ask.text("Name", rules: [.required()])
    #expect(name == "Ada")
    #expect(output.text.contains("Required\n"))
    #expect(output.text.hasSuffix("? Name Ada\n"))
  }

  @Test func secretIsNeverWrittenBack() async throws {
    let output = Output()
    let ask = conversation(["short", "hunter22"], output)
    let password = try await ask.secret("Password", rules: [.minimumLength(8)])
    #expect(password == "hunter22")
    #expect(!output.text.contains("hunter"))
    #expect(!output.text.contains("short"))
    #expect(output.text.contains("? Password [hidden]\n"))
  }

  @Test func pickersTakeANumberOrLettersAtOnce() async throws {
    let output = Output()
    let ask = conversation(["2", "tok", "1 3"], output)
    let zones = ["Berlin", "London", "Tokyo"]
    #expect(try await ask.choose("Time zone", from: zones, default: "Berlin") == "London")
    #expect(try await ask.choose("Time zone", from: zones) == "Tokyo")
    #expect(try await ask.chooseMany("Notify me about", from: ["A", "B", "C"], atLeast: 1) == ["A", "C"])
    #expect(!output.text.contains("Open?"))
    #expect(output.text.contains("? Notify me about A, C\n"))
  }

  @Test func aLongPickerTakesAnyOptionsNumberAtOnce() async throws {
    let output = Output()
    let zones = (1...50).map { "Zone \($0)" }
    let ask = conversation(["37"], output)
    #expect(try await ask.choose("Time zone", from: zones, default: "Zone 1") == "Zone 37")
    #expect(output.text.contains("20. Zone 20\nAnd 30 more, 21 to 50.\n"))
    #expect(!output.text.contains("21. Zone 21"))
  }

  @Test func chooseManyAsksAgainBelowItsMinimum() async throws {
    let output = Output()
    let ask = conversation(["", "Mentions"], output)
    let topics = try await ask.chooseMany("Notify me about", from: ["Messages", "Mentions"], atLeast: 1)
    #expect(topics == ["Mentions"])
    #expect(output.text.contains("Choose at least 1."))
  }

  @Test func endOfInputNamesTheQuestionLeft() async {
    let output = Output()
    let ask = conversation(["Ada"], output)
    await #expect(throws: PromptCancellation.inputEnded) {
      _ = try await ask.text("Name", rules: [.required()])
      _ = try await ask.text("E-mail", rules: [.required()])
    }
    #expect(output.errors.contains("“E-mail”"))
    #expect(!output.errors.contains("“Name”"))
  }

  @Test func endOfInputTakesDefaultsWhereNoRuleNeedsMore() async throws {
    let output = Output()
    let ask = conversation([], output)
    #expect(try await ask.confirm("Sounds?", default: true) == true)
    #expect(try await ask.number("Slices", in: 1...8, default: 2) == 2)
    #expect(try await ask.text("Shell", default: "zsh") == "zsh")
    #expect(output.errors.isEmpty)
  }

  @Test func numberReadsAWholeNumberInItsRange() async throws {
    let output = Output()
    let ask = conversation(["9", "5"], output)
    #expect(try await ask.number("Slices", in: 1...8) == 5)
    #expect(output.text.contains("Type a whole number from 1 to 8."))
  }
}

/// An app's own view models asked as they are, through their traits and callbacks.
@Suite struct ViewModelQuestionTests {
  final class Model: @unchecked Sendable {
    var name = ""
    var isOn = false
    var theme = 0
  }

  struct Name: TextFieldPresentable {
    let model: Model
    var label: String { "Name" }
    var placeholder: String { "" }
    var text: String { model.name }
    var validationRules: [ValidationRule] { [.required()] }
    func onTextFieldDidEndEditing(_ text: String) { model.name = text }
  }

  struct Minion: TextPresentable, SwitchPresentable {
    let model: Model
    var text: String { "Minion Mode" }
    var switchOn: Bool { model.isOn }
    func onSwitchToggleOn(_ on: Bool) { model.isOn = on }
  }

  struct Theme: TextPresentable, OptionsPresentable {
    let model: Model
    var text: String { "Theme" }
    var options: [String] { ["dark", "light"] }
    var selectedIndex: Int { model.theme }
    func onSelectOption(_ index: Int) { model.theme = index }
  }

  @Test func answersGoToTheViewModelsCallbacks() async throws {
    let model = Model()
    let ask = Conversation(lines: ["", "Ada", "y", "light"], write: { _ in })
    try await ask.question(Name(model: model))
    try await ask.question(Minion(model: model))
    try await ask.question(Theme(model: model))
    #expect(model.name == "Ada")
    #expect(model.isOn == true)
    #expect(model.theme == 1)
  }
}
