import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock (`flock`) on a hidden file beside a file that several processes save, so their
/// read–merge–write cycles come one after another: `.<name>.lock` beside the file `path` names
/// (links followed, so two links to one file share its lock).
///
/// The lock belongs to the open file, so the kernel lets it go when the process ends in any way,
/// `kill -9` included: there is never a stale lock to remove, and the lock file is never removed
/// (removing it would let two processes hold locks on two different files).
///
/// ```swift
/// switch FileLock.acquire(beside: path) {
/// case .held(let lock): defer { lock.release() }; /* read, merge, write */
/// case .unsupported: /* no lock here (a read-only folder): go on; the write says why it fails */
/// case .busy(let reason): print(reason)
/// }
/// ```
struct FileLock {
  private let fd: Int32

  /// What asking for the lock found.
  enum Outcome {
    /// The lock is held until ``FileLock/release()``.
    case held(FileLock)
    /// No lock file can be made or locked here (a read-only folder, a file system without
    /// locks): the caller goes on without one.
    case unsupported
    /// Another process held the lock for the whole wait; why, naming the lock file.
    case busy(String)
  }

  /// How long ``acquire(beside:timeout:)`` waits for another process by default: far more than a
  /// save of a few kilobytes takes, short enough that a stuck holder is said, not waited on.
  static let defaultTimeout: Duration = .seconds(5)

  /// The lock file for the file `path` names.
  static func lockPath(beside path: String) -> String {
    let target = AtomicFile.target(of: path)
    let folder = (target as NSString).deletingLastPathComponent
    let name = ".\((target as NSString).lastPathComponent).lock"
    return folder.isEmpty ? name : folder + "/" + name
  }

  /// Takes the lock beside `path`, waiting at most `timeout` for a process that holds it.
  static func acquire(beside path: String, timeout: Duration = defaultTimeout) -> Outcome {
    let lockPath = lockPath(beside: path)
    let folder = (lockPath as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0o600)
    guard fd >= 0 else { return .unsupported }
    let deadline = ContinuousClock.now + timeout
    var pause = 1
    while true {
      if flock(fd, LOCK_EX | LOCK_NB) == 0 { return .held(FileLock(fd: fd)) }
      let reason = errno
      guard reason == EWOULDBLOCK || reason == EINTR else {
        close(fd)
        return .unsupported
      }
      guard ContinuousClock.now < deadline else {
        close(fd)
        return .busy(
          "another program held the lock \(lockPath) for \(timeout.components.seconds) s, so the "
            + "settings were not saved; changes are kept in memory only")
      }
      // Short pauses first (a save takes milliseconds), then up to 20 ms.
      usleep(useconds_t(pause * 1000))
      pause = min(pause * 2, 20)
    }
  }

  /// Lets the lock go.
  func release() {
    flock(fd, LOCK_UN)
    close(fd)
  }
}
