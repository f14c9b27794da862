import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Mouse reports")
struct MouseDecodingTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  func mouse(_ action: MouseEvent.Action, _ column: Int, _ row: Int) -> Key {
    .mouse(MouseEvent(action, column: column, row: row))
  }

  @Test func pressesReleasesAndTheWheelCountFromZero() {
    #expect(decode("\u{1B}[<0;10;5M") == [mouse(.press(.left), 9, 4)])
    #expect(decode("\u{1B}[<0;10;5m") == [mouse(.release(.left), 9, 4)])
    #expect(
      decode("\u{1B}[<1;1;1M\u{1B}[<2;80;24M") == [
        mouse(.press(.middle), 0, 0), mouse(.press(.right), 79, 23),
      ])
    #expect(decode("\u{1B}[<64;3;7M\u{1B}[<65;3;7M") == [mouse(.scrollUp, 2, 6), mouse(.scrollDown, 2, 6)])
    // Shift, Alt and Ctrl held are the same click.
    #expect(decode("\u{1B}[<20;10;5M") == [mouse(.press(.left), 9, 4)])
    #expect(MouseEvent(.press(.left), column: 9, row: 4).description == "press left at 9,4")
  }

  @Test func aReportSplitAcrossReadsIsOneEvent() {
    let report = Array("\u{1B}[<0;123;45M".utf8)
    for split in 1..<report.count {
      var decoder = KeyDecoder()
      #expect(decoder.feed(report[..<split]) == [], "split at \(split)")
      #expect(decoder.isWaitingForMoreInput)
      #expect(decoder.feed(report[split...]) == [mouse(.press(.left), 122, 44)], "split at \(split)")
    }
    // Byte by byte, between keys.
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in Array("a\u{1B}[<65;2;3Mb".utf8) { keys += decoder.feed([byte]) }
    #expect(keys == [.character("a"), mouse(.scrollDown, 1, 2), .character("b")])
    // Cut short and never finished: dropped at the timeout, and the key after it arrives.
    #expect(decoder.feed(Array("\u{1B}[<0;10".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
  }

  @Test func outOfRangeCoordinatesAreIgnored() {
    for report in [
      "\u{1B}[<0;0;5M", "\u{1B}[<0;5;0M", "\u{1B}[<0;10001;5M", "\u{1B}[<0;5;10001M",
      "\u{1B}[<0;99999999999999999999999;5M", "\u{1B}[<0;5M", "\u{1B}[<0;1;2;3M", "\u{1B}[<;;M",
      "\u{1B}[<0;-3;4M",
    ] {
      #expect(decode(report + "x") == [.character("x")], "\(report.debugDescription)")
    }
    #expect(decode("\u{1B}[<0;10000;10000M") == [mouse(.press(.left), 9999, 9999)])
  }

  @Test func unknownButtonsAndMotionAreIgnored() {
    for report in [
      "\u{1B}[<3;5;5M",  // "released" in the old encoding: no button
      "\u{1B}[<66;5;5M", "\u{1B}[<67;5;5M",  // the horizontal wheel
      "\u{1B}[<128;5;5M", "\u{1B}[<129;5;5M", "\u{1B}[<131;5;5m",  // buttons 8 and up
      "\u{1B}[<32;5;5M", "\u{1B}[<35;5;5M",  // motion, with and without a button
      "\u{1B}[<64;5;5m",  // the wheel does not come up
      "\u{1B}[<256;5;5M", "\u{1B}[<1000000;5;5M",
      "\u{1B}[0;5;5M",  // no `<`: not an SGR report
    ] {
      #expect(decode(report + "x") == [.character("x")], "\(report.debugDescription)")
    }
  }

  @Test func randomReportsNeverCrashOrSwallowTheNextKey() {
    var generator = SeededGenerator(seed: 1006)
    let pieces = ["\u{1B}[<", ";", "M", "m", "0", "1", "64", "99999999999", "-", "<", "\u{1B}", "[", "設"]
    for _ in 0..<2000 {
      let garbage = (0..<Int.random(in: 1...10, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      var decoder = KeyDecoder()
      _ = decoder.feed(Array(garbage.utf8))
      _ = decoder.flush()
      #expect(
        decoder.feed(Array("\u{1B}[<0;4;2M".utf8)) == [mouse(.press(.left), 3, 1)],
        "\(garbage.debugDescription)")
    }
  }

  // MARK: X10 form (a terminal that answers 1000 without 1006)

  func decodeBytes(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(bytes) + decoder.flush()
  }

  /// `ESC [ M b x y`, each of the three a value plus 32.
  func x10(_ button: UInt8, _ column: UInt8, _ row: UInt8) -> [UInt8] {
    [0x1B, 0x5B, 0x4D, button, column, row]
  }

  @Test func x10ReportsAreMouseEvents() {
    #expect(decodeBytes(x10(32, 33 + 9, 33 + 4)) == [mouse(.press(.left), 9, 4)])
    #expect(decodeBytes(x10(34, 33, 33)) == [mouse(.press(.right), 0, 0)])
    #expect(decodeBytes(x10(35, 40, 40)) == [mouse(.release(.left), 7, 7)])
    #expect(
      decodeBytes(x10(96, 40, 40) + x10(97, 40, 40)) == [mouse(.scrollUp, 7, 7), mouse(.scrollDown, 7, 7)])
  }

  /// A coordinate byte of 27 (ESC) or of `q` is part of the report, never Escape or `q`.
  @Test func x10BytesNeverBecomeKeys() {
    let escape: UInt8 = 27
    let q = UInt8(ascii: "q")
    for report in [
      x10(32, escape, escape), x10(32, q, q), x10(q, q, escape), x10(escape, 40, q), x10(32, 13, 32),
    ] {
      let keys = decodeBytes(report + Array("x".utf8))
      #expect(keys.filter { if case .mouse = $0 { false } else { true } } == [.character("x")], "\(report)")
    }
    #expect(decodeBytes(x10(32, q, q)) == [mouse(.press(.left), Int(q) - 33, Int(q) - 33)])
  }

  @Test func anX10ReportSplitAcrossReadsIsOneEvent() {
    let report = x10(32, 113, 40)
    for split in 1..<report.count {
      var decoder = KeyDecoder()
      #expect(decoder.feed(report[..<split]) == [], "split at \(split)")
      #expect(decoder.feed(report[split...]) == [mouse(.press(.left), 80, 7)], "split at \(split)")
    }
  }
}
