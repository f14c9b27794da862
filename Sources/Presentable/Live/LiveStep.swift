/// A step of work for ``LiveSteps``: a title and the async work, which reports through the
/// ``StepReporter`` it is given.
///
/// <!-- snippet: skip (the app's own fetch) -->
/// ```swift
/// let download = LiveStep("Download") { step in
///   for part in 1...4 {
///     try await fetch(part)
///     step.progress(done: part, of: 4)
///   }
///   step.print("fetched 4 parts")
/// }
/// ```
public struct LiveStep: Sendable {
  /// What the step does.
  public var title: String
  /// The work; returning ends the step done, throwing ends it failed.
  public var work: @Sendable (StepReporter) async throws -> Void

  /// A step titled `title` doing `work`.
  public init(_ title: String, work: @escaping @Sendable (StepReporter) async throws -> Void) {
    self.title = title
    self.work = work
  }
}

/// What a running step reports to: its progress, its log, lines to print above the steps, and a
/// skip. It is also the step's view model (``StepPresentable``), read as the steps are drawn.
public final class StepReporter: StepPresentable, Sendable {
  struct State: Sendable {
    var state = StepState.pending
    var started: ContinuousClock.Instant?
    var ended: ContinuousClock.Instant?
    var progress: StepProgress?
    var log: [String] = []
  }

  /// The step's title.
  public let stepTitle: String
  let state = Locked(State())
  let emit: @Sendable (StepEvent) -> Void

  init(title: String, emit: @escaping @Sendable (StepEvent) -> Void) {
    self.stepTitle = title
    self.emit = emit
  }

  /// Where the step is.
  public var stepState: StepState { state.withLock { $0.state } }
  /// How long it ran, or has run so far.
  public var stepElapsed: Duration? {
    state.withLock { state in state.started.map { $0.duration(to: state.ended ?? .now) } }
  }
  /// Its progress while running.
  public var stepProgress: StepProgress? { state.withLock { $0.progress } }
  /// The last lines of its log.
  public var stepLogTail: [String] { state.withLock { Array($0.log.suffix(3)) } }

  /// Reports the share done, from 0 to 1.
  public func progress(_ fraction: Double) {
    state.withLock { $0.progress = StepProgress(fraction: fraction) }
    emit(.changed)
  }

  /// Reports items done, of how many.
  public func progress(done: Int, of total: Int) {
    state.withLock { $0.progress = StepProgress(done: done, of: total) }
    emit(.changed)
  }

  /// Adds a line to the step's log: shown under it while it runs (folded when it ends), inside
  /// its group on CI, indented where there is no terminal.
  public func log(_ text: String) {
    let text = Sanitizer.sanitize(text)
    state.withLock { $0.log.append(text) }
    emit(.log(self, text))
  }

  /// Prints a line above the steps, kept in the scrollback (inside the step's group on CI).
  public func print(_ line: Line) {
    emit(.print(self, line))
  }

  /// Prints plain text above the steps.
  public func print(_ text: String) { print(Line(text)) }

  /// Ends the step as skipped when its work returns (the work should return right after).
  public func skip(_ reason: String = "") {
    state.withLock { $0.state = .skipped(Sanitizer.sanitize(reason)) }
  }

  func begin(at now: ContinuousClock.Instant) {
    state.withLock {
      $0.state = .running
      $0.started = now
    }
  }

  func end(_ final: StepState, at now: ContinuousClock.Instant) {
    state.withLock {
      if case .skipped = $0.state, final == .succeeded {
      } else {
        $0.state = final
      }
      $0.ended = now
      $0.progress = nil
    }
  }
}

/// What a step says to the steps' output.
enum StepEvent: Sendable {
  case changed
  case log(StepReporter, String)
  case print(StepReporter, Line)
}
