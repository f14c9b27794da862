/// A string's UTF-8 as a buffer, for loops that read bytes.
enum StringUTF8 {
  /// Calls `body` with the UTF-8 of `text`: read in place when the string is native (nearly
  /// always), copied once otherwise.
  ///
  /// ```swift
  /// let bytes = StringUTF8.with("設定") { $0.count }   // 6
  /// ```
  @inline(__always)
  static func with<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = text
    return copy.withUTF8(body)
  }
}
