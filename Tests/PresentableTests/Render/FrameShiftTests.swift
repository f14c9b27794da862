import Testing

@testable import Presentable

/// Finding the band of rows that moved between two frames, and what moving it costs.
@Suite("Frame shifts")
struct FrameShiftTests {
  static let cities = [
    "Abidjan", "Reykjavik", "Kuala Lumpur", "Montevideo", "Nouakchott", "Yellowknife", "Tbilisi",
  ]

  /// A title, `rows` list rows from `first` (the one at `focus` marked), and a status line.
  func list(first: Int, focus: Int? = nil, rows: Int = 21, width: Int = 80) -> Frame {
    var frame = Frame(width: width, height: rows + 3)
    frame.draw(Line("Time Zone", style: Style().bold()), row: 0)
    for row in 0..<rows {
      let number = first + row
      let marked = number == focus
      frame.draw(
        Line(
          (marked ? "› " : "  ") + "\(Self.cities[number % 7]) \(number)",
          style: marked ? Style().inverse() : .plain),
        row: row + 1)
      frame.draw(Line("Region \(number % 5)", style: Style(foreground: .secondary)), row: row + 1, column: 50)
    }
    frame.draw(Line("↑↓ move · Enter choose · Esc back"), row: rows + 2)
    return frame
  }

  let scrolling = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor, supportsScrollRegions: true))
  let plain = ANSIRenderer(profile: .trueColor)

  func update(_ renderer: ANSIRenderer, _ old: Frame, _ new: Frame) -> [UInt8] {
    var bytes: [UInt8] = []
    renderer.renderUpdate(from: old, to: new, into: &bytes)
    return bytes
  }

  @Test func aListScrolledUpByOneLineMovesTheRowsBetweenTitleAndStatus() {
    let shift = FrameShift(from: list(first: 1, focus: 21), to: list(first: 2, focus: 22))
    // The row that had focus stays out: its highlight differs from the row's moved line more
    // than the line it has.
    #expect(shift == FrameShift(top: 1, bottom: 20, lines: 1))
  }

  @Test func aListScrolledDownByThreeLines() {
    let shift = FrameShift(from: list(first: 10, focus: 10), to: list(first: 7, focus: 7))
    #expect(shift == FrameShift(top: 2, bottom: 21, lines: -3))
  }

  @Test func aFocusMoveOrAChangedRowIsNoShift() {
    #expect(FrameShift(from: list(first: 1, focus: 3), to: list(first: 1, focus: 4)) == nil)
    #expect(FrameShift(from: list(first: 1), to: list(first: 1)) == nil)
    #expect(FrameShift(from: list(first: 1), to: list(first: 1, rows: 20)) == nil)
  }

  @Test func aPageScrolledShareTooFewRowsToMove() {
    #expect(FrameShift(from: list(first: 1, focus: 21), to: list(first: 21, focus: 41)) == nil)
  }

  @Test func theFrameMovesItsRowsAsTheTerminalDoesItsLines() {
    var old = list(first: 1, focus: 21)
    old.shift(FrameShift(top: 1, bottom: 21, lines: 1))
    let new = list(first: 2, focus: 22)
    #expect((1...19).allSatisfy { old.text(row: $0) == new.text(row: $0) })
    #expect(old.text(row: 21).allSatisfy { $0 == " " })
    #expect(old.text(row: 0) == new.text(row: 0) && old.text(row: 23) == new.text(row: 23))
  }

  /// A one-line scroll writes the margins, the row that came into view and the focus that moved:
  /// a few rows' bytes, where rewriting writes every row's changed cells. (`scroll.bytes` in the
  /// benchmark measures the goal, two rows, on a list page.)
  @Test func aOneLineScrollWritesAFewRows() {
    let (old, new) = (list(first: 1, focus: 21), list(first: 2, focus: 22))
    let scrolled = update(scrolling, old, new)
    var blankRow = new
    blankRow.fill(row: 10, style: .plain)
    let oneRow = update(plain, blankRow, new).count
    #expect(scrolled.count <= 3 * oneRow, "\(scrolled.count) bytes, a row \(oneRow)")
    #expect(update(plain, old, new).count > 10 * oneRow)
    #expect(String(decoding: scrolled, as: UTF8.self).hasPrefix("\u{1B}[2;21r\u{1B}[21H\n\u{1B}[r"))
  }

  @Test func withoutScrollRegionsTheUpdateIsAsBefore() {
    let (old, new) = (list(first: 1, focus: 21), list(first: 2, focus: 22))
    #expect(!String(decoding: update(plain, old, new), as: UTF8.self).contains("\u{1B}[r"))
    #expect(
      !TerminalProfile(colorDepth: .none, emitsEscapes: false, supportsScrollRegions: true)
        .supportsScrollRegions)
  }

  @Test(arguments: [
    ("xterm-256color", true), ("xterm", true), ("xterm-kitty", true), ("tmux-256color", true),
    ("screen", true),
    ("screen-256color", true), ("dumb", false), ("vt52", false), ("linux", false), ("", false),
  ])
  func terminalsWithScrollRegions(term: String, expected: Bool) {
    let profile = TerminalProfile.detect(environment: ["TERM": term], isTerminal: true)
    #expect(profile.supportsScrollRegions == expected, "TERM=\(term)")
  }
}
