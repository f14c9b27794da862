// What Docs/Screens.md's fragments take for granted: the settings its controller shows, a stack,
// a screen, a headless terminal.
import Presentable

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
