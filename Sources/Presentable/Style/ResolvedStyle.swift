/// A style after a ``Theme`` resolved it: concrete colors and final attributes, ready to draw.
struct ResolvedStyle: Hashable, Sendable {
  var foreground: Color
  var background: Color
  var attributes: TextAttributes

  static let plain = ResolvedStyle(foreground: .default, background: .default, attributes: [])
}
