import Testing

@testable import Presentable

/// Short texts (the standard library keeps up to 15 bytes inside the string) are measured by the
/// same route as any other, through their public UTF-8 view: checked here to find what measuring
/// the bytes as an array finds, and to draw the bytes it measured, for every short length.
@Suite("Shown text, short texts measured and drawn by one route")
struct ShownTextShortTests {
  /// Strings of 0 to 16 bytes, each byte one of the edges of printable ASCII, a control, DEL,
  /// or the lead of a two-byte scalar, at each position.
  static var texts: [String] {
    var texts: [String] = ["", "Minion Mode!!!", "[ ON ●]", "0123456789abcde", "0123456789abcdef"]
    for length in 0...16 {
      let plain = String(repeating: "x", count: length)
      texts.append(plain)
      texts.append(String(repeating: " ", count: length))
      texts.append(String(repeating: "~", count: length))
      for position in 0..<length {
        for odd in ["\u{1F}", "\u{7F}", "\u{0}", "\t", "é", " ", "~", "!"] {
          var characters = Array(plain)
          characters[position] = Character(odd)
          texts.append(String(characters))
        }
      }
    }
    return texts
  }

  @Test func measuringFindsWhatTheBytesSayAndDrawsThem() {
    for text in Self.texts {
      let bytes = Array(text.utf8)
      for cap in 0...18 {
        for ambiguous in [AmbiguousWidth.narrow, .wide] {
          let shown = ShownText(text, cap: cap, ambiguous: ambiguous)
          let measured = bytes.withUnsafeBufferPointer {
            ShownText.displayableColumns($0, cap: cap, ambiguous: ambiguous)
          }
          let label = "\(text.debugDescription) at \(cap)"
          if let measured {
            #expect(shown.columns == measured.columns, "\(label)")
            #expect(shown.leadingASCII == measured.ascii, "\(label)")
            #expect(shown.isNarrow == measured.isNarrow, "\(label)")
            #expect(shown.text == text && shown.isScalarAligned, "\(label)")
            let drawn = withInPlace(shown) { ShownText.withUTF8($0.address) { Array($0) } }
            #expect(drawn == bytes, "\(label)")
          } else {
            // Controls: sanitized, so what is drawn holds none.
            #expect(!shown.text.utf8.contains { $0 < 0x20 || $0 == 0x7F }, "\(label)")
          }
        }
      }
    }
  }
}
