import Foundation
import Presentable
import PresentableTesting
import Testing

@testable import SettingsDemo

/// What a terminal is sent when Minion Mode is toggled on the 80×24 settings screen: the switch
/// and the status message, in every theme and color depth.
@Suite("Bytes for a toggle")
struct ToggleBytesTests {
  @Test(arguments: ThemeViewModel.names, [ColorDepth.ansi16, .ansi256, .trueColor])
  func aToggleOfMinionModeIsAtMostAHundredBytes(theme: String, depth: ColorDepth) throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    var settings = Settings()
    settings.theme = theme
    let app = DemoApp(settings: settings, store: store)
    let terminal = HeadlessTerminal(app, width: 80, height: 24, profile: TerminalProfile(colorDepth: depth))
    let before = terminal.output.count
    terminal.press(.space)
    let update = Array(terminal.output[before...])
    #expect(terminal.lines[2].hasSuffix("[○ OFF]"), "the toggle did not show")
    #expect(
      update.count <= 100,
      "\(update.count) bytes: \(String(decoding: update, as: UTF8.self).debugDescription)")
  }
}
