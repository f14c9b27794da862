import Presentable

/// Whether the demo asks before joining a network it does not know.
struct AskToJoinViewModel: TextPresentable, SwitchPresentable {
  var switchOn: Bool
  unowned let actions: any SettingsActions

  var text: String { "Ask to Join Networks" }

  func onSwitchToggleOn(_ on: Bool) {
    actions.update({ $0.askToJoin = on }, message: nil)
  }
}
