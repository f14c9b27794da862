// What Docs/Screens.md's fragments take for granted: the settings its controller shows, a stack,
// a screen, a headless terminal.
import Presentable
import PresentableTesting

final class SettingsModel: Sendable {}
let settings = SettingsModel()
struct WiFiViewModel: TextPresentable, SwitchPresentable {
  let settings: SettingsModel
  var text: String { "Wi-Fi" }
  var switchOn: Bool { true }
}

@MainActor let stack = PageStack(root: FormPage("Settings") {})
@MainActor let screen = TableScreen(title: "Settings")
@MainActor let table = screen.table
let time = Duration.seconds(1)
@MainActor let controller = SettingsController()
@MainActor let terminal = HeadlessTerminal(controller.screen, width: 60, height: 20)

// The cell whose `keys(state:)` the guide shows, in an extension of it.
struct JoinCell: Cell {
  var viewModel: Int
  func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
    lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
  }
}
