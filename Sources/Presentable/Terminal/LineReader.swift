#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where accessible mode reads its answers: lines from a file descriptor (a terminal in its
/// normal, line-edited mode, or a pipe), or, in tests, lines given up front.
///
/// Only a complete line is an answer: a last line the input ends in the middle of is dropped,
/// and once the input has ended (a pipe ran out, Ctrl-D in a terminal) it stays ended, so one
/// Ctrl-D ends every question that follows, not just the one asked. What a terminal's line
/// editing cannot edit (arrow keys and other escape sequences, control bytes) never reaches an
/// answer.
final class LineReader {
  private let next: (_ isSecret: Bool, _ ask: () -> Void) -> String?
  /// Whether the input has ended; every later read is `nil`.
  private(set) var hasEnded = false

  private init(next: @escaping (_ isSecret: Bool, _ ask: () -> Void) -> String?) {
    self.next = next
  }

  /// Lines from `fd`, one byte at a time so that nothing past a line is taken from a pipe another
  /// reader may share. A line ends at LF; a CR before it is dropped. A secret read from a
  /// terminal is read with echo off, the terminal put back on every way out (``SecretInput``);
  /// `output` is the terminal written to, which a signal's restore writes nothing to.
  static func fileDescriptor(_ fd: Int32, output: Int32 = STDOUT_FILENO) -> LineReader {
    LineReader { isSecret, ask in
      if isSecret, TerminalDevice.isTerminal(fd) {
        return SecretInput.read(fd, output: output, whenQuiet: ask) { readLine(fd) }
      }
      ask()
      return readLine(fd)
    }
  }

  /// The lines given, then the end of input.
  static func lines(_ lines: [String]) -> LineReader {
    var rest = lines[...]
    return LineReader { _, ask in
      ask()
      return rest.popFirst()
    }
  }

  /// The next line, cleaned of what line editing leaves (see ``clean(_:)``); `nil` at the end of
  /// input and after it.
  func readLine() -> String? { take(isSecret: false) {} }

  /// The next line, read without echo where the input is a terminal. `ask` writes the question
  /// once echo is off, so nothing typed right after the question is shown.
  func readSecret(asking ask: () -> Void = {}) -> String? { take(isSecret: true, ask: ask) }

  private func take(isSecret: Bool, ask: () -> Void) -> String? {
    guard !hasEnded else {
      ask()
      return nil
    }
    guard let line = next(isSecret, ask) else {
      hasEnded = true
      return nil
    }
    return Self.clean(line)
  }

  /// One line from `fd`, its bytes as read; `nil` at the end of input, and for a line the input
  /// ends in the middle of.
  private static func readLine(_ fd: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(fd, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      // An unterminated last line (a pipe's, or a terminal's text then Ctrl-D twice) is not an
      // answer: the user never pressed Enter on it.
      if count <= 0 { return nil }
      if byte == 0x0A { break }
      bytes.append(byte)
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `line` without escape sequences (an arrow key typed into a terminal's line is `ESC [ D`),
  /// C0 and C1 control characters and DEL; a tab becomes a space.
  static func clean(_ line: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0x09: result.append(" ")
      case 0x1B: skipEscape(&scalars)
      case 0x9B: skipParameters(&scalars)
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// Skips what follows an ESC: a CSI's parameters and final byte, an SS3's one character, or the
  /// one character of a two-character sequence.
  private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
    guard let introducer = scalars.next() else { return }
    switch introducer {
    case "[": skipParameters(&scalars)
    case "O": _ = scalars.next()
    default: return
    }
  }

  /// Skips a CSI's parameter and intermediate bytes and its final byte (0x40–0x7E).
  private static func skipParameters(_ scalars: inout String.UnicodeScalarView.Iterator) {
    while let scalar = scalars.next() {
      if (0x40...0x7E).contains(scalar.value) { return }
    }
  }
}
