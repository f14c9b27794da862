/// Focus moved on or off a row already drawn, for a cell whose focus is only what the layout
/// paints (`CellBehavior.focusIsOnlyPainted`): the row is repainted with the plan it was drawn
/// with, kept in its lines. Focus changes no placement (the plan is the same focused or not), only
/// the gutter's marker and the selection background on every cell, since none of the row's parts
/// has a background of its own.
extension RowLayout {
  /// Repaints the focus of `lines`, drawn by this layout focused or not, as drawing them again
  /// with `isFocused` would, and returns `true`; returns `false`, having changed nothing, for
  /// rows whose plan cut the gutter, which are drawn again.
  // A fast path: a focus move costs one pass over the row's cells, not a layout.
  static func repaintFocus(_ lines: inout Frame, isFocused: Bool) -> Bool {
    guard gutter(width: lines.width) == gutterWidth, lines.height > 0 else { return false }
    let layout = RowLayout(isFocused: isFocused, isDisabled: false)
    let background = lines.cell(glyph: 0, style: layout.padding).background
    lines.setBackground(background)
    // The gutter's second column is always padding: the first is too, unless marked below.
    lines.cells[0] = lines.cells[1]
    _ = layout.drawGutter(into: &lines, row: 0, column: 0, width: lines.width)
    return true
  }
}
