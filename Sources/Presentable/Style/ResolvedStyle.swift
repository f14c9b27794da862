/// A style after a ``Theme`` resolved it, in the form the renderers keep: concrete colors and the
/// final attributes as one bit set, which the escape-sequence encoder and its cache key on. What
/// an app's renderer reads is the same thing as a ``Style`` (``Theme/resolve(_:depth:)``).
///
/// Colors are never semantic here: each is ``Color/default`` (the terminal's own), one of the 16
/// named colors, a 256-palette index or RGB, already approximated for the depth it was resolved
/// for.
struct ResolvedStyle: Hashable, Sendable {
  /// The text color.
  var foreground: Color
  /// The background color.
  var background: Color
  /// Bold, dim, italic and the rest; ``TextAttributes/inverse`` swaps the two colors.
  var attributes: TextAttributes

  static let plain = ResolvedStyle(foreground: .default, background: .default, attributes: [])

  /// The same as a style: a body font with these attributes set, and the inverse flag.
  var style: Style {
    Style(
      foreground: foreground, background: background,
      font: Font(textStyle: .body, enabled: attributes.subtracting(.inverse)),
      isInverse: attributes.contains(.inverse))
  }
}
