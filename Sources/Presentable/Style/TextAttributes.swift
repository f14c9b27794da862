/// The attributes a terminal can draw, as one bit set: how a ``Font`` keeps its explicit choices,
/// a ``Theme`` what it adds, and the renderers what they draw. An app names them through the
/// font (``Font/bold(_:)`` to set, ``Font/isBold`` to read).
struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attributes as bits, in the order of the static members below.
  let rawValue: UInt8

  /// Attributes from their bits.
  init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Heavier text.
  static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter text.
  static let dim = TextAttributes(rawValue: 1 << 1)
  /// Slanted text.
  static let italic = TextAttributes(rawValue: 1 << 2)
  /// A line under the text.
  static let underline = TextAttributes(rawValue: 1 << 3)
  /// A line through the text.
  static let strikethrough = TextAttributes(rawValue: 1 << 4)
  /// Foreground and background swapped.
  static let inverse = TextAttributes(rawValue: 1 << 5)

  /// Names in a fixed order, as snapshot tags show them.
  static let names: [(TextAttributes, String)] = [
    (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
    (.strikethrough, "strikethrough"), (.inverse, "inverse"),
  ]

  var names: [String] { Self.names.compactMap { contains($0.0) ? $0.1 : nil } }
}
