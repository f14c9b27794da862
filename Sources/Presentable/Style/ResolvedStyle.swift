/// A style after a ``Theme`` resolved it: concrete colors and final attributes, ready to draw.
package struct ResolvedStyle: Hashable, Sendable {
  package var foreground: Color
  package var background: Color
  package var attributes: TextAttributes

  package static let plain = ResolvedStyle(foreground: .default, background: .default, attributes: [])
}
