/// Renders a frame as plain text: no styles, rows separated by newlines.
///
/// For pipes, logs and tests that only care about the text.
///
/// ```swift
/// PlainTextRenderer().render(frame)                          // trailing spaces trimmed
/// PlainTextRenderer(trimsTrailingSpaces: false).render(frame) // every column
/// ```
public struct PlainTextRenderer: Sendable {
  /// Whether spaces at the end of each row are left out.
  var trimsTrailingSpaces: Bool

  /// A renderer; by default it trims trailing spaces.
  public init(trimsTrailingSpaces: Bool = true) {
    self.trimsTrailingSpaces = trimsTrailingSpaces
  }

  /// The frame's rows as text.
  public func render(_ frame: Frame) -> String {
    var bytes: [UInt8] = []
    for row in 0..<frame.height {
      if row > 0 { bytes.append(0x0A) }
      frame.forEachRun(inRow: row) { bytes.append(contentsOf: $0.utf8) }
      if trimsTrailingSpaces {
        while bytes.last == 0x20 { bytes.removeLast() }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
