import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Sanitizer")
struct SanitizerTests {
  @Test func escapeSequencesAreShownNotExecuted() {
    #expect(Sanitizer.sanitize("Bob\u{1B}[2J") == "Bob␛[2J")
    #expect(Sanitizer.sanitize("\u{1B}]0;title\u{07}") == "␛]0;title␇")
  }

  @Test func everyC0ControlBecomesItsControlPicture() {
    for value in UInt32(0)..<0x20 {
      let control = String(Unicode.Scalar(value)!)
      #expect(Sanitizer.sanitize(control) == String(Unicode.Scalar(0x2400 + value)!))
    }
    #expect(Sanitizer.sanitize("\u{7F}") == "␡")
  }

  @Test func c1BidiAndSeparatorsBecomeVisibleGlyphs() {
    for value in UInt32(0x80)..<0xA0 {
      #expect(Sanitizer.sanitize(String(Unicode.Scalar(value)!)) == "␦")
    }
    for bidi in ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}"] {
      #expect(Sanitizer.sanitize("a\(bidi)b") == "a␦b")
    }
    #expect(Sanitizer.sanitize("a\u{2028}b\u{2029}") == "a␤b␤")
  }

  @Test func safeTextIsReturnedUnchanged() {
    for text in ["Minion Mode!!!", "設定", "👨‍👩‍👧‍👦 family", "Cafe\u{301}", "🇯🇵", "1️⃣", ""] {
      #expect(Sanitizer.sanitize(text) == text)
    }
  }

  @Test func isolatedMarksGetABaseAndInvisibleFormatCharactersGo() {
    #expect(Sanitizer.sanitize("\u{301}x") == "◌\u{301}x")
    #expect(Sanitizer.sanitize("a\u{200B}b") == "ab")
    #expect(Sanitizer.sanitize("\u{FEFF}Hi") == "Hi")
    // A lone Hangul vowel jamo is joined to a choseong filler, so it still shows.
    #expect(Sanitizer.sanitize("\u{1161}").unicodeScalars.map(\.value) == [0x115F, 0x1161])
  }

  @Test func edgesCannotJoinTheTextBesideThem() {
    #expect(Sanitizer.sanitize("👨\u{200D}") == "👨")
    #expect(Sanitizer.sanitize("🇺🇸🇫") == "🇺🇸🇫\u{200C}")
    #expect(Sanitizer.sanitize("🇺🇸") == "🇺🇸")
    #expect(Sanitizer.sanitize("\u{0600}") == "\u{0600}◌")
    #expect(Sanitizer.sanitize("\u{0600}\u{AD}x") == "\u{0600}◌\u{AD}x")
    #expect(Sanitizer.sanitize("\u{0600}1") == "\u{0600}1")
    #expect(Sanitizer.sanitize("\u{1F3FD}!") == "◌\u{1F3FD}!")
    // Spans drawn side by side keep their widths: no flag forms across the boundary.
    let line = Line([TextRun("🇺"), TextRun("🇸")])
    #expect(line.width() == 4)
    #expect(line.plainText.count == 2)
  }

  /// A joiner or virama at the end of a cluster would reach into the next one: wcwidth hides the
  /// character after a joiner, and joins the one after a virama, where Presentable (one cluster
  /// per cell) does not.
  @Test func noClusterEndsInAJoinerOrAVirama() {
    #expect(Sanitizer.sanitize("a\u{200D}b") == "ab")
    #expect(Sanitizer.sanitize("設\u{200D}設") == "設設")
    #expect(Sanitizer.sanitize("👨\u{200D}a") == "👨a")
    #expect(Sanitizer.sanitize("Bob\u{200D}\u{200D}Ann") == "BobAnn")
    #expect(
      Sanitizer.sanitize("\u{1781}\u{17D2}\u{1798}\u{17C2}\u{179A}")
        == "\u{1781}\u{17D2}\u{200C}\u{1798}\u{17C2}\u{179A}")
    #expect(Sanitizer.sanitize("\u{0915}\u{094D}") == "\u{0915}\u{094D}\u{200C}")
    // A selector after the virama does not close it.
    #expect(Sanitizer.sanitize("設\u{094D}\u{FE0F}設") == "設\u{094D}\u{FE0F}\u{200C}設")
    // Joiners inside a cluster are kept: emoji sequences, half forms.
    for text in ["👨‍👩‍👧‍👦", "👩🏽‍💻", "\u{0915}\u{094D}\u{200D}\u{0937}", "\u{0915}\u{094D}\u{0937}"] {
      #expect(Sanitizer.sanitize(text) == text)
    }
  }

  @Test func sanitizedTextHasNoControlAndEveryClusterTakesAColumn() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<3000 {
      let text = HostileText.string(using: &generator)
      let safe = Sanitizer.sanitize(text)
      #expect(!containsTerminalControl(safe), "\(text.unicodeScalars.map(\.value))")
      for character in safe {
        let width = DisplayWidth.of(character)
        #expect(width >= 1, "\(character.unicodeScalars.map(\.value)) in \(text.unicodeScalars.map(\.value))")
        let reachesNext = UnicodeWidthTable.withLookup {
          DisplayWidth.measureCluster(character.unicodeScalars, lookup: $0).reachesNext
        }
        #expect(
          !reachesNext && character.unicodeScalars.last != "\u{200D}",
          "\(character.unicodeScalars.map(\.value)) in \(text.unicodeScalars.map(\.value))")
      }
      #expect(Sanitizer.sanitize(safe) == safe, "not idempotent: \(text.unicodeScalars.map(\.value))")
    }
  }
}

/// Whether text holds anything a terminal would act on: C0, DEL, C1 or bidi controls.
func containsTerminalControl(_ text: String) -> Bool {
  text.unicodeScalars.contains { scalar in
    let v = scalar.value
    return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v)
      || (0x2066...0x2069).contains(v)
      || v == 0x200E || v == 0x200F || v == 0x061C || v == 0x2028 || v == 0x2029
  }
}
