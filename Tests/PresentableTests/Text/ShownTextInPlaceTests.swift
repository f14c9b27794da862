import Testing

@testable import Presentable

/// A row reads a segment's text in place (`ShownText.withUTF8`: a small string's bytes from its
/// two words) and frees its segments without destroying them when every text is immortal
/// (`ShownText.isImmortal`). Both read the standard library's string layout: checked here against
/// the string's own answers, for strings made every way a row gets them.
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
        var shown = ShownText(text, cap: cap, ambiguous: .narrow)
        let read = withUnsafePointer(to: &shown) { pointer in ShownText.withUTF8(pointer) { Array($0) } }
        #expect(read == Array(shown.text.utf8), "\(text.debugDescription) at \(cap)")
      }
    }
  }

  /// A string that owns storage must never be taken for immortal: its row would not release it.
  @Test func onlyStringsThatOwnNothingAreImmortal() {
    for length in [16, 17, 40, 1_000] {
      let built = String(repeating: "y", count: length)
      #expect(!ShownText.isImmortal(built), "\(length) bytes built at run time")
      #expect(!ShownText(built, cap: 80, ambiguous: .narrow).isImmortal)
      // Sanitized: the text kept is new, the original still owns its storage.
      #expect(!ShownText("\u{1B}" + built, cap: 80, ambiguous: .narrow).isImmortal)
    }
    #if _pointerBitWidth(_64) && _endian(little)
      // Small strings and literals own nothing: a row of them frees its segments without a pass.
      let small = String(repeating: "z", count: 15)
      #expect(ShownText.isImmortal(small))
      #expect(ShownText.isImmortal("Minion Mode!!!"))
      #expect(ShownText.isImmortal("a literal long enough to live in the binary, not inline"))
      #expect(ShownText(small, cap: 80, ambiguous: .narrow).isImmortal)
      #expect(RowContent.measuredSwitch(isOn: true, columns: 7, cap: 80).isImmortal)
    #endif
  }

  /// A segment is its text and a style: the style must hold nothing to release, or skipping a
  /// row's segments would leak it.
  @Test func aSegmentHoldsNothingToReleaseButItsText() {
    #expect(_isPOD(Style.self))
    #expect(_isPOD(RowContent.Part.self))
  }
}
