/// A question an unattended run could not answer: nothing was given for it and its default
/// breaks its rules, or what was given broke them. Listed on standard error, one a line, before
/// ``PromptCancellation/unanswered`` is thrown.
///
/// ```swift
/// for missing in ask.unanswered { print(missing.flag ?? missing.title) }
/// ```
public struct UnansweredQuestion: Hashable, Sendable, CustomStringConvertible {
  /// The question, as the app wrote it.
  public var title: String
  /// The flag that answers it, with its dashes (`--name`); `nil` for none.
  public var flag: String?
  /// The environment variable that answers it; `nil` for none.
  public var environment: String?
  /// Why it is not answered: the rule its default breaks, or what was wrong with the answer
  /// given (the same message a typed answer gets).
  public var reason: String

  /// A question `title`, given by `flag` (dashes optional) or `environment`, not answered for
  /// `reason`.
  public init(title: String, flag: String? = nil, environment: String? = nil, reason: String) {
    self.title = title
    self.flag = flag.map { "--" + GivenAnswers.flagName($0) }
    self.environment = environment
    self.reason = reason
  }

  /// One line, sanitized: `What's your name? (--name or SETUP_NAME): This field is required.`
  public var description: String {
    let ways = [flag, environment].compactMap { $0 }
    let given = ways.isEmpty ? "no flag or variable" : ways.joined(separator: " or ")
    return Sanitizer.sanitize("\(title) (\(given)): \(reason)")
  }

  /// What standard error gets for `questions`: a heading, then one question a line.
  static func report(_ questions: [UnansweredQuestion]) -> String {
    var text = "Not answered (give each with its flag or variable, or answer it where it can be asked):\n"
    for question in questions { text += "  \(question)\n" }
    return text
  }
}
