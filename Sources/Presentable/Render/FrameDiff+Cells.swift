extension FrameDiff {
  /// Writes cells `start..<end` of `row`; a link open in them is closed at the end, so it never
  /// spills over cells this update does not write.
  mutating func writeCells(row: Int, from start: Int, to end: Int) {
    let width = new.width
    var column = start
    var link: UInt16 = 0
    defer { if link != 0 { out.write(HyperlinkEncoder.close) } }
    while column < end {
      let index = row * width + column
      let cell = newCells[index]
      move(to: row, column)
      transition(to: SGRTransitionCache.PackedStyle(cell))
      if cell.glyph == 0x20, let blanks = erasableBlanks(row: row, from: column, to: end) {
        // Erased cells take no link.
        if link != 0 { out.write(HyperlinkEncoder.close) }
        link = 0
        eraseCharacters(blanks)
        cursor = (row, column)
        column += blanks
        continue
      }
      if writesLinks, LinkTable.number(inAttributes: cell.attributes) != link {
        link = LinkTable.number(inAttributes: cell.attributes)
        out.write(atMost: HyperlinkEncoder.length(of: link)) { HyperlinkEncoder.write(link, to: $0) }
      }
      if cell.glyph < 0x80 {
        // A run of ASCII in one style, most of what changes: its bytes in one go.
        var runEnd = column + 1
        while runEnd < end {
          let next = newCells[row * width + runEnd]
          guard next.glyph < 0x80, next.sameStyle(as: cell) else { break }
          runEnd += 1
        }
        out.write(ascii: newCells.baseAddress! + index, count: runEnd - column)
        column = runEnd
        // At the last column the terminal's cursor waits to wrap: place it again next time.
        cursor = column >= width ? nil : (row, column)
        continue
      }
      let columns = new.columns(at: index)
      new.writeUTF8(of: cell, to: &out)
      if cell.glyph & FrameCell.clusterFlag != 0 || column + columns >= width {
        // After a multi-scalar cluster, or at the last column (pending wrap), place the cursor
        // again rather than trusting where the terminal put it.
        cursor = nil
      } else {
        cursor = (row, column + columns)
      }
      column += columns
    }
  }

  mutating func transition(to key: SGRTransitionCache.PackedStyle) {
    guard key != style else { return }
    out.write(renderer.transitions.sequence(from: style, to: key))
    style = key
  }
}
