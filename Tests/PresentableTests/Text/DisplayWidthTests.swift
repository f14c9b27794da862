import Foundation
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
      "ambiguous",
    ] {
      #expect(categories.contains(required), "corpus has no \(required) strings")
    }
    #expect(Self.corpus.count > 1500)
  }

  /// The one deliberate difference: an emoji presentation sequence (base + VS16) whose base is
  /// East Asian Ambiguous is two columns in every terminal; wcwidth 0.7.0, with ambiguous
  /// characters wide, adds the selector's column to the already wide base and says three.
  static func isAmbiguousEmojiPresentation(_ text: String) -> Bool {
    guard text.count == 1, let base = text.unicodeScalars.first else { return false }
    return text.unicodeScalars.contains("\u{FE0F}")
      && UnicodeWidthTable.properties(base.value) & UnicodeWidthTable.ambiguous != 0
  }

  @Test func agreesWithWcwidthOnTheCorpus() {
    var mismatches: [String] = []
    var ambiguousEmoji = 0
    for entry in Self.corpus {
      let narrow = DisplayWidth.of(entry.text)
      let wide = DisplayWidth.of(entry.text, ambiguous: .wide)
      if narrow == entry.narrow && wide == 2 && entry.wide == 3
        && Self.isAmbiguousEmojiPresentation(entry.text)
      {
        ambiguousEmoji += 1
        continue
      }
      if narrow != entry.narrow || wide != entry.wide {
        mismatches.append(
          "\(entry.testDescription): ours \(narrow)/\(wide), wcwidth \(entry.narrow)/\(entry.wide)")
      }
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.prefix(40).joined(separator: "\n"))")
    // The exception above is real and narrow: it covers the ambiguous VS16 bases and nothing else.
    #expect((20...60).contains(ambiguousEmoji), "\(ambiguousEmoji) ambiguous emoji presentation sequences")
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
  ])
  func knownWidths(text: String, narrow: Int, wide: Int) {
    #expect(DisplayWidth.of(text) == narrow)
    #expect(DisplayWidth.of(text, ambiguous: .wide) == wide)
  }

  @Test func controlsCountAsTheGlyphThatReplacesThem() {
    #expect(DisplayWidth.of("a\u{0}b\u{7F}\u{85}") == 5)
    #expect(DisplayWidth.of("\r\n") == 2)
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
