import ArgumentParser
import Foundation
import Presentable

/// A command whose missing options are asked as questions: inline in a terminal, line by line
/// when accessible (`ACCESSIBLE=1`) or piped, and never when run unattended.
///
/// Declare the asked options optional, list them in ``askedOptions``, and call
/// ``askMissingOptions(in:environment:askInCI:)`` at the start of `run()`: what the command line
/// gave is kept, an option's environment variable answers next, and only the rest is asked.
///
/// ```swift
/// @main
/// struct Greet: AsyncParsableCommand, AskingCommand {
///   @Option(help: "Who to greet.") var name: String?
///   @OptionGroup var asking: AskingOptions          // adds --no-interactive
///
///   static var askedOptions: [AskedOption<Greet>] {
///     [.text(\.name, "What's your name?", environment: "GREET_NAME")]
///   }
///
///   mutating func run() async throws {
///     try await askMissingOptions()
///     print("Hello, \(name ?? "")!")
///   }
/// }
/// ```
///
/// **Unattended** (`--no-interactive`, or `CI` set with an input that is not a terminal, or a
/// pipe that ends before every answer) nothing waits: standard error lists every option still
/// missing, by its swift-argument-parser spelling and its variable, and the command exits with
/// status 64 (`EX_USAGE`, ``AskingOptions/unansweredExitStatus``), having done nothing else.
public protocol AskingCommand: ParsableCommand {
  /// The options asked when missing, in the order they are asked.
  static var askedOptions: [AskedOption<Self>] { get }
  /// The `--no-interactive` flag: `@OptionGroup var asking: AskingOptions`.
  var asking: AskingOptions { get }
}

/// The `--no-interactive` flag of an ``AskingCommand``.
///
/// ```swift
/// @OptionGroup var asking: AskingOptions
/// ```
public struct AskingOptions: ParsableArguments {
  /// Never ask: exit with status 64, naming every option still missing.
  @Flag(
    name: .customLong("no-interactive"),
    help: "Ask nothing: exit with status 64, naming every option still missing.")
  public var noInteractive = false

  /// The status an unattended run exits with when options are missing: 64 (`EX_USAGE`), as for
  /// a command line swift-argument-parser refuses, and as ``PromptCancellation/unanswered``.
  public static let unansweredExitStatus: Int32 = PromptCancellation.unanswered.exitStatus

  /// The options as swift-argument-parser makes them before parsing; read them only once
  /// parsed, as an `@OptionGroup` of the command.
  public init() {}
}

extension AskingCommand {
  /// Fills every option of ``askedOptions`` the command line left out: from its environment
  /// variable, else by asking in `conversation` (a new one on the terminal by default). Returns
  /// what was asked, to print the command line that asks nothing next time.
  ///
  /// ```swift
  /// let asked = try await askMissingOptions()
  /// if !asked.arguments.isEmpty { print("next time: " + asked.commandLine()) }
  /// ```
  ///
  /// A value from a variable that the option refuses ends the command with swift-argument-parser's
  /// message for it (status 64); Escape exits with status 1, Ctrl-C with 130. With `askInCI`, a
  /// run with `CI` set reads a piped input all the same (a conversation handed in decides by its
  /// own ``PromptOptions/interaction``).
  @discardableResult
  public nonisolated(nonsending) mutating func askMissingOptions(
    in conversation: Conversation? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment, askInCI: Bool = false
  ) async throws -> AskedAnswers {
    let spelling = CommandSpelling.of(Self.self)
    let name = spelling?.command.commandName ?? Self.commandName
    let asked = Self.askedOptions.map { option in (option, Self.spelled(option, in: spelling)) }
    for (option, spelled) in asked where !option.isAnswered(self) {
      guard let variable = option.environment, let text = environment[variable], !text.isEmpty else {
        continue
      }
      if let refusal = option.set(&self, text, spelled) { throw ValidationError("\(variable): \(refusal)") }
    }
    let missing = asked.filter { !$0.0.isAnswered(self) }
    if missing.isEmpty {
      return AskedAnswers(command: name, arguments: [])
    }
    let unattended =
      asking.noInteractive
      ? "--no-interactive"
      : Self.isCI(environment) && !askInCI && isatty(STDIN_FILENO) == 0
        ? "CI is set and the input is not a terminal" : nil
    if let unattended {
      if let exit = settle(missing, because: unattended) { throw exit }
      return AskedAnswers(command: name, arguments: [])
    }
    let conversation = conversation ?? Conversation(options: Self.promptOptions(askInCI: askInCI))
    var words: [String] = []
    for (index, (option, spelled)) in missing.enumerated() {
      do throws(PromptCancellation) {
        let text = try await ask(option, spelled, in: conversation)
        words += Self.nextTimeWords(option, spelled, text)
      } catch .inputEnded {
        if let exit = settle(Array(missing[index...]), because: "the input ended") { throw exit }
        break
      } catch .unanswered {
        // The conversation was unattended and said so for this one; the rest are listed too.
        _ = settle(Array(missing[(index + 1)...]), because: "unattended")
        throw ExitCode(AskingOptions.unansweredExitStatus)
      } catch {
        throw ExitCode(error.exitStatus)
      }
    }
    return AskedAnswers(command: name, arguments: words)
  }

