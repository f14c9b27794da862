extension TableView {
  /// The lines the table's items take at `width`, counted no further than `limit`: how many lines
  /// an inline run gives a screen that needs fewer than the terminal has.
  ///
  /// Complexity: the items up to `limit` lines, drawn once and kept for the frame that shows them.
  func contentHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int) -> Int {
    dataSource?.tableViewWillRender(self)
    readOutlineIfNeeded()
    // Counted in the look the rows were last drawn in, so the frame after reuses them.
    let look = cache.width < 0 ? Look.standard : cache.look
    cache.prepare(width: max(0, width - (showsIndicator ? 1 : 0)), ambiguous: ambiguous, look: look)
    var total = 0
    for item in 0..<outline.count {
      // Drawn, not measured: these are the lines the inline frame shows next.
      total += drawnShape(item, focused: focusedItem).lineCount
      if total >= limit { return limit }
    }
    return total
  }
}
