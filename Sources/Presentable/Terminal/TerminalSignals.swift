#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals the terminal runtime takes over while a screen runs, by what it does with them.
enum TerminalSignals {
  /// Signals the run loop acts on and carries on: a resize, a suspend, a continue.
  static let runLoop: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

  /// Every catchable signal whose default action ends the process, crashes aside. The run loop
  /// ends the screen, restores the terminal and dies of the signal; when the screen is busy in its
  /// own code and does not come back to the loop, ``SignalWatchdog`` does it. A program that
  /// handles or ignores one (`nohup`) keeps its choice (see ``isTaken(_:from:)``).
  static let ending: [Int32] = {
    var numbers = [
      SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
      SIGXFSZ, SIGSYS,
    ]
    #if os(Linux)
      numbers += [SIGSTKFLT, SIGIO, SIGPWR]
      numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return numbers
  }()

  /// Whether the runner takes ending signal `number` over from the program's `disposition`: where
  /// the program left the default action; for SIGQUIT also where the Swift runtime's crash report
  /// has it, which prints a report over the screen and leaves the program running.
  static func isTaken(_ number: Int32, from disposition: sigaction) -> Bool {
    let address = disposition.handlerAddress
    return address == 0 || (number == SIGQUIT && address != 1)
  }

  /// Signals of a crash (a Swift runtime trap is SIGILL or SIGTRAP): the handler restores the
  /// terminal on an alternate signal stack, then hands the crash to the handler there was before
  /// (the Swift runtime's crash report) or to the default action.
  static let crash: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// One more than the largest signal number.
  static let count = 65
}

/// A handler that takes the signal number only.
typealias SignalHandler = @convention(c) (Int32) -> Void
/// A handler that also takes what the kernel says about the signal, and the interrupted context.
typealias SignalInfoHandler =
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

extension sigaction {
  /// A disposition that calls `handler`, with `flags`, blocking nothing more while it runs.
  init(handler: SignalHandler, flags: Int32) {
    self.init()
    #if canImport(Darwin)
      __sigaction_u.__sa_handler = handler
    #else
      __sigaction_handler.sa_handler = handler
    #endif
    sa_flags = flags
    sigemptyset(&sa_mask)
  }

  /// A disposition that calls `handler` with the signal's information (`SA_SIGINFO`).
  init(infoHandler handler: SignalInfoHandler, flags: Int32) {
    self.init()
    #if canImport(Darwin)
      __sigaction_u.__sa_sigaction = handler
    #else
      __sigaction_handler.sa_sigaction = handler
    #endif
    sa_flags = flags | SA_SIGINFO
    sigemptyset(&sa_mask)
  }

  /// The handler's address: 0 for the default action (`SIG_DFL`), 1 for ignoring (`SIG_IGN`).
  var handlerAddress: Int {
    #if canImport(Darwin)
      unsafeBitCast(__sigaction_u.__sa_handler, to: Int.self)
    #else
      unsafeBitCast(__sigaction_handler.sa_handler, to: Int.self)
    #endif
  }

  /// Calls the handler this disposition names, as the kernel would have. Async-signal-safe.
  func call(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    #if canImport(Darwin)
      if sa_flags & SA_SIGINFO != 0 {
        __sigaction_u.__sa_sigaction?(number, info, context)
      } else {
        __sigaction_u.__sa_handler?(number)
      }
    #else
      if sa_flags & SA_SIGINFO != 0 {
        __sigaction_handler.sa_sigaction?(number, info, context)
      } else {
        __sigaction_handler.sa_handler?(number)
      }
    #endif
  }
}
