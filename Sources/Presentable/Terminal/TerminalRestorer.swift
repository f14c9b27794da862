#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back the way it was, from anywhere: a normal exit, a signal, a crash.
///
/// A signal handler may only call async-signal-safe functions (`write`, `tcsetattr`, `sigaction`,
/// `raise`) and read memory that does not move, so everything it needs is prepared here, before
/// the terminal is changed, in fixed memory.
enum TerminalRestorer {
  /// The bytes that undo what entering the screen did: bracketed paste off, default style,
  /// cursor shown, scroll margins back to the whole screen (a session leaves them set between
  /// scrolls: ``ScrollMargins``), alternate screen left (and mouse reports off first, when they
  /// were on: see ``leaveSequence(mouse:)``).
  static let leaveSequence: [UInt8] = Array("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[r\u{1B}[?1049l".utf8)
  /// The bytes that set the screen up: alternate screen, cursor hidden, bracketed paste on.
  static let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h".utf8)
  /// Mouse reports on: presses, releases and the wheel (1000), in SGR form (1006).
  static let mouseOn: [UInt8] = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
  /// Mouse reports off.
  static let mouseOff: [UInt8] = Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)

  /// An inline run's setup: cursor hidden, bracketed paste on, and the screen left as it is.
  static let inlineEnterSequence: [UInt8] = Array("\u{1B}[?25l\u{1B}[?2004h".utf8)
  /// Undoes an inline run's setup, without `?1049l`, whose cursor restore would move the cursor
  /// on the normal screen. It first erases from the cursor down: a run keeps the cursor at the
  /// start of its first line, so after a signal or a crash no half-drawn lines stay; after the
  /// run's own ending (its summary written, the cursor under it) there is nothing left to erase.
  static let inlineLeaveSequence: [UInt8] = Array("\r\u{1B}[J\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h".utf8)

  /// The enter sequence, with mouse reports on when the screen asked for them.
  static func enterSequence(mouse: Bool, inline: Bool = false) -> [UInt8] {
    (inline ? inlineEnterSequence : enterSequence) + (mouse ? mouseOn : [])
  }
  /// The leave sequence, with mouse reports off first when they were on.
  static func leaveSequence(mouse: Bool, inline: Bool = false) -> [UInt8] {
    (mouse ? mouseOff : []) + (inline ? inlineLeaveSequence : leaveSequence)
  }

  /// Starts being able to restore `fd` to `saved`, and routes signals: the run loop's and the
  /// ending ones to `signalPipe`, crashes to a handler that restores first. A `quiet` restore
  /// (a secret read line by line, see ``SecretInput``) puts the mode back and writes nothing.
  static func activate(
    input: Int32, output: Int32, saved: termios, signalPipe: Int32, mouse: Bool = false, inline: Bool = false,
    quiet: Bool = false, keepsInput: Bool = false
  ) {
    let state = restoreState
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.saved = saved
    state.pointee.signalPipe = signalPipe
    if state.pointee.installedOnce == 0 {
      state.pointee.installedOnce = 1
      // The leave sequence with the mouse off in front: a run without the mouse writes from after it.
      let full = leaveSequence(mouse: true)
      let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: full.count)
      bytes.initialize(from: full, count: full.count)
      state.pointee.leave = bytes
      let inlineFull = leaveSequence(mouse: true, inline: true)
      let inlineBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: inlineFull.count)
      inlineBytes.initialize(from: inlineFull, count: inlineFull.count)
      state.pointee.inlineLeave = inlineBytes
      let pop = UnsafeMutablePointer<UInt8>.allocate(capacity: KeyboardProtocol.pop.count)
      pop.initialize(from: KeyboardProtocol.pop, count: KeyboardProtocol.pop.count)
      state.pointee.keyboardPop = pop
      state.pointee.watchdogPipe = SignalWatchdog.start()
      atexit { TerminalRestorer.restore() }
    }
    state.pointee.quietsBacktracer =
      TerminalRestorer.quietsBacktracer(environment: getenv("SWIFT_BACKTRACE")) ? 1 : 0
    state.pointee.runLoopThread = pthread_self()
    state.pointee.mouse = mouse ? 1 : 0
    state.pointee.leaveStart = mouse ? 0 : mouseOff.count
    state.pointee.leaveCount = (inline ? inlineLeaveSequence.count : leaveSequence.count) + mouseOff.count
    state.pointee.inline = inline ? 1 : 0
    state.pointee.quiet = quiet ? 1 : 0
    state.pointee.keepsInput = keepsInput ? 1 : 0
    state.pointee.keyboard = 0
    state.pointee.isActive = 1
    // A stack overflow leaves no stack to run the crash handler on but this one.
    AlternateSignalStack.prepareCurrentThread()
    for number in TerminalSignals.runLoop {
      take(number, sigaction(handler: forwardSignal, flags: SA_RESTART))
    }
    for number in TerminalSignals.ending where TerminalSignals.isTaken(number, from: disposition(of: number))
    {
      take(number, sigaction(handler: endRun, flags: SA_RESTART))
    }
    for number in TerminalSignals.crash {
      take(number, sigaction(infoHandler: restoreAndCrash, flags: SA_ONSTACK))
    }
    // A program can start with these signals blocked (its parent's mask is inherited); blocked,
    // they would never reach the handlers. Unblock them while running, and put the mask back after.
    var set = sigset_t()
    sigemptyset(&set)
    for number in 1..<Int32(TerminalSignals.count) where state.pointee.taken[Int(number)] == 1 {
      sigaddset(&set, number)
    }
    pthread_sigmask(SIG_UNBLOCK, &set, &state.pointee.previousMask)
  }

  /// Whether a crash takes the terminal away from the Swift runtime's backtracer before it runs.
  ///
  /// The backtracer (`swift-backtrace`, started by the runtime's crash handler) prints its report,
  /// then, when standard input and output are terminals, asks "Press space to interact, D to
  /// debug, or any other key to quit" and waits 30 seconds with echo off; a program killed by a
  /// signal (`kill -SEGV`) even runs on after it. So a crash gives it a pipe holding `q` for
  /// input: it prints the report and quits at once. `SWIFT_BACKTRACE=interactive=yes` asks for the prompt,
  /// and keeps it; with `interactive=no` or `enable=no` there is no prompt, and standard input is
  /// left alone (a crash handler does as little as it can).
  static func quietsBacktracer(environment value: UnsafePointer<CChar>?) -> Bool {
    guard isatty(STDIN_FILENO) == 1 else { return false }
    guard let value else { return true }
    let settings = String(cString: value).split(separator: ",")
    return !settings.contains { ["interactive=yes", "interactive=no", "enable=no"].contains($0) }
  }

  /// Routes a run-loop signal to the run loop (again, after a suspend).
  static func routeToRunLoop(_ number: Int32) {
    var action = sigaction(handler: forwardSignal, flags: SA_RESTART)
    _ = sigaction(number, &action, nil)
  }

  /// Whether the run loop ends the program when `number` comes (the program left it at its
  /// default action).
  static func ends(on number: Int32) -> Bool {
    restoreState.pointee.taken[Int(number)] == 1 && TerminalSignals.ending.contains(number)
  }

  /// Stops routing signals; what the program had before applies again.
  static func deactivate() {
    restore()
    let state = restoreState
    for number in 1..<Int32(TerminalSignals.count) where state.pointee.taken[Int(number)] == 1 {
      state.pointee.taken[Int(number)] = 0
      // A handler the program installed meanwhile stays.
      let current = disposition(of: number).handlerAddress
      guard current == ownHandlerAddress(of: number) || current == 0 else { continue }
      _ = sigaction(number, &state.pointee.previous[Int(number)], nil)
    }
    state.pointee.signalPipe = -1
    pthread_sigmask(SIG_SETMASK, &state.pointee.previousMask, nil)
  }

  /// Writes the leave sequence and restores the saved terminal mode, once. Async-signal-safe.
  static func restore() {
    let state = restoreState
    guard state.pointee.isActive == 1 else { return }
    state.pointee.isActive = 0
    if state.pointee.quiet == 0, state.pointee.keyboard == 1, let pop = state.pointee.keyboardPop {
      // Before the alternate screen is left: the terminal keeps its keyboard modes per screen.
      _ = write(state.pointee.output, pop, KeyboardProtocol.pop.count)
    }
    if state.pointee.quiet == 0,
      let leave = state.pointee.inline == 1 ? state.pointee.inlineLeave : state.pointee.leave
    {
      let start = state.pointee.leaveStart
      _ = write(state.pointee.output, leave + start, state.pointee.leaveCount - start)
    }
    var saved = state.pointee.saved
    // A secret's line by line, a question of a conversation, live output: what was typed after it
    // is for the next question, kept.
    let keeps = state.pointee.quiet == 1 || state.pointee.keepsInput == 1
    _ = tcsetattr(state.pointee.input, keeps ? TCSANOW : TCSAFLUSH, &saved)
  }

  /// Ends the process by `number`'s default action, even if it is blocked. Async-signal-safe.
  static func die(of number: Int32) {
    _ = signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = raise(number)
  }

  /// Enters raw mode and the screen again after a suspend.
  static func reenter(raw: termios) {
    var raw = raw
    let keeps = restoreState.pointee.quiet == 1 || restoreState.pointee.keepsInput == 1
    _ = tcsetattr(restoreState.pointee.input, keeps ? TCSANOW : TCSAFLUSH, &raw)
    if restoreState.pointee.quiet == 0 {
      _ = TerminalDevice.writeAll(
        restoreState.pointee.output,
        enterSequence(mouse: restoreState.pointee.mouse == 1, inline: restoreState.pointee.inline == 1)
          + keyboardSequence(entering: true))
    }
    restoreState.pointee.isActive = 1
  }

  /// Says the Kitty keyboard protocol's flags are pushed (``KeyboardProtocol``): every restore
  /// pops them, every ``reenter(raw:)`` pushes them again.
  static func keyboardProtocol(on: Bool) {
    restoreState.pointee.keyboard = on ? 1 : 0
  }

  /// What a restore (`entering: false`) or a reentry writes for the keyboard protocol: its pop
  /// or push while it is on, else nothing. For a recording of the session.
  static func keyboardSequence(entering: Bool) -> [UInt8] {
    guard restoreState.pointee.keyboard == 1 else { return [] }
    return entering ? KeyboardProtocol.push : KeyboardProtocol.pop
  }

  /// Installs `action` for `number`, keeping what was there to put back and to hand crashes to.
  private static func take(_ number: Int32, _ action: sigaction) {
    var action = action
    let state = restoreState
    if state.pointee.taken[Int(number)] == 1 {
      _ = sigaction(number, &action, nil)
    } else if sigaction(number, &action, &state.pointee.previous[Int(number)]) == 0 {
      state.pointee.taken[Int(number)] = 1
    }
  }

  private static func disposition(of number: Int32) -> sigaction {
    var current = sigaction()
    _ = sigaction(number, nil, &current)
    return current
  }

  private static func ownHandlerAddress(of number: Int32) -> Int {
    if TerminalSignals.runLoop.contains(number) {
      return sigaction(handler: forwardSignal, flags: 0).handlerAddress
    }
    if TerminalSignals.crash.contains(number) {
      return sigaction(infoHandler: restoreAndCrash, flags: 0).handlerAddress
    }
    return sigaction(handler: endRun, flags: 0).handlerAddress
  }
}

