import Observation

/// Draws frames while noting the `@Observable` properties they read, and calls back once when any
/// of them changes: how a screen re-renders when a model it shows changes.
///
/// A run loop makes one tracker, with a callback that asks it for a redraw, and draws every frame
/// through it. Each frame re-arms the tracker: it listens to what that frame read, and forgets
/// what earlier frames read.
///
/// ```swift
/// let tracker = ObservationTracker { runLoop.setNeedsRedraw() }   // @Sendable; schedules only
///
/// // On the run loop's thread, whenever a redraw is due:
/// let frame = tracker.track { screen.frame(width: columns, height: rows) }
/// renderer.renderUpdate(from: shown, to: frame, into: &bytes)
/// ```
///
/// **When and where the callback runs.** At most once per frame, for the first change to a
/// property that frame read, on the thread that makes the change, and *before* the new value is
/// stored (Observation reports `willSet`). So the callback should only schedule a redraw, never
/// draw. Mutate observed models on the run loop's thread (as key handlers and intents do), or hop
/// to it first: then the next frame is drawn after the change is stored.
///
/// **What is tracked.** Whatever the drawing reads. A table draws a row once and shows it until
/// it has a reason to draw it again; what a row read when it was drawn (in
/// ``TableViewDataSource/tableView(_:cellForRowAt:)`` or in its view model) is tracked for as long
/// as the table keeps the row, so a change to it draws the row and the screen again. A table
/// caches its row counts until it reloads, so a model change that only alters the number of rows
/// is heard if the data source reads it every frame, as ``RecomputingDataSource`` does.
///
/// The tracker does not keep itself alive through Observation: when it goes away (or after
/// ``cancel()``) the callback is not called again.
final class ObservationTracker: Sendable {
  private struct State: Sendable {
    var onChange: (@Sendable () -> Void)?
    /// The number of the latest frame; a change heard for an earlier one is ignored.
    var generation: UInt64 = 0
    /// Whether the latest frame's change is still to be reported.
    var isArmed = false
  }

  private let state: Locked<State>

  /// A tracker that calls `onChange` when something a frame read changes.
  init(onChange: @escaping @Sendable () -> Void) {
    state = Locked(State(onChange: onChange))
  }

  /// Draws `screen` at a size, tracking what it reads; see ``track(_:)``.
  func frame(
    of screen: some Screen, width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow
  ) -> Frame {
    track { screen.frame(width: width, height: height, ambiguous: ambiguous) }
  }

  /// Draws `screen` into `frame`, tracking what it reads; see ``track(_:)``.
  func draw(_ screen: some Screen, into frame: inout Frame) {
    track { screen.draw(into: &frame) }
  }

  /// Runs `body`, tracking the `@Observable` properties it reads; the callback is then called
  /// once, when the first of them changes, unless `track` runs again first (which tracks anew).
  func track<Result>(_ body: () -> Result) -> Result {
    let generation = state.withLock { state -> UInt64 in
      state.generation += 1
      state.isArmed = state.onChange != nil
      return state.generation
    }
    // A table keeps rows it drew in earlier frames and does not read them again; they tell the
    // tracker themselves when what they read changes.
    let late = RedrawRequest { [weak self] in self?.changedLate() }
    return RedrawRequest.$current.withValue(late) {
      withObservationTracking(body) { [weak self] in
        self?.changed(in: generation)
      }
    }
  }

  /// Whether a change is still to be reported: a frame was tracked and nothing it read has changed.
  var isArmed: Bool {
    state.withLock { $0.isArmed }
  }

  /// Stops calling back, and lets go of the callback.
  func cancel() {
    // The callback is released after the lock is, in case releasing its captures runs code that
    // uses this tracker.
    _ = state.withLock { state in
      state.isArmed = false
      defer { state.onChange = nil }
      return state.onChange
    }
  }

  /// A change to something an earlier frame read, reported by what read it.
  private func changedLate() {
    changed(in: state.withLock { $0.generation })
  }

  private func changed(in generation: UInt64) {
    let callback = state.withLock { state -> (@Sendable () -> Void)? in
      guard state.isArmed, state.generation == generation else { return nil }
      state.isArmed = false
      return state.onChange
    }
    callback?()
  }
}