  /// A conversation's options: asked even under `CI` when `askInCI`.
  static func promptOptions(askInCI: Bool) -> PromptOptions {
    var options = PromptOptions()
    options.interaction = askInCI ? .always : .automatic
    return options
  }

  /// Asks `option` until its answer is one the command takes; returns that answer's text.
  private nonisolated(nonsending) mutating func ask(
    _ option: AskedOption<Self>, _ spelled: Spelled, in ask: Conversation
  ) async throws(PromptCancellation) -> String {
    // A refused answer is said in the command's words and stays refused as it is typed again.
    var refused: [ValidationRule] = []
    var refusedTexts: Set<String> = []
    while true {
      let text: String
      // The question knows its flag and variable: an answers file and the conversation's own
      // next-time line name them.
      let flag = spelled.longFlag, variable = option.environment
      switch option.kind {
      case .text(let placeholder, let defaultText):
        let rules = defaultText == nil ? [ValidationRule.required()] + refused : refused
        text = try await ask.text(
          option.title, placeholder: placeholder, default: defaultText ?? "", rules: rules, flag: flag,
          environment: variable)
      case .secret:
        text = try await ask.secret(
          option.title, rules: [.required()] + refused, flag: flag, environment: variable)
      case .choose(let values, let defaultText):
        text = try await ask.choose(
          option.title, from: values, default: defaultText, flag: flag, environment: variable)
      case .confirm(let defaultValue):
        let yes = try await ask.confirm(
          option.title, default: defaultValue ?? false, flag: flag, environment: variable)
        text = yes ? "true" : "false"
      }
      guard let refusal = option.set(&self, text, spelled) else { return text }
      // The same answer twice was not typed (the rule below refuses it) but given, by the
      // conversation's answers file or flags: it is not asked again.
      if refusedTexts.contains(text) {
        let given = Self.unanswered(option, spelled, reason: "\(refusal) (given “\(text)”)")
        FileHandle.standardError.write(Data("Not answered (a given answer was refused):\n  \(given)\n".utf8))
        throw .unanswered
      }
      refusedTexts.insert(text)
      ask.print(refusal)
      refused.append(ValidationRule(refusal) { $0 != text })
    }
  }

  /// The argument that spells `option`: the one it names, or the one whose value fills its
  /// property.
  static func spelled(_ option: AskedOption<Self>, in spelling: CommandSpelling? = nil) -> Spelled {
    guard let spelling = spelling ?? CommandSpelling.of(Self.self) else {
      preconditionFailure("\(Self.self)'s help dump could not be read")
    }
    guard let spelled = option.spelled(in: spelling) else {
      preconditionFailure("No option of \(Self.self) fills “\(option.title)”: name it with option:")
    }
    return spelled
  }

  /// The name the usage line shows.
  static var commandName: String {
    CommandSpelling.of(Self.self)?.command.commandName ?? "\(Self.self)".lowercased()
  }

  /// Whether `CI` is set to something other than an off value.
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased(), !value.isEmpty else { return false }
    return !["0", "false", "no", "off"].contains(value)
  }

  /// Gives every option of `left` that has a default its default; lists the rest on standard
  /// error, one a line, and gives the error that exits with 64 (none when nothing is left).
  mutating func settle(_ left: [(AskedOption<Self>, Spelled)], because reason: String) -> ExitCode? {
    var lines: [String] = []
    for (option, spelled) in left where !option.isAnswered(self) {
      let refusal = option.defaultText.map { option.set(&self, $0, spelled) } ?? "no value given"
      if let refusal { lines.append("  \(Self.unanswered(option, spelled, reason: refusal))\n") }
    }
    if lines.isEmpty { return nil }
    let text = "Not answered (\(reason)); give each on the command line:\n" + lines.joined()
    FileHandle.standardError.write(Data(text.utf8))
    return ExitCode(AskingOptions.unansweredExitStatus)
  }

  /// `option` as an unattended run lists it, in the words Presentable's own questions use:
  /// `Who is it for? (--name or COFFEE_NAME): no value given`.
  static func unanswered(_ option: AskedOption<Self>, _ spelled: Spelled, reason: String) -> String {
    var reason = reason
    if case .choose(let values, _) = option.kind { reason += "; one of \(values.joined(separator: ", "))" }
    guard spelled.longFlag == nil, let short = spelled.argument.flag else {
      let question = UnansweredQuestion(
        title: option.title, flag: spelled.longFlag, environment: option.environment, reason: reason)
      return question.description
    }
    // A short-only option keeps its one dash.
    let ways = [short] + [option.environment].compactMap { $0 }
    return "\(option.title) (\(ways.joined(separator: " or "))): \(reason)"
  }

  static func nextTimeWords(_ option: AskedOption<Self>, _ spelled: Spelled, _ text: String) -> [String] {
    guard case .secret = option.kind else { return spelled.words(text).flatMap(splitEquals) }
    guard let variable = option.environment, let flag = spelled.argument.flag else { return [] }
    return [flag, "\"$\(variable)\""]
  }

  private static func splitEquals(_ word: String) -> [String] {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return [word] }
    return [String(word[..<equals]), String(word[word.index(after: equals)...])]
  }
}
