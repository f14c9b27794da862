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
  public var trimsTrailingSpaces: Bool

  /// A renderer; by default it trims trailing spaces.
  public init(trimsTrailingSpaces: Bool = true) {
    self.trimsTrailingSpaces = trimsTrailingSpaces
  }

  /// The frame's rows as text.
  public func render(_ frame: Frame) -> String {
    (0..<frame.height).map { row in
      let text = frame.text(row: row)
      guard trimsTrailingSpaces else { return text }
      var end = text.endIndex
      while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
      return String(text[..<end])
    }.joined(separator: "\n")
  }
}
