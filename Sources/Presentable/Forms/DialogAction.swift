/// One choice in a ``Dialog``: a title, a role, and what choosing it does.
///
/// ```swift
/// DialogAction("Reset Wi-Fi Networks", role: .destructive) { settings.resetNetworks() }
/// DialogAction("Cancel", role: .cancel)
/// ```
///
/// A destructive action in an action list asks first (`Reset Wi-Fi Networks?`);
/// ``confirm(_:)`` asks something else.
public struct DialogAction {
  /// The title on the button or in the list.
  public var title: String
  /// The role: its color, and whether Escape chooses it (``ButtonRole/cancel``).
  public var role: ButtonRole
  /// Asked before the action runs, if anything.
  var confirmation: Dialog?
  var handler: () -> Void

  /// An action that runs `action` when chosen, after the dialog has closed.
  public init(_ title: String, role: ButtonRole = .normal, action: @escaping () -> Void = {}) {
    self.title = title
    self.role = role
    self.handler = action
  }

  /// The action, asking `confirmation` before it runs (its confirming choice runs the action).
  public func confirm(_ confirmation: Dialog) -> DialogAction {
    var action = self
    action.confirmation = confirmation
    return action
  }
}
