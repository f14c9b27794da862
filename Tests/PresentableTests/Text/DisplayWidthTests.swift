import Foundation
import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Display width")
struct DisplayWidthTests {
  struct CorpusEntry: CustomTestStringConvertible, Sendable {
    let category: String
    let text: String
    let narrow: Int
    let wide: Int
    var testDescription: String {
      "\(category) \(text.unicodeScalars.map { String($0.value, radix: 16) })"
    }
  }

  /// Strings and the widths Python's wcwidth gives them (Scripts/generate-width-corpus.py).
  static let corpus: [CorpusEntry] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/width-corpus.tsv")
    let text = try! String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      var scalars = String.UnicodeScalarView()
      for hex in fields[1].split(separator: " ") { scalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!) }
      return CorpusEntry(
        category: String(fields[0]), text: String(scalars), narrow: Int(fields[2])!, wide: Int(fields[3])!)
    }
  }()

  @Test func corpusCoversEveryCategoryTheIssueNames() {
    let categories = Set(Self.corpus.map(\.category))
    for required in [
      "ascii", "latin-combining", "cjk", "hangul", "fullwidth", "emoji", "skin-tone", "zwj", "flags",
      "keycaps",
      "ambiguous", "text-presentation", "emoji-vs16-tone", "indic", "split-conjunct", "zwj-no-emoji",
    ] {
      #expect(categories.contains(required), "corpus has no \(required) strings")
    }
    #expect(Self.corpus.count > 1500)
  }

  /// Every corpus string measures as the reference says, but for the deliberate differences
  /// (``WidthDifference``), and each of those really differs somewhere.
  @Test func agreesWithWcwidthOnTheCorpus() {
    let deliberate = Set(WidthDifference.allCases.map(\.category))
    var mismatches: [String] = []
    var differing: Set<String> = []
    for entry in Self.corpus {
      let narrow = DisplayWidth.of(entry.text)
      let wide = DisplayWidth.of(entry.text, ambiguous: .wide)
      guard narrow != entry.narrow || wide != entry.wide else { continue }
      if deliberate.contains(entry.category) {
        differing.insert(entry.category)
        continue
      }
      mismatches.append(
        "\(entry.testDescription): ours \(narrow)/\(wide), wcwidth \(entry.narrow)/\(entry.wide)")
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(40).joined(separator: "\n"))")
    #expect(differing == deliberate)
  }

  @Test func stringWidthIsTheSumOfItsClusterWidths() {
    for entry in Self.corpus {
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        let sum = entry.text.reduce(0) { $0 + DisplayWidth.of($1, ambiguous: ambiguous) }
        #expect(sum == DisplayWidth.of(entry.text, ambiguous: ambiguous), "\(entry.testDescription)")
      }
    }
  }

  @Test func fastPathAgreesWithClusterPathOnRandomText() {
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<3000 {
      let text = HostileText.string(using: &generator)
      let sanitized = Sanitizer.sanitize(text)
      let byClusters = DisplayWidth.measureClusters(sanitized)
      #expect(DisplayWidth.measure(text) == byClusters, "\(text.unicodeScalars.map(\.value))")
      #expect(DisplayWidth.measure(sanitized) == byClusters, "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test(arguments: [
    ("Minion Mode", 11, 11), ("設定", 4, 4), ("한국어", 6, 6), ("👨‍👩‍👧‍👦", 2, 2), ("🇯🇵", 2, 2), ("1️⃣", 2, 2),
    ("👍🏽", 2, 2), ("e\u{301}", 1, 1), ("±1", 2, 3), ("Ｆｕｌｌ", 8, 8), ("", 0, 0), ("\u{1B}[31m", 5, 5),
    // The issue's strings: text presentation (VS15), an emoji with VS16 and a skin tone, a joiner
    // that joins nothing (shown without it), a conjunct, a Khmer word (see WidthDifference).
    ("\u{231A}\u{FE0E}", 1, 1), ("\u{2B50}\u{FE0E}", 1, 1), ("\u{261D}\u{FE0F}\u{1F3FB}", 2, 2),
    ("a\u{200D}b", 2, 2), ("設\u{200D}設", 4, 4), ("\u{0915}\u{094D}\u{0937}\u{093E}", 2, 2),
    ("\u{1781}\u{17D2}\u{1798}\u{17C2}\u{179A}", 4, 4), ("↔\u{FE0F}", 2, 2), ("\r\n", 2, 2),
  ])
  func knownWidths(text: String, narrow: Int, wide: Int) {
    #expect(DisplayWidth.of(text) == narrow)
    #expect(DisplayWidth.of(text, ambiguous: .wide) == wide)
  }

  @Test func controlsCountAsTheGlyphThatReplacesThem() {
    #expect(DisplayWidth.of("a\u{0}b\u{7F}\u{85}") == 5)
    #expect(DisplayWidth.of("\r\n") == 2)
    #expect(DisplayWidth.of(Character("\r\n")) == 2)
  }

  @Test func isolatedMarksTakeTheirDottedCircleAndFormatCharactersNothing() {
    #expect(DisplayWidth.of("\u{301}") == 1)
    #expect(DisplayWidth.of(Character("\u{301}")) == 1)
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
  }

  @Test func asciiFastPathCoversEveryLength() {
    for length in 0..<40 {
      let text = String(repeating: "x", count: length)
      #expect(DisplayWidth.of(text) == length)
    }
  }
}
