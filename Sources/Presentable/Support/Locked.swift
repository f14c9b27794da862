#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value behind a mutex, for state threads share: bindings, the snapshot tag table.
///
/// A `pthread_mutex_t`, because `Synchronization.Mutex` needs macOS 15 and the package supports
/// macOS 14. Not recursive: code run by ``withLock(_:)`` must not lock the same `Locked` again.
final class Locked<State: Sendable>: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var state: State

  init(_ state: State) {
    self.state = state
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let result = pthread_mutex_init(mutex, nil)
    precondition(result == 0, "pthread_mutex_init failed: \(result)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the state, holding the lock.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
