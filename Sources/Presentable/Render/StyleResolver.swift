/// Resolves frame styles for one output: theme first, then the output's color depth.
///
/// Keeps the last style it resolved, since neighbouring cells nearly always share one.
struct StyleResolver {
  let theme: Theme
  let depth: ColorDepth
  private var lastKey: (UInt32, UInt32, UInt32) = (.max, .max, .max)
  private var lastResolved = ResolvedStyle.plain

  init(theme: Theme, depth: ColorDepth) {
    self.theme = theme
    self.depth = depth
  }

  private var lastStyle: Style?

  /// The concrete style of a span's style, as this output draws it.
  @inline(__always)
  mutating func resolve(_ style: Style) -> ResolvedStyle {
    if style == lastStyle { return lastResolved }
    let resolved = theme.resolved(style, depth: depth)
    lastStyle = style
    lastKey = (.max, .max, .max)
    lastResolved = resolved
    return resolved
  }

  @inline(__always)
  mutating func resolve(_ cell: FrameCell) -> ResolvedStyle {
    resolve(foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
  }

  @inline(__always)
  private mutating func resolve(foreground: UInt32, background: UInt32, attributes: UInt32) -> ResolvedStyle {
    if lastKey == (foreground, background, attributes) { return lastResolved }
    let style = Style(foreground: foreground, background: background, packedAttributes: attributes)
    let resolved = theme.resolved(style, depth: depth)
    lastKey = (foreground, background, attributes)
    lastStyle = nil
    lastResolved = resolved
    return resolved
  }
}
