import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Frame")
struct FrameTests {
  @Test func drawsLinesAndCutsAtTheRightEdge() {
    var frame = Frame(width: 8, height: 2)
    frame.draw(Line("Settings screen"), row: 0)
    frame.draw(Line("設定設定設"), row: 1)
    #expect(frame.text(row: 0) == "Settings")
    // Four wide characters fit in eight columns; the fifth is left out whole.
    #expect(frame.text(row: 1) == "設定設定")
  }

  @Test func aWideCharacterThatCrossesTheEdgeIsLeftOutAndItsColumnBlank() {
    var frame = Frame(width: 5, height: 1)
    frame.draw(Line("ab設定"), row: 0)
    #expect(frame.text(row: 0) == "ab設 ")
  }

  @Test func drawingOverHalfAWideCharacterBlanksTheOtherHalf() {
    var frame = Frame(width: 6, height: 1)
    frame.draw(Line("設定設"), row: 0)
    frame.draw(Line("x"), row: 0, column: 1)  // over the right half of 設
    #expect(frame.text(row: 0) == " x定設")
    frame.draw(Line("y"), row: 0, column: 2)  // over the left half of 定
    #expect(frame.text(row: 0) == " xy 設")
  }

  @Test func clustersWiderThanTwoColumnsKeepTheirColumns() {
    var frame = Frame(width: 6, height: 1)
    frame.draw(Line("a\u{1F3FB}b"), row: 0)  // "a🏻" is one cluster of three columns
    #expect(frame.text(row: 0) == "a\u{1F3FB}b  ")
    #expect(frame.columns(at: 0) == 3)
    frame.draw(Line("z"), row: 0, column: 1)
    #expect(frame.text(row: 0) == " z b  ")
  }

  @Test func drawingIsClippedToTheGivenWidthAndFrame() {
    var frame = Frame(width: 6, height: 1)
    frame.draw(Line("abcdef"), row: 0, column: 1, width: 3)
    #expect(frame.text(row: 0) == " abc  ")
    frame.draw(Line("zz"), row: 5)
    frame.draw(Line("zz"), row: -1)
    frame.draw(Line("xyz"), row: 0, column: -2)
    #expect(frame.text(row: 0) == "zabc  ")
  }

  @Test func zeroSizedFramesAreFine() {
    var frame = Frame(width: 0, height: 3)
    frame.draw(Line("anything"), row: 1)
    #expect(frame.text(row: 1) == "")
    #expect(PlainTextRenderer().render(Frame(width: 0, height: 0)) == "")
  }

  @Test func stylesStaySemantic() {
    var frame = Frame(width: 4, height: 1)
    frame.draw(Line("設", style: Style(foreground: .accent).bold()), row: 0)
    #expect(frame.style(row: 0, column: 1) == Style(foreground: .accent).bold())
  }

  @Test func equalityComparesWhatIsShown() {
    var a = Frame(width: 4, height: 1)
    var b = Frame(width: 4, height: 1)
    a.draw(Line("👍🏽"), row: 0)
    b.draw(Line("x"), row: 0)
    b.draw(Line("👍🏽"), row: 0)  // same picture, different cluster table
    #expect(a == b)
    b.draw(Line("👍🏿"), row: 0)
    #expect(a != b)
  }

  /// Whatever the text, a fitted line drawn across a frame row shows exactly its text, styles
  /// included, through every drawing path (ASCII, scalar by scalar, cluster by cluster).
  @Test(arguments: [AmbiguousWidth.narrow, .wide])
  func fittedLinesDrawExactly(ambiguous: AmbiguousWidth) {
    var generator = SeededGenerator(seed: 99)
    for _ in 0..<400 {
      let spans = (0..<Int.random(in: 1...4, using: &generator)).map { i in
        TextRun(
          HostileText.string(using: &generator, maxPieces: 12),
          style: Style(foreground: .indexed(UInt8(16 + i))))
      }
      let width = Int.random(in: 0...60, using: &generator)
      let line = Line(spans).fitted(to: width, ambiguous: ambiguous)
      var frame = Frame(width: width, height: 1, ambiguous: ambiguous)
      frame.draw(line, row: 0)
      #expect(frame.text(row: 0) == line.plainText, "\(line.plainText.debugDescription)")
      var column = 0
      for span in line.spans {
        if span.width(ambiguous: ambiguous) > 0 { #expect(frame.style(row: 0, column: column) == span.style) }
        column += span.width(ambiguous: ambiguous)
      }
    }
  }

  @Test func plainTextRenderer() {
    var frame = Frame(width: 10, height: 2)
    frame.draw(Line("Hi"), row: 0)
    #expect(PlainTextRenderer().render(frame) == "Hi\n")
    #expect(PlainTextRenderer(trimsTrailingSpaces: false).render(frame) == "Hi        \n          ")
  }
}
