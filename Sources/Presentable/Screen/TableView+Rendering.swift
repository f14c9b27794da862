extension TableView {
  // MARK: Rendering

  /// Draws the table on rows `rows` of `frame`: the rows in view, the focused one highlighted,
  /// and blank lines under the last row. Every cell of `rows` is written.
  func render(into frame: inout Frame, rows: Range<Int>) {
    dataSource?.tableViewWillRender(self)
    readOutlineIfNeeded()
    let changed = observedChanges.withLock { $0.take() }
    if !changed.isEmpty {
      for item in changed { cache.invalidate(item) }
      sectionHasRows.removeAll()
    }
    let rows = rows.clamped(to: 0..<frame.height)
    drawnRows = rows
    if rows.count != viewport.height { focus.needsScrollToVisible = true }
    viewport.height = rows.count
    scanLimit = max(16, 2 * rows.count)
    if guessesIndicator {
      // A first guess, checked below: more items than lines do not fit.
      showsIndicator = outline.count > viewport.height
      guessesIndicator = false
    }
    // Rows that do not fit leave the last column to a scroll indicator; the last frame's choice
    // is kept unless it is wrong now.
    var width = frame.width - (showsIndicator ? 1 : 0)
    layOut(width: width, ambiguous: frame.ambiguous, look: frame.look)
    let needsIndicator = frame.width >= 4 && !fitsOnScreen()
    if needsIndicator != showsIndicator {
      showsIndicator = needsIndicator
      width = frame.width - (showsIndicator ? 1 : 0)
      focus.needsScrollToVisible = true
      layOut(width: width, ambiguous: frame.ambiguous, look: frame.look)
    }
    var y = rows.lowerBound
    var skip = viewport.offset
    var item = viewport.top
    let focused = focusedItem
    let itemCount = outline.count
    while item < itemCount && y < rows.upperBound {
      // Rows the cache has current are copied in one go; the first it has not is drawn here.
      (item, skip, y) = cache.copyCurrentLines(
        from: item, skip: skip, end: itemCount, focused: focused, into: &frame, rows: y..<rows.upperBound)
      guard item < itemCount && y < rows.upperBound else { break }
      let lines = min(drawnShape(item, focused: focused).lineCount - skip, rows.upperBound - y)
      if lines > 0 {
        cache.copyLines(of: item, skip..<skip + lines, into: &frame, at: y)
        y += lines
      }
      skip = 0
      item += 1
    }
    shownItems = viewport.top..<item
    let blank = FrameCell(glyph: 0x20, style: .plain)
    for row in y..<rows.upperBound { frame.blank(row: row, from: 0, to: width, style: blank) }
    if showsIndicator { drawScrollIndicator(into: &frame, rows: rows) }
    // Kept: as far as a focus search looks either way, so a row asked whether it takes focus is
    // the row drawn when it scrolls into view, never a cell made only to answer.
    cache.evict(outside: max(0, viewport.top - scanLimit)..<item + scanLimit)
  }

  /// Draws the rows at a width, focus settled and the screen filled.
  func layOut(width: Int, ambiguous: AmbiguousWidth, look: Look) {
    cache.prepare(width: width, ambiguous: ambiguous, look: look)
    settleFocus()
    // Every item filling walks over shows in this frame: drawn now, not measured and then drawn.
    let focused = focusedItem
    viewport.fill(itemCount: outline.count) { self.drawnShape($0, focused: focused).lineCount }
  }

  /// Whether every line of the table fits on screen, counted no further than a screenful.
  func fitsOnScreen() -> Bool {
    guard viewport.top == 0 && viewport.offset == 0 else { return false }
    var lines = 0
    let focused = focusedItem
    for item in 0..<outline.count {
      lines += height(item, focused: focused)
      if lines > viewport.height { return false }
    }
    return true
  }

  /// A thumb in the last column, as long and as far down as the screen is in the table.
  func drawScrollIndicator(into frame: inout Frame, rows: Range<Int>) {
    let count = max(1, outline.count)
    let length = max(1, rows.count * shownItems.count / count)
    let start = min(rows.count - length, rows.count * viewport.top / count)
    let thumb = frame.cell(glyph: 0x20, style: Style(foreground: .look(.separator)).inverse())
    let track = FrameCell(glyph: 0x20, style: .plain)
    let thumbRows = (rows.lowerBound + start..<rows.lowerBound + start + length).clamped(to: rows)
    frame.blank(column: frame.width - 1, rows: rows.lowerBound..<thumbRows.lowerBound, style: track)
    frame.blank(column: frame.width - 1, rows: thumbRows, style: thumb)
    frame.blank(column: frame.width - 1, rows: thumbRows.upperBound..<rows.upperBound, style: track)
  }
}
