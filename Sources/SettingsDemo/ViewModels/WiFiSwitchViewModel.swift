import Presentable

/// Wi-Fi on or off: the networks' sections hide when it is off.
struct WiFiSwitchViewModel: TextPresentable, SwitchPresentable {
  var switchOn: Bool
  unowned let actions: any SettingsActions

  var text: String { "Wi-Fi" }

  func onSwitchToggleOn(_ on: Bool) {
    actions.update({ $0.wifi = on }, message: nil)
  }
}
