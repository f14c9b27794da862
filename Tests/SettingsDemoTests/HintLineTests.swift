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
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "switch row")
  }

  @Test func onATextFieldRow() {
    let (_, terminal) = demo()
    terminal.press(.down, .down, .down)
    // `q` is typed on a text row: Escape quits.
    #expect(terminal.lines.last == " ↑↓ move · Enter edit · Esc quit")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "text field")
  }

  @Test func onATextFieldBeingEdited() {
    let (_, terminal) = demo()
    terminal.press(.down, .down, .down, .enter)
    terminal.type("Bob")
    // The arrows and q belong to the field while it is edited: only its own keys are offered,
    // undo once there is something to undo.
    #expect(terminal.lines.last == " Enter save · Esc cancel · C-_ undo")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "text field being edited")
  }

  @Test func onAPage() {
    // The page does not fit in 7 rows: the arrows scroll it, and Escape goes back.
    let (_, terminal) = demo(height: 7)
    terminal.press(.end, .up, .up, .enter)
    #expect(terminal.lines.last == " ↑↓ scroll · Esc back")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "page")
  }

  @Test func onEveryOtherKindOfRow() {
    let (_, terminal) = demo(height: 24)
    // The hint line for each focused row, by the row's first words.
    var seen: [String: String] = [:]
    for _ in 0..<24 {
      if let focused = terminal.lines.first(where: { $0.hasPrefix("›") }) {
        let name = focused.dropFirst(2).split(separator: " ", omittingEmptySubsequences: true).prefix(2)
          .joined(separator: " ")
        seen[name] = terminal.lines.last
      }
      terminal.press(.down)
    }
    #expect(seen["🎉 Minion"] == " ↑↓ move · Space toggle · q quit")
    #expect(seen["Theme ‹"] == " ↑↓ move · ←→ change · q quit")
    #expect(seen["E-mail name@example.com"] == " ↑↓ move · Enter edit · Esc quit")
    #expect(seen["Wi-Fi Home"] == " ↑↓ move · Enter open · q quit")
    #expect(seen["Time Zone"] == " ↑↓ move · Enter open · q quit")
    #expect(seen["Reminders per"] == " ↑↓ move · ←→ adjust · q quit")
    #expect(seen["Volume ━━━━━●────"] == " ↑↓ move · ←→ adjust · q quit")
    #expect(seen["Messages [✓]"] == " ↑↓ move · Enter select · a all · i invert · q quit")
    #expect(seen["Licenses ›"] == " ↑↓ move · Enter open · q quit")
    #expect(seen["[ Reset…"] == " ↑↓ move · Enter press · q quit")
  }

  @Test func onTheWiFiPageAndAList() {
    let (_, terminal) = demo(height: 24)
    terminal.press(.down, .down, .down, .down, .down, .down, .enter, .down)
    #expect(terminal.lines.last == " ↑↓ move · Enter join · Esc back")
    terminal.press(.escape, .down, .enter)
    #expect(terminal.lines.last == " Type to filter · ↑↓ move · Enter choose · Esc back")
  }
}
