import Presentable

/// Puts every setting back to its default.
struct ResetViewModel: TextPresentable, ButtonPresentable, Hashable {
  unowned let actions: any SettingsActions

  var text: String { "Reset All Settings" }
  var buttonRole: ButtonRole { .destructive }

  func onButtonPress() {
    actions.update(
      { $0 = Settings() }, message: StatusMessage("Settings reset to their defaults", kind: .warning))
  }

  static func == (a: Self, b: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}
