import Presentable

extension SettingsController {
  /// What "Reset…" offers: each choice is destructive, so each asks first.
  func resetOptions() -> Dialog {
    .actionList(
      "Reset", message: "Put some or all of the settings back as they came.",
      actions: [
        DialogAction("Reset Wi-Fi Networks", role: .destructive) { [unowned self] in
          let defaults = Settings()
          update(
            { settings in
              settings.wifi = defaults.wifi
              settings.wifiNetwork = defaults.wifiNetwork
              settings.knownNetworks = defaults.knownNetworks
              settings.askToJoin = defaults.askToJoin
            }, message: StatusMessage("Wi-Fi networks reset", kind: .warning))
        },
        DialogAction("Reset Notification Settings", role: .destructive) { [unowned self] in
          let defaults = Settings()
          update(
            { settings in
              settings.notifications = defaults.notifications
              settings.sounds = defaults.sounds
              settings.badges = defaults.badges
              settings.remindersPerDay = defaults.remindersPerDay
              settings.volume = defaults.volume
              settings.doNotDisturb = defaults.doNotDisturb
              settings.quietUntil = defaults.quietUntil
              settings.notifyAbout = defaults.notifyAbout
            }, message: StatusMessage("Notification settings reset", kind: .warning))
        },
        DialogAction("Reset All Settings", role: .destructive) { [unowned self] in
          update(
            { $0 = Settings() }, message: StatusMessage("Settings reset to their defaults", kind: .warning))
        }
        .confirm(
          .confirmation(
            "Reset All Settings?",
            message: "Every setting goes back to its default, your name and networks too.",
            confirm: "Reset")),
      ])
  }
}
