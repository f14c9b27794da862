/// The attributes a terminal can draw, as the renderers see them after a theme resolved a style.
package struct TextAttributes: OptionSet, Hashable, Sendable {
  package let rawValue: UInt8

  package init(rawValue: UInt8) { self.rawValue = rawValue }

  package static let bold = TextAttributes(rawValue: 1 << 0)
  package static let dim = TextAttributes(rawValue: 1 << 1)
  package static let italic = TextAttributes(rawValue: 1 << 2)
  package static let underline = TextAttributes(rawValue: 1 << 3)
  package static let strikethrough = TextAttributes(rawValue: 1 << 4)
  package static let inverse = TextAttributes(rawValue: 1 << 5)

  /// Names in a fixed order, as snapshot tags show them.
  package static let names: [(TextAttributes, String)] = [
    (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
    (.strikethrough, "strikethrough"), (.inverse, "inverse"),
  ]

  package var names: [String] { Self.names.compactMap { contains($0.0) ? $0.1 : nil } }
}
