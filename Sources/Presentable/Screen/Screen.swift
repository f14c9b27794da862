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
}

extension Screen {
  /// No preference: the runner's theme.
  public var preferredTheme: Theme? { nil }
}
