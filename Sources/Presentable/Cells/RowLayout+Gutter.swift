/// The gutter: two columns before the content, `› ` when the row is focused; where only one
/// column is left it is cut, and says so (`…`, or `.` where `…` takes two columns).
extension RowLayout {
  /// The gutter's columns in a row `width` wide.
  static func gutter(width: Int) -> Int { min(max(0, width), gutterWidth) }

  /// Draws the gutter on a row already blanked in its padding; returns its width.
  func drawGutter(into frame: inout Frame, row: Int, column: Int, width: Int) -> Int {
    if width >= RowLayout.gutterWidth {
      if isFocused {
        let marker = frame.cell(glyph: 0, style: apply(Style(foreground: .look(.accent)).bold()))
        frame.put(0x203A, columns: 1, style: marker, row: row, column: column)
      }
      return RowLayout.gutterWidth
    }
    if width == 1 {
      let style = isFocused ? apply(Style(foreground: .look(.accent)).bold()) : padding
      let glyph: UInt32 = frame.ambiguous == .wide ? 0x2E : 0x2026
      frame.put(glyph, columns: 1, style: frame.cell(glyph: 0, style: style), row: row, column: column)
      return 1
    }
    return 0
  }
}
