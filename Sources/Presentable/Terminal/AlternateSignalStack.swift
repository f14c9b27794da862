#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives threads a stack of their own for signal handlers, so the crash handler can restore the
/// terminal even when the crash is the thread overflowing its stack (no room is left there to run
/// a handler, and the kernel would end the process at once).
enum AlternateSignalStack {
  /// Bytes per stack: room for the restore and for the Swift runtime's crash handler after it.
  static let size = max(1 << 16, Int(SIGSTKSZ))

  /// Gives the current thread an alternate signal stack, unless it has one (the Swift runtime
  /// gives the main thread one). The stack is freed when the thread ends.
  static func prepareCurrentThread() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    guard let memory = malloc(size) else { return }
    var stack = stack_t()
    stack.ss_sp = memory
    stack.ss_size = size
    stack.ss_flags = 0
    guard sigaltstack(&stack, nil) == 0 else { return free(memory) }
    pthread_setspecific(releaseAtThreadExit, memory)
  }

  /// Frees a thread's stack when the thread ends.
  private static let releaseAtThreadExit: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { memory in
      var disable = stack_t()
      disable.ss_flags = Int32(SS_DISABLE)
      _ = sigaltstack(&disable, nil)
      free(memory)
    }
    return key
  }()
}

extension Terminal {
  /// Lets a stack overflow on the current thread restore the terminal before the program dies.
  ///
  /// ```swift
  /// Thread.detachNewThread {
  ///   Terminal.prepareCurrentThreadForCrashes()
  ///   index.rebuild()  // deep recursion
  /// }
  /// ```
  ///
  /// A crash handler needs a stack to run on, and an overflowed stack has no room left: without
  /// an alternate signal stack the kernel ends the process at once, leaving the terminal raw.
  /// The thread that calls ``run(_:options:)`` is prepared already; other crashes (a trap,
  /// a bad pointer) restore the terminal on any thread without this. Call it at the start of a
  /// thread you start that may recurse deeply; it does nothing on a thread that is prepared.
  public static func prepareCurrentThreadForCrashes() {
    AlternateSignalStack.prepareCurrentThread()
  }
}
