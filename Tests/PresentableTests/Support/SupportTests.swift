import Testing

@testable import Presentable

@Suite("Support: decimal digits, UTF-8 of scalars, the byte writer")
struct SupportTests {
  @Test(arguments: [0, 7, 10, 99, 100, 999, 1000, 65_535, 1_234_567, Int(Int32.max)])
  func decimalDigitsMatchTheStandardLibrary(value: Int) {
    var bytes: [UInt8] = [0x3A]
    DecimalDigits.append(value, to: &bytes)
    #expect(bytes == [0x3A] + Array(String(value).utf8))
    #expect(DecimalDigits.count(value) == String(value).count)
  }

  @Test func everyScalarEncodesAsTheStandardLibraryDoes() {
    var checked = 0
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { buffer in
      for value in stride(from: UInt32(0), through: 0x10_FFFF, by: 97) {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let count = ScalarUTF8.write(value, to: buffer.baseAddress!)
        #expect(Array(buffer.prefix(count)) == Array(String(scalar).utf8))
        checked += 1
      }
    }
    #expect(checked > 10_000)
  }

  @Test func theByteWriterWritesScalarsAndNumbersInPlace() {
    let bytes = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer in
      var writer = ByteWriter(buffer)
      writer.write(scalar: 0x8A2D)
      writer.write(decimal: 2026)
      writer.write(scalar: 0x41)
      return Array(buffer.prefix(writer.count))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "設2026A")
  }

  @Test func aStringsUTF8IsReadAsItIs() {
    // Small (inline) strings, a long one on the heap, and one of several-byte scalars.
    for text in ["", "a", "Minion Mode!!!", String(repeating: "x", count: 1_000), "設定 e\u{301} 🎉"] {
      #expect(StringUTF8.with(text) { Array($0) } == Array(text.utf8))
    }
  }

  @Test func lockedStateIsSharedByItsCopies() {
    let counter = Locked(0)
    let copy = counter
    for _ in 0..<5 { copy.withLock { $0 += 1 } }
    #expect(counter.withLock { $0 } == 5)
  }
}
