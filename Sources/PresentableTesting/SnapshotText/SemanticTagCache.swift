import Foundation
import Presentable

/// The semantic snapshot tags already written, shared by every snapshot the process renders.
///
/// A test suite renders the same few dozen styles over and over; describing a style costs far
/// more than finding it. Semantic tags do not depend on a theme, so one table serves every
/// renderer: each snapshot starts from a copy of it and hands back what it added. Tests render
/// in parallel, so a lock guards it; two snapshots adding styles at once may keep only one's
/// additions, which costs the other nothing but describing them again later.
enum SemanticTagCache {
  /// Read and written only under `lock`.
  nonisolated(unsafe) private static var table = SnapshotTags(theme: nil)
  private static let lock = NSLock()

  /// A copy of the table to render one snapshot with.
  static func checkOut() -> SnapshotTags {
    lock.withLock { table }
  }

  /// Keeps a snapshot's table if it knows more styles than the shared one.
  static func checkIn(_ tags: SnapshotTags) {
    lock.withLock { if tags.styleCount > table.styleCount { table = tags } }
  }
}
