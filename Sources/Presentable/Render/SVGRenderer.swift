/// Renders a frame as an SVG picture: what a terminal would show, for documentation.
///
/// Every column sits on a fixed grid, wide characters take two columns, and colors come from the
/// ``Theme`` in 24-bit. The ``Theme/default`` theme, which leaves colors to the terminal, is drawn
/// as a dark terminal with a common palette.
///
/// ```swift
/// let svg = SVGRenderer(theme: .dark).render(frame)
/// try svg.write(toFile: "Docs/Images/settings.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable {
  /// How semantic styles look.
  let theme: Theme
  /// The font size in pixels; columns are 0.6 of it wide, rows 1.4 of it high.
  let fontSize: Double

  /// A renderer for a theme.
  public init(theme: Theme = .default, fontSize: Double = 14) {
    self.theme = theme
    self.fontSize = fontSize
  }

  /// Colors for the named terminal colors and the terminal's own foreground and background.
  static let namedHex = [
    "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
    "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
  ]
  static let defaultForeground = "#d4d4d4"
  static let defaultBackground = "#1e1e1e"

  /// The picture.
  public func render(_ frame: Frame) -> String {
    let cellWidth = fontSize * 0.6
    let lineHeight = fontSize * 1.4
    let padding = fontSize
    let width = Double(frame.width) * cellWidth + 2 * padding
    let height = Double(frame.height) * lineHeight + 2 * padding
    var resolver = StyleResolver(theme: theme, depth: .trueColor)
    let canvas = hex(theme.resolve(.plain).background, isForeground: false)

    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
      viewBox="0 0 \(format(width)) \(format(height))" font-family="ui-monospace, SFMono-Regular, Menlo, \
      Consolas, 'DejaVu Sans Mono', monospace" font-size="\(format(fontSize))">

      """
    svg += "<rect width=\"100%\" height=\"100%\" rx=\"6\" fill=\"\(canvas)\"/>\n"

    for row in 0..<frame.height {
      let top = padding + Double(row) * lineHeight
      let baseline = top + lineHeight * 0.75
      // A run is cells of one style, each one column wide, or a single wide character: its text
      // spans the run's columns exactly.
      frame.forEachRun(inRow: row) { run in
        let style = resolver.resolve(run.style)
        let (foreground, background) = colors(of: style)
        let x = padding + Double(run.column) * cellWidth
        let runWidth = Double(run.columns) * cellWidth
        if background != canvas {
          svg += "<rect x=\"\(format(x))\" y=\"\(format(top))\" width=\"\(format(runWidth))\" "
          svg += "height=\"\(format(lineHeight))\" fill=\"\(background)\"/>\n"
        }
        let text = run.text
        if !text.allSatisfy({ $0 == " " }) {
          // A linked run is a link in the picture too (its address holds only printable ASCII).
          let link = run.style.link
          if let link { svg += "<a href=\"\(escaped(link))\">" }
          defer { if link != nil { svg += "</a>\n" } }
          svg += "<text x=\"\(format(x))\" y=\"\(format(baseline))\" fill=\"\(foreground)\""
          svg += " textLength=\"\(format(runWidth))\" lengthAdjust=\"spacingAndGlyphs\""
          svg += attributes(of: style)
          svg += " xml:space=\"preserve\">\(escaped(text))</text>\n"
        }
      }
    }
    svg += "</svg>\n"
    return svg
  }

  private func colors(of style: ResolvedStyle) -> (String, String) {
    let foreground = hex(style.foreground, isForeground: true)
    let background = hex(style.background, isForeground: false)
    return style.attributes.contains(.inverse) ? (background, foreground) : (foreground, background)
  }

  private func hex(_ color: Color, isForeground: Bool) -> String {
    switch color.kind {
    case .terminalDefault, .role, .look: return isForeground ? Self.defaultForeground : Self.defaultBackground
    case .named: return Self.namedHex[Int(color.payload & 0xF)]
    case .indexed:
      let (r, g, b) = Color.rgbOfIndex(UInt8(color.payload))
      return Color.rgb(r, g, b).description
    case .rgb: return color.description
    }
  }

  private func attributes(of style: ResolvedStyle) -> String {
    var result = ""
    if style.attributes.contains(.bold) { result += " font-weight=\"bold\"" }
    if style.attributes.contains(.italic) { result += " font-style=\"italic\"" }
    if style.attributes.contains(.dim) { result += " fill-opacity=\"0.6\"" }
    var decorations: [String] = []
    if style.attributes.contains(.underline) { decorations.append("underline") }
    if style.attributes.contains(.strikethrough) { decorations.append("line-through") }
    if !decorations.isEmpty { result += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
    return result
  }

  /// The text as XML character data: markup escaped, and every character XML 1.0 forbids
  /// (controls, U+FFFE, U+FFFF) shown as U+FFFD, so the picture parses whatever the text. Frames
  /// hold sanitized text, whose controls are already pictures, but U+FFFE and U+FFFF pass the
  /// terminal's sanitizer.
  private func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.unicodeScalars.append(Self.isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// XML 1.0's `Char`: tab, line feed, carriage return, and U+0020 up, less U+FFFE and U+FFFF
  /// (surrogates are never scalars).
  static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...0x10_FFFF: true
    default: false
    }
  }

  /// Numbers without trailing zeros, so pictures diff cleanly.
  private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