/// What the handlers read: fixed memory, allocated once, never freed.
private struct RestoreState {
  var input: Int32 = -1
  var output: Int32 = -1
  var saved = termios()
  /// The run loop's pipe, or -1 while no screen runs.
  var signalPipe: Int32 = -1
  /// The pipe ``SignalWatchdog`` reads.
  var watchdogPipe: Int32 = -1
  var isActive: Int32 = 0
  var installedOnce: Int32 = 0
  /// The leave sequence, mouse reports off in front.
  var leave: UnsafeMutablePointer<UInt8>?
  var leaveCount = 0
  /// Where in ``leave`` to start writing: past the mouse part when the run did not turn it on.
  var leaveStart = 0
  /// 1 while the run has mouse reports on.
  var mouse: Int32 = 0
  /// An inline run's leave sequence, mouse reports off in front; written instead of ``leave``
  /// while ``inline`` is 1.
  var inlineLeave: UnsafeMutablePointer<UInt8>?
  var inline: Int32 = 0
  /// 1 while the Kitty keyboard protocol's flags are pushed: a restore pops them first.
  var keyboard: Int32 = 0
  /// `CSI < u`, the pop.
  var keyboardPop: UnsafeMutablePointer<UInt8>?
  /// 1 while a secret is read line by line: a restore puts the mode back and writes nothing.
  var quiet: Int32 = 0
  /// 1 while input typed ahead must survive the mode changes (a conversation's question, live
  /// output): they are made at once, not after discarding what is unread.
  var keepsInput: Int32 = 0
  /// 1 when a crash gives the backtracer a `q` to read (see
  /// ``TerminalRestorer/quietsBacktracer(environment:)``).
  var quietsBacktracer: Int32 = 0
  /// The thread that runs the screen and reads its input.
  var runLoopThread: pthread_t?
  var previousMask = sigset_t()
  /// Per signal number: what the program had before the runner took the signal over.
  var previous: UnsafeMutablePointer<sigaction>
  /// Per signal number: 1 while the runner has it.
  var taken: UnsafeMutablePointer<Int32>

