import Presentable
import PresentableTestSupport
import PresentableTesting
import Testing

@testable import SettingsDemo

/// The coverage law of the app's look on the demo's pages: with a look that gives every part its
/// own color installed on the page stack, no page or dialog draws anything in a theme role.
@Suite("SettingsDemo: every page in the app's look")
struct DemoLookCoverageTests {
  /// Emoji draw in their own colors.
  private static let images: Set<String> = ["🎉", "🔒", "🌙"]

  private func expectInTheLook(_ terminal: HeadlessTerminal, _ scene: Comment) {
    let problems = cellsOutsideTheLook(terminal.frame, images: Self.images)
    #expect(problems.isEmpty, "\(scene): \(problems.joined(separator: "\n"))")
  }

  private func demo() -> (DemoApp, HeadlessTerminal) {
    let app = DemoApp(settings: Settings(), store: nil)
    app.stack.look = Look(EveryPartLook())
    return (app, HeadlessTerminal(app, width: 60, height: 40))
  }

  @Test func theSettingsPageWithFocusOnEveryRow() {
    let (_, terminal) = demo()
    expectInTheLook(terminal, "the first frame")
    for step in 0..<40 {
      terminal.press(.down)
      expectInTheLook(terminal, "after \(step + 1) downs")
    }
  }

  /// Moves focus to the first row whose line contains `text`, from the top.
  private func focus(_ text: String, in terminal: HeadlessTerminal) {
    terminal.press(.home)
    for _ in 0..<60 where !terminal.lines.contains(where: { $0.hasPrefix("›") && $0.contains(text) }) {
      terminal.press(.down)
    }
    #expect(terminal.lines.contains { $0.hasPrefix("›") && $0.contains(text) }, "focus reached \(text)")
  }

  @Test func everyPageItOpens() {
    let (app, terminal) = demo()
    for name in ["Wi-Fi", "Time Zone", "Language"] {
      focus(name, in: terminal)
      terminal.press(.enter)
      #expect(app.stack.pages.count == 2, "\(name) opened")
      expectInTheLook(terminal, "the \(name) page")
      terminal.press(.down)
      expectInTheLook(terminal, "the \(name) page, focus moved")
      if name != "Wi-Fi" {
        terminal.type("lo")
        expectInTheLook(terminal, "the \(name) page after a search")
      }
      app.stack.pop()
    }
    focus("Reset", in: terminal)
    terminal.press(.enter)
    expectInTheLook(terminal, "the Reset… list")
    terminal.press(.down, .down, .enter)
    #expect(app.stack.dialog?.title == "Reset All Settings?")
    expectInTheLook(terminal, "the Reset All Settings dialog")
  }
}
