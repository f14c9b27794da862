import PresentableTestSupport
import PresentableTesting
import Testing

@testable import Presentable

/// Window resizes replayed in a VT emulator: what a terminal shows after every step is the frame
/// the table drew, the view is filled, and focus is in view.
@Suite("Resizes in a VT emulator")
struct ResizeReplayTests {
  enum Action {
    case press(Key)
    case resize(Int, Int)
  }

  /// Takes the actions in a headless terminal and in pyte side by side; checks the emulator's
  /// screen against the frame after each, and returns the emulator's rows after each.
  func replay(_ source: ListSource, from size: (Int, Int), _ actions: [Action]) throws -> [[String]] {
    let terminal = HeadlessTerminal(source.screen, width: size.0, height: size.1)
    var steps: [VTReplay.Step] = [.output(terminal.output)]
    var frames = [terminal.lines]
    var written = terminal.output.count
    for action in actions {
      switch action {
      case .press(let key): terminal.press(key)
      case .resize(let width, let height):
        steps.append(.resize(columns: width, rows: height))
        terminal.resize(width: width, height: height)
      }
      steps.append(.output(Array(terminal.output[written...])))
      written = terminal.output.count
      frames.append(terminal.lines)
    }
    let screens = try VTReplay.replay(steps, columns: size.0, rows: size.1).enumerated().filter {
      // The screen after each program output; a resize's own screen is the terminal's business.
      if case .output = steps[$0.offset] { true } else { false }
    }.map(\.element)
    #expect(screens.count == frames.count)
    for (step, (screen, frame)) in zip(screens, frames).enumerated() {
      let shown = screen.rows.map { $0.trimmingTrailingSpaces() }
      #expect(shown == frame.map { $0.trimmingTrailingSpaces() }, "step \(step)")
    }
    return screens.map { $0.rows.map { $0.trimmingTrailingSpaces() } }
  }

  /// The table's rows on a screen: between the title and the status line.
  func tableRows(_ rows: [String]) -> [String] { Array(rows.dropFirst().dropLast()) }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func growingAfterEndShowsTheTableFromTheTop() throws {
    let screens = try replay(ListSource(rows: 12), from: (20, 6), [.press(.end), .resize(80, 24)])
    #expect(screens[1].contains { $0.hasPrefix("› Row 12") })
    let grown = screens[2]
    #expect(grown[1] == "  Rows")
    #expect(grown[2].hasPrefix("  Row 1 ") || grown[2] == "  Row 1")
    #expect(grown.contains { $0.hasPrefix("› Row 12") })
    #expect(grown[14] == "  The end.")
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func everyResizeFillsTheViewAndKeepsFocusInView() throws {
    let sizes = [(80, 24), (30, 8), (20, 6), (80, 12), (44, 24), (20, 5)]
    let screens = try replay(
      ListSource(rows: 40), from: (20, 6),
      [.press(.end)] + sizes.map { .resize($0.0, $0.1) } + [.press(.pageUp), .press(.pageUp)]
        + sizes.reversed().map { .resize($0.0, $0.1) })
    for (step, screen) in screens.enumerated().dropFirst() {
      let rows = tableRows(screen)
      #expect(rows.contains { $0.hasPrefix("› Row ") }, "step \(step): focus out of view in \(screen)")
      #expect(!rows.contains(""), "step \(step): a blank row in \(screen)")
    }
    // After End, a grown screen ends with the footer, the last row focused above it.
    let grown = tableRows(screens[2])
    #expect(grown.suffix(2).map { $0.prefix(8) } == ["› Row 40", "  The en"])
  }
}
