import Foundation
import Presentable
import PresentableTesting
import Testing

@testable import SettingsDemo

/// The demo's frames with their styles, as reference snapshots in `__PresentableSnapshots__`: what each
/// row shows and how it is styled (focus, disabled rows, messages), reviewed in a diff.
@Suite("SettingsDemo, frames as snapshots")
struct DemoSnapshotTests {
  @Test func aSessionFrameByFrame() {
    let app = DemoApp(settings: Settings(), store: nil)
    let terminal = HeadlessTerminal(app, width: 80, height: 24)
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "start")

    terminal.press(.space)
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "minion mode off")

    // The dark theme, with tags naming the colors it resolves the styles to.
    terminal.press(.down, .right)
    assertTextSnapshot(of: terminal.frame, as: .frame(theme: app.preferences.theme), named: "dark theme")

    // Notifications off: the sections that depend on them hide, headers and all.
    terminal.press(.down, .down, .down, .down, .down, .down, .down, .down, .space)
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "notifications off")
  }

  @Test func anEmailThatFailsValidation() {
    let app = DemoApp(settings: Settings(), store: nil)
    let terminal = HeadlessTerminal(app, width: 80, height: 24)
    terminal.press(.down, .down, .down, .down, .enter)
    terminal.type("bob@")
    terminal.press(.enter)
    assertTextSnapshot(of: terminal.frame, as: .frame)
  }

  @Test func theLicensesPage() {
    let app = DemoApp(settings: Settings(), store: nil)
    let terminal = HeadlessTerminal(app, width: 80, height: 24)
    terminal.press(.end, .up, .up, .enter)
    assertTextSnapshot(of: terminal.frame, as: .frame)
  }

  @Test(arguments: [1, 24])
  func aNarrowTerminal(width: Int) {
    var settings = Settings()
    settings.name = "Bob 設定 👍🏽"
    let app = DemoApp(settings: settings, store: nil)
    let terminal = HeadlessTerminal(app, width: width, height: 12)
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "\(width) columns")
  }
}
