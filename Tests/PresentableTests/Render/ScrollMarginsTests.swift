import PresentableTestSupport
import Testing

@testable import Presentable
@testable import PresentableTesting

/// A session leaves the scroll margins set between scrolls (``ScrollMargins``): two one-line
/// scrolls send the margins once, a frame that does not scroll sends none, a resize makes the
/// next scroll send them again, and leaving the terminal resets them. Replayed in pyte and tmux
/// against the session's own frames, then past its end: a line feed on the last row must scroll
/// the whole screen again.
@Suite("Scroll margins kept between scrolls")
struct ScrollMarginsTests {
  static let (down, up) = ("\u{1B}[B", "\u{1B}[A")
  static let (width, height, narrower) = (80, 24, 60)
  /// What a shell writes after the program left: two lines at the top, then a line feed on the
  /// last row, which scrolls the whole screen when no margins are left set.
  static let afterExit = Array("\u{1B}[H\u{1B}[2Jfirst\u{1B}[2Hsecond\u{1B}[\(height)H\nlast".utf8)

  struct Recording {
    var steps: [VTReplay.Step] = []
    /// The session's frame after each step; `nil` after the resize step and the end.
    var frames: [Frame?] = []
    /// Each output step's bytes, as text.
    var outputs: [String] = []
  }

  /// Down until the table scrolls, twice more (two scrolls), Up (no scroll), Down (no scroll),
  /// Down (a scroll), a resize of the width alone (the band stays the same), Down (a scroll),
  /// then the terminal left and a shell writing.
  static func record() -> Recording {
    let fixture = SettingsFixture(items: 200)
    let profile = TerminalProfile(colorDepth: .trueColor, supportsScrollRegions: true)
    let terminal = HeadlessTerminal(fixture.screen, width: width, height: height, profile: profile)
    var recording = Recording()
    var written = 0
    func output() {
      let bytes = Array(terminal.output[written...])
      written = terminal.output.count
      recording.steps.append(.output(bytes))
      recording.outputs.append(String(decoding: bytes, as: UTF8.self))
      recording.frames.append(terminal.frame)
    }
    output()
    // Down until a key scrolls: its update moves lines.
    while !recording.outputs.last!.contains("\n") {
      terminal.send(Array(down.utf8))
      output()
    }
    for keys in [down, down, up, down, down] {
      terminal.send(Array(keys.utf8))
      output()
    }
    recording.steps.append(.resize(columns: narrower, rows: height))
    recording.frames.append(nil)
    recording.outputs.append("")
    terminal.resize(width: narrower, height: height)
    output()
    terminal.send(Array(down.utf8))
    output()
    recording.steps.append(.output(TerminalRestorer.leaveSequence + afterExit))
    recording.frames.append(nil)
    recording.outputs.append("")
    return recording
  }

  @Test func theMarginsAreSentOnceABandAndNeverReset() throws {
    let outputs = Self.record().outputs
    let setMargins = try Regex("\u{1B}\\[\\d+;\\d+r")
    let scrolls = outputs.indices.filter { outputs[$0].contains("\n") }
    let setting = outputs.indices.filter { outputs[$0].contains(setMargins) }
    // The first scroll, the two after it, the one after Up and Down, and the one after the resize.
    try #require(scrolls.count == 5, "\(outputs.map(\.debugDescription))")
    #expect(setting == [scrolls[0], scrolls[4]], "margins sent at \(setting), scrolls at \(scrolls)")
    #expect(!outputs.contains { $0.contains("\u{1B}[r") }, "the session resets no margins")
    #expect(String(decoding: TerminalRestorer.leaveSequence, as: UTF8.self).contains("\u{1B}[r\u{1B}[?1049l"))
  }

  /// The screen a shell sees after `afterExit`: `second` on the first row, the first scrolled
  /// away; `last` on the last row.
  static func checkAfterExit(_ rows: [String]) {
    #expect(rows.first?.trimmingTrailingSpaces() == "second", "after the exit: \(rows)")
    #expect(rows.last?.trimmingTrailingSpaces() == "last", "after the exit: \(rows)")
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func pyteShowsEveryFrameAndAWholeScreenAfter() throws {
    let recording = Self.record()
    let screens = try VTReplay.replay(recording.steps, columns: Self.width, rows: Self.height)
    try #require(screens.count == recording.frames.count)
    for (step, (screen, frame)) in zip(screens, recording.frames).enumerated() {
      guard let frame else { continue }
      for row in 0..<frame.height {
        #expect(screen.rows[row] == frame.text(row: row), "step \(step) row \(row)")
      }
    }
    Self.checkAfterExit(screens.last!.rows)
  }

  @Test(.enabled(if: TmuxReplay.shouldRun, "tmux is not installed"))
  func tmuxShowsEveryFrameAndAWholeScreenAfter() throws {
    let recording = Self.record()
    let screens = try TmuxReplay.replay(recording.steps, columns: Self.width, rows: Self.height)
    try #require(screens.count == recording.frames.count)
    for (step, (screen, frame)) in zip(screens, recording.frames).enumerated() {
      guard let frame else { continue }
      let expected = (0..<frame.height).map { frame.text(row: $0).trimmingTrailingSpaces() }
      #expect(screen.rows == expected, "step \(step)")
    }
    Self.checkAfterExit(screens.last!.rows)
  }
}
