import Testing

@testable import Presentable

/// The row's fast paths against the slow paths they replace: the first byte of a word that is not
/// printable ASCII (how `ShownText` skips a word's ASCII), glyphs written in line by the ANSI
/// encoder, and blanks stored eight cells a turn.
@Suite("Row fast paths")
struct RowFastPathTests {
  /// Bytes at every boundary the tests draw: controls, space, `~`, DEL, the high bit.
  static let bytes: [UInt8] = [0x00, 0x09, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xA0, 0xC3, 0xE2, 0xFF]

  @Test func firstNonPrintableFindsTheFirstByteAByteLoopFinds() {
    var generator = SystemRandomNumberGenerator()
    var words: [[UInt8]] = []
    // Every boundary byte at every position in a word of printable ASCII, then random words.
    for position in 0..<8 {
      for byte in Self.bytes { words.append((0..<8).map { $0 == position ? byte : 0x61 }) }
    }
    for _ in 0..<20_000 {
      words.append((0..<8).map { _ in Self.bytes.randomElement(using: &generator)! })
    }
    for bytes in words {
      let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
      let expected = bytes.firstIndex { $0 >= 0x80 || $0 < 0x20 || $0 == 0x7F } ?? 8
      #expect(DisplayWidth.Inspection.firstNonPrintable(word) == expected, "\(bytes)")
    }
  }

  @Test func textWithASCIIBeforeOtherCharactersMeasuresAsBefore() {
    let texts = [
      "[ ON ●]", "[○ OFF]", "abc\u{7}def", "abcdefg\u{7F}h", "Minion Mode!!!", "ab 設定", "café au lait",
      "1234567é", "12345678é", "tab\there", "±½ Ω", "e\u{301}x", "abcdefgh👍🏽",
    ]
    for text in texts {
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        for cap in [0, 1, 3, 5, 8, 9, 20, 80] {
          let shown = ShownText(text, cap: cap, ambiguous: ambiguous)
          let reference = Sanitizer.sanitizeAndMeasure(text).1.columns(ambiguous)
          if shown.columns <= cap { #expect(shown.columns == reference, "\(text) cap \(cap)") }
          #expect(shown.leadingASCII <= text.utf8.count)
          #expect(text.utf8.prefix(shown.leadingASCII).allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(text)")
        }
      }
    }
  }

  @Test func glyphsWrittenInLineAreTheirUTF8() {
    var frame = Frame(width: 4, height: 1)
    frame.put("e\u{301}", row: 0)
    let scalars: [UInt32] = [
      0x41, 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x25CF, 0x203A, 0xFFFD, 0xFFFF, 0x1_0000, 0x1F44D, 0x10_FFFF,
    ]
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
      for scalar in scalars {
        let count = ANSIRenderer.writeGlyph(scalar, of: frame, to: buffer.baseAddress!)
        let expected = Array(String(Unicode.Scalar(scalar)!).utf8)
        #expect(Array(buffer[0..<count]) == expected, "U+\(String(scalar, radix: 16))")
      }
      #expect(ANSIRenderer.writeGlyph(FrameCell.continuation, of: frame, to: buffer.baseAddress!) == 0)
      let cluster = frame.cells[0].glyph
      let count = ANSIRenderer.writeGlyph(cluster, of: frame, to: buffer.baseAddress!)
      #expect(Array(buffer[0..<count]) == Array("e\u{301}".utf8))
    }
  }

  @Test func blanksOfEveryLengthFillExactlyTheirColumns() {
    let style = Style(foreground: .red, background: .blue).bold()
    for start in 0..<10 {
      for count in 0..<30 {
        var frame = Frame(width: 48, height: 2)
        frame.put(String(repeating: "x", count: 48), row: 0)
        frame.put(String(repeating: "y", count: 48), row: 1)
        frame.fill(row: 0, column: start, count: count, style: style)
        for column in 0..<48 {
          let inside = column >= start && column < start + count
          #expect(frame.text(row: 0, column: column) == (inside ? " " : "x"))
          #expect(frame.style(row: 0, column: column) == (inside ? style : .plain))
        }
        #expect(frame.text(row: 1) == String(repeating: "y", count: 48))
      }
    }
  }
}
