import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Line fitting")
struct LineFittingTests {
  @Test func truncatesWithAnEllipsisAndPads() {
    let line = Line("Minion Mode!!!", style: Style(foreground: .accent))
    #expect(line.fitted(to: 12).plainText == "Minion Mode…")
    #expect(line.fitted(to: 16).plainText == "Minion Mode!!!  ")
    #expect(line.fitted(to: 14).plainText == "Minion Mode!!!")
    #expect(line.fitted(to: 1).plainText == "…")
    #expect(line.fitted(to: 0).plainText == "")
    #expect(line.fitted(to: -3).plainText == "")
  }

  @Test func ellipsisTakesTheStyleOfTheTextItReplaces() {
    let line = Line("Name ") + Line("Bartholomew", style: Style(foreground: .secondary))
    let fitted = line.fitted(to: 9)
    #expect(fitted.plainText == "Name Bar…")
    #expect(fitted.spans.last?.style.foreground == .secondary)
  }

  @Test func neverSplitsAWideCharacter() {
    let line = Line("設定設定")
    #expect(line.fitted(to: 4).plainText == "設… ")
    #expect(line.fitted(to: 5).plainText == "設定…")
    #expect(line.fitted(to: 2).plainText == "… ")
  }

  @Test func alignment() {
    #expect(Line("ab").fitted(to: 5, alignment: .trailing).plainText == "   ab")
    #expect(Line("ab").fitted(to: 5, alignment: .center).plainText == " ab  ")
  }

  @Test func ambiguousWideEllipsisFallsBackToADotInOneColumn() {
    let line = Line("±±±±")
    #expect(line.fitted(to: 3, ambiguous: .wide).plainText == "…" + " ")
    #expect(line.fitted(to: 1, ambiguous: .wide).plainText == ".")
    #expect(line.fitted(to: 5, ambiguous: .wide).width(ambiguous: .wide) == 5)
  }

  /// The property: for any string and any width 0…200, a fitted line is exactly that
  /// wide, holds no raw control, and never splits a grapheme cluster.
  @Test(arguments: [AmbiguousWidth.narrow, .wide])
  func fittedLinesAreExactlyAsWideAsAsked(ambiguous: AmbiguousWidth) {
    let transcript = Self.fitRandomLines(seed: 7, ambiguous: ambiguous)
    #expect(transcript.count > (LawSweep.isFull ? 50_000 : 5000))
    // Deterministic: the same seed gives the same lines, run after run. The first 30 lines run
    // again show it: the seed's stream is the same from its start, so they are the transcript's
    // start, fitted again, without fitting every line twice.
    let again = Self.fitRandomLines(seed: 7, ambiguous: ambiguous, lines: 30)
    #expect(!again.isEmpty && Array(transcript.prefix(again.count)) == again)
  }

  /// The widths each line is fitted to: every width 0…200 with `PRESENTABLE_FULL_LAWS=1` (CI);
  /// by default the narrow edge, a spread up to 200, and the widths around the line's own, where
  /// fitting turns from padding to cutting.
  static func widths(fullWidth: Int) -> [Int] {
    if LawSweep.isFull { return Array(0...200) }
    let around = [fullWidth - 1, fullWidth, fullWidth + 1].filter { (0...200).contains($0) }
    return Array(Set(LawSweep.sampled + [13, 27, 55, 99, 160, 200] + around)).sorted()
  }

  /// Fits `lines` seeded random lines to widths in 0…200, checking each; returns every fitted
  /// text.
  static func fitRandomLines(seed: UInt64, ambiguous: AmbiguousWidth, lines: Int = 300) -> [String] {
    var generator = SeededGenerator(seed: seed)
    var transcript: [String] = []
    for _ in 0..<lines {
      let parts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
        HostileText.string(using: &generator, maxPieces: 40)
      }
      let line = Line(parts.map { TextRun($0, style: Style(foreground: .accent)) })
      let sanitized = Array(parts.map(Sanitizer.sanitize).joined())
      let fullWidth = line.width(ambiguous: ambiguous)
      for width in widths(fullWidth: fullWidth) {
        let fitted = line.fitted(to: width, ambiguous: ambiguous)
        #expect(fitted.width(ambiguous: ambiguous) == width)
        #expect(!containsTerminalControl(fitted.plainText))
        // What truncation kept is whole clusters of the sanitized text, in order.
        let truncated = Array(line.truncated(to: width, ambiguous: ambiguous).plainText)
        let kept = fullWidth > width ? Array(truncated.dropLast()) : truncated
        #expect(
          sanitized.starts(with: kept),
          "\(String(kept).debugDescription) vs \(String(sanitized).debugDescription)")
        if fullWidth > width && width > 0 {
          #expect(truncated.last == "…" || truncated.last == ".", "\(String(truncated).debugDescription)")
        }
        transcript.append(fitted.plainText)
      }
    }
    return transcript
  }
}
