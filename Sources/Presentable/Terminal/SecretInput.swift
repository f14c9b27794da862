#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a secret from a terminal line by line: with echo off (the terminal's line editing kept,
/// and the Enter that ends the line still echoed), and the terminal's mode put back on every way
/// out, as a screen's run puts it back (``TerminalRestorer``): the line read, a signal that ends
/// the program (it then dies of it), a crash. Ctrl-Z suspends with the mode put back, and the
/// secret's read goes on with echo off after `fg`.
enum SecretInput {
  /// Reads one line from terminal `fd` with `readLine`, echo off; `readLine`'s answer.
  /// `whenQuiet` runs once echo is off (it writes the question), so no key typed after the
  /// question is ever echoed.
  static func read(
    _ fd: Int32, output: Int32, whenQuiet: () -> Void = {}, readLine: () -> String?
  ) -> String? {
    var original = termios()
    guard tcgetattr(fd, &original) == 0 else {
      whenQuiet()
      return readLine()
    }
    var quiet = original
    quiet.c_lflag &= ~tcflag_t(ECHO | ECHOE | ECHOK)
    quiet.c_lflag |= tcflag_t(ECHONL)
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      whenQuiet()
      return readLine()
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    defer {
      close(ends[0])
      close(ends[1])
    }
    TerminalRestorer.activate(input: fd, output: output, saved: original, signalPipe: ends[1], quiet: true)
    defer { TerminalRestorer.deactivate() }
    _ = tcsetattr(fd, TCSANOW, &quiet)
    whenQuiet()
    // Wait for a whole line (a terminal in canonical mode is readable once Enter or Ctrl-D is
    // pressed) or a signal, whichever comes first.
    while true {
      guard let ready = TerminalDevice.readable([fd, ends[0]], timeout: -1) else { continue }
      if ready[1] {
        for number in TerminalDevice.drain(ends[0]).map(Int32.init) {
          if number == SIGTSTP {
            suspend(quiet)
          } else if TerminalRestorer.ends(on: number) {
            TerminalRestorer.deactivate()
            TerminalRestorer.die(of: number)
          }
        }
      }
      if ready[0] { return readLine() }
    }
  }

  /// Stops as Ctrl-Z would, the terminal's mode put back; echo off again once continued.
  private static func suspend(_ quiet: termios) {
    TerminalRestorer.restore()
    _ = signal(SIGTSTP, SIG_DFL)
    _ = raise(SIGTSTP)
    TerminalRestorer.routeToRunLoop(SIGTSTP)
    TerminalRestorer.reenter(raw: quiet)
  }

}
