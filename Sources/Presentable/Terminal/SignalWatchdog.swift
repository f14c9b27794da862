#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends the program when a signal should have ended it but the run loop does not come back to do
/// it: a screen busy in its own code (a long computation, a hung call) would otherwise keep the
/// terminal raw and ignore SIGTERM, SIGINT and SIGHUP for as long as it is busy.
///
/// The signal handler writes the signal's number to a pipe; a thread of its own waits on that
/// pipe, gives the run loop ``gracePeriod`` milliseconds to end the program in order, and
/// otherwise restores the terminal and ends the process by the same signal itself. It uses only
/// what a signal handler may (`write`, `tcsetattr`, `sigaction`, `raise`), because the screen's
/// thread may be stopped anywhere, holding any lock.
package enum SignalWatchdog {
  /// How long, in milliseconds, the run loop has to end the program after a signal.
  ///
  /// Package access, and set only before a run starts (the watchdog's thread reads it after):
  /// the restore checks' probe shortens it, so that its screen computing forever spins less.
  nonisolated(unsafe) package static var gracePeriod: Int32 = 1000

  /// Starts the watchdog's thread; returns the pipe to write signal numbers to, or -1 if it
  /// could not start (the run loop then ends the program alone, as it can).
  static func start() -> Int32 {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return -1 }
    for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    // A full pipe must not block a signal handler: a signal already waiting is enough.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    watchedPipe.pointee = ends[0]
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    guard pthread_create(&thread, &attributes, { _ in SignalWatchdog.watch() }, nil) == 0 else {
      close(ends[0])
      close(ends[1])
      return -1
    }
    return ends[1]
  }

  private static func watch() -> Never {
    var number: UInt8 = 0
    while true {
      let count = read(watchedPipe.pointee, &number, 1)
      guard count == 1 else {
        if count < 0 && errno == EINTR { continue }
        pthread_exit(nil)
      }
      sleep(milliseconds: gracePeriod)
      // Still running: the run loop did not get to it. End the program from here.
      TerminalRestorer.restore()
      TerminalRestorer.die(of: Int32(number))
    }
  }

  /// Sleeps the whole time, however many signals this thread handles meanwhile.
  private static func sleep(milliseconds: Int32) {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let end = Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000 + Int64(milliseconds)
    while true {
      clock_gettime(CLOCK_MONOTONIC, &now)
      let left = end - (Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000)
      guard left > 0 else { return }
      _ = poll(nil, 0, Int32(left))
    }
  }
}

/// The read end of the watchdog's pipe.
nonisolated(unsafe) private let watchedPipe: UnsafeMutablePointer<Int32> = {
  let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  pointer.initialize(to: -1)
  return pointer
}()
