/// Who to tell, while a frame is drawn, that it needs drawing again later: a row caught reading an
/// `@Observable` model tells it when that model changes, even frames after the row was drawn.
///
/// ``ObservationTracker`` sets it for the frames it draws; without one, nobody is told (the table
/// still draws the row again at its next frame).
final class RedrawRequest: Sendable {
  /// The request in force for the frame being drawn.
  ///
  /// A class, not the closure itself: Swift 6.3 finds the wrong type metadata for a task-local of
  /// function type in optimized builds, and the release program crashes at its first frame
  /// (swiftlang/swift#88321).
  @TaskLocal static var current: RedrawRequest?

  /// Asks for the frame.
  let request: @Sendable () -> Void

  init(_ request: @escaping @Sendable () -> Void) {
    self.request = request
  }
}
