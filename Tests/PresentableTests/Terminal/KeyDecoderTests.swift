import Testing

@testable import Presentable

@Suite("Key decoder")
struct KeyDecoderTests {
  func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[1;5C", .right), ("\u{1B}[H", .home), ("\u{1B}[F", .end),
    ("\u{1B}OH", .home), ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\r", .enter), ("\n", .enter),
    ("\u{1B}OM", .enter), (" ", .space), ("\t", .tab), ("\u{1B}[Z", .backTab), ("\u{7F}", .backspace),
    ("\u{8}", .backspace), ("\u{3}", .control("c")), ("\u{4}", .control("d")), ("\u{1A}", .control("z")),
    ("q", .character("q")), ("設", .character("設")), ("👍🏽", .character("👍🏽")),
    ("👨‍👩‍👧‍👦", .character("👨‍👩‍👧‍👦")), ("e\u{301}", .character("e\u{301}")),
  ])
  func everyKeyKind(bytes: String, key: Key) {
    #expect(decode(bytes) == [key])
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.isWaitingForMoreInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isWaitingForMoreInput)
    // If the rest arrives before the timeout, it is a sequence.
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.feed(Array("[A".utf8)) == [.up])
    // Escape twice is one Escape now, and one waiting.
    #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
  }

  @Test func sequencesAndCharactersSplitAcrossReads() {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}[5~a設\u{1B}[B".utf8)
    var keys: [Key] = []
    for byte in bytes { keys += decoder.feed([byte]) }
    keys += decoder.flush()
    #expect(keys == [.pageUp, .character("a"), .character("設"), .down])
  }

  @Test func bracketedPasteIsOneKeyEvenInPieces() {
    var decoder = KeyDecoder()
    let bytes = Array("x\u{1B}[200~Bob\n\u{1B}[A設 q\u{1B}[201~y".utf8)
    var keys: [Key] = []
    for chunk in stride(from: 0, to: bytes.count, by: 3) {
      keys += decoder.feed(bytes[chunk..<min(chunk + 3, bytes.count)])
      #expect(!decoder.isWaitingForMoreInput || decoder.feed([]).isEmpty)
    }
    #expect(keys == [.character("x"), .paste("Bob\n\u{1B}[A設 q"), .character("y")])
  }

  @Test func altKeysAreTheKeyAloneAndUnknownSequencesAreIgnored() {
    #expect(decode("\u{1B}q") == [.character("q")])
    #expect(
      decode("\u{1B}[15~\u{1B}[M abc\u{1B}[?1;2c\u{1B}OPz") == [
        .space, .character("a"), .character("b"), .character("c"), .character("z"),
      ])
    #expect(decode("\u{1B}[<0;10;5M") == [])
  }

  @Test func invalidUTF8IsDropped() {
    var decoder = KeyDecoder()
    let keys = decoder.feed([0xFF, 0x41, 0xC3, 0x28, 0x80, 0xE8, 0xA8, 0xAD]) + decoder.flush()
    #expect(keys == [.character("A"), .character("("), .character("設")])
  }

  @Test func anUnfinishedSequenceIsDroppedAtTheTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[12".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.feed(Array("a".utf8)) == [.character("a")])
  }

  @Test func longGarbageDoesNotGrowWithoutLimit() {
    var decoder = KeyDecoder()
    let garbage = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 10_000)
    _ = decoder.feed(garbage)
    #expect(decoder.feed(Array("q".utf8)).contains(.character("q")))
  }

  /// The keys as a sequence of tokens in which runs of typed characters are one string: reads
  /// split at another place may group the scalars of a grapheme cluster differently (a combining
  /// mark in the next read), but never lose, add or reorder input.
  static func tokens(_ keys: [Key]) -> [String] {
    var result: [String] = []
    var text = ""
    for key in keys {
      if case .character(let c) = key {
        text.unicodeScalars.append(contentsOf: c.unicodeScalars)
        continue
      }
      if key == .space {
        text.append(" ")
        continue
      }
      if !text.isEmpty { result.append("text(\(text.unicodeScalars.map(\.value)))") }
      text = ""
      result.append(key.description)
    }
    if !text.isEmpty { result.append("text(\(text.unicodeScalars.map(\.value)))") }
    return result
  }

  /// Random byte streams never crash the decoder, and decoding is the same however the bytes are
  /// split into reads.
  @Test func fuzzRandomBytes() {
    var generator = SeededGenerator(seed: 2026)
    for round in 0..<2000 {
      let count = Int.random(in: 0...200, using: &generator)
      var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      if round % 3 == 0 {
        // Bias towards sequence starts, so the escape paths are exercised.
        for i in bytes.indices where i % 7 == 0 {
          bytes[i] = [0x1B, 0x5B, 0x4F, 0x7E, 0x3B][Int(bytes[i]) % 5]
        }
      }
      var whole = KeyDecoder()
      let all = whole.feed(bytes)
      var split = KeyDecoder()
      var pieces: [Key] = []
      var i = 0
      while i < bytes.count {
        let n = Int.random(in: 1...8, using: &generator)
        pieces += split.feed(bytes[i..<min(i + n, bytes.count)])
        i += n
      }
      #expect(all.count <= bytes.count)
      #expect(Self.tokens(pieces) == Self.tokens(all), "round \(round): \(bytes)")
    }
  }
}

@Suite("Key scripts")
struct KeyScriptTests {
  @Test func wordsQuotesAndCharacters() throws {
    #expect(
      try KeyScript.parse("down  down,space 'Bob 設' enter q ctrl-c PageDown esc \"it's\"") == [
        .down, .down, .space, .character("B"), .character("o"), .character("b"), .space, .character("設"),
        .enter,
        .character("q"), .control("c"), .pageDown, .escape, .character("i"), .character("t"), .character("'"),
        .character("s"),
      ])
    #expect(try KeyScript.parse("") == [])
  }

  @Test func mistakesSayWhatIsRight() {
    #expect(throws: KeyScript.ParseError.self) { try KeyScript.parse("dwn") }
    do {
      _ = try KeyScript.parse("down 'unclosed")
      Issue.record("an unclosed quote parsed")
    } catch {
      #expect(error.description.contains("Unclosed quote"))
    }
    do {
      _ = try KeyScript.parse("jump")
    } catch {
      #expect(error.description.contains("put text in quotes"))
    }
  }
}
