/// Something a terminal shows: it draws frames and handles keys.
///
/// The terminal runtime shows a screen, and so does the headless driver tests use. ``TableScreen``
/// is the screen most apps need.
public protocol Screen: AnyObject {
  /// The screen drawn at a size.
  func frame(width: Int, height: Int, ambiguous: AmbiguousWidth) -> Frame
  /// Handles a key.
  func handle(_ key: Key) -> ScreenAction
  /// What a screen reader would say, line by line: for `--plain` output and tests.
  func transcript() -> [String]
  /// The theme the screen wants drawn with, if it chooses one (a settings screen that lets the
  /// user pick a theme, say); `nil` leaves it to the runner. Defaults to `nil`.
  var preferredTheme: Theme? { get }
  /// When the screen next changes without a key (a status message expires then), or `nil` for
  /// never: the runtime wakes at that time, calls ``update(at:)`` and draws what changed.
  /// Defaults to `nil`.
  var nextUpdate: ContinuousClock.Instant? { get }
  /// Brings what depends on time up to `now`. The runtime calls it before every frame and at
  /// ``nextUpdate``, with the time of its clock (``HeadlessTerminal`` keeps a clock of its own
  /// that only ``HeadlessTerminal/wait(_:)`` moves). Returns `.redraw` when something changed.
  /// Defaults to changing nothing.
  func update(at now: ContinuousClock.Instant) -> ScreenAction
}

extension Screen {
  /// No preference: the runner's theme.
  public var preferredTheme: Theme? { nil }
  /// Nothing changes without a key.
  public var nextUpdate: ContinuousClock.Instant? { nil }
  /// Nothing depends on time.
  public func update(at now: ContinuousClock.Instant) -> ScreenAction { .none }
}
