#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The semantic snapshot tags already written, shared by every snapshot the process renders.
///
/// A test suite renders the same few dozen styles over and over; describing a style costs far
/// more than finding it. Semantic tags do not depend on a theme, so one table serves every
/// renderer: each snapshot starts from a copy of it and hands back what it added. Tests render
/// in parallel, so a mutex guards it; two snapshots adding styles at once may keep only one's
/// additions, which costs the other nothing but describing them again later.
final class SemanticTagCache: @unchecked Sendable {
  static let shared = SemanticTagCache()

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var table = SnapshotTags(theme: nil)

  private init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  /// A copy of the table to render one snapshot with.
  func checkOut() -> SnapshotTags {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return table
  }

  /// Keeps a snapshot's table if it knows more styles than the shared one.
  func checkIn(_ tags: SnapshotTags) {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if tags.styleCount > table.styleCount { table = tags }
  }
}
