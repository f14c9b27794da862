// What Docs/SnapshotTesting.md's fragments take for granted: the talk's view model, a screen.
import Presentable

struct MinionModeViewModel: SwitchWithTextCellDataSource {
  var title = "Minion Mode!!!"
  var switchOn = true
}
extension MinionModeViewModel: SwitchWithTextCellDelegate {
  var switchColor: Color { .yellow }
}
final class SettingsController {
  let screen = TableScreen(title: "Settings")
}

// Computed, so that a test function of any isolation can read them.
var controller: SettingsController { SettingsController() }
var screen: TableScreen { controller.screen }
var cell: SwitchWithTextCell<MinionModeViewModel> { SwitchWithTextCell(viewModel: MinionModeViewModel()) }
var frame: Frame { screen.frame(width: 80, height: 24) }
var lines: [Line] { cell.render(width: 40, context: CellContext()) }
