extension Frame {
  /// Dims every column of `rows` from `columns`: a disabled form row, or a page under a dialog.
  mutating func dim(rows: Range<Int>, columns: Range<Int>? = nil) {
    let rows = rows.clamped(to: 0..<height)
    let columns = (columns ?? 0..<width).clamped(to: 0..<width)
    for row in rows {
      for column in columns {
        let index = row * width + column
        var style = cells[index].style
        guard !style.font.enabled.contains(.dim) else { continue }
        style.font = style.font.dim()
        let glyph = cells[index].glyph
        cells[index] = FrameCell(glyph: glyph, style: style)
      }
    }
  }
}
