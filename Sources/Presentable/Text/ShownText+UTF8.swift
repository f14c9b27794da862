/// The one route a shown text's bytes take: measuring (``ShownText/init(_:cap:ambiguous:)``)
/// reads them through ``StringUTF8``, the standard library's public contiguous view of the
/// string's UTF-8, and keeps a short text's bytes, copied from that same buffer, in the shown text
/// itself; drawing reads those bytes, or a longer text's through the same view. So the bytes
/// measured (and found free of controls) are the bytes drawn. Nothing here reads how `String`
/// lays itself out in memory.
extension ShownText {
  /// A short text's storage: `bytes` and their count in two words of this type's own layout, or
  /// `nil` when they are more than ``shortCapacity``.
  static func short(_ bytes: UnsafeBufferPointer<UInt8>) -> Storage? {
    guard bytes.count <= shortCapacity else { return nil }
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { raw in
      if let base = bytes.baseAddress { raw.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
      raw[shortCapacity] = UInt8(bytes.count)
    }
    return .short(words.0, words.1)
  }

  /// Calls `body` with the UTF-8 of the text at `shown`, read where the text lives.
  // By address: the row's drawing passes its segments in place, and a copy of each segment's text
  // would retain and release its string for every row drawn.
  static func withUTF8<Result>(
    _ shown: UnsafePointer<ShownText>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    switch shown.pointee.storage {
    case .short(let first, let second):
      var words = (first, second)
      return withUnsafeBytes(of: &words) { raw in
        let count = Int(raw[shortCapacity])
        return body(
          UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
      }
    case .string(let text, _):
      return StringUTF8.with(text, body)
    }
  }

  /// Calls `body` with the UTF-8 of `shown`'s text.
  static func withUTF8<Result>(of shown: ShownText, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
  {
    withUnsafePointer(to: shown) { withUTF8($0, body) }
  }
}
