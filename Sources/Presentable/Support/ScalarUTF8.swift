/// Encodes a Unicode scalar value as UTF-8: the one encoder the renderers, the frame and the
/// snapshot format share.
///
/// ```swift
/// withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { buffer in
///   ScalarUTF8.write(0x1F44D, to: buffer.baseAddress!)   // 4: F0 9F 91 8D
/// }
/// ```
enum ScalarUTF8 {
  /// Writes `value`'s UTF-8 at `p` (room for four bytes) and returns how many bytes it wrote.
  @inline(__always)
  @discardableResult
  static func write(_ value: UInt32, to p: UnsafeMutablePointer<UInt8>) -> Int {
    if value < 0x80 {
      p[0] = UInt8(truncatingIfNeeded: value)
      return 1
    }
    if value < 0x800 {
      p[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
      p[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 2
    }
    if value < 0x1_0000 {
      p[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
      p[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
      p[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
      return 3
    }
    p[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
    p[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
    p[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
    p[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
    return 4
  }
}