  init() {
    previous = .allocate(capacity: TerminalSignals.count)
    previous.initialize(repeating: sigaction(), count: TerminalSignals.count)
    taken = .allocate(capacity: TerminalSignals.count)
    taken.initialize(repeating: 0, count: TerminalSignals.count)
  }
}

nonisolated(unsafe) private let restoreState: UnsafeMutablePointer<RestoreState> = {
  let pointer = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
  pointer.initialize(to: RestoreState())
  return pointer
}()

/// Writes a byte to `fd` from a signal handler, leaving `errno` as the interrupted code had it.
private func writeByte(_ byte: UInt8, to fd: Int32) {
  guard fd >= 0 else { return }
  let savedErrno = errno
  var byte = byte
  _ = write(fd, &byte, 1)
  errno = savedErrno
}

/// Hands a run-loop signal to the run loop by writing its number to the pipe it polls.
private let forwardSignal: SignalHandler = { number in
  writeByte(UInt8(truncatingIfNeeded: number), to: restoreState.pointee.signalPipe)
}

/// Asks the run loop to end the program, and the watchdog to do it if the loop does not come soon.
private let endRun: SignalHandler = { number in
  writeByte(UInt8(truncatingIfNeeded: number), to: restoreState.pointee.signalPipe)
  writeByte(UInt8(truncatingIfNeeded: number), to: restoreState.pointee.watchdogPipe)
}

