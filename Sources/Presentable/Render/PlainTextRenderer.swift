/// Renders a frame as plain text: no styles, rows separated by newlines.
///
/// For pipes, logs and tests that only care about the text. Linked text (``Style/link``) is
/// its text alone, or with `showsLinks` its text and then the address in parentheses.
///
/// ```swift
/// PlainTextRenderer().render(frame)                          // trailing spaces trimmed
/// PlainTextRenderer(trimsTrailingSpaces: false).render(frame) // every column
/// PlainTextRenderer(showsLinks: true).render(frame)          // "Website (https://example.com)"
/// ```
public struct PlainTextRenderer: Sendable {
  /// Whether spaces at the end of each row are left out.
  var trimsTrailingSpaces: Bool
  /// Whether linked text is followed by ` (address)`.
  var showsLinks: Bool

  /// A renderer; by default it trims trailing spaces and shows linked text without its address.
  public init(trimsTrailingSpaces: Bool = true, showsLinks: Bool = false) {
    self.trimsTrailingSpaces = trimsTrailingSpaces
    self.showsLinks = showsLinks
  }

  /// The frame's rows as text.
  public func render(_ frame: Frame) -> String {
    var bytes: [UInt8] = []
    for row in 0..<frame.height {
      if row > 0 { bytes.append(0x0A) }
      var link: String?
      frame.forEachRun(inRow: row) { run in
        if showsLinks {
          let next = run.style.link
          if next != link, let ended = link { Self.append(address: ended, to: &bytes) }
          link = next
        }
        bytes.append(contentsOf: run.utf8)
      }
      if let ended = link { Self.append(address: ended, to: &bytes) }
      if trimsTrailingSpaces {
        while bytes.last == 0x20 { bytes.removeLast() }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// ` (address)` after the linked text, before the spaces that pad it.
  private static func append(address: String, to bytes: inout [UInt8]) {
    var padding = 0
    while bytes.count > padding && bytes[bytes.count - 1 - padding] == 0x20 { padding += 1 }
    bytes.removeLast(padding)
    bytes.append(contentsOf: " (\(address))".utf8)
    bytes.append(contentsOf: repeatElement(0x20, count: padding))
  }
}
