/// What kind of action a button takes, which decides its color.
public enum ButtonRole: Hashable, Sendable {
  /// An ordinary action, in ``ButtonPresentable/buttonColor`` (the accent color).
  case normal
  /// An action that deletes or resets, in ``ButtonPresentable/destructiveColor`` (the
  /// destructive color), whatever other color the app or the view model sets.
  case destructive
}
