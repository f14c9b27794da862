/// The behaviour and look of a switch row: what happens on a flip, and its colors and font.
///
/// The talk's delegate, the other half of ``SwitchWithTextCellDataSource``. Every requirement
/// has the default its trait has: the title's look from ``TextStylePresentable``, the switch's
/// color and the callback from ``SwitchControlPresentable`` (this protocol refines both), so a
/// view model that is its own delegate gets one set of defaults, and the app's look
/// (``AppLook``) applies here too.
///
/// ```swift
/// extension MinionModeViewModel: SwitchWithTextCellDelegate {
///   var switchColor: Color { .yellow }
///   func onSwitchToggleOn(_ on: Bool) {
///     status.show(on ? "The Minions are here to stay!" : "The Minions went out to play!")
///   }
/// }
/// ```
public protocol SwitchWithTextCellDelegate: TextStylePresentable, SwitchControlPresentable {
  /// Called when the user flips the switch, with its new state.
  func onSwitchToggleOn(_ on: Bool)
  /// The switch's color when on.
  var switchColor: Color { get }
  /// The title's color.
  var textColor: Color { get }
  /// The title's font.
  var font: Font { get }
}
