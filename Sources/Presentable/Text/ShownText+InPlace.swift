/// Reading shown text without copying its string: a copy of a `String` retains it and releases
/// it again, two calls into the runtime even for a small string, which owns nothing.
///
/// On 64-bit little-endian platforms a `String` is two words, its count and flags, then its
/// object, whose top nibble says what kind of string it is (the standard library's
/// `_StringObject`, part of its frozen layout, inlined into every client): bit 63 set for an
/// immortal string (small, or a literal), which reference counting skips, and bit 61 for a small
/// string, whose UTF-8 is the two words' first bytes in memory order and whose count is bits
/// 56…59. `ShownTextInPlaceTests` checks both readings against the string's own answers.
extension ShownText {
  #if _pointerBitWidth(_64) && _endian(little)
    private static let immortalFlag: UInt64 = 1 << 63
    private static let smallFlag: UInt64 = 1 << 61
  #endif

  /// Whether releasing `text` does nothing: a small string or a literal. `false` wherever the
  /// layout is not the one read here, so such text is always released.
  @inline(__always)
  static func isImmortal(_ text: String) -> Bool {
    #if _pointerBitWidth(_64) && _endian(little)
      unsafeBitCast(text, to: (UInt64, UInt64).self).1 & immortalFlag != 0
    #else
      false
    #endif
  }

  /// The UTF-8 count of `text` when it is a small string of printable ASCII only (what
  /// ``displayableColumns(_:cap:ambiguous:)`` finds one column a byte), `nil` otherwise.
  // Its two words tested whole, the bytes past its count (and the count's own byte) taken as
  // spaces: measuring the benchmark row's 14-byte title this way saves the call and the loop.
  @inline(__always)
  static func smallPrintableASCIICount(_ text: String) -> Int? {
    #if _pointerBitWidth(_64) && _endian(little)
      let (first, second) = unsafeBitCast(text, to: (UInt64, UInt64).self)
      guard second & smallFlag != 0 else { return nil }
      let count = Int(truncatingIfNeeded: second >> 56 & 0xF)
      // Smart shifts: by 64 or more they give 0, so no branch on the count.
      let firstKept = ~(UInt64.max << (count &* 8))
      let secondKept = ~(UInt64.max << max(0, count &* 8 &- 64))
      let spaces: UInt64 = 0x2020_2020_2020_2020
      let a = first & firstKept | spaces & ~firstKept
      let b = second & secondKept | spaces & ~secondKept
      // A byte is printable ASCII when its high bit is clear, adding 0x60 sets it (0x20 or
      // more) and adding 1 does not (not DEL); a byte with its high bit set fails whatever its
      // carry does to the next.
      let high: UInt64 = 0x8080_8080_8080_8080
      let printable =
        (a &+ 0x6060_6060_6060_6060) & ~(a &+ 0x0101_0101_0101_0101) & ~a
        & (b &+ 0x6060_6060_6060_6060) & ~(b &+ 0x0101_0101_0101_0101) & ~b & high
      return printable == high ? count : nil
    #else
      return nil
    #endif
  }

  /// Calls `body` with the UTF-8 of the text at `shown`: a small string's bytes are read from its
  /// two words, any other string's in place through a copy of it (see ``StringUTF8``).
  // The row's drawing passes its segments by address: a copy of each segment's text cost a
  // retain and a release, about 50 instructions a segment, for strings that own nothing.
  @inline(__always)
  static func withUTF8<Result>(
    _ shown: UnsafePointer<ShownText>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    #if _pointerBitWidth(_64) && _endian(little)
      let string = UnsafeRawPointer(shown) + MemoryLayout<ShownText>.offset(of: \.text)!
      var words = (string.load(as: UInt64.self), string.load(fromByteOffset: 8, as: UInt64.self))
      if words.1 & smallFlag != 0 {
        let count = Int(truncatingIfNeeded: words.1 >> 56 & 0xF)
        return withUnsafeBytes(of: &words) {
          body(UnsafeBufferPointer(start: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        }
      }
    #endif
    return withCopiedUTF8(shown, body)
  }

  /// The text's UTF-8 through a copy of its string: out of line, so that the small string's way
  /// stays short where it is inlined.
  @inline(never)
  private static func withCopiedUTF8<Result>(
    _ shown: UnsafePointer<ShownText>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    let text = shown.pointee.text
    return StringUTF8.with(text, body)
  }
}
