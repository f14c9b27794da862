import Presentable

/// Do Not Disturb: holds notifications back until a time of day. It has an image and a subtitle,
/// as any text row can.
struct DoNotDisturbViewModel: TextPresentable, SwitchPresentable, ImagePresentable, SubtitlePresentable {
  var switchOn: Bool
  var isEnabled: Bool
  unowned let actions: any SettingsActions

  var text: String { "Do Not Disturb" }
  var imageName: String { "moon" }
  var subtitle: String { switchOn ? "Notifications wait until the time below" : "" }

  func onSwitchToggleOn(_ on: Bool) {
    actions.update({ $0.doNotDisturb = on }, message: nil)
  }
}

extension DoNotDisturbViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { (a.switchOn, a.isEnabled) == (b.switchOn, b.isEnabled) }
  func hash(into hasher: inout Hasher) { hasher.combine(switchOn) }
}
