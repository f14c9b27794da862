import PresentableTestSupport
import Testing

// Internal readers of a frame (`text(row:)`, `style(row:column:)`) check the public runs.
@testable import Presentable

/// The renderer seam: a row's runs, as `Frame.forEachRun(inRow:_:)` hands them over.
@Suite("Frame runs")
struct FrameRunTests {
  struct Run: Equatable {
    var column: Int
    var columns: Int
    var text: String
    var style: Style
  }

  func runs(_ frame: Frame, row: Int = 0) -> [Run] {
    var runs: [Run] = []
    frame.forEachRun(inRow: row) {
      runs.append(Run(column: $0.column, columns: $0.columns, text: $0.text, style: $0.style))
    }
    return runs
  }

  @Test func aRunIsOneStyleOneColumnACharacterOrOneWideCharacter() {
    var frame = Frame(width: 10, height: 1)
    let accent = Style(foreground: .accent, font: .body.bold())
    frame.draw(Line([TextRun("ab", style: accent), TextRun("設定"), TextRun("e\u{301}!")]), row: 0)
    #expect(
      runs(frame) == [
        Run(column: 0, columns: 2, text: "ab", style: accent),
        Run(column: 2, columns: 2, text: "設", style: .plain),
        Run(column: 4, columns: 2, text: "定", style: .plain),
        Run(column: 6, columns: 4, text: "e\u{301}!  ", style: .plain),
      ])
  }

  @Test func runsCoverTheRowAndReadAsItsText() {
    var generator = SeededGenerator(seed: 33)
    for _ in 0..<200 {
      var frame = Frame(width: 24, height: 1, ambiguous: Bool.random(using: &generator) ? .wide : .narrow)
      for _ in 0..<4 {
        let style = [Style.plain, Style(foreground: .accent), Style(isInverse: true)].randomElement(
          using: &generator)!
        frame.draw(
          Line(HostileText.string(using: &generator, maxPieces: 4), style: style), row: 0,
          column: Int.random(in: -2..<24, using: &generator))
      }
      let found = runs(frame)
      #expect(found.map(\.text).joined() == frame.text(row: 0))
      #expect(found.reduce(0) { $0 + $1.columns } == 24)
      var column = 0
      for run in found {
        #expect(run.column == column)
        #expect(frame.style(row: 0, column: run.column) == run.style)
        column += run.columns
      }
    }
  }

  @Test func aRunsStyleIsResolvedByATheme() {
    var frame = Frame(width: 3, height: 1)
    frame.draw(Line("ok", style: Style(foreground: .accent, font: .headline)), row: 0)
    var resolved: [String] = []
    frame.forEachRun(inRow: 0) {
      resolved.append(Theme.dark.resolve($0.style, depth: .trueColor).description)
    }
    #expect(resolved == ["#0a84ff on #1c1c1e bold", "#f2f2f7 on #1c1c1e"])
  }

  @Test func rowsOutsideTheFrameHaveNoRuns() {
    let frame = Frame(width: 3, height: 1)
    #expect(runs(frame, row: -1).isEmpty)
    #expect(runs(frame, row: 1).isEmpty)
    #expect(runs(Frame(width: 0, height: 1)).isEmpty)
  }
}
