/// Where a conversation asks line by line (accessible mode, a pipe, `TERM=dumb`): plain lines
/// out, answers read a line at a time, and the unanswered question named on standard error when
/// the input ends.
struct ConversationLines {
  let reader: LineReader
  let write: (String) -> Void
  let writeError: (String) -> Void

  /// Writes a line, sanitized: no escape byte ever reaches the output.
  func say(_ line: String) {
    write(Sanitizer.sanitize(line) + "\n")
  }

  /// Says `question` and reads the answer, trimmed; `nil` at the end of input.
  func answer(_ question: String) -> String? {
    say(question)
    return reader.readLine()?.trimmingWhitespace
  }

  /// Says `question` and reads the answer without showing it: echo off in a terminal (put back
  /// on every way out, ``SecretInput``; the question written once it is off), nothing written back
  /// from a pipe. `nil` at the end of
  /// input.
  func secret(_ question: String) -> String? {
    return reader.readSecret(asking: { say(question) })
  }

  /// Says on standard error which question the input ended before, and throws.
  func ended(before title: String) -> PromptCancellation {
    writeError("The input ended before “\(Sanitizer.sanitize(title))” was answered.\n")
    return .inputEnded
  }
}
