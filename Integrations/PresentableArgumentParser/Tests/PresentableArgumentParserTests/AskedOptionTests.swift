import ArgumentParser
import Foundation
import Presentable
import Testing

@testable import PresentableArgumentParser

/// A command with the spellings asking must find without being told: a custom long name, a
/// short and long one, a transform, and a required argument every probe must give.
struct Signup: AsyncParsableCommand, AskingCommand {
  enum Colour: String, ExpressibleByArgument, CaseIterable { case red, green }

  @Argument var file: String
  @Option(name: .customLong("user")) var name: String?
  @Option(name: [.short, .customLong("color")]) var colour: Colour?
  @Option(transform: Signup.positive) var count: Int?
  @Option var age: Int?
  @Flag(inversion: .prefixedNo) var news: Bool?
  @Option var token: String?
  @Option(name: .short) var level: Int?
  @OptionGroup var asking: AskingOptions

  static func positive(_ text: String) throws -> Int {
    guard let count = Int(text), count > 0 else {
      throw ValidationError("Give a positive count, not \(text).")
    }
    return count
  }

  static var askedOptions: [AskedOption<Signup>] {
    [
      .text(\.name, "Name", environment: "SIGNUP_USER"), .choose(\.colour, "Colour"),
      .text(\.count, "How many?"), .text(\.age, "Age", default: "30"),
      .confirm(\.news, "News?"), .secret(\.token, "Token", environment: "SIGNUP_TOKEN"),
      .text(\.level, "Level", default: "1"),
    ]
  }

  func validate() throws {
    if let age, age < 18 { throw ValidationError("You must be 18 or older.") }
    if let name, name == file { throw ValidationError("The name cannot be the file's name.") }
  }
}

@Suite("Asked options")
struct AskedOptionTests {
  static var options: [AskedOption<Signup>] { Signup.askedOptions }

  /// The message swift-argument-parser prints for `arguments` on the command line.
  static func commandLineMessage(_ arguments: [String]) -> String {
    do {
      _ = try Signup.parse(arguments)
      return ""
    } catch {
      return Signup.message(for: error)
    }
  }

