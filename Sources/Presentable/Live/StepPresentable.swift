/// Where a step is.
public enum StepState: Sendable, Hashable {
  /// Not started.
  case pending
  /// Working.
  case running
  /// Done.
  case succeeded
  /// Ended with an error (or cancelled), with what to say about it.
  case failed(String)
  /// Not needed, with why (or an empty reason).
  case skipped(String)

  /// Whether the step has ended.
  public var isFinished: Bool {
    switch self {
    case .pending, .running: false
    case .succeeded, .failed, .skipped: true
    }
  }
}

/// How far a running step is: a share done, a count, or both.
public struct StepProgress: Sendable, Hashable {
  /// The share done, from 0 to 1, if known.
  public var fraction: Double?
  /// Items done, and of how many, if counted.
  public var count: (done: Int, total: Int)? {
    get { done.map { ($0, total ?? 0) } }
    set {
      done = newValue?.done
      total = newValue?.total
    }
  }
  private var done: Int?
  private var total: Int?

  /// Progress as a share done, a count, or both; a count alone gives the share.
  public init(fraction: Double? = nil, done: Int? = nil, of total: Int? = nil) {
    self.done = done
    self.total = total
    if let fraction {
      self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
    } else if let done, let total, total > 0 {
      self.fraction = min(1, max(0, Double(done) / Double(total)))
    }
  }

  /// The time left, guessed from the time spent at this rate; `nil` before anything is done.
  public func remaining(after elapsed: Duration) -> Duration? {
    guard let fraction, fraction > 0.01, fraction < 1 else { return nil }
    return elapsed * ((1 - fraction) / fraction)
  }
}

/// A view model that is a step of work: its title, state, time and progress, and the last lines
/// of its log. ``LiveSteps`` shows one per line (a spinner while running, then ✓ with the time it
/// took), one plain line per change where there is no terminal, and a sentence in accessible
/// mode ("Step 2 of 5, Download, done in 3.2 s").
///
/// ```swift
/// struct Migration: StepPresentable {
///   var stepTitle: String { "Migrate the database" }
///   var stepState: StepState { .running }
///   var stepProgress: StepProgress? { StepProgress(done: 3, of: 8) }
/// }
/// StepRow.line(Migration(), time: .zero).plainText
/// // "⠋ Migrate the database  3/8  ━━━━━━━─────────────── 37%"
/// ```
public protocol StepPresentable {
  /// What the step does, in a few words.
  var stepTitle: String { get }
  /// Where it is.
  var stepState: StepState { get }
  /// How long it ran (so far, while running); `nil` before it starts.
  var stepElapsed: Duration? { get }
  /// How far it is, while running; `nil` for a spinner alone.
  var stepProgress: StepProgress? { get }
  /// The last lines of its log, shown under it while it runs and folded when it ends.
  var stepLogTail: [String] { get }
}

extension StepPresentable {
  /// No time measured.
  public var stepElapsed: Duration? { nil }
  /// No progress: a spinner.
  public var stepProgress: StepProgress? { nil }
  /// No log.
  public var stepLogTail: [String] { [] }
}
