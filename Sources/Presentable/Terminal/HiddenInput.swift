#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads from a terminal with echo off (a secret typed line by line), and puts echo back on
/// every way out: after the read, and on a signal that ends or stops the program, whose handler
/// restores the mode before the signal's own action.
enum HiddenInput {
  /// The mode to put back, and whether a read is under way: in fixed memory, as a signal handler
  /// may read nothing that moves. (A pointer, not a global: a handler reads it without the
  /// runtime's lazy initialisation.)
  private struct State {
    var fd: Int32 = -1
    var saved = termios()
    var isActive: Int32 = 0
    /// Per signal of ``signals``: what the program had before the read took it over.
    var previous: UnsafeMutablePointer<sigaction>

    init() {
      previous = .allocate(capacity: 5)
      previous.initialize(repeating: sigaction(), count: 5)
    }
  }
  // One allocation kept for the program's life: the signal handler reads it.
  nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()
  private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP]

  /// Runs `read` with echo off on `fd` (a terminal), then puts the mode back.
  static func reading<T>(from fd: Int32, _ read: () -> T) -> T {
    var mode = termios()
    guard tcgetattr(fd, &mode) == 0 else { return read() }
    let state = Self.state
    state.pointee.fd = fd
    state.pointee.saved = mode
    state.pointee.isActive = 1
    for (index, number) in signals.enumerated() {
      var action = sigaction(handler: restoreAndResend, flags: 0)
      _ = sigaction(number, &action, &state.pointee.previous[index])
    }
    var hidden = mode
    hidden.c_lflag &= ~tcflag_t(ECHO)
    hidden.c_lflag |= tcflag_t(ECHONL)
    _ = tcsetattr(fd, TCSAFLUSH, &hidden)
    defer {
      restore()
      for (index, number) in signals.enumerated() {
        _ = sigaction(number, &state.pointee.previous[index], nil)
      }
    }
    return read()
  }

  /// Puts the saved mode back, once. Async-signal-safe.
  private static func restore() {
    let state = Self.state
    guard state.pointee.isActive == 1 else { return }
    state.pointee.isActive = 0
    var saved = state.pointee.saved
    _ = tcsetattr(state.pointee.fd, TCSANOW, &saved)
  }

  /// A signal during the read: echo back on, then the signal's action as the program had it.
  private static let restoreAndResend: SignalHandler = { number in
    HiddenInput.restore()
    let state = HiddenInput.state
    guard let index = HiddenInput.signals.firstIndex(of: number) else { return }
    _ = sigaction(number, &state.pointee.previous[index], nil)
    _ = raise(number)
  }
}