  @Test func spellingsComeFromTheCommandNotTheQuestion() {
    let flags = Self.options.map { Signup.spelled($0).usage }
    #expect(
      flags == [
        "--user <user>", "--color <color>", "--count <count>", "--age <age>", "--news or --no-news",
        "--token <token>", "-l <l>",
      ])
    #expect(Signup.spelled(Self.options[0]).required == ["1"])
  }

  @Test func anAnswerIsReadAsTheCommandLineReadsIt() throws {
    var command = try Signup.parse(["notes.txt"])
    #expect(Self.options[1].set(&command, "green", Signup.spelled(Self.options[1])) == nil)
    #expect(Self.options[2].set(&command, "3", Signup.spelled(Self.options[2])) == nil)
    #expect(command.colour == .green && command.count == 3 && command.file == "notes.txt")
  }

  @Test(arguments: [
    (1, "purple", ["f", "--color", "purple"]), (2, "-2", ["f", "--count=-2"]),
    (3, "12", ["f", "--age", "12"]),
  ])
  func aRefusedAnswerSaysWhatTheCommandLineSays(_ index: Int, _ text: String, _ arguments: [String]) throws {
    var command = try Signup.parse(["f"])
    let refusal = Self.options[index].set(&command, text, Signup.spelled(Self.options[index]))
    #expect(refusal == Self.commandLineMessage(arguments))
    #expect(refusal?.isEmpty == false)
    #expect(command.colour == nil && command.count == nil && command.age == nil)
  }

  @Test func aYesOrNoFlagIsAnsweredByItsPair() throws {
    var command = try Signup.parse(["f"])
    let news = Self.options[4], spelled = Signup.spelled(news)
    #expect(spelled.words("false") == ["--no-news"] && spelled.words("yes") == ["--news"])
    #expect(news.set(&command, "false", spelled) == nil)
    #expect(command.news == false)
  }

  @Test func variablesAnswerBeforeAnyQuestion() async throws {
    var command = try Signup.parse([
      "f", "--color", "red", "--count", "2", "--age", "40", "--no-news", "-l", "2",
    ])
    let asked = try await command.askMissingOptions(environment: [
      "SIGNUP_USER": "Ada", "SIGNUP_TOKEN": "t0k",
    ])
    #expect(command.name == "Ada" && command.token == "t0k")
    #expect(asked.arguments.isEmpty)
  }

  @Test func aVariableTheCommandRefusesSaysWhichVariable() async throws {
    var command = try Signup.parse([
      "f", "--color", "red", "--count", "2", "--age", "40", "--no-news", "-l", "2",
    ])
    await #expect {
      try await command.askMissingOptions(environment: ["SIGNUP_USER": "f", "SIGNUP_TOKEN": "t0k"])
    } throws: { error in
      Signup.message(for: error) == "SIGNUP_USER: The name cannot be the file's name."
    }
    #expect(command.name == nil)
  }

  /// A conversation whose every answer comes from an answers file, keyed by the options' flags.
  static func answeredByFile(_ file: [String: String]) -> Conversation {
    var options = PromptOptions()
    options.answers = GivenAnswers(file: file)
    return Conversation(options: options)
  }

  @Test func anAnswersFileFillsTheOptionsByTheirFlags() async throws {
    var command = try Signup.parse(["f", "-l", "2"])
    let file = ["user": "Ada", "color": "green", "count": "2", "age": "40", "news": "true"]
    let conversation = Self.answeredByFile(file)
    let asked = try await command.askMissingOptions(in: conversation, environment: ["SIGNUP_TOKEN": "t0k"])
    #expect(command.name == "Ada" && command.colour == .green && command.count == 2)
    #expect(command.age == 40 && command.news == true && command.token == "t0k")
    #expect(
      asked.commandLine(given: ["f", "-l", "2"])
        == "signup f -l 2 --user Ada --color green --count 2 --age 40 --news")
    // The conversation writes the file back, keyed the same way; the secret is left out.
    let written = try #require(
      JSONSerialization.jsonObject(with: conversation.answersFile()) as? [String: Any])
    #expect(written["user"] as? String == "Ada" && written["color"] as? String == "green")
    #expect(written["news"] as? Bool == true && written["token"] == nil)
  }

  @Test(arguments: [["age": "12"], ["color": "purple"], ["news": "maybe"]])
  func aGivenAnswerTheCommandRefusesEndsTheRun(_ refused: [String: String]) async throws {
    var command = try Signup.parse(["f", "-l", "2"])
    let file = ["user": "Ada", "color": "green", "count": "2", "age": "40", "news": "true"].merging(refused) {
      $1
    }
    await #expect {
      try await command.askMissingOptions(in: Self.answeredByFile(file), environment: ["SIGNUP_TOKEN": "t0k"])
    } throws: { error in
      (error as? ExitCode)?.rawValue == 64
    }
  }

  @Test func aSecretIsLeftOutOfNextTimeOrNamedByItsVariable() {
    let token = Self.options[5]
    #expect(
      Signup.nextTimeWords(token, Signup.spelled(token), "hunter2") == ["--token", "\"$SIGNUP_TOKEN\""])
    let bare = AskedOption<Signup>.secret(\.token, "Token")
    #expect(Signup.nextTimeWords(bare, Signup.spelled(bare), "hunter2").isEmpty)
    #expect(
      Signup.nextTimeWords(Self.options[0], Signup.spelled(Self.options[0]), "Ada") == ["--user", "Ada"])
  }

  @Test func validateSeesTheAnswersSoFar() throws {
    var command = try Signup.parse(["ada"])
    let refusal = Self.options[0].set(&command, "ada", Signup.spelled(Self.options[0]))
    #expect(refusal == "The name cannot be the file's name.")
    #expect(command.name == nil)
  }

  @Test func theListingNamesFlagVariableAndValues() {
    let lines = Self.options.prefix(2).map {
      Signup.unanswered($0, Signup.spelled($0), reason: "no value given")
    }
    let level = Self.options[6]
    #expect(
      Signup.unanswered(level, Signup.spelled(level), reason: "no value given")
        == "Level (-l): no value given")
    #expect(
      lines == [
        "Name (--user or SIGNUP_USER): no value given", "Colour (--color): no value given; one of red, green",
      ])
  }

  @Test func nextTimeIsQuotedForAShell() {
    let asked = AskedAnswers(
      command: Signup.commandName,
      arguments: ["--user", "Ada Lovelace", "--note", "it's", "--token", "\"$TOKEN\""])
    #expect(
      asked.commandLine(given: ["notes.txt"])
        == #"signup notes.txt --user 'Ada Lovelace' --note 'it'\''s' --token "$TOKEN""#)
    let sub = AskedAnswers(command: "order", arguments: ["--size", "large"])
    #expect(
      sub.commandLine(given: ["order", "--shots", "2"], program: "cafe")
        == "cafe order --shots 2 --size large")
    #expect(Signup.isCI(["CI": "true"]) && !Signup.isCI(["CI": "false"]) && !Signup.isCI([:]))
    #expect(Signup.promptOptions(askInCI: true).interaction == .always)
    #expect(Signup.promptOptions(askInCI: false).interaction == .automatic)
  }
}
