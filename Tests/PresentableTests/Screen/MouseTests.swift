import PresentableTesting
import Testing

@testable import Presentable

@Suite("The mouse on a table screen")
struct MouseTests {
  /// The bytes a terminal sends for a mouse event at a cell counted from 0 (SGR reports).
  func report(_ code: Int, column: Int, row: Int, released: Bool = false) -> [UInt8] {
    Array("\u{1B}[<\(code);\(column + 1);\(row + 1)\(released ? "m" : "M")".utf8)
  }

  func click(_ terminal: HeadlessTerminal, row: Int, column: Int = 10) {
    terminal.send(report(0, column: column, row: row) + report(0, column: column, row: row, released: true))
  }

  @Test func aClickFocusesARowAndActivatesIt() {
    let fixture = SettingsFixture()
    let terminal = HeadlessTerminal(fixture.screen, width: 40, height: 12)
    #expect(terminal.lines[3] == "  Bluetooth                     [○ OFF]")
    click(terminal, row: 3)
    #expect(fixture.model.bluetooth)
    #expect(terminal.lines[3] == "› Bluetooth                     [ ON ●]")
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    // A click on the switch itself, at the end of the row, is a click on the row.
    click(terminal, row: 2, column: 35)
    #expect(!fixture.model.wifi)
    // A text field starts editing, as Enter does; while it edits, the mouse is ignored.
    click(terminal, row: 8)
    #expect(fixture.table.isCapturingInput)
    click(terminal, row: 3)
    #expect(fixture.model.bluetooth)
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
  }

  @Test func clicksOnWhatTakesNoFocusAndOtherButtonsAreIgnored() {
    let fixture = SettingsFixture()
    let terminal = HeadlessTerminal(fixture.screen, width: 40, height: 12)
    let before = terminal.lines
    let events = fixture.events
    for row in [0, 1, 5, 6, 11] { click(terminal, row: row) }  // title, header, footer, gap, status
    terminal.send(report(1, column: 10, row: 3) + report(2, column: 10, row: 3))  // middle, right
    terminal.send(report(0, column: 10, row: 3, released: true))  // a release alone
    #expect(terminal.lines == before)
    #expect(!fixture.model.bluetooth)
    #expect(fixture.events == events)
  }

  @Test func theWheelScrollsWithoutMovingFocus() {
    let fixture = SettingsFixture()
    let terminal = HeadlessTerminal(fixture.screen, width: 40, height: 12)
    terminal.send(report(65, column: 5, row: 5))
    #expect(terminal.lines[1] == "  Airplane Mode                 [○ OFF]")  // three lines down
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    terminal.send(report(64, column: 5, row: 5) + report(64, column: 5, row: 5))
    #expect(terminal.lines[1] == "  Network")  // and back, no further than the top
    // A click after scrolling finds the row shown there.
    terminal.send(report(65, column: 5, row: 5) + report(65, column: 5, row: 5))
    let row = terminal.lines.firstIndex { $0.contains("Item 3") }!
    click(terminal, row: row)
    #expect(fixture.events.suffix(2) == ["focus [2, 2]", "change [2, 2]"])  // selected, as Enter does
  }

  @Test func mouseReportsAreTurnedOnOnlyOnRequestAndAlwaysOffOnTheWayOut() {
    #expect(!TerminalRestorer.enterSequence.contains(sequence: Array("1006h".utf8)))
    let enter = TerminalRestorer.enterSequence(mouse: true)
    #expect(enter.contains(sequence: Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)))
    let leave = TerminalRestorer.leaveSequence(mouse: true)
    #expect(leave.starts(with: Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)))
    #expect(leave.suffix(TerminalRestorer.leaveSequence.count) == ArraySlice(TerminalRestorer.leaveSequence))
    #expect(TerminalOptions().mouse == false)
  }
}

extension Array where Element == UInt8 {
  /// Whether `sequence` occurs in the bytes.
  func contains(sequence: [UInt8]) -> Bool {
    guard sequence.count <= count else { return false }
    return (0...(count - sequence.count)).contains { self[$0..<$0 + sequence.count].elementsEqual(sequence) }
  }
}
