import PresentableTestSupport
import Testing

@testable import Presentable

/// A run of changed blanks inside a row is erased (`CSI n X`) and stepped over, not written
/// space by space, when that is shorter; the terminal shows the same cells.
@Suite("Erasing changed blanks inside a row")
struct EraseCharactersTests {
  /// A row with a highlighted word in the middle, then the same row with the word gone: the
  /// blanks where it was are in the row's plain style again.
  static func frames() -> (Frame, Frame) {
    var before = Frame(width: 60, height: 2)
    before.draw(Line("Title"), row: 0)
    before.draw(Line(String(repeating: " ", count: 30), style: Style(background: .blue)), row: 0, column: 10)
    before.draw(Line("end"), row: 0, column: 50)
    var after = Frame(width: 60, height: 2)
    after.draw(Line("Title"), row: 0)
    after.draw(Line("end"), row: 0, column: 50)
    return (before, after)
  }

  @Test func blanksInsideARowAreErased() {
    let (before, after) = Self.frames()
    let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .default)
    var bytes: [UInt8] = []
    renderer.renderUpdate(from: before, to: after, into: &bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\u{1B}[30X"), "\(text.debugDescription)")
    #expect(!text.contains(String(repeating: " ", count: 8)))
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func pyteShowsTheFrame() throws {
    let (before, after) = Self.frames()
    let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .default)
    var first: [UInt8] = []
    renderer.renderUpdate(from: nil, to: before, into: &first)
    var update: [UInt8] = []
    renderer.renderUpdate(from: before, to: after, into: &update)
    let screen = try VTReplay.replay(first + update, columns: 60, rows: 2)
    #expect(screen.rows[0] == after.text(row: 0))
    let plain = screen.cells[0][5].background
    #expect(
      (10..<40).allSatisfy { screen.cells[0][$0].background == plain && screen.cells[0][$0].character == " " }
    )
  }
}
