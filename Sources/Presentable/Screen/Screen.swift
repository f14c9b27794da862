/// Something a terminal shows: it draws frames and handles keys and the passing of time.
///
/// The terminal runtime shows a screen, and so does the headless driver tests use. ``TableScreen``
/// is the screen most apps need. A screen of your own draws, handles events and says what a
/// screen reader would say; the rest has a default:
///
/// ```swift
/// final class Clock: Screen {
///   var ticks = 0
///   func draw(into frame: inout Frame) {
///     for row in 0..<frame.height { frame.fill(row: row, style: .plain) }
///     frame.put("Ticks: \(ticks)", ellipsizedAt: frame.width, row: 0)
///   }
///   func handle(_ event: ScreenEvent) -> ScreenAction {
///     guard case .key(.character("q")) = event else { return .none }
///     return .quit
///   }
///   func transcript() -> [String] { ["Ticks: \(ticks)"] }
/// }
/// ```
///
/// Callers read these requirements directly: `screen.handle(.key(.down))`,
/// `screen.preferences.theme`, `screen.inlineLayout(width: 80, ambiguous: .narrow).summary`; one
/// helper, ``frame(width:height:ambiguous:)``, draws a screen into a new frame.
public protocol Screen: AnyObject {
  /// Draws the screen into `frame`, at its size, writing every one of its cells: the one way a
  /// screen draws.
  ///
  /// A runner keeps the frame it showed last and draws each new one into the storage of the one
  /// before, so a frame costs no allocation: `frame` comes in holding whatever was drawn in it
  /// then.
  ///
  /// ```swift
  /// var next = Frame(width: 80, height: 24)
  /// screen.draw(into: &next)
  /// renderer.renderUpdate(from: shown, to: next, into: &bytes)
  /// swap(&shown, &next)   // the next frame goes into the storage of this one's predecessor
  /// ```
  func draw(into frame: inout Frame)
  /// Handles a key, or the time passing: the runtime sends ``ScreenEvent/time(_:)`` before every
  /// frame and at ``ScreenPreferences/nextUpdate``, with the time of its clock
  /// (PresentableTesting's `HeadlessTerminal` keeps a clock of its own that only its `wait(_:)`
  /// moves). Returns `.redraw` when something changed.
  func handle(_ event: ScreenEvent) -> ScreenAction
  /// What a screen reader would say, line by line: for `--plain` output and tests.
  func transcript() -> [String]
  /// What the screen asks of the runner every frame: a theme, a time to wake. Defaults to
  /// none.
  var preferences: ScreenPreferences { get }
  /// What the screen asks of an inline run (``TerminalOptions/inline``) at `width`: the lines it
  /// needs, and what it leaves in the scrollback when it ends. Asked by inline runs and prompts.
  /// Defaults to every line the run allows, and no summary.
  ///
  /// ```swift
  /// func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
  ///   InlineLayout(height: 3, summary: ["Name: \(name)"])   // a three-line prompt
  /// }
  /// ```
  func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout
  /// The lines the screen needs in an inline run at `width`, `nil` for every line the run
  /// allows: what an inline run asks before every frame. The run gives no more than `limit`
  /// lines, so a screen may stop counting there. Defaults to the height of
  /// ``inlineLayout(width:ambiguous:)``; a screen whose summary costs more than its height (a
  /// form's says every row) gives the height here, so a key does not make the summary.
  ///
  /// ```swift
  /// func inlineHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int) -> Int? { min(3, limit) }
  /// ```
  func inlineHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int) -> Int?
  /// What an inline run leaves in the scrollback when the screen ends, one line per answer:
  /// asked once, at the end. Defaults to the summary of ``inlineLayout(width:ambiguous:)``.
  ///
  /// ```swift
  /// func inlineSummary() -> [String] { ["Name: \(name)"] }
  /// ```
  func inlineSummary() -> [String]
}

