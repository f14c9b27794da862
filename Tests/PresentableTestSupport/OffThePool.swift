import Foundation

/// Runs `work`, which blocks its thread (waiting on a child process, a script that sleeps between
/// keys), on a thread of its own, and waits for it without holding a thread.
///
/// Swift Testing runs tests on the cooperative pool, a thread per core: a test that waits on a
/// child process in place holds a core's thread, and no other test runs on it meanwhile, though
/// the child may be asleep. Off the pool, the tests that compute run while it waits.
package func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try work() }) }.start()
  }
}
