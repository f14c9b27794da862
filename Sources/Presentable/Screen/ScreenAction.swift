/// What a screen did with a key.
public enum ScreenAction: Hashable, Sendable {
  /// Nothing changed.
  case none
  /// Something changed: draw a new frame.
  case redraw
  /// The user asked to leave.
  case quit
}
