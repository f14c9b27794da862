/// How a switch looks and what it does: its color and its callback.
///
/// The behaviour half of ``SwitchPresentable``, on its own so that the talk's
/// ``SwitchWithTextCellDelegate`` shares these defaults rather than repeating them.
public protocol SwitchControlPresentable: RowStatePresentable {
  /// The switch's color when on. Defaults to ``Color/purple``.
  var switchColor: Color { get }
  /// Called when the user flips the switch, with its new state.
  ///
  /// - Law check: keys `[.space]` call `onSwitchToggleOn(false)` on the probe.
  func onSwitchToggleOn(_ on: Bool)
}

extension SwitchControlPresentable {
  /// The installed look's switch color.
  public var switchColor: Color { .look(.switchOn) }
  /// Does nothing: a view model that cares implements it.
  public func onSwitchToggleOn(_ on: Bool) {}
}
