/// Who to tell, while a frame is drawn, that it needs drawing again later: a row caught reading an
/// `@Observable` model tells it when that model changes, even frames after the row was drawn.
///
/// ``ObservationTracker`` sets it for the frames it draws; without one, nobody is told (the table
/// still draws the row again at its next frame).
enum RedrawRequests {
  /// The request of the frame being drawn. A class around the function, not the function itself:
  /// Swift 6.3.1 on Linux crashes in optimized builds when a task-local value is of function type
  /// (`swift_task_localValuePush` dereferences a bad pointer), which a release build of any program
  /// that draws through an ``ObservationTracker`` would hit.
  @TaskLocal static var current: Request?

  /// Asks for a redraw when called.
  final class Request: Sendable {
    private let ask: @Sendable () -> Void

    init(_ ask: @escaping @Sendable () -> Void) { self.ask = ask }

    func callAsFunction() { ask() }
  }
}
