#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether two strings have the same UTF-8 bytes.
///
/// Snapshots compare byte for byte: `String`'s `==` treats canonically equivalent text (a
/// precomposed `é` and `e` with a combining accent) as equal, which would hide a real change in
/// what a terminal is sent.
func sameBytes(_ a: String, _ b: String) -> Bool {
  var a = a
  var b = b
  guard a.utf8.count == b.utf8.count else { return false }
  return a.withUTF8 { a in b.withUTF8 { b in sameBytes(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b)) }
  }
}

/// Whether two byte arrays are equal, compared with `memcmp`: `Array`'s `==` compares element by
/// element, several times slower on the kilobytes of a screen's snapshot.
func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
  guard a.count == b.count else { return false }
  return a.withUnsafeBytes { a in b.withUnsafeBytes { b in sameBytes(a, b) } }
}

private func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
  guard a.count == b.count else { return false }
  guard let x = a.baseAddress, let y = b.baseAddress else { return a.count == 0 }
  return memcmp(x, y, a.count) == 0
}
