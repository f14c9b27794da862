/// Writes bytes into memory the caller provides, for the renderers' inner loops: no uniqueness
/// check, no growth, one bounds check per write.
struct ByteWriter {
  private let base: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private(set) var count = 0

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    base = buffer.baseAddress!
    capacity = buffer.count
  }

  /// Appends what was written to `bytes`, from the `start`th byte on.
  @inline(__always)
  func appendWritten(to bytes: inout [UInt8], from start: Int = 0) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
  }

  /// Writes `source` over bytes already written, from `offset`.
  mutating func overwrite(at offset: Int, with source: [UInt8]) {
    precondition(offset + source.count <= count, "ByteWriter overwrite past what was written")
    source.withUnsafeBufferPointer { (base + offset).update(from: $0.baseAddress!, count: $0.count) }
  }

  @inline(__always)
  mutating func write(_ byte: UInt8) {
    precondition(count < capacity, "ByteWriter overflow")
    base[count] = byte
    count &+= 1
  }

  @inline(__always)
  mutating func write(_ source: UnsafeRawBufferPointer) {
    let length = source.count
    precondition(count + length <= capacity, "ByteWriter overflow")
    guard let from = source.baseAddress else { return }
    let to = UnsafeMutableRawPointer(base + count)
    if length <= 64 {
      // Escape sequences and short texts: word moves beat a call to memcpy. The last move
      // overlaps the one before rather than finishing byte by byte.
      if length >= 8 {
        var i = 0
        while i &+ 8 <= length {
          Self.move(UInt64.self, from, to, at: i)
          i &+= 8
        }
        if i < length { Self.move(UInt64.self, from, to, at: length &- 8) }
      } else if length >= 4 {
        Self.move(UInt32.self, from, to, at: 0)
        Self.move(UInt32.self, from, to, at: length &- 4)
      } else if length >= 2 {
        Self.move(UInt16.self, from, to, at: 0)
        Self.move(UInt16.self, from, to, at: length &- 2)
      } else if length == 1 {
        Self.move(UInt8.self, from, to, at: 0)
      }
    } else {
      to.copyMemory(from: from, byteCount: length)
    }
    count &+= length
  }

  @inline(__always)
  private static func move<Word: FixedWidthInteger>(
    _: Word.Type, _ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, at offset: Int
  ) {
    to.storeBytes(
      of: from.loadUnaligned(fromByteOffset: offset, as: Word.self), toByteOffset: offset, as: Word.self)
  }

  @inline(__always)
  mutating func write(_ source: UnsafeBufferPointer<UInt8>) {
    write(UnsafeRawBufferPointer(source))
  }

  /// Writes `length` bytes made by `byte(i)` for `i` in `0..<length`, with one bounds check.
  @inline(__always)
  mutating func write(count length: Int, _ byte: (Int) -> UInt8) {
    precondition(count &+ length <= capacity, "ByteWriter overflow")
    let p = base + count
    for i in 0..<length { p[i] = byte(i) }
    count &+= length
  }

  /// Writes a non-negative integer's decimal digits.
  @inline(__always)
  mutating func write(decimal value: Int) {
    let length = DecimalDigits.count(value)
    precondition(count &+ length <= capacity, "ByteWriter overflow")
    DecimalDigits.write(value, length: length, to: base + count)
    count &+= length
  }

  /// Writes a Unicode scalar's UTF-8 (one to four bytes).
  @inline(__always)
  mutating func write(scalar value: UInt32) {
    write(atMost: 4) { ScalarUTF8.write(value, to: $0) }
  }

  /// Lets `body` write at most `limit` bytes through a pointer; it returns how many it wrote.
  @inline(__always)
  mutating func write(atMost limit: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    precondition(count &+ limit <= capacity, "ByteWriter overflow")
    count &+= body(base + count)
  }

  /// Writes a string's UTF-8.
  @inline(__always)
  mutating func write(_ text: String) {
    StringUTF8.with(text) { write($0) }
  }

  /// Writes an array's bytes.
  @inline(__always)
  mutating func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }
}
