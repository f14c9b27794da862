import Presentable

/// One of the notification switches; sounds and badges need notifications on.
struct NotificationSwitchViewModel: TextPresentable, SwitchPresentable {
  enum Setting: Hashable {
    case notifications, sounds, badges
  }

  var setting: Setting
  var switchOn: Bool
  var isEnabled: Bool
  unowned let actions: any SettingsActions

  var text: String {
    switch setting {
    case .notifications: "Allow Notifications"
    case .sounds: "Sounds"
    case .badges: "Badges"
    }
  }

  func onSwitchToggleOn(_ on: Bool) {
    let setting = self.setting
    actions.update(
      { settings in
        switch setting {
        case .notifications: settings.notifications = on
        case .sounds: settings.sounds = on
        case .badges: settings.badges = on
        }
      }, message: nil)
  }
}

extension NotificationSwitchViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool {
    (a.setting, a.switchOn, a.isEnabled) == (b.setting, b.switchOn, b.isEnabled)
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(setting)
    hasher.combine(switchOn)
  }
}
