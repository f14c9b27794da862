import Foundation
import Testing

@testable import Presentable

/// Answers given by flags, variables and answers files; unattended runs and what they list.
@Suite struct GivenAnswersTests {
  final class Output: @unchecked Sendable {
    var text = ""
    var errors = ""
  }

  func conversation(
    _ lines: [String] = [], _ output: Output, answers: GivenAnswers = GivenAnswers(),
    interaction: PromptOptions.Interaction = .always
  ) -> Conversation {
    Conversation(
      lines: lines, interaction: interaction, answers: answers, write: { output.text += $0 },
      writeError: { output.errors += $0 })
  }

  // MARK: Reading flags

  @Test func flagsReadBothSpellingsAndSwitches() {
    let flags = GivenAnswers.flags(
      in: [
        "--name", "Ada", "--email=ada@example.com", "--minion-mode", "--store", "x", "-v", "--slices", "-3",
        "--", "--after", "y",
      ])
    #expect(
      flags == [
        "name": "Ada", "email": "ada@example.com", "minion-mode": "true", "store": "x", "slices": "-3",
      ])
    #expect(GivenAnswers.flags(in: ["--quiet"]) == ["quiet": "true"])
    #expect(GivenAnswers(flags: ["--name": "Ada"]).flags == ["name": "Ada"])
  }

  // MARK: Given answers are not asked

  @Test func aFlagWinsOverTheVariableAndTheVariableOverTheFile() async throws {
    let output = Output()
    let given = GivenAnswers(
      flags: ["name": "Flag"], environment: ["NAME": "Variable", "EMAIL": "v@example.com"],
      file: ["name": "File", "email": "f@example.com", "shell": "fish"])
    let ask = conversation(["typed"], output, answers: given)
    #expect(try await ask.text("Name", flag: "--name", environment: "NAME") == "Flag")
    #expect(try await ask.text("E-mail", flag: "email", environment: "EMAIL") == "v@example.com")
    #expect(try await ask.text("Shell", flag: "shell") == "fish")
    // Nothing above was asked: the one typed line answers the next question.
    #expect(try await ask.text("Editor") == "typed")
    #expect(output.text.contains("? Name Flag\n"))
    #expect(!output.text.contains("Name\n"))
  }

  @Test func givenAnswersOfEveryKindAreTaken() async throws {
    let output = Output()
    let given = GivenAnswers(flags: [
      "sign": "no", "zone": "london", "topics": "Mentions, messages", "slices": "3", "when": "2026-01-02",
      "notes": "a\nb", "password": "hunter22",
    ])
    let ask = conversation([], output, answers: given)
    #expect(try await ask.confirm("Sign?", default: true, flag: "sign") == false)
    #expect(try await ask.choose("Zone", from: ["Berlin", "London"], flag: "zone") == "London")
    #expect(
      try await ask.chooseMany("Topics", from: ["Messages", "Mentions"], atLeast: 1, flag: "topics") == [
        "Messages", "Mentions",
      ])
    #expect(try await ask.number("Slices", in: 1...8, flag: "slices") == 3)
    let when = try await ask.date(
      "When", default: Date(timeIntervalSince1970: 0), mode: .date, timeZone: TimeZone(identifier: "UTC")!,
      flag: "when")
    #expect(when == Date(timeIntervalSince1970: 1_767_312_000))
    #expect(try await ask.multilineText("Notes", flag: "notes") == "a\nb")
    #expect(try await ask.secret("Password", rules: [.minimumLength(8)], flag: "password") == "hunter22")
    #expect(!output.text.contains("hunter22"))
    #expect(output.errors.isEmpty)
  }

  @Test func aGivenAnswerBreakingARuleGetsTheTypedMessageAndStatus64() async throws {
    let output = Output()
    let ask = conversation(["ada@example.com"], output, answers: GivenAnswers(environment: ["EMAIL": "nope"]))
    await #expect(throws: PromptCancellation.unanswered) {
      try await ask.text("E-mail", rules: [.email()], environment: "EMAIL")
    }
    let message = ValidationRule.email().message
    #expect(output.errors.contains("E-mail (EMAIL): \(message) (given by EMAIL “nope”)"), "\(output.errors)")
    #expect(PromptCancellation.unanswered.exitStatus == 64)
    // Never asked again, never waited on.
    #expect(!output.text.contains("E-mail"))
  }

  @Test func badGivenValuesOfEachKindSayWhy() async throws {
    let given = GivenAnswers(flags: ["sign": "maybe", "zone": "Paris", "slices": "9", "topics": ""])
    let output = Output()
    let ask = conversation([], output, answers: given)
    await #expect(throws: PromptCancellation.unanswered) {
      try await ask.run { ask throws(PromptCancellation) in
        _ = try await ask.confirm("Sign?", flag: "sign")
        _ = try await ask.choose("Zone", from: ["Berlin", "London"], default: "Berlin", flag: "zone")
        _ = try await ask.number("Slices", in: 1...8, flag: "slices")
        _ = try await ask.chooseMany("Topics", from: ["Messages"], atLeast: 1, flag: "topics")
      }
    }
    #expect(
      ask.unanswered.map(\.reason) == [
        "Answer y or n. (given by --sign “maybe”)", "No option matches “Paris”. (given by --zone “Paris”)",
        "Type a whole number from 1 to 8. (given by --slices “9”)",
        "Choose at least 1. (given by --topics “”)",
      ])
  }

  // MARK: Unattended

  @Test func anUnattendedRunListsEveryMissingQuestionThenThrows() async throws {
    let output = Output()
    let ask = conversation(
      ["never read"], output, answers: GivenAnswers(flags: ["email": "ada@example.com"]),
      interaction: .never)
    var reachedTheEnd = false
    await #expect(throws: PromptCancellation.unanswered) {
      try await ask.run { ask throws(PromptCancellation) in
        _ = try await ask.text("Name", rules: [.required()], flag: "name", environment: "SETUP_NAME")
        _ = try await ask.text("E-mail", rules: [.email()], flag: "email")
        _ = try await ask.secret("Password", rules: [.minimumLength(8)], environment: "SETUP_PASSWORD")
        // A default answers a question that has one.
        #expect(try await ask.confirm("Sign?", default: true) == true)
        _ = try await ask.choose("Zone", from: ["Berlin", "London"])
        reachedTheEnd = true
      }
    }
    #expect(reachedTheEnd)
    #expect(
      output.errors == """
        Not answered (give each with its flag or variable, or answer it where it can be asked):
          Name (--name or SETUP_NAME): Required
          Password (SETUP_PASSWORD): At least 8 characters
          Zone (no flag or variable): Choose one.

        """)
    #expect(!output.text.contains("never read"))
  }

  @Test func outsideARunTheFirstMissingQuestionThrowsAtOnce() async throws {
    let output = Output()
    let ask = conversation([], output, interaction: .never)
    await #expect(throws: PromptCancellation.unanswered) {
      try await ask.text("Name", rules: [.required()], flag: "name")
    }
    #expect(output.errors.contains("  Name (--name): Required\n"))
  }

  @Test func aPipeThatEndsInARunListsEveryRequiredQuestionLeft() async throws {
    let output = Output()
    let ask = conversation(["Ada"], output)
    await #expect(throws: PromptCancellation.unanswered) {
      try await ask.run { ask throws(PromptCancellation) in
        _ = try await ask.text("Name", rules: [.required()], flag: "name")
        _ = try await ask.secret("Password", rules: [.minimumLength(8)], flag: "password")
        _ = try await ask.text("Shell", default: "zsh")
        _ = try await ask.text("City", rules: [.required()], flag: "city")
      }
    }
    #expect(output.errors.contains("  Password (--password): At least 8 characters\n"), "\(output.errors)")
    #expect(output.errors.contains("  City (--city): Required\n"))
    #expect(!output.errors.contains("Name"))
    #expect(!output.errors.contains("Shell"))
    // Once the input ended nothing more is asked.
    #expect(!output.text.contains("City\n"))
  }

  @Test func ciWithoutATerminalIsUnattendedUnlessTheAppSaysOtherwise() {
    func unattended(_ interaction: PromptOptions.Interaction, _ ci: String?, terminal: Bool) -> Bool {
      PromptOptions.isUnattended(
        interaction, environment: ci.map { ["CI": $0] } ?? [:], inputIsTerminal: terminal)
    }
    #expect(unattended(.automatic, "true", terminal: false))
    #expect(unattended(.automatic, "1", terminal: false))
    #expect(!unattended(.automatic, "false", terminal: false))
    #expect(!unattended(.automatic, "", terminal: false))
    #expect(!unattended(.automatic, nil, terminal: false))
    #expect(!unattended(.automatic, "true", terminal: true))
    #expect(!unattended(.always, "true", terminal: false))
    #expect(unattended(.never, nil, terminal: true))
  }

  // MARK: After a run

  func answeredRun(_ output: Output, answers: GivenAnswers = GivenAnswers()) async throws -> Conversation {
    let ask = conversation(["Ada O'Hara", "hunter22", "y", "2", "1, 2"], output, answers: answers)
    _ = try await ask.text("Name", rules: [.required()], flag: "name")
    _ = try await ask.secret(
      "Password", rules: [.minimumLength(8)], flag: "password", environment: "PASSWORD")
    _ = try await ask.confirm("Sign?", flag: "sign")
    _ = try await ask.choose("Zone", from: ["Berlin", "London"], environment: "ZONE")
    _ = try await ask.chooseMany("Topics", from: ["Messages", "Mentions"], flag: "topics")
    _ = try await ask.number("Slices", in: 1...8, default: 2, flag: "slices")
    return ask
  }

  @Test func theAnswersFileRoundTripsWithoutTheSecret() async throws {
    let ask = try await answeredRun(Output())
    let data = ask.answersFile()
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("hunter22"))
    #expect(
      text == """
        {
          "name": "Ada O'Hara",
          "sign": true,
          "ZONE": "London",
          "topics": ["Messages","Mentions"],
          "slices": 2
        }

        """)
    let file = try GivenAnswers.answersFile(data, name: "answers.json")
    let again = Output()
    let replay = try await answeredRun(
      again, answers: GivenAnswers(flags: ["password": "hunter22"], file: file))
    #expect(replay.answersFile() == data)
    // Every answer came from the file: no question was asked.
    #expect(!again.text.contains("[y/N]"))
  }

  @Test func anAnswersFileOfTheWrongShapeIsAClearError() {
    #expect(throws: AnswersFileError.self) { try GivenAnswers.answersFile(Data("[1]".utf8), name: "a.json") }
    #expect(throws: AnswersFileError.self) {
      try GivenAnswers.answersFile(Data(#"{"a": {"b": 1}}"#.utf8), name: "a.json")
    }
    #expect(throws: AnswersFileError.self) {
      try GivenAnswers.answersFile(at: URL(fileURLWithPath: "/nonexistent/answers.json"))
    }
  }

  @Test func theNextTimeLineIsShellQuotedAndLeavesSecretsOut() async throws {
    let ask = try await answeredRun(Output())
    #expect(
      ask.nextTimeCommand(["my tool", "setup"])
        == #"ZONE=London 'my tool' setup --name 'Ada O'\''Hara' --password "$PASSWORD" --sign true "#
        + #"--topics 'Messages, Mentions' --slices 2"#)
    #expect(Conversation.shellQuoted("") == "''")
    #expect(Conversation.shellQuoted("a$b`c") == "'a$b`c'")
    #expect(Conversation.shellQuoted("ada@example.com") == "ada@example.com")
  }

  @Test func aValueStartingWithADashIsWrittenWithEquals() async throws {
    let output = Output()
    let ask = conversation([], output, answers: GivenAnswers(flags: ["offset": "-3"]))
    _ = try await ask.text("Offset", flag: "offset")
    let line = ask.nextTimeCommand(["tool"])
    #expect(line == "tool --offset=-3")
    #expect(GivenAnswers.flags(in: ["--offset=-3"]) == ["offset": "-3"])
  }

  @Test func groupQuestionsGivenAreNotAsked() async throws {
    let output = Output()
    let ask = conversation(["y"], output, answers: GivenAnswers(flags: ["name": "Ada"]))
    let (name, sign) = try await ask.group { group in
      (group.text("Name", rules: [.required()], flag: "name"), group.confirm("Sign?", flag: "sign"))
    }
    #expect(name.value == "Ada")
    #expect(sign.value == true)
    #expect(ask.nextTimeCommand(["tool"]) == "tool --name Ada --sign true")
  }
}
