/// The attributes a terminal can draw, as a renderer sees them in a ``ResolvedStyle``.
///
/// ```swift
/// let drawn = Theme.default.resolve(Style(font: .title), depth: .ansi16)
/// drawn.attributes == [.bold, .underline]   // true
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attributes as bits, in the order of the static members below.
  public let rawValue: UInt8

  /// Attributes from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Heavier text.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter text.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Slanted text.
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// A line under the text.
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// A line through the text.
  public static let strikethrough = TextAttributes(rawValue: 1 << 4)
  /// Foreground and background swapped.
  public static let inverse = TextAttributes(rawValue: 1 << 5)

  /// Names in a fixed order, as snapshot tags show them.
  static let names: [(TextAttributes, String)] = [
    (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
    (.strikethrough, "strikethrough"), (.inverse, "inverse"),
  ]

  var names: [String] { Self.names.compactMap { contains($0.0) ? $0.1 : nil } }
}
