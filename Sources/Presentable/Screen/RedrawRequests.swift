/// Who to tell, while a frame is drawn, that it needs drawing again later: a row caught reading an
/// `@Observable` model tells it when that model changes, even frames after the row was drawn.
///
/// ``ObservationTracker`` sets it for the frames it draws; without one, nobody is told (the table
/// still draws the row again at its next frame).
enum RedrawRequests {
  @TaskLocal static var current: (@Sendable () -> Void)?
}
