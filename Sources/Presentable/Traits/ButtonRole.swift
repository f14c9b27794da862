/// What kind of action a button takes, in a row (``ButtonPresentable/buttonRole``) or in a dialog
/// (``DialogAction/role``): it decides the button's color, and in a dialog what Escape chooses.
///
/// ```swift
/// var buttonRole: ButtonRole { .destructive }                  // a row's button
/// DialogAction("Keep Editing", role: .cancel)                  // a dialog's
/// ```
public enum ButtonRole: Hashable, Sendable {
  /// An ordinary action, in ``ButtonPresentable/buttonColor`` (the accent color).
  case normal
  /// The choice that changes nothing: in a dialog, Escape chooses it. A row's button draws it as
  /// ``normal``.
  case cancel
  /// An action that deletes or resets, in ``ButtonPresentable/destructiveColor`` (the
  /// destructive color), whatever other color the app or the view model sets.
  case destructive
}
