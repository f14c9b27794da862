// Written from Presentable's public API only, as an app would write its own renderer:
// Scripts/check-public-renderer.sh compiles this file in a package of its own that depends on
// Presentable, where nothing internal or package-scoped can be seen.
import Presentable

/// Renders a frame as HTML: a `<pre>` whose rows are `<span>`s, one for each run of the frame,
/// with the colors and attributes the theme resolves it to as inline CSS.
struct HTMLRenderer {
  /// How semantic styles look.
  var theme: Theme = .dark

  func render(_ frame: Frame) -> String {
    var html = "<pre>"
    for row in 0..<frame.height {
      if row > 0 { html += "\n" }
      frame.forEachRun(inRow: row) { run in html += span(run) }
    }
    return html + "</pre>"
  }

  /// One run as a span. A wide character is a run of its own, set to its columns' width so the
  /// grid holds in any monospaced font.
  func span(_ run: FrameRun) -> String {
    let style = theme.resolve(run.style, depth: .trueColor)
    var (foreground, background) = (style.foreground, style.background)
    if style.isInverse { swap(&foreground, &background) }
    var css: [String] = []
    if foreground != .default { css.append("color:\(cssColor(foreground))") }
    if background != .default { css.append("background:\(cssColor(background))") }
    if style.font.isBold { css.append("font-weight:bold") }
    if style.font.isDim { css.append("opacity:0.6") }
    if style.font.isItalic { css.append("font-style:italic") }
    let lines = [(style.font.isUnderlined, "underline"), (style.font.isStruckThrough, "line-through")]
      .filter(\.0).map(\.1)
    if !lines.isEmpty { css.append("text-decoration:\(lines.joined(separator: " "))") }
    let text = run.text
    if run.columns != text.count { css.append("display:inline-block;width:\(run.columns)ch") }
    let attribute = css.isEmpty ? "" : " style=\"\(css.joined(separator: ";"))\""
    return "<span\(attribute)>\(escaped(text))</span>"
  }

  /// RGB colors as they are; the 16 named and the 256-palette colors as CSS variables a page
  /// defines for its palette (`var(--red)`, `var(--color-208)`).
  func cssColor(_ color: Color) -> String {
    let name = color.description
    if name.hasPrefix("#") { return name }
    if name.hasPrefix("color(") { return "var(--color-\(name.dropFirst(6).dropLast()))" }
    return "var(--\(name))"
  }

  func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
