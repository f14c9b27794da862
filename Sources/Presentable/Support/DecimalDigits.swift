/// Writes non-negative integers as ASCII decimal digits, the one place numbers become bytes for
/// the renderers (cursor moves) and the snapshot format (column numbers, header widths).
///
/// ```swift
/// var bytes: [UInt8] = []
/// DecimalDigits.append(120, to: &bytes)   // "120"
/// ```
///
/// Package access: the snapshot format in PresentableTesting writes its numbers here too, so
/// there is one decimal writer and no public API for it.
package enum DecimalDigits {
  /// How many digits `value` has. Package access: the snapshot writer sizes its style lines with it.
  @inline(__always)
  package static func count(_ value: Int) -> Int {
    if value < 10 { return 1 }
    if value < 100 { return 2 }
    if value < 1000 { return 3 }
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// Writes the `length` digits of `value` (`length` is ``count(_:)``) at `p`.
  @inline(__always)
  static func write(_ value: Int, length: Int, to p: UnsafeMutablePointer<UInt8>) {
    var rest = value
    for i in stride(from: length - 1, through: 0, by: -1) {
      p[i] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
      rest /= 10
    }
  }

  /// Writes `value`'s digits at `p` and moves `p` past them. Package access: the snapshot writer
  /// writes column numbers with it.
  @inline(__always)
  package static func write(_ value: Int, to p: inout UnsafeMutablePointer<UInt8>) {
    let length = count(value)
    write(value, length: length, to: p)
    p += length
  }

  /// Appends `value`'s digits to `bytes`. Package access: the snapshot header writes its width
  /// with it.
  package static func append(_ value: Int, to bytes: inout [UInt8]) {
    let length = count(value)
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { buffer in
      write(value, length: length, to: buffer.baseAddress!)
      bytes.append(contentsOf: buffer)
    }
  }
}
