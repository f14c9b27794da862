import ArgumentParser
import Presentable

/// One option of a command asked as a question when the command line leaves it out: which
/// property it fills, the question, and the environment variable that may answer it instead.
///
/// The option keeps swift-argument-parser's spelling (`--name`, or whatever `name:` it declares):
/// it is found from the property, never written twice.
///
/// ```swift
/// static var askedOptions: [AskedOption<Greet>] {
///   [
///     .text(\.name, "What's your name?", environment: "GREET_NAME"),
///     .choose(\.size, "Which size?", default: .medium),
///     .secret(\.token, "API token", environment: "GREET_TOKEN"),
///   ]
/// }
/// ```
///
/// An answer, typed or from the variable, is read by swift-argument-parser itself (its
/// `ExpressibleByArgument` conversion or the option's `transform:`), then the command's
/// `validate()` runs with it: a `ValidationError` is said in the same words the command line
/// would print, as a broken rule is, and the question asked again (the same text typed again is
/// refused with that message under it).
public struct AskedOption<Command: AskingCommand> {
  enum Kind {
    case text(placeholder: String, default: String?)
    case secret
    case choose(values: [String], default: String?)
    case confirm(default: Bool?)

    var defaultText: String? {
      switch self {
      case .text(_, let defaultText), .choose(_, let defaultText): defaultText
      case .confirm(let defaultValue): defaultValue.map { $0 ? "true" : "false" }
      case .secret: nil
      }
    }
  }

  /// The question.
  public let title: String
  /// The environment variable that answers it when set (and not empty), if any.
  public let environment: String?
  let kind: Kind
  /// The option's flag as written by the app (`--user`), when it names it.
  let option: String?
  /// Whether the command has a value for the option.
  let isAnswered: (Command) -> Bool
  /// Sets the option from an answer's text, or says why it cannot.
  let set: (inout Command, String, Spelled) -> String?
  /// The option's value, described, after parsing `words`; `nil` when they do not parse or
  /// leave it unset.
  let value: ([String]) -> String?

  /// An option answered by a line of text, converted by the option's own type (`String`, `Int`,
  /// any `ExpressibleByArgument`, or its `transform:`). An empty answer takes `default` when
  /// there is one, and is refused otherwise. `option` names the flag only when the property
  /// cannot be found from the help (say, an option whose every sample value is refused).
  ///
  /// ```swift
  /// .text(\.name, "What's your name?", placeholder: "Ada", environment: "GREET_NAME")
  /// ```
  public static func text<Value>(
    _ property: WritableKeyPath<Command, Value?>, _ title: String, placeholder: String = "",
    default defaultText: String? = nil, environment: String? = nil, option: String? = nil
  ) -> AskedOption {
    AskedOption(
      property, title, kind: .text(placeholder: placeholder, default: defaultText), environment: environment,
      option: option)
  }

  /// An option answered by a secret: never shown, nor its length; left out of
  /// ``AskedAnswers/commandLine(given:)`` (written as `"$VARIABLE"` when it has a variable).
  ///
  /// ```swift
  /// .secret(\.token, "API token", environment: "GREET_TOKEN")
  /// ```
  public static func secret<Value>(
    _ property: WritableKeyPath<Command, Value?>, _ title: String, environment: String? = nil,
    option: String? = nil
  ) -> AskedOption {
    AskedOption(property, title, kind: .secret, environment: environment, option: option)
  }

  /// An option of an `ExpressibleByArgument & CaseIterable` type asked as a picker of its
  /// values, spelled as the command line takes them.
  ///
  /// ```swift
  /// enum Size: String, ExpressibleByArgument, CaseIterable { case small, medium, large }
  /// .choose(\.size, "Which size?", default: .medium)
  /// ```
  public static func choose<Value: ExpressibleByArgument & CaseIterable>(
    _ property: WritableKeyPath<Command, Value?>, _ title: String, default defaultValue: Value? = nil,
    environment: String? = nil, option: String? = nil
  ) -> AskedOption {
    let values = Value.allCases.map(\.defaultValueDescription)
    return AskedOption(
      property, title, kind: .choose(values: values, default: defaultValue?.defaultValueDescription),
      environment: environment, option: option)
  }

