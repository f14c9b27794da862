/// How text is drawn in a terminal: a semantic text style plus explicit attributes.
///
/// A terminal has one font size, so a ``Font`` carries no size. Its text style (``body``,
/// ``headline``, ``title``, ``subheadline``, ``caption``, ``footnote``) says what the text *is*;
/// the ``Theme`` decides how that looks (the default theme draws headlines bold and captions dim).
/// Modifiers switch an attribute on or off explicitly, and an explicit choice wins over the theme.
///
/// <!-- snippet: skip (three alternatives of one property) -->
/// ```swift
/// var font: Font { .headline }                 // whatever headlines look like in the theme
/// var font: Font { .body.italic() }            // body text, always italic
/// var font: Font { .headline.bold(false) }     // a headline the theme may not make bold
/// ```
public struct Font: Hashable, Sendable {
  enum TextStyle: UInt8, CaseIterable, Sendable {
    case body, headline, subheadline, title, caption, footnote

    var name: String {
      switch self {
      case .body: "body"
      case .headline: "headline"
      case .subheadline: "subheadline"
      case .title: "title"
      case .caption: "caption"
      case .footnote: "footnote"
      }
    }
  }

  /// The text style in bits 0–2 and the look's part, plus one, in bits 3–7: one byte, so a
  /// style stays within the 12 bytes a row's segment has for it (`RowContentStorageTests`).
  private let code: UInt8
  /// Attributes switched on explicitly, whatever the theme says.
  let enabled: TextAttributes
  /// Attributes switched off explicitly, whatever the theme says.
  let disabled: TextAttributes

  /// What the text is: body, headline, …
  var textStyle: TextStyle { TextStyle(rawValue: code & 0x7) ?? .body }
  /// The part of the installed ``Look`` this font defers to, if any: what a trait's default font
  /// property returns. Its ``textStyle`` is then a placeholder; its explicit attributes apply on
  /// top of the look's font.
  var lookPart: Look.FontPart? { code < 8 ? nil : Look.FontPart(rawValue: code >> 3 - 1) }

  init(
    textStyle: TextStyle, enabled: TextAttributes = [], disabled: TextAttributes = [],
    lookPart: Look.FontPart? = nil
  ) {
    code = textStyle.rawValue | (lookPart.map { $0.rawValue + 1 } ?? 0) << 3
    self.enabled = enabled
    self.disabled = disabled
  }

  /// The font the installed look gives `part`.
  static func look(_ part: Look.FontPart) -> Font { Font(textStyle: .body, lookPart: part) }

  /// This font's explicit choices on top of `base`, the font the look gave its part.
  func applied(to base: Font) -> Font {
    Font(
      textStyle: base.textStyle, enabled: base.enabled.subtracting(disabled).union(enabled),
      disabled: base.disabled.subtracting(enabled).union(disabled))
  }

  // Computed: a stored static is reached through its addressor, a call for every `Style()`.
  /// Running text: the default for rows.
  public static var body: Font { Font(textStyle: .body) }
  /// Emphasized text, such as section headers.
  public static let headline = Font(textStyle: .headline)
  /// Secondary emphasis, such as a row's label above its value.
  public static let subheadline = Font(textStyle: .subheadline)
  /// A screen's title.
  public static let title = Font(textStyle: .title)
  /// Small supporting text, such as validation messages.
  public static let caption = Font(textStyle: .caption)
  /// Notes under a section, such as footers.
  public static let footnote = Font(textStyle: .footnote)

  private func setting(_ attribute: TextAttributes, _ isOn: Bool) -> Font {
    isOn
      ? Font(
        textStyle: textStyle, enabled: enabled.union(attribute), disabled: disabled.subtracting(attribute),
        lookPart: lookPart)
      : Font(
        textStyle: textStyle, enabled: enabled.subtracting(attribute), disabled: disabled.union(attribute),
        lookPart: lookPart)
  }

  /// This font, bold (or explicitly not bold).
  public func bold(_ isOn: Bool = true) -> Font { setting(.bold, isOn) }
  /// This font, italic (or explicitly upright).
  public func italic(_ isOn: Bool = true) -> Font { setting(.italic, isOn) }
  /// This font, underlined (or explicitly not).
  public func underline(_ isOn: Bool = true) -> Font { setting(.underline, isOn) }
  /// This font, struck through (or explicitly not).
  public func strikethrough(_ isOn: Bool = true) -> Font { setting(.strikethrough, isOn) }
  /// This font, dimmed (or explicitly at full intensity).
  public func dim(_ isOn: Bool = true) -> Font { setting(.dim, isOn) }

  // What a renderer reads. A theme may draw a text style bold or dim as well (headlines are bold
  // in the default theme); the font of a style ``Theme/resolve(_:depth:)`` returned has every
  // attribute it draws set, so there these say exactly what to draw.

  /// Whether this font is set bold (``bold(_:)``).
  public var isBold: Bool { enabled.contains(.bold) }
  /// Whether this font is set italic (``italic(_:)``).
  public var isItalic: Bool { enabled.contains(.italic) }
  /// Whether this font is set underlined (``underline(_:)``).
  public var isUnderlined: Bool { enabled.contains(.underline) }
  /// Whether this font is set struck through (``strikethrough(_:)``).
  public var isStruckThrough: Bool { enabled.contains(.strikethrough) }
  /// Whether this font is set dim (``dim(_:)``).
  public var isDim: Bool { enabled.contains(.dim) }

  /// The attributes this font has once `themeAttributes` (what the theme gives its text style)
  /// meet the explicit choices.
  func attributes(themeAttributes: TextAttributes) -> TextAttributes {
    themeAttributes.union(enabled).subtracting(disabled)
  }

  /// Packs into 16 bits: text style in bits 0–3, enabled in 4–9, disabled in 10–15; the look's
  /// part, plus one, in bits 17–21 (bit 16 is the style's inverse flag).
  var packed: UInt32 {
    UInt32(textStyle.rawValue) | UInt32(enabled.rawValue & 0x3F) << 4 | UInt32(disabled.rawValue & 0x3F) << 10
      | (lookPart.map { UInt32($0.rawValue) + 1 } ?? 0) << 17
  }

  init(packed: UInt32) {
    let part = packed >> 17 & 0x1F
    self.init(
      textStyle: TextStyle(rawValue: UInt8(packed & 0xF)) ?? .body,
      enabled: TextAttributes(rawValue: UInt8(packed >> 4 & 0x3F)),
      disabled: TextAttributes(rawValue: UInt8(packed >> 10 & 0x3F)),
      lookPart: part == 0 ? nil : Look.FontPart(rawValue: UInt8(part - 1)))
  }
}

extension Font: CustomStringConvertible {
  /// The text style and explicit attributes, as snapshot tags show them: `headline`,
  /// `body italic`, `headline -bold`.
  public var description: String {
    ([lookPart?.property ?? textStyle.name] + enabled.names + disabled.names.map { "-" + $0 }).joined(
      separator: " ")
  }
}
