import Foundation
import PresentableTestSupport
import Testing

@testable import Presentable

/// An inline run's bytes, replayed in pyte below lines already on screen: what is above stays,
/// the region follows resizes without stray lines, and the run leaves its summary with the
/// cursor under it. The runner's own session draws (``ScreenSession`` with an
/// ``InlineDisplay``); where a terminal answers `CSI 6 n`, the test gives the row the cursor is
/// on (xterm keeps it on the region's first line through a resize), and checks the replayed
/// screen has it there.
@Suite("Inline run", .enabled(if: VTReplay.shouldRun, "pyte is not installed"))
struct InlineRunTests {
  final class Switches {
    var on: [Bool]
    init(count: Int) { on = Array(repeating: false, count: count) }
  }

  struct SwitchRow: TextPresentable, SwitchPresentable {
    let switches: Switches
    let index: Int
    var text: String { "Switch \(index + 1)" }
    var switchOn: Bool { switches.on[index] }
    func onSwitchToggleOn(_ on: Bool) { switches.on[index] = on }
  }

  static func page(_ switches: Switches) -> FormPage {
    FormPage("Switches") {
      FormSection {
        for index in switches.on.indices { FormRow(SwitchRow(switches: switches, index: index)) }
      }
    }
  }

  static let history = Array("history 1\nhistory 2\n".utf8)

  /// A session drawing inline, and the steps its terminal went through.
  struct Run {
    var session: ScreenSession
    var steps: [VTReplay.Step] = [.output(InlineRunTests.history)]
    let columns: Int
    let rows: Int

    init(
      _ screen: any Screen, columns: Int, rows: Int, cursorRow: Int, options: InlineOptions = InlineOptions()
    ) {
      session = ScreenSession(
        screen: screen, renderer: ANSIRenderer(profile: .trueColor), width: columns, height: rows)
      session.inline = InlineDisplay(options: options)
      session.inline?.roomBelow = rows - cursorRow
      (self.columns, self.rows) = (columns, rows)
    }

    mutating func draw() {
      var bytes: [UInt8] = []
      session.render(into: &bytes)
      steps.append(.output(bytes))
    }

    mutating func press(_ key: Key) {
      session.handle([key])
      draw()
    }

    /// What the runner does on SIGWINCH: erase the region, learn where the cursor is, draw whole.
    mutating func resize(columns: Int, rows: Int, cursorRowAfter: Int) {
      steps.append(.resizeLikeXterm(columns: columns, rows: rows))
      var bytes: [UInt8] = []
      session.resize(width: columns, height: rows)
      session.inline?.erase(into: &bytes)
      session.inline?.roomBelow = rows - cursorRowAfter
      session.invalidate()
      session.render(into: &bytes)
      steps.append(.output(bytes))
    }

    mutating func finish() {
      var bytes: [UInt8] = []
      let summary = session.screen.summary()
      session.inline?.finish(summary: summary, into: &bytes)
      steps.append(.output(bytes))
    }

    func screens() throws -> [VTReplay.Screen] { try VTReplay.replay(steps, columns: columns, rows: rows) }
  }

  /// The rows from `start` on, trailing blanks trimmed, blank rows at the end dropped.
  static func text(_ screen: VTReplay.Screen, from start: Int = 0) -> [String] {
    var rows = screen.rows.dropFirst(start).map {
      String($0.reversed().drop(while: { $0 == " " }).reversed())
    }
    while rows.last == "" { rows.removeLast() }
    return rows
  }

  @Test func resizingKeepsTheLinesAboveAndLeavesNoStrayLines() throws {
    let switches = Switches(count: 12)
    var run = Run(PageStack(root: Self.page(switches)), columns: 80, rows: 24, cursorRow: 2)
    run.draw()
    run.press(.space)
    // Shorter and narrower than the form, then wider and taller: the cursor stays on the
    // region's first line (row 2) through each, as xterm keeps it.
    run.resize(columns: 40, rows: 12, cursorRowAfter: 2)
    run.press(.down)
    run.resize(columns: 60, rows: 20, cursorRowAfter: 2)
    run.press(.space)
    run.resize(columns: 100, rows: 30, cursorRowAfter: 2)
    run.finish()
    let screens = try run.screens()
    // After each frame: the history above, the title on the region's first line, the status line
    // on its last (the form's 14 lines, or the 10 that fit at 40x12), nothing under it.
    let frames: [(step: Int, rows: Int)] = [(1, 24), (2, 24), (4, 12), (5, 12), (7, 20), (8, 20), (10, 30)]
    for (step, rows) in frames {
      let screen = screens[step]
      let region = min(14, rows - 2)
      let lines = Self.text(screen)
      #expect(lines.prefix(2) == ["history 1", "history 2"], "step \(step): \(lines)")
      #expect(screen.rows[2].hasPrefix(" Switches"), "step \(step): \(lines)")
      #expect(lines.count == 2 + region, "step \(step): \(lines)")
      #expect(lines.last?.contains("quit") == true, "step \(step): \(lines)")
      #expect(screen.cursor == [0, 2], "step \(step)")
    }
    #expect(screens[4].rows[3].hasPrefix("› Switch 1") && screens[5].rows[4].hasPrefix("› Switch 2"))
    let end = try #require(screens.last)
    #expect(
      Self.text(end)
        == ["history 1", "history 2", "Switch 1: on", "Switch 2: on"] + (3...12).map { "Switch \($0): off" })
    #expect(end.cursor == [0, 14])
  }

  @Test func aFormTallerThanTheTerminalScrollsWithinTheLinesItTakes() throws {
    let switches = Switches(count: 40)
    // The prompt on the last line: the run scrolls the terminal up for its minimum of 10 lines.
    var run = Run(PageStack(root: Self.page(switches)), columns: 60, rows: 16, cursorRow: 15)
    run.steps = [.output(Array(repeating: UInt8(ascii: "\n"), count: 13) + Self.history)]
    run.draw()
    for _ in 0..<39 { run.press(.down) }
    run.press(.space)
    let screens = try run.screens()
    let first = screens[1]
    let firstLines = Self.text(first)
    #expect(Array(firstLines[4...6]) == ["history 1", "history 2", " Switches"], "\(firstLines)")
    #expect(firstLines[7].hasPrefix("› Switch 1"), "\(firstLines)")
    let last = try #require(screens.last)
    let lines = Self.text(last)
    // The region kept its 10 lines (rows 6 to 15) and scrolled its table to the last switch.
    #expect(lines.count == 16)
    #expect(lines[4...5] == ["history 1", "history 2"])
    #expect(lines[6] == " Switches")
    #expect(lines[14].hasPrefix("› Switch 40") && lines[14].hasSuffix("[ ON ●]"), "\(lines)")
    #expect(last.cursor == [0, 6])
    #expect(switches.on[39])
  }

  @Test func aShortFormTakesOnlyTheLinesItNeedsAndCanLeaveItsFrame() throws {
    let switches = Switches(count: 2)
    var run = Run(
      PageStack(root: Self.page(switches)), columns: 50, rows: 20, cursorRow: 2,
      options: InlineOptions(leaves: .finalFrame))
    run.draw()
    run.press(.space)
    run.finish()
    let screens = try run.screens()
    #expect(Self.text(screens[1]).count == 2 + 5)
    let end = try #require(screens.last)
    let lines = Self.text(end)
    #expect(lines.count == 7 && lines[3].hasPrefix("› Switch 1") && lines[3].hasSuffix("[ ON ●]"), "\(lines)")
    #expect(end.cursor == [0, 7])
  }
}
