/// Per-code-point display properties, decoded once from the generated two-stage table.
///
/// One byte per code point:
/// - bits 0–1: columns the scalar takes on its own (0, 1 or 2), or 3 for a scalar whose width
///   depends on its neighbours although it has columns of its own: a Prepend character (such as
///   U+0600 ARABIC NUMBER SIGN, one column, joining what follows), a regional indicator or a
///   skin-tone modifier (two columns each);
/// - bit 2: East Asian Ambiguous (2 columns when ambiguous characters are wide);
/// - bit 3: Extended_Pictographic (an emoji base that can join through ZWJ);
/// - bit 4: has a variation sequence that changes its width: a narrow base that VARIATION
///   SELECTOR-16 makes wide (`❤️`), or a wide base that VARIATION SELECTOR-15 makes narrow
///   (`⌚︎`); the base's width tells which;
/// - bit 5: spacing combining mark (general category Mc);
/// - bit 6: virama or invisible stacker: the next character with columns joins the cluster;
/// - bit 7: unsafe for a terminal (C0, DEL, C1, bidi controls, line separators); the sanitizer
///   replaces these with a one-column visible glyph, so they measure 1.
enum UnicodeWidthTable {
  static let widthMask: UInt8 = 0b11
  /// The width value of Prepend characters, regional indicators and skin-tone modifiers.
  static let neighbourDependentWidth: UInt8 = 3
  static let ambiguous: UInt8 = 1 << 2
  static let pictographic: UInt8 = 1 << 3
  static let hasPresentationSequence: UInt8 = 1 << 4
  static let spacingMark: UInt8 = 1 << 5
  static let virama: UInt8 = 1 << 6
  static let unsafe: UInt8 = 1 << 7

  /// The decoded tables, in memory of their own that lives as long as the process: reading
  /// them takes no reference counting.
  private static let tables = Lookup(stage1: decodeStage1(), stage2: decodeStage2())

  @inline(__always)
  static func properties(_ scalar: UInt32) -> UInt8 {
    tables(scalar)
  }

  /// A lookup that keeps the decoded tables at hand for a loop over many scalars.
  struct Lookup: @unchecked Sendable {
    /// Block numbers, one per 256 code points.
    let stage1: UnsafeBufferPointer<UInt16>
    /// Property bytes of the distinct blocks, 256 each.
    let stage2: UnsafeBufferPointer<UInt8>

    @inline(__always)
    func callAsFunction(_ scalar: UInt32) -> UInt8 {
      if scalar >= 0x11_0000 { return 1 }
      return stage2[Int(stage1[Int(scalar >> 8)]) &<< 8 | Int(scalar & 0xFF)]
    }
  }

  /// Runs `body` with a lookup whose tables stay valid for its duration (they always are).
  @inline(__always)
  static func withLookup<R>(_ body: (Lookup) throws -> R) rethrows -> R {
    try body(tables)
  }

  /// The value of a hex digit, or `nil` for the line breaks and spaces of the literal's layout.
  @inline(__always)
  private static func hexValue(_ byte: UInt8) -> UInt16? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "\n"), UInt8(ascii: " "): nil
    default: preconditionFailure("corrupt width table")
    }
  }

  /// Calls `body` with each group of `size` hex digits of a generated literal, as one number.
  /// One pass straight into the tables' memory: decoding through lazy collections and
  /// intermediate arrays was a large part of the demo's start-up (Docs/Benchmarks.md).
  @inline(__always)
  private static func forEachNumber(of size: Int, in text: StaticString, _ body: (UInt16) -> Void) {
    text.withUTF8Buffer { buffer in
      var number: UInt16 = 0
      var digits = 0
      for byte in buffer {
        guard let digit = hexValue(byte) else { continue }
        number = number << 4 | digit
        digits += 1
        if digits == size {
          body(number)
          (number, digits) = (0, 0)
        }
      }
      precondition(digits == 0, "corrupt width table")
    }
  }

  /// Memory never freed for the block numbers.
  private static func decodeStage1() -> UnsafeBufferPointer<UInt16> {
    let memory = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: 0x1100)
    var count = 0
    forEachNumber(of: 3, in: stage1Hex) { number in
      precondition(count < memory.count, "corrupt width table")
      memory[count] = number
      count += 1
    }
    precondition(count == memory.count, "corrupt width table")
    return UnsafeBufferPointer(memory)
  }

  /// Memory never freed for the blocks, from runs of two hex digits of value and two of length.
  private static func decodeStage2() -> UnsafeBufferPointer<UInt8> {
    let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: blockCount * 256)
    var count = 0
    forEachNumber(of: 4, in: stage2Runs) { run in
      let length = Int(run & 0xFF) + 1
      precondition(count + length <= memory.count, "corrupt width table")
      (memory.baseAddress! + count).initialize(repeating: UInt8(run >> 8), count: length)
      count += length
    }
    precondition(count == memory.count, "corrupt width table")
    return UnsafeBufferPointer(memory)
  }
}