/// Restores the terminal, then lets the crash happen as it would have: the handler there was
/// before (the Swift runtime's, which prints a crash report), or the default action. The program
/// dies of the signal either way: the runtime's handler returns so that the faulting instruction
/// faults again, which a signal sent by `kill` or `raise` (or a breakpoint trap, which does not
/// run again) never does, so those end here.
private let restoreAndCrash: SignalInfoHandler = { number, info, context in
  TerminalRestorer.restore()
  let state = restoreState
  guard state.pointee.taken[Int(number)] == 1 else { return TerminalRestorer.die(of: number) }
  let previous = state.pointee.previous[Int(number)]
  guard previous.handlerAddress > 1 else { return TerminalRestorer.die(of: number) }
  // Only on the thread that reads the terminal: another thread's crash leaves that one free to
  // read the key meant for the prompt first.
  if state.pointee.quietsBacktracer == 1, let reader = state.pointee.runLoopThread,
    pthread_equal(reader, pthread_self()) != 0
  {
    // A pipe holding one key, `q`, which the prompt takes as "quit". Its writing end stays open:
    // at the end of input the backtracer traps (it converts EOF to a byte), and the run loop,
    // which polls standard input, would take the end for the terminal closing.
    var ends: (Int32, Int32) = (-1, -1)
    if withUnsafeMutableBytes(of: &ends, { pipe($0.baseAddress!.assumingMemoryBound(to: Int32.self)) }) == 0 {
      var key = UInt8(ascii: "q")
      _ = write(ends.1, &key, 1)
      _ = dup2(ends.0, STDIN_FILENO)
      _ = close(ends.0)
    }
  }
  _ = sigaction(number, &state.pointee.previous[Int(number)], nil)
  previous.call(number, info, context)
  let sent = info.map { $0.pointee.si_code <= 0 } ?? true
  if sent || number == SIGTRAP { TerminalRestorer.die(of: number) }
}