extension Screen {
  /// No preference: the runner's theme, and nothing changes without a key.
  public var preferences: ScreenPreferences { ScreenPreferences() }
  /// Every line the run allows, and no summary.
  public func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout { InlineLayout() }
  /// The height of ``inlineLayout(width:ambiguous:)``.
  public func inlineHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int) -> Int? {
    inlineLayout(width: width, ambiguous: ambiguous).height
  }
  /// The summary of ``inlineLayout(width:ambiguous:)`` at 80 columns.
  public func inlineSummary() -> [String] { inlineLayout(width: 80, ambiguous: .narrow).summary }

  /// The screen drawn into a new frame of a size.
  public func frame(width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow) -> Frame {
    var frame = Frame(width: width, height: height, ambiguous: ambiguous)
    draw(into: &frame)
    return frame
  }

}

/// What the runtime, the headless driver and the tests ask of a screen, read from its five
/// requirements; a screen of your own reads those (``Screen/preferences``,
/// ``Screen/inlineLayout(width:ambiguous:)``, ``Screen/handle(_:)``) directly.
extension Screen {
  /// Handles a key; a modified key the screen leaves (``ScreenAction/none``) goes again
  /// without its modifiers, so Ctrl-↑ moves where nothing binds it, as it did before terminals
  /// told them apart.
  func handle(_ key: Key) -> ScreenAction {
    let action = handle(.key(key))
    guard action == .none, case .modified(let unmodified, _) = key else { return action }
    return handle(.key(unmodified))
  }

  /// Brings what depends on time up to `now`; returns `.redraw` when something changed.
  func update(at now: ContinuousClock.Instant) -> ScreenAction { handle(.time(now)) }

  /// The theme the screen wants drawn with, if it chooses one.
  var preferredTheme: Theme? { preferences.theme }

  /// When the screen next changes without a key, or `nil` for never.
  var nextUpdate: ContinuousClock.Instant? { preferences.nextUpdate }

  /// How many lines the screen needs at `width` for an inline run; `nil` takes every line the run
  /// allows.
  func preferredHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int = 1_000) -> Int? {
    inlineHeight(width: width, ambiguous: ambiguous, limit: limit)
  }

  /// What an inline run leaves in the scrollback when the screen ends, one line per answer.
  func summary() -> [String] { inlineSummary() }
}

/// What happens to a screen: a key, or the time passing.
public enum ScreenEvent: Hashable, Sendable {
  /// A key (or mouse event) the user gave.
  case key(Key)
  /// The runtime's clock reached this time: a status message may expire, a spinner turn.
  case time(ContinuousClock.Instant)
}

/// What a screen asks of the runner every frame.
///
/// ```swift
/// let expiry = ContinuousClock.now + .seconds(3)   // a status message goes then
/// let preferences = ScreenPreferences(theme: .dark, nextUpdate: expiry)
/// ```
public struct ScreenPreferences: Sendable {
  /// The theme the screen wants drawn with (a settings screen that lets the user pick one);
  /// `nil` leaves it to the runner.
  public var theme: Theme?
  /// When the screen next changes without a key (a status message expires then), or `nil` for
  /// never: the runtime wakes at that time and sends ``ScreenEvent/time(_:)``.
  public var nextUpdate: ContinuousClock.Instant?

  /// Preferences; the defaults ask for nothing.
  public init(theme: Theme? = nil, nextUpdate: ContinuousClock.Instant? = nil) {
    self.theme = theme
    self.nextUpdate = nextUpdate
  }
}

/// What a screen asks of an inline run (``TerminalOptions/inline``).
public struct InlineLayout: Sendable {
  /// The lines the screen needs; `nil` takes every line the run allows.
  public var height: Int?
  /// What the run leaves in the scrollback when the screen ends, one line per answer
  /// (`Name: Ada`); a form's says what each of its rows holds (``Form/summary()``). Plain text:
  /// the runner sanitizes it.
  public var summary: [String]

  /// A layout; the defaults take every line and leave nothing.
  public init(height: Int? = nil, summary: [String] = []) {
    self.height = height
    self.summary = summary
  }
}