  /// A yes-or-no option, `Bool?`: a flag with an inversion (`@Flag(inversion: .prefixedNo)
  /// var milk: Bool?`, answered `--milk` or `--no-milk`) or an option taking `true` or `false`.
  /// `default` is what Enter takes, and what an unattended run takes.
  ///
  /// ```swift
  /// .confirm(\.milk, "With milk?", default: false)
  /// ```
  public static func confirm(
    _ property: WritableKeyPath<Command, Bool?>, _ title: String, default defaultValue: Bool? = nil,
    environment: String? = nil, option: String? = nil
  ) -> AskedOption {
    AskedOption(
      property, title, kind: .confirm(default: defaultValue), environment: environment, option: option)
  }

  /// The answer an empty line takes, if any.
  var defaultText: String? { kind.defaultText }

  private init<Value>(
    _ property: WritableKeyPath<Command, Value?>, _ title: String, kind: Kind, environment: String?,
    option: String?
  ) {
    self.title = title
    self.kind = kind
    self.environment = environment
    self.option = option
    isAnswered = { $0[keyPath: property] != nil }
    set = { command, text, spelled in
      do {
        // swift-argument-parser reads the text as it reads the command line, then the command's
        // own rules run with the answers so far.
        let parsed = try Command.parse(spelled.required + spelled.words(text))
        guard let value = parsed[keyPath: property] else {
          return "The value '\(text)' is invalid for '\(spelled.usage)'"
        }
        var answered = command
        answered[keyPath: property] = value
        try answered.validate()
        command = answered
        return nil
      } catch let error as ValidationError {
        return error.message
      } catch {
        return Command.message(for: error)
      }
    }
    value = { words in
      (try? Command.parse(words))?[keyPath: property].map { "\($0)" }
    }
  }

  /// Sample values the option may take that the command's `validate()` lets through: its
  /// default, a value it lists, or a plain number or word.
  func samples(_ argument: CommandSpelling.Argument) -> [String] {
    if case .confirm = kind { return ["true"] }
    return [defaultText].compactMap { $0 } + (argument.allValues ?? []) + ["1", "a", "100", "a@example.com"]
  }

  /// The argument that spells this option in `spelling`: the one `option` names, or the one
  /// whose value fills the property (for a yes-or-no flag, the pair that sets it on and off).
  func spelled(in spelling: CommandSpelling) -> Spelled? {
    let required = spelling.requiredWords
    let arguments = spelling.command.arguments ?? []
    if case .confirm = kind {
      let flags = arguments.filter { $0.kind == "flag" }
      let on = flags.first { value(required + $0.words("")) == "true" }
      let off = flags.first { value(required + $0.words("")) == "false" }
      if let on, let off, option.map(on.spells) ?? true {
        return Spelled(argument: on, off: off, required: required)
      }
    }
    let options = spelling.options
    let named = option.flatMap { flag in options.first { $0.spells(flag) } }
    let found =
      named
      ?? options.first { argument in
        samples(argument).contains { value(required + argument.words($0)) != nil }
      }
    return found.map { Spelled(argument: $0, off: nil, required: required) }
  }
}

/// An asked option with the argument that spells it.
struct Spelled {
  let argument: CommandSpelling.Argument
  /// The flag that answers no, when the option is a yes-or-no flag (`--no-milk`).
  let off: CommandSpelling.Argument?
  /// The words that make a parse succeed apart from this option.
  let required: [String]

  /// The words that give the option `text`: `--milk` or `--no-milk` for a flag pair.
  func words(_ text: String) -> [String] {
    guard let off else { return argument.words(text) }
    return ["true", "yes", "y", "1", "on"].contains(text.lowercased()) ? argument.words("") : off.words("")
  }

  /// The long flag that answers yes or gives the value (`--name`), if the option has one.
  var longFlag: String? {
    argument.flag.flatMap { $0.hasPrefix("--") ? $0 : nil }
  }

  /// `--name <name>`, or `--milk or --no-milk`.
  var usage: String {
    guard let off else { return argument.usage }
    return "\(argument.usage) or \(off.usage)"
  }
}
