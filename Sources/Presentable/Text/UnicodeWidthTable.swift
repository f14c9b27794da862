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
  private static let tables = Lookup(
    stage1: permanentCopy(of: decodeStage1()), stage2: permanentCopy(of: decodeStage2()))

  /// Memory never freed, holding `array`'s elements.
  private static func permanentCopy<Element>(of array: [Element]) -> UnsafeBufferPointer<Element> {
    let memory = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
    _ = memory.initialize(from: array)
    return UnsafeBufferPointer(memory)
  }

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

  private static func hexValue(_ byte: UInt8) -> UInt16 {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
    default: preconditionFailure("corrupt width table")
    }
  }

  /// The hex digits of a generated literal, without the line breaks of its layout.
  private static func digits(_ text: StaticString) -> [UInt16] {
    text.withUTF8Buffer { buffer in
      buffer.lazy.filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: " ") }.map(hexValue)
    }
  }

  private static func decodeStage1() -> [UInt16] {
    let d = digits(stage1Hex)
    precondition(d.count == 0x1100 * 3, "corrupt width table")
    return stride(from: 0, to: d.count, by: 3).map { d[$0] << 8 | d[$0 + 1] << 4 | d[$0 + 2] }
  }

  private static func decodeStage2() -> [UInt8] {
    let d = digits(stage2Runs)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(blockCount * 256)
    for i in stride(from: 0, to: d.count, by: 4) {
      let value = UInt8(d[i] << 4 | d[i + 1])
      let count = Int(d[i + 2] << 4 | d[i + 3]) + 1
      bytes.append(contentsOf: repeatElement(value, count: count))
    }
    precondition(bytes.count == blockCount * 256, "corrupt width table")
    return bytes
  }
}
