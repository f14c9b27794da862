#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back the way it was, from anywhere: a normal exit, a signal, a crash.
///
/// A signal handler may only call async-signal-safe functions (`write`, `tcsetattr`, `signal`,
/// `raise`) and read memory that does not move, so everything it needs is prepared here, before
/// the terminal is changed, in fixed memory.
enum TerminalRestorer {
  /// The bytes that undo what entering the screen did: bracketed paste off, default style,
  /// cursor shown, alternate screen left.
  static let leaveSequence: [UInt8] = Array("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
  /// The bytes that set the screen up: alternate screen, cursor hidden, bracketed paste on.
  static let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h".utf8)

  /// Signals that end or stop the program politely: handled by the run loop, through a pipe.
  static let politeSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]
  /// Signals of a crash (a Swift runtime trap is SIGILL or SIGTRAP): restore, then die as before.
  static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// Starts being able to restore `fd` to `saved`, and routes polite signals to `signalPipe`.
  static func activate(input: Int32, output: Int32, saved: termios, signalPipe: Int32) {
    restoreState.pointee.input = input
    restoreState.pointee.output = output
    restoreState.pointee.saved = saved
    restoreState.pointee.signalPipe = signalPipe
    if restoreState.pointee.installedOnce == 0 {
      restoreState.pointee.installedOnce = 1
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveSequence.count)
      bytes.initialize(from: leaveSequence, count: leaveSequence.count)
      restoreState.pointee.leave = bytes
      restoreState.pointee.leaveCount = leaveSequence.count
      atexit { TerminalRestorer.restore() }
    }
    restoreState.pointee.isActive = 1
    for number in politeSignals { _ = signal(number, forwardSignal) }
    for number in fatalSignals { _ = signal(number, restoreAndDie) }
    // A program can start with these signals blocked (its parent's mask is inherited); blocked,
    // they would never reach the handlers. Unblock them while running, and put the mask back after.
    var set = sigset_t()
    sigemptyset(&set)
    for number in politeSignals + fatalSignals { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, &restoreState.pointee.previousMask)
  }

  /// Routes a polite signal to the run loop (again).
  static func routeToRunLoop(_ number: Int32) {
    _ = signal(number, forwardSignal)
  }

  /// Stops routing signals; the default actions apply again.
  static func deactivate() {
    restore()
    for number in politeSignals + fatalSignals { _ = signal(number, SIG_DFL) }
    restoreState.pointee.signalPipe = -1
    pthread_sigmask(SIG_SETMASK, &restoreState.pointee.previousMask, nil)
  }

  /// Writes the leave sequence and restores the saved terminal mode, once. Async-signal-safe.
  static func restore() {
    let state = restoreState
    guard state.pointee.isActive == 1 else { return }
    state.pointee.isActive = 0
    if let leave = state.pointee.leave { _ = write(state.pointee.output, leave, state.pointee.leaveCount) }
    var saved = state.pointee.saved
    _ = tcsetattr(state.pointee.input, TCSAFLUSH, &saved)
  }

  /// Enters raw mode and the screen again after a suspend.
  static func reenter(raw: termios) {
    var raw = raw
    _ = tcsetattr(restoreState.pointee.input, TCSAFLUSH, &raw)
    _ = TerminalDevice.writeAll(restoreState.pointee.output, enterSequence)
    restoreState.pointee.isActive = 1
  }
}

/// What the handlers read: fixed memory, allocated once, never freed.
private struct RestoreState {
  var input: Int32 = -1
  var output: Int32 = -1
  var saved = termios()
  var signalPipe: Int32 = -1
  var isActive: Int32 = 0
  var installedOnce: Int32 = 0
  var leave: UnsafeMutablePointer<UInt8>?
  var leaveCount = 0
  var previousMask = sigset_t()
}

nonisolated(unsafe) private let restoreState: UnsafeMutablePointer<RestoreState> = {
  let pointer = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
  pointer.initialize(to: RestoreState())
  return pointer
}()

/// Hands a polite signal to the run loop by writing its number to the pipe it polls.
private let forwardSignal: @convention(c) (Int32) -> Void = { number in
  var byte = UInt8(truncatingIfNeeded: number)
  let fd = restoreState.pointee.signalPipe
  if fd >= 0 { _ = write(fd, &byte, 1) }
}

/// Restores the terminal, then lets the crash happen as it would have.
private let restoreAndDie: @convention(c) (Int32) -> Void = { number in
  TerminalRestorer.restore()
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}
