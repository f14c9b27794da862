import Testing

@testable import Presentable

/// Measuring reads ASCII a word at a time and the bytes after the last whole word as one word
/// overlapping it. Whatever the word boundaries, a control character must send the text to the
/// sanitizer and the columns must be those of the sanitized text: checked against
/// ``Sanitizer`` for one odd character at every position of strings up to three words long.
@Suite("Shown text, measuring")
struct ShownTextTests {
  static let odd: [(name: String, text: String)] = [
    ("escape", "\u{1B}"), ("delete", "\u{7F}"), ("tab", "\t"), ("newline", "\n"), ("é", "é"), ("設", "設"),
  ]

  @Test(arguments: odd.map(\.name))
  func oneOddCharacterAnywhereIsFoundWhateverTheWordBoundaries(name: String) throws {
    let odd = try #require(Self.odd.first { $0.name == name }?.text)
    for length in 1...24 {
      for position in 0..<length {
        let text =
          String(repeating: "a", count: position) + odd + String(repeating: "b", count: length - position - 1)
        let (safe, measurement) = Sanitizer.sanitizeAndMeasure(text)
        let expected = measurement.columns(.narrow)
        for cap in [0, 3, 7, 8, 9, 15, 16, 30] {
          let shown = ShownText(text, cap: cap, ambiguous: .narrow)
          let context = "\(name) at \(position) of \(length), cap \(cap)"
          // Past the cap the text may hold anything: it is never drawn there.
          let drawn = shown.text.unicodeScalars.prefix(cap)
          #expect(!drawn.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(context)")
          if expected <= cap {
            #expect(shown.columns == expected, "\(context)")
            #expect(shown.text == safe, "\(context)")
          } else {
            #expect(shown.columns > cap, "\(context)")
          }
          let ascii = Array(shown.text.utf8.prefix(shown.leadingASCII))
          #expect(ascii.count == shown.leadingASCII, "\(context)")
          #expect(ascii.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "\(context)")
        }
      }
    }
  }
}

/// Measuring notes whether every scalar it measured is one column, so that drawing text whole can
/// skip the width table (`Frame.putWhole`): never for a scalar of two columns.
@Suite("Shown text, narrow scalars")
struct ShownTextNarrowTests {
  @Test func everyScalarOneColumnIsNarrow() {
    let cases: [(text: String, ambiguous: AmbiguousWidth, isNarrow: Bool)] = [
      ("Minion Mode!!!", .narrow, true), ("", .narrow, true), ("Caf\u{E9} \u{25CF}", .narrow, true),
      ("Caf\u{E9} \u{25CF}", .wide, false), ("\u{B1}", .wide, false), ("\u{8A2D}\u{5B9A}", .narrow, false),
      ("a\tb", .narrow, false),
    ]
    for (text, ambiguous, isNarrow) in cases {
      let shown = ShownText(text, cap: 80, ambiguous: ambiguous)
      #expect(shown.isNarrow == isNarrow, "\(text), \(ambiguous)")
      if shown.isNarrow { #expect(shown.columns == text.unicodeScalars.count, "\(text), \(ambiguous)") }
    }
  }
}

/// A switch's text is added with its measure known beforehand (`RowContent.measuredSwitch`): it
/// must be what measuring finds, at every cap it fits and for both widths of ambiguous characters.
@Suite("Shown text, a switch's known measure")
struct ShownTextSwitchTests {
  @Test(arguments: [false, true])
  func theKnownMeasureIsWhatMeasuringFinds(isOn: Bool) {
    let text = isOn ? RowContent.switchOn : RowContent.switchOff
    for ambiguous in [AmbiguousWidth.narrow, .wide] {
      for cap in 0...24 {
        let measuredNow = ShownText(text, cap: cap, ambiguous: ambiguous)
        let columns = RowContent.switchColumns(ambiguous)
        guard columns <= cap else {
          #expect(measuredNow.columns > cap, "\(text), \(ambiguous), cap \(cap)")
          continue
        }
        let known = RowContent.measuredSwitch(isOn: isOn, columns: columns, cap: cap)
        let context = "\(text), \(ambiguous), cap \(cap)"
        #expect(known.text == measuredNow.text, "\(context)")
        #expect(known.source == measuredNow.source, "\(context)")
        #expect(known.columns == measuredNow.columns, "\(context)")
        #expect(known.cap == measuredNow.cap, "\(context)")
        #expect(known.leadingASCII == measuredNow.leadingASCII, "\(context)")
        #expect(known.isScalarAligned == measuredNow.isScalarAligned, "\(context)")
        #expect(known.isNarrow == measuredNow.isNarrow, "\(context)")
      }
    }
  }
}
