/// A row with an on/off switch.
///
/// ```swift
/// struct WiFiViewModel: TextPresentable, SwitchPresentable {
///   let settings: Settings
///   var text: String { "Wi-Fi" }
///   var switchOn: Bool { settings.wifi }
///   func onSwitchToggleOn(_ on: Bool) { settings.wifi = on }
/// }
/// ```
///
/// Renders with ``SwitchWithTextCell``: `  Wi-Fi          [ ON ●]` or `[○ OFF]`. The state reads
/// without color, so `NO_COLOR` and monochrome users see it too. Space, Enter and the arrows
/// flip it.
public protocol SwitchPresentable: SwitchControlPresentable {
  /// Whether the switch is on.
  var switchOn: Bool { get }
}
