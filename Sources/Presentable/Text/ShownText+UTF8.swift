/// The one route a shown text's bytes take: measuring (``ShownText/init(_:cap:ambiguous:)``) and
/// drawing (the frame's `put`) both read them through ``StringUTF8``, the standard library's
/// public contiguous view of the string's UTF-8, so the bytes measured (and found free of
/// controls) are the bytes drawn. Nothing here reads how `String` lays itself out in memory.
extension ShownText {
  /// Calls `body` with the UTF-8 of the text at `shown`, read where the text lives.
  // By address: the row's drawing passes its segments in place, and a copy of each segment's text
  // would retain and release its string for every row drawn.
  static func withUTF8<Result>(
    _ shown: UnsafePointer<ShownText>, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    StringUTF8.with(shown.pointee.text, body)
  }
}
