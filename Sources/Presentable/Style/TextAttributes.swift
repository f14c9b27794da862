/// The attributes a terminal can draw, as the renderers see them after a theme resolved a style.
struct TextAttributes: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  static let bold = TextAttributes(rawValue: 1 << 0)
  static let dim = TextAttributes(rawValue: 1 << 1)
  static let italic = TextAttributes(rawValue: 1 << 2)
  static let underline = TextAttributes(rawValue: 1 << 3)
  static let strikethrough = TextAttributes(rawValue: 1 << 4)
  static let inverse = TextAttributes(rawValue: 1 << 5)

  /// Names in a fixed order, as snapshot tags show them.
  static let names: [(TextAttributes, String)] = [
    (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
    (.strikethrough, "strikethrough"), (.inverse, "inverse"),
  ]

  var names: [String] { Self.names.compactMap { contains($0.0) ? $0.1 : nil } }
}
