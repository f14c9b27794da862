import Presentable

/// The talk's view model: the data in its declaration (the cell's data source)…
struct MinionModeViewModel: SwitchWithTextCellDataSource {
  var title = "Minion Mode!!!"
  var switchOn = true
  unowned let actions: any SettingsActions
}

/// …the behaviour and the look in an extension (the cell's delegate)…
extension MinionModeViewModel: SwitchWithTextCellDelegate {
  var switchColor: Color { .yellow }

  func onSwitchToggleOn(_ on: Bool) {
    actions.update(
      { $0.minionMode = on },
      message: on
        ? StatusMessage("The Minions are here to stay!", kind: .success)
        : StatusMessage("The Minions went out to play!"))
  }
}

/// …and, as the talk's last step, an image, with one more conformance.
extension MinionModeViewModel: ImagePresentable {
  var imageName: String { "minionParty.png" }
}

extension MinionModeViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.title == b.title && a.switchOn == b.switchOn }
  func hash(into hasher: inout Hasher) { hasher.combine(switchOn) }
}
