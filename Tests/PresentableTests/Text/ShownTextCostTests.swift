import Testing

@testable import Presentable

/// A row measures and sanitizes a view model's text only as far as it can show it: the work for
/// a 1 MB line is that of its first columns. Counted, not timed: the columns measured and the
/// characters the sanitizer was given.
@Suite("Shown text, cost of a long line")
struct ShownTextCostTests {
  static let megabyte = 1 << 20

  /// Kinds of 1 MB lines: plain ASCII, CJK, emoji with skin tones and joiners (the grapheme
  /// path), combining marks, and escape sequences between words (the sanitizer's path).
  static let lines: [(String, String)] = [
    ("ASCII", String(repeating: "x", count: megabyte)),
    ("CJK", String(repeating: "設定", count: megabyte / 6)),
    ("emoji", String(repeating: "👍🏽👨‍👩‍👧", count: megabyte / 26)),
    ("marks", String(repeating: "e\u{301}", count: megabyte / 3)),
    ("escapes", String(repeating: "ok\u{1B}[31m ", count: megabyte / 8)),
  ]

  @Test(arguments: lines.map(\.0))
  func aMegabyteLineIsMeasuredOnlyAsFarAsItShows(kind: String) throws {
    let line = try #require(Self.lines.first { $0.0 == kind }?.1)
    #expect(line.utf8.count > Self.megabyte - 64)
    for cap in [0, 1, 80] {
      let shown = ShownText(line, cap: cap, ambiguous: .narrow)
      // Measured up to the cap and a few characters past it (two columns each at most), never
      // to the end.
      #expect(shown.columns > cap)
      #expect(shown.columns <= 2 * (cap + 4), "\(kind) at \(cap): \(shown.columns) columns measured")
      // What is kept to draw is the line itself (plain text, read in place) or a sanitized
      // prefix a few columns longer than the cap: never a copy of the megabyte.
      if shown.text.utf8.count != line.utf8.count {
        #expect(shown.text.count <= 4 * (cap + 4), "\(kind) at \(cap): kept \(shown.text.count) characters")
      }
    }
  }

  /// The same line drawn by a cell at 80 columns: exactly 80, the ellipsis at the end.
  @Test(arguments: lines.map(\.0))
  func aCellDrawsAMegabyteLineInItsWidth(kind: String) throws {
    struct Note: TextPresentable { var text: String }
    let line = try #require(Self.lines.first { $0.0 == kind }?.1)
    let drawn = TextCell(viewModel: Note(text: line)).render(width: 80)[0]
    #expect(DisplayWidth.of(drawn.plainText) == 80)
    #expect(drawn.plainText.trimmingTrailingSpaces().hasSuffix("…"))
    #expect(!drawn.plainText.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return self[..<end]
  }
}
