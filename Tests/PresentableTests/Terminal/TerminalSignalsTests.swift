import Foundation
import Testing

@testable import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Terminal signals")
struct TerminalSignalsTests {
  @Test func everySignalThatEndsTheProcessIsTakenOver() {
    // The signals whose default action ends the process (POSIX, and Linux's own), SIGKILL aside.
    var terminating = [
      SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE,
      SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
    ]
    #if os(Linux)
      terminating +=
        [SIGSTKFLT, SIGIO, SIGPWR] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    for number in terminating {
      #expect(
        TerminalSignals.ending.contains(number) || TerminalSignals.crash.contains(number),
        "signal \(number) would end the program with the terminal raw")
    }
    #expect(Set(TerminalSignals.ending).isDisjoint(with: TerminalSignals.crash))
    #expect(Set(TerminalSignals.ending).isDisjoint(with: TerminalSignals.runLoop))
  }

  @Test func aProgramKeepsTheSignalsItHandlesOrIgnores() {
    let handler: SignalHandler = { _ in }
    let handled = sigaction(handler: handler, flags: 0)
    let ignored = sigaction(handler: unsafeBitCast(1, to: SignalHandler.self), flags: 0)  // SIG_IGN
    let untouched = sigaction()
    #expect(TerminalSignals.isTaken(SIGUSR1, from: untouched))
    #expect(!TerminalSignals.isTaken(SIGUSR1, from: handled))
    #expect(!TerminalSignals.isTaken(SIGHUP, from: ignored))  // nohup
    // The Swift runtime's crash report handles SIGQUIT: it would draw over the screen.
    #expect(TerminalSignals.isTaken(SIGQUIT, from: handled))
    #expect(!TerminalSignals.isTaken(SIGQUIT, from: ignored))
  }

  /// The size of the calling thread's alternate signal stack, 0 if it has none.
  static func alternateStackSize() -> Int {
    var stack = stack_t()
    sigaltstack(nil, &stack)
    return stack.ss_flags & Int32(SS_DISABLE) != 0 ? 0 : stack.ss_size
  }

  /// Runs `body` on a thread of its own and returns what it returned.
  static func onNewThread(_ body: @escaping @Sendable () -> Int) -> Int {
    let result = Locked(-1)
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let value = body()
      result.withLock { $0 = value }
      finished.signal()
    }
    finished.wait()
    return result.withLock { $0 }
  }

  @Test func aPreparedThreadHasAStackForTheCrashHandler() {
    #expect(Self.onNewThread { Self.alternateStackSize() } == 0)
    let prepared = Self.onNewThread {
      Terminal.prepareCurrentThreadForCrashes()
      Terminal.prepareCurrentThreadForCrashes()  // a second call keeps the first stack
      return Self.alternateStackSize()
    }
    #expect(prepared == AlternateSignalStack.size)
  }
}
