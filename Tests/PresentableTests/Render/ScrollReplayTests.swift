import PresentableTestSupport
import Testing

@testable import Presentable
@testable import PresentableTesting

/// Scrolling by moving the terminal's lines (``FrameShift``), replayed in two emulators: after
/// every key the screen pyte shows (text and styles) and the screen tmux shows (text) must be
/// the frame the session drew. The keys scroll a styled table by one line, three lines (keys
/// sent together, drawn as one frame) and a page, down and then up, at three sizes, with a
/// resize between sizes.
@Suite("Scrolling replayed in pyte and tmux")
struct ScrollReplayTests {
  static let profile = TerminalProfile(colorDepth: .trueColor, supportsScrollRegions: true)
  static let sizes = [(80, 24), (44, 16), (30, 9)]

  enum Action {
    /// Bytes a terminal sends at once: their keys are drawn as one frame.
    case send(String)
    case resize(Int, Int)
  }

  static let (down, up, pageDown, pageUp) = ("\u{1B}[B", "\u{1B}[A", "\u{1B}[6~", "\u{1B}[5~")

  /// At each size: down a line at a time until the table scrolls and on, three lines at a time,
  /// a page at a time; then up the same way.
  static var actions: [Action] {
    var actions: [Action] = []
    for (index, size) in sizes.enumerated() {
      if index > 0 { actions.append(.resize(size.0, size.1)) }
      for (one, page) in [(down, pageDown), (up, pageUp)] {
        actions += Array(repeating: .send(one), count: size.1 + 3)
        actions += Array(repeating: .send(String(repeating: one, count: 3)), count: 3)
        actions += [.send(page), .send(page)]
      }
    }
    return actions
  }

  /// The session's output as emulator steps, and the frame after each output step.
  static func record() -> (steps: [VTReplay.Step], frames: [Frame]) {
    let fixture = SettingsFixture(items: 200)
    let terminal = HeadlessTerminal(fixture.screen, width: sizes[0].0, height: sizes[0].1, profile: profile)
    var steps: [VTReplay.Step] = [.output(terminal.output)]
    var frames = [terminal.frame]
    var written = terminal.output.count
    for action in actions {
      switch action {
      case .send(let keys): terminal.send(Array(keys.utf8))
      case .resize(let width, let height):
        steps.append(.resize(columns: width, rows: height))
        terminal.resize(width: width, height: height)
      }
      steps.append(.output(Array(terminal.output[written...])))
      written = terminal.output.count
      frames.append(terminal.frame)
    }
    return (steps, frames)
  }

  /// The screens after output steps only: what a resize alone shows is the terminal's business.
  static func afterOutput<S>(_ screens: [S], _ steps: [VTReplay.Step]) -> [S] {
    zip(screens, steps).compactMap { screen, step in
      if case .output = step { screen } else { nil }
    }
  }

  @Test func theStepsScrollByOneAndThreeLinesBothWays() {
    let outputs = Self.record().steps.compactMap { step -> String? in
      if case .output(let bytes) = step { String(decoding: bytes, as: UTF8.self) } else { nil }
    }
    // Margins set (unless the last scroll left them set), the cursor on the margin, then a line
    // feed a line up or a reverse index a line down; the margins are not reset.
    func count(_ pattern: String) -> Int {
      outputs.filter { $0.contains(try! Regex("(\u{1B}\\[\\d+;\\d+r)?\u{1B}\\[\\d+H" + pattern)) }.count
    }
    #expect(!outputs.contains { $0.contains("\u{1B}[r") })
    #expect(count("\n") >= 3 * Self.sizes.count)
    #expect(count("\u{1B}M") >= 3 * Self.sizes.count)
    #expect(count("\n\n\n") >= Self.sizes.count)
    #expect(count("\u{1B}M\u{1B}M\u{1B}M") >= Self.sizes.count)
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func pyteShowsEveryFrame() throws {
    let (steps, frames) = Self.record()
    let screens = Self.afterOutput(
      try VTReplay.replay(steps, columns: Self.sizes[0].0, rows: Self.sizes[0].1), steps)
    try #require(screens.count == frames.count)
    // What pyte should show for each style, worked out once per style: every step reads every
    // cell, and the frames share a few styles.
    var expected: [Style: (bold: Bool, inverse: Bool, foreground: String, background: String)] = [:]
    func pyteView(of style: Style) -> (bold: Bool, inverse: Bool, foreground: String, background: String) {
      if let known = expected[style] { return known }
      let resolved = Theme.default.resolve(style)
      let view = (
        resolved.attributes.contains(.bold), resolved.attributes.contains(.inverse),
        ANSIReplayTests.pyteName(resolved.foreground, isForeground: true),
        ANSIReplayTests.pyteName(resolved.background, isForeground: false)
      )
      expected[style] = view
      return view
    }
    for (step, (screen, frame)) in zip(screens, frames).enumerated() {
      for row in 0..<frame.height {
        #expect(screen.rows[row] == frame.text(row: row), "step \(step) row \(row)")
      }
      for row in 0..<frame.height {
        // The columns whose style pyte shows otherwise. An erase draws blanks in the current
        // style: on a blank the foreground and bold never show.
        let wrong = (0..<frame.width).filter { column in
          let cell = frame.cells[row * frame.width + column]
          guard !cell.isContinuation else { return false }
          let view = pyteView(of: cell.style)
          let actual = screen.cells[row][column]
          let shows = cell.glyph != 0x20
          return (shows && actual.bold != view.bold) || actual.inverse != view.inverse
            || (shows && actual.foreground != view.foreground) || actual.background != view.background
        }
        #expect(wrong.isEmpty, "step \(step) row \(row): styles differ in columns \(wrong)")
      }
    }
  }

  @Test(.enabled(if: TmuxReplay.shouldRun, "tmux is not installed"))
  func tmuxShowsEveryFrame() throws {
    let (steps, frames) = Self.record()
    let screens = Self.afterOutput(
      try TmuxReplay.replay(steps, columns: Self.sizes[0].0, rows: Self.sizes[0].1), steps)
    try #require(screens.count == frames.count)
    for (step, (screen, frame)) in zip(screens, frames).enumerated() {
      let expected = (0..<frame.height).map { frame.text(row: $0).trimmingTrailingSpaces() }
      #expect(screen.rows == expected, "step \(step)")
    }
  }

  @Test func requiredWhereCISaysSo() {
    if VTReplay.isRequired {
      #expect(TmuxReplay.isAvailable, "PRESENTABLE_REQUIRE_PYTE is set but tmux is missing")
    }
  }
}
