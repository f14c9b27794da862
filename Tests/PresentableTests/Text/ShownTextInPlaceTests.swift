import Testing

@testable import Presentable

/// A row reads a segment's text in place (`ShownText.withUTF8`, through the standard library's
/// public UTF-8 view, the route measuring takes too): checked here against the string's own bytes,
/// for strings made every way a row gets them, small and large, literal and built.
@Suite("Shown text, read in place")
struct ShownTextInPlaceTests {
  /// Strings of every length around the small string's 15 bytes, ASCII and not, literal and
  /// built at run time, sanitized and not.
  static var texts: [String] {
    var texts: [String] = [
      "", "a", "Minion Mode!!!", "[ ON ●]", "[○ OFF]", "設定", "0123456789abcde", "0123456789abcdef",
    ]
    texts.append("a literal long enough to live in the binary, not inline")
    for length in 0...40 {
      texts.append(String(repeating: "x", count: length))
      texts.append(String(repeating: "é", count: length / 2))
      texts.append(String("ab設é".shuffled().prefix(length % 5)) + String(length))
      texts.append(String(("0123456789" + String(length)).dropFirst(length % 10)))
    }
    texts += ["tab\there", "\u{1B}[31mred", "e\u{301}", "👍🏽 thumbs", "zero\u{200B}width"]
    return texts
  }

  @Test func theBytesReadInPlaceAreTheText() {
    for text in Self.texts {
      for cap in [0, 5, 15, 80] {
        let shown = ShownText(text, cap: cap, ambiguous: .narrow)
        let read = withInPlace(shown) { ShownText.withUTF8($0.address) { Array($0) } }
        #expect(read == Array(shown.text.utf8), "\(text.debugDescription) at \(cap)")
      }
    }
  }

  /// A row's parts hold nothing to release: its storage drops them without a pass. Its segments
  /// hold their texts, and are destroyed one by one.
  @Test func aPartHoldsNothingToRelease() {
    #expect(_isPOD(Style.self))
    #expect(_isPOD(RowContent.Part.self))
    #expect(!_isPOD(RowContent.Segment.self))
  }
}
