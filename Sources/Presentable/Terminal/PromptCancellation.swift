/// Why a prompt ended without its answers: thrown by ``Terminal/prompt(_:options:isolation:answer:)``.
///
/// ```swift
/// do {
///   let answers = try await Terminal.prompt(stack) { setup }
///   print(answers)
/// } catch {
///   exit(error.exitStatus)     // 130 after Ctrl-C, 64 unanswered, 1 otherwise
/// }
/// ```
public enum PromptCancellation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The user left the first page without submitting: Escape or `q`.
  case cancelled
  /// The user pressed Ctrl-C.
  case interrupted
  /// The input ended (a pipe ran out, Ctrl-D) while a question still needed an answer.
  case inputEnded
  /// An unattended run (``PromptOptions/Interaction/never``, `CI`, or a pipe that ended) left a
  /// required question without an answer, or an answer given for it broke its rules: each one
  /// was listed on standard error with its flag and variable, and nothing was asked.
  case unanswered

  /// The status a command-line tool exits with: 130 for Ctrl-C (128 + SIGINT), 64 when
  /// ``unanswered`` (`EX_USAGE`: the command line needs more), 1 otherwise.
  public var exitStatus: Int32 {
    switch self {
    case .interrupted: 130
    case .unanswered: 64
    case .cancelled, .inputEnded: 1
    }
  }

  /// What happened, in words: `interrupted`.
  public var description: String {
    switch self {
    case .cancelled: "cancelled"
    case .interrupted: "interrupted"
    case .inputEnded: "the input ended before every question was answered"
    case .unanswered: "questions were left unanswered"
    }
  }
}
