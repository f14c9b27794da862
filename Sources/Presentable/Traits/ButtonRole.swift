/// What kind of action a button takes, which decides its color.
public enum ButtonRole: Hashable, Sendable {
  /// An ordinary action, in the accent color.
  case normal
  /// An action that deletes or resets, in the destructive color.
  case destructive
}
