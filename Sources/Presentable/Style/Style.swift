/// The look of a run of text: foreground and background colors, a font and whether the colors
/// are swapped.
///
/// A style is made whole by its initializer; bold, italic and the other attributes are the
/// font's (``Font/bold(_:)``), written once there:
///
/// ```swift
/// let header = Style(foreground: .accent, font: .headline)
/// let warning = Style(foreground: .warning, font: .body.bold())
/// let focused = Style(background: .selection)
/// ```
///
/// A style can link its text to a web address (``link``): a terminal that knows OSC 8 hyperlinks
/// makes the text clickable, plain output shows the text (``PlainTextRenderer/init(trimsTrailingSpaces:showsLinks:)``
/// adds the address after it), snapshot tags show `link <address>` and SVG wraps it in `<a href>`:
///
/// ```swift
/// let site = Style(foreground: .accent, font: .body.underline(), link: "https://example.com")
/// ```
///
/// Semantic colors and text styles stay semantic until a renderer resolves them with a ``Theme``:
/// ``Theme/resolve(_:depth:)`` gives a style again, of concrete colors and the attributes drawn.
public struct Style: Hashable, Sendable {
  /// The text color.
  public var foreground: Color
  /// The color behind the text.
  public var background: Color
  /// The text style and attributes.
  public var font: Font
  /// Swaps foreground and background when drawn.
  public var isInverse: Bool {
    get { flags & 1 != 0 }
    set { flags = flags & ~1 | (newValue ? 1 : 0) }
  }
  /// The inverse flag in bit 0 and the number of ``link`` in the process's link table (0 for
  /// none) in bits 1 to 7: one byte, so a style stays 12 bytes and a row's segments fit its stack
  /// memory.
  @usableFromInline var flags: UInt8 = 0
  /// The number of ``link`` in the process's link table, 0 for none.
  var linkNumber: UInt16 {
    get { UInt16(flags >> 1) }
    set { flags = flags & 1 | UInt8(truncatingIfNeeded: newValue << 1) }
  }

  /// The web address the text links to, or `nil`.
  ///
  /// Any string is safe: bytes outside printable ASCII (controls, escape sequences, spaces,
  /// non-ASCII) are percent-encoded when it is set, so reading it back gives the encoded address.
  /// An address longer than 2,083 bytes once encoded, or any beyond the first 127 different
  /// addresses a process links to, links nothing: the text is drawn unlinked.
  public var link: String? {
    get { LinkTable.address(linkNumber) }
    set { linkNumber = LinkTable.number(for: newValue) }
  }

  /// A style; every part defaults to the terminal's own look, and it links nowhere.
  public init(
    foreground: Color = .default, background: Color = .default, font: Font = .body, isInverse: Bool = false,
    link: String? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.font = font
    self.flags = isInverse ? 1 : 0
    // Most styles link nowhere: they never take the link table's lock.
    if link != nil { self.linkNumber = LinkTable.number(for: link) }
  }

  /// A style that links nowhere, for the library's inlinable row code, which makes one or two
  /// styles a row: made in the app's code, with no address to look up, it is a few stores.
  @inlinable init(unlinkedForeground foreground: Color, background: Color = .default, font: Font = .body) {
    self.foreground = foreground
    self.background = background
    self.font = font
  }

  /// The terminal's own look: default colors, body text.
  public static let plain = Style()

  // Modifiers for the library's own code (row parts keep their text style); an app writes a
  // style with ``init(foreground:background:font:isInverse:)`` and attributes on the font,
  // ``Font/bold(_:)`` and the others.

  /// This style with another text color.
  func foreground(_ color: Color) -> Style { with { $0.foreground = color } }
  /// This style with another background color.
  func background(_ color: Color) -> Style { with { $0.background = color } }
  /// This style with another font.
  func font(_ font: Font) -> Style { with { $0.font = font } }

  /// This style, bold (or explicitly not).
  @usableFromInline func bold(_ isOn: Bool = true) -> Style { with { $0.font = $0.font.bold(isOn) } }
  /// This style, italic (or explicitly upright).
  @usableFromInline func italic(_ isOn: Bool = true) -> Style { with { $0.font = $0.font.italic(isOn) } }
  /// This style, underlined (or explicitly not).
  @usableFromInline func underline(_ isOn: Bool = true) -> Style {
    with { $0.font = $0.font.underline(isOn) }
  }
  /// This style, struck through (or explicitly not).
  @usableFromInline func strikethrough(_ isOn: Bool = true) -> Style {
    with { $0.font = $0.font.strikethrough(isOn) }
  }
  /// This style, dimmed (or explicitly at full intensity).
  @usableFromInline func dim(_ isOn: Bool = true) -> Style { with { $0.font = $0.font.dim(isOn) } }
  /// This style with foreground and background swapped (or not).
  func inverse(_ isOn: Bool = true) -> Style { with { $0.isInverse = isOn } }

  private func with(_ change: (inout Style) -> Void) -> Style {
    var copy = self
    change(&copy)
    return copy
  }

  /// Font and inverse flag packed into 22 bits, and the link's number in the 7 above them, for
  /// the frame's compact cells.
  var packedAttributes: UInt32 {
    font.packed | (isInverse ? 1 << 16 : 0) | UInt32(linkNumber) << LinkTable.shift
  }

  init(foreground: UInt32, background: UInt32, packedAttributes: UInt32) {
    self.init(
      foreground: Color(rawValue: foreground), background: Color(rawValue: background),
      font: Font(packed: packedAttributes & ~(1 << 16) & LinkTable.styleBits),
      isInverse: packedAttributes & (1 << 16) != 0)
    linkNumber = LinkTable.number(inAttributes: packedAttributes)
  }
}

extension Style: CustomStringConvertible {
  /// The style as snapshot tags show it: `accent headline`, `yellow on selection bold`; empty
  /// for ``plain``.
  public var description: String {
    var parts: [String] = []
    if foreground != .default { parts.append(foreground.description) }
    if background != .default { parts.append("on " + background.description) }
    if font != .body {
      parts.append(
        font.textStyle == .body && font.lookPart == nil
          ? font.description.split(separator: " ").dropFirst().joined(separator: " ") : font.description)
    }
    if isInverse { parts.append("inverse") }
    if let link { parts.append("link " + link) }
    return parts.joined(separator: " ")
  }
}
