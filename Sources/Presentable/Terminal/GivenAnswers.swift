import Foundation

/// Answers given before any question is asked: the values of the command-line flags the app
/// parsed, the environment, and an answers file. A question that names a flag or a variable
/// (`flag: "name", environment: "SETUP_NAME"`) takes its answer from here and is not asked; the
/// answer is checked by the question's own rules, with the same messages as a typed one.
///
/// A flag wins over the variable, and the variable over the answers file. Any argument parser
/// works: hand over what it parsed. Without one, ``commandLine(_:environment:)`` reads
/// `--flag value` and `--flag=value`:
///
/// ```swift
/// var options = PromptOptions()
/// options.answers = GivenAnswers.commandLine(Array(CommandLine.arguments.dropFirst()))
/// if CommandLine.arguments.contains("--no-interactive") { options.interaction = .never }
/// let ask = Conversation(options: options)
/// let name = try await ask.text("Name", rules: [.required()], flag: "name", environment: "SETUP_NAME")
/// ```
public struct GivenAnswers: Sendable, Equatable {
  /// Flag values by the flag's name, without its dashes: `["name": "Ada"]`.
  public var flags: [String: String]
  /// Environment variables by name (the process's, or only those the app passes on).
  public var environment: [String: String]
  /// An answers file's values by key (see ``answersFile(at:)``).
  public var file: [String: String]

  /// Given answers from flag values (names with or without their dashes), variables and an
  /// answers file's values; none by default.
  ///
  /// ```swift
  /// let given = GivenAnswers(flags: ["name": "Ada"], environment: ["SETUP_EMAIL": "ada@example.com"])
  /// ```
  public init(
    flags: [String: String] = [:], environment: [String: String] = [:], file: [String: String] = [:]
  ) {
    self.flags = Dictionary(flags.map { (Self.flagName($0.key), $0.value) }) { _, last in last }
    self.environment = environment
    self.file = file
  }

  /// The flags of `arguments` (``flags(in:)``) and `environment`, the process's by default.
  ///
  /// ```swift
  /// let given = GivenAnswers.commandLine(Array(CommandLine.arguments.dropFirst()))
  /// ```
  public static func commandLine(
    _ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> GivenAnswers {
    GivenAnswers(flags: flags(in: arguments), environment: environment)
  }

  /// The long flags of `arguments` by name: `--name Ada` and `--name=Ada` both give
  /// `["name": "Ada"]`; a flag followed by another `-` argument or by nothing is `"true"`
  /// (`--minion-mode`); `--` ends the flags; other arguments are passed over. The last of a
  /// flag given twice wins.
  ///
  /// ```swift
  /// let flags = GivenAnswers.flags(in: ["--name", "Ada", "--minion-mode"])
  /// // ["name": "Ada", "minion-mode": "true"]
  /// ```
  public static func flags(in arguments: [String]) -> [String: String] {
    var flags: [String: String] = [:]
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--" { break }
      guard argument.hasPrefix("--"), argument.count > 2 else { continue }
      let body = argument.dropFirst(2)
      if let equals = body.firstIndex(of: "=") {
        flags[String(body[..<equals])] = String(body[body.index(after: equals)...])
      } else if let next = rest.first, !next.hasPrefix("-") || Double(next) != nil {
        flags[String(body)] = next
        rest.removeFirst()
      } else {
        flags[String(body)] = "true"
      }
    }
    return flags
  }

  /// The values of the answers file at `url`: a JSON object whose values are strings, numbers,
  /// booleans (`true`, `false`) or arrays of strings (the options of a choice of several, joined
  /// with `, `). What ``Conversation/answersFile()`` writes reads back the same.
  ///
  /// ```swift
  /// var options = PromptOptions()
  /// options.answers.file = try GivenAnswers.answersFile(at: URL(fileURLWithPath: "answers.json"))
  /// ```
  public static func answersFile(at url: URL) throws(AnswersFileError) -> [String: String] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw AnswersFileError(
        description: "Cannot read the answers file \(url.path): \(error.localizedDescription)")
    }
    return try answersFile(data, name: url.path)
  }

  /// The values of an answers file's JSON `data`, for messages named `name`.
  static func answersFile(_ data: Data, name: String) throws(AnswersFileError) -> [String: String] {
    let entries: [String: AnswersFileValue]
    do {
      entries = try JSONDecoder().decode([String: AnswersFileValue].self, from: data)
    } catch {
      throw AnswersFileError(
        description: "The answers file \(name) is not a JSON object of strings, numbers, true or false, "
          + "or lists of strings.")
    }
    return entries.mapValues(\.text)
  }

  /// Where a given answer came from: `--name`, `SETUP_NAME`, or the answers file.
  enum Source: Equatable {
    case flag(String)
    case environment(String)
    case file(String)

    /// In words, for a message: `--name`, `SETUP_NAME`, `the answers file's “name”`.
    var description: String {
      switch self {
      case .flag(let name): "--\(name)"
      case .environment(let name): name
      case .file(let key): "the answers file's “\(key)”"
      }
    }
  }

  /// The answer given for a question that names `flag` and `environment`, keyed `key` in an
  /// answers file, and where it came from: a flag first, then the variable, then the file.
  func answer(flag: String?, environment name: String?, key: String) -> (value: String, source: Source)? {
    if let flag, let value = flags[flag] { return (value, .flag(flag)) }
    if let name, let value = environment[name] { return (value, .environment(name)) }
    if let value = file[key] { return (value, .file(key)) }
    return nil
  }

  /// A flag's name without its leading dashes: `--name` and `name` are the same flag.
  static func flagName(_ flag: String) -> String {
    String(flag.drop { $0 == "-" })
  }
}

/// An answers file that cannot be read: not there, not JSON, or a value of the wrong kind.
public struct AnswersFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the file.
  public let description: String
}

/// One value of an answers file, as the question reads it: text.
private struct AnswersFileValue: Decodable {
  let text: String

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self.text = text
    } else if let flag = try? container.decode(Bool.self) {
      text = flag ? "true" : "false"
    } else if let number = try? container.decode(Int.self) {
      text = String(number)
    } else if let number = try? container.decode(Double.self) {
      text = String(number)
    } else {
      text = try container.decode([String].self).joined(separator: ", ")
    }
  }
}
