import Presentable
import PresentableTesting
import Testing

@testable import SettingsDemo

/// The status line names the keys of the focused row, in the demo: reference snapshots of a small
/// terminal, so the focused row and the hint line under it read together.
@Suite("SettingsDemo, the hint line")
struct HintLineTests {
  func demo(height: Int = 8) -> (DemoApp, HeadlessTerminal) {
    let app = DemoApp(settings: Settings(), store: nil)
    return (app, HeadlessTerminal(app, width: 60, height: height))
  }

  @Test func onASwitchRow() {
    let (_, terminal) = demo()
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    assertSnapshot(of: terminal.frame, named: "switch row")
  }

  @Test func onATextFieldRow() {
    let (_, terminal) = demo()
    terminal.press(.down, .down, .down)
    #expect(terminal.lines.last == " ↑↓ move · Enter edit · q quit")
    assertSnapshot(of: terminal.frame, named: "text field")
  }

  @Test func onATextFieldBeingEdited() {
    let (_, terminal) = demo()
    terminal.press(.down, .down, .down, .enter)
    terminal.type("Bob")
    // The arrows and q belong to the field while it is edited: only its own keys are offered.
    #expect(terminal.lines.last == " Enter save · Esc cancel")
    assertSnapshot(of: terminal.frame, named: "text field being edited")
  }

  @Test func onAPage() {
    // The page does not fit in 7 rows: the arrows scroll it, and Escape goes back.
    let (_, terminal) = demo(height: 7)
    terminal.press(.end, .up, .up, .enter)
    #expect(terminal.lines.last == " ↑↓ scroll · Esc back")
    assertSnapshot(of: terminal.frame, named: "page")
  }

  @Test func onEveryOtherKindOfRow() {
    let (app, terminal) = demo(height: 24)
    let table = app.settings.screen.table
    var seen: [String: String] = [:]
    for _ in 0..<20 {
      if let row = table.focusedIndexPath.map(app.settings.row(at:)) { seen["\(row)"] = terminal.lines.last }
      terminal.press(.down)
    }
    #expect(seen["minionMode"] == " ↑↓ move · Space toggle · q quit")
    #expect(seen["theme"] == " ↑↓ move · ←→ change · q quit")
    #expect(seen["email"] == " ↑↓ move · Enter edit · q quit")
    #expect(seen["reminders"] == " ↑↓ move · ←→ adjust · q quit")
    #expect(seen["volume"] == " ↑↓ move · ←→ adjust · q quit")
    #expect(seen["licenses"] == " ↑↓ move · Enter open · q quit")
    #expect(seen["reset"] == " ↑↓ move · Enter press · q quit")
  }
}
