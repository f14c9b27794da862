extension TableView {
  /// When a row in view next changes by itself (a spinner's next turn), on the animation clock;
  /// `nil` when no row in view animates.
  ///
  /// A runner waits until then, calls ``advanceAnimations(to:)`` and draws a frame: only the rows
  /// whose frame changed are drawn, so an idle spinner sends the terminal its own cells and
  /// nothing else. Rows out of view do not animate.
  var nextAnimationTime: Duration? {
    var next: Duration?
    for item in shownItems where cache.contains(item) {
      guard let interval = cache.read(item, { $0.animationInterval }), interval > .zero else { continue }
      let due = Self.frameStart(after: animationTime, interval: interval)
      next = min(next ?? due, due)
    }
    return next
  }

  /// Moves the animation clock to `time`; the rows in view whose frame at `time` differs from the
  /// one they show are drawn again at the next frame. Returns whether any is.
  ///
  /// - Complexity: O(rows in view).
  @discardableResult
  func advanceAnimations(to time: Duration) -> Bool {
    animationTime = max(animationTime, time)
    var changed = false
    for item in shownItems where cache.contains(item) {
      let (isStale, interval, drawnAt) = cache.read(item) { ($0.isStale, $0.animationInterval, $0.drawnAt) }
      guard !isStale, let interval, interval > .zero else { continue }
      if Self.frame(at: drawnAt, interval: interval) != Self.frame(at: animationTime, interval: interval) {
        cache.invalidate(item)
        changed = true
      }
    }
    return changed
  }

  /// The number of the frame showing at `time`.
  private static func frame(at time: Duration, interval: Duration) -> Int64 {
    Int64((time / interval).rounded(.down))
  }

  /// When the frame after the one showing at `time` starts.
  private static func frameStart(after time: Duration, interval: Duration) -> Duration {
    interval * Int(frame(at: time, interval: interval) + 1)
  }
}
