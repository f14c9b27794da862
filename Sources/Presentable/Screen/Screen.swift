/// Something a terminal shows: it draws frames and handles keys.
///
/// The terminal runtime shows a screen, and so does the headless driver tests use. ``TableScreen``
/// is the screen most apps need.
public protocol Screen: AnyObject {
  /// The screen drawn at a size.
  func frame(width: Int, height: Int, ambiguous: AmbiguousWidth) -> Frame
  /// Draws the screen into `frame`, at its size, writing every one of its cells.
  ///
  /// A runner keeps the frame it showed last and draws each new one into the storage of the one
  /// before, so a frame costs no allocation: `frame` comes in holding whatever was drawn in it
  /// then. Defaults to replacing it with ``frame(width:height:ambiguous:)``.
  ///
  /// ```swift
  /// var next = Frame(width: 80, height: 24)
  /// screen.draw(into: &next)
  /// renderer.renderUpdate(from: shown, to: next, into: &bytes)
  /// swap(&shown, &next)   // the next frame goes into the storage of this one's predecessor
  /// ```
  func draw(into frame: inout Frame)
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
  /// How many lines the screen needs at `width`, for an inline run
  /// (``TerminalOptions/inline``), which gives it no more than that; `nil` takes every line the
  /// run allows. Defaults to `nil`.
  ///
  /// ```swift
  /// func preferredHeight(width: Int, ambiguous: AmbiguousWidth) -> Int? { 3 }   // a three-line prompt
  /// ```
  func preferredHeight(width: Int, ambiguous: AmbiguousWidth) -> Int?
  /// What an inline run leaves in the scrollback when the screen ends, one line per answer
  /// (`Name: Ada`); a form's says what each of its rows holds (``Form/summary()``). Plain text:
  /// the runner sanitizes it. Defaults to none.
  func summary() -> [String]
}

extension Screen {
  /// A new frame from ``frame(width:height:ambiguous:)``. The new frame is drawn in the package's
  /// look: a screen that draws in the app's look implements this method and draws into `frame`,
  /// whose ``Frame/look`` the screen that holds it (a ``PageStack``) has set.
  public func draw(into frame: inout Frame) {
    frame = self.frame(width: frame.width, height: frame.height, ambiguous: frame.ambiguous)
  }
  /// No preference: the runner's theme.
  public var preferredTheme: Theme? { nil }
  /// Nothing changes without a key.
  public var nextUpdate: ContinuousClock.Instant? { nil }
  /// Nothing depends on time.
  public func update(at now: ContinuousClock.Instant) -> ScreenAction { .none }
  /// Every line the run allows.
  public func preferredHeight(width: Int, ambiguous: AmbiguousWidth) -> Int? { nil }
  /// No summary.
  public func summary() -> [String] { [] }
}
