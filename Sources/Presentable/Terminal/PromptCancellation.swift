/// Why a prompt ended without its answers: thrown by ``Terminal/prompt(_:options:isolation:answer:)``.
///
/// ```swift
/// do {
///   let answers = try await Terminal.prompt(stack) { setup }
///   print(answers)
/// } catch {
///   exit(error.exitStatus)     // 130 after Ctrl-C, as shells expect; 1 otherwise
/// }
/// ```
public enum PromptCancellation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The user left the first page without submitting: Escape or `q`.
  case cancelled
  /// The user pressed Ctrl-C.
  case interrupted
  /// The input ended (a pipe ran out, Ctrl-D) while a question still needed an answer.
  case inputEnded

  /// The status a command-line tool exits with: 130 for Ctrl-C (128 + SIGINT), 1 otherwise.
  public var exitStatus: Int32 { self == .interrupted ? 130 : 1 }

  /// What happened, in words: `interrupted`.
  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .interrupted: "interrupted"
    case .inputEnded: "the input ended before every question was answered"
    }
  }
}
