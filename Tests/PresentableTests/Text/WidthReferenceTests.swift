import PresentableTestSupport
import PresentableTesting
import Testing

@testable import Presentable

/// The library's widths against the reference itself (Python's wcwidth 0.9.4), run live: what
/// Presentable draws measures, by the reference, what Presentable says it measures.
@Suite(
  "Widths checked by wcwidth", .enabled(if: WidthOracle.shouldRun, "wcwidth 0.9.4 is not installed"))
struct WidthReferenceTests {
  /// The corpus, the issue's strings and seeded hostile strings.
  static func texts() -> [String] {
    var generator = SeededGenerator(seed: 0x0E1D)
    let hostile = (0..<1500).map { _ in HostileText.string(using: &generator) }
    return DisplayWidthTests.corpus.map(\.text) + HostileText.fixed + Self.issueStrings + hostile
  }

  static let issueStrings = [
    "a\u{200D}b", "設\u{200D}設", "\u{261D}\u{FE0F}\u{1F3FB}", "\u{231A}\u{FE0E}", "\u{2B50}\u{FE0E}",
    "\u{1781}\u{17D2}\u{1798}\u{17C2}\u{179A}", "設\u{200D}…", "\u{301}", "\u{1161}", "\u{11A8}",
  ]

  /// Measured as shown: the sanitized text is as wide, by the reference, as Presentable says the
  /// text is, with ambiguous characters narrow and wide.
  @Test func shownTextIsAsWideAsMeasured() throws {
    let texts = Self.texts()
    let reference = try WidthOracle.widths(texts.map(Sanitizer.sanitize))
    var mismatches: [String] = []
    for (text, measured) in zip(texts, reference) where DisplayWidth.measure(text) != measured {
      mismatches.append(
        "\(text.unicodeScalars.map { String($0.value, radix: 16) }): ours \(DisplayWidth.measure(text)), "
          + "wcwidth \(measured)")
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(30).joined(separator: "\n"))")
  }

  /// The seeded hostile lines fitted: 1000 with `PRESENTABLE_FULL_LAWS=1` (CI), the first 250 of
  /// the same seed by default. Every line of the corpus is fitted either way, and each line to
  /// the same widths (the edges, the usual terminals, and from two under its own width to one
  /// over), so the sample drops none of the widths or corpus texts, only some random lines.
  static var randomLineCount: Int { LawSweep.isFull ? 1000 : 250 }

  /// Lines of spans side by side: each corpus string beside the next (no space between, so any
  /// join across the spans would show), and seeded hostile spans.
  static func lines(randomCount: Int) -> [Line] {
    let corpus =
      DisplayWidthTests.corpus.map(\.text) + HostileText.fixed.map { String($0.prefix(300)) }
      + Self.issueStrings
    var lines = zip(corpus, corpus.dropFirst()).map { first, second in
      Line([TextRun(first), TextRun(second, style: Style(foreground: .accent))])
    }
    var generator = SeededGenerator(seed: 0xF17)
    for _ in 0..<randomCount {
      let count = Int.random(in: 1...4, using: &generator)
      lines.append(
        Line((0..<count).map { _ in TextRun(HostileText.string(using: &generator, maxPieces: 12)) }))
    }
    return lines
  }

  /// Fitted to widths from 0 to 120, a line is exactly that wide by the reference too.
  @Test(arguments: [AmbiguousWidth.narrow, .wide])
  func fittedLinesAreAsWideAsAskedByTheReference(ambiguous: AmbiguousWidth) throws {
    var fitted: [(text: String, width: Int)] = []
    for line in Self.lines(randomCount: Self.randomLineCount) {
      let full = line.width(ambiguous: ambiguous)
      for width in Set([0, 1, 2, 3, 4, 5, 7, 9, 13, 20, 40, 80, 120, full - 2, full - 1, full, full + 1])
      where width >= 0 {
        fitted.append((line.fitted(to: width, ambiguous: ambiguous).plainText, width))
      }
    }
    let reference = try WidthOracle.widths(fitted.map(\.text))
    var mismatches: [String] = []
    for ((text, width), measured) in zip(fitted, reference) where measured.columns(ambiguous) != width {
      mismatches.append(
        "\(text.unicodeScalars.map { String($0.value, radix: 16) }) fitted to \(width): "
          + "wcwidth \(measured.columns(ambiguous))")
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(30).joined(separator: "\n"))")
  }

  @Test func requiredWhereCISaysSo() {
    if WidthOracle.isRequired {
      #expect(WidthOracle.isAvailable, "PRESENTABLE_REQUIRE_WCWIDTH is set but wcwidth 0.9.4 is missing")
    }
  }
}
