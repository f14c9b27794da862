/// A style after a ``Theme`` resolved it: concrete colors and final attributes, ready to draw.
///
/// What a renderer draws a ``FrameRun`` in:
///
/// ```swift
/// let drawn = Theme.dark.resolve(Style(foreground: .accent, font: .headline), depth: .trueColor)
/// drawn.foreground                      // #0a84ff
/// drawn.attributes.contains(.bold)      // true: the dark theme draws headlines bold
/// drawn.description                     // "#0a84ff on #1c1c1e bold"
/// ```
///
/// Colors are never semantic here: each is ``Color/default`` (the terminal's own), one of the 16
/// named colors, a 256-palette index or RGB, already approximated for the depth it was resolved
/// for.
public struct ResolvedStyle: Hashable, Sendable {
  /// The text color.
  public var foreground: Color
  /// The background color.
  public var background: Color
  /// Bold, dim, italic and the rest; ``TextAttributes/inverse`` swaps the two colors.
  public var attributes: TextAttributes

  /// A resolved style of these colors and attributes.
  public init(foreground: Color, background: Color, attributes: TextAttributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  static let plain = ResolvedStyle(foreground: .default, background: .default, attributes: [])
}

extension ResolvedStyle: CustomStringConvertible {
  /// The style in words, as themed snapshot tags show it: `#0a84ff on #1c1c1e bold`; empty for
  /// the terminal's own.
  public var description: String {
    var parts: [String] = []
    if foreground != .default { parts.append(foreground.description) }
    if background != .default { parts.append("on " + background.description) }
    parts += attributes.names
    return parts.joined(separator: " ")
  }
}
