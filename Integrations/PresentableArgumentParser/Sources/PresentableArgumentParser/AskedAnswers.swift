import Foundation

/// What ``AskingCommand/askMissingOptions(in:environment:askInCI:)`` asked: the arguments that
/// give the same answers, to print the command line that asks nothing next time.
///
/// ```swift
/// let asked = try await askMissingOptions()
/// if !asked.arguments.isEmpty { print("next time: " + asked.commandLine()) }
/// // next time: coffee --name Ada --size large
/// ```
public struct AskedAnswers: Sendable, Hashable {
  /// The command's name as its usage line shows it: `coffee`.
  public let command: String
  /// `--name`, `Ada`, … for every option asked; a secret is `--token "$GREET_TOKEN"` when it has
  /// a variable and left out when it has none.
  public let arguments: [String]

  /// The command, then `given` (the arguments it was run with), then ``arguments``, each word
  /// quoted for a POSIX shell where it needs it. A subcommand (its name among the words before
  /// the first flag of `given`) starts with `program` instead: `tool order --name Ada`.
  public func commandLine(
    given: [String] = Array(CommandLine.arguments.dropFirst()),
    program: String = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
  ) -> String {
    let path = given.prefix { !$0.hasPrefix("-") }
    let start = path.contains(command) ? [program] : [command]
    return (start + given + arguments).map(Self.quoted).joined(separator: " ")
  }

  /// `word` as a shell reads it back: bare when safe, else in single quotes; a secret's
  /// `"$VARIABLE"` stays as it is.
  static func quoted(_ word: String) -> String {
    if word.hasPrefix("\"$"), word.hasSuffix("\""), word.count > 3 { return word }
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:@%+,")
    if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
