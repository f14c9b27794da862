import Presentable

/// Starts an update check; disabled while one runs.
struct CheckForUpdatesViewModel: TextPresentable, ButtonPresentable {
  var isChecking: Bool
  unowned let actions: any SettingsActions

  var text: String { "Check for Updates" }
  var isEnabled: Bool { !isChecking }

  func onButtonPress() { actions.checkForUpdates() }
}

extension CheckForUpdatesViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.isChecking == b.isChecking }
  func hash(into hasher: inout Hasher) { hasher.combine(isChecking) }
}
