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
  /// When the screen next changes by itself (a spinner's next turn), on its animation clock;
  /// `nil` when nothing on it animates. A runner waits until then, calls
  /// ``advanceAnimations(to:)`` and draws a frame. Defaults to `nil`.
  var nextAnimationTime: Duration? { get }
  /// Moves the screen's animation clock to `time` (counted from when the runner started it);
  /// returns whether anything on screen changed. Defaults to nothing changing.
  func advanceAnimations(to time: Duration) -> Bool
}

extension Screen {
  /// No preference: the runner's theme.
  public var preferredTheme: Theme? { nil }
  /// Nothing animates.
  public var nextAnimationTime: Duration? { nil }
  /// Nothing changes.
  public func advanceAnimations(to time: Duration) -> Bool { false }
}
