/// What the layers above the engine hand the frame in place (``InPlace``): a row's segment text,
/// a table's cached rows. The frame reads them where they live, so nothing is copied or retained.
extension Frame {
  /// Draws shown text held elsewhere, read in place: see
  /// ``put(_:style:row:column:limit:blanksCutCluster:)``.
  mutating func put(
    _ shown: InPlace<ShownText>, style: FrameCell, row: Int, column: Int, limit: Int,
    blanksCutCluster: Bool = true
  ) -> Int {
    put(
      shown.address, style: style, row: row, column: column, limit: limit, blanksCutCluster: blanksCutCluster)
  }

  /// Draws shown text that fits whole, read in place: see `putWhole(_:style:row:column:)`.
  mutating func putWhole(_ shown: InPlace<ShownText>, style: FrameCell, row: Int, column: Int) {
    putWhole(shown.address, style: style, row: row, column: column)
  }

  /// Sets the background of every cell: a row's focus repainted without drawing it again.
  mutating func setBackground(_ background: UInt32) {
    // One look at the cells' storage for the whole frame, not one per cell.
    cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index].background = background }
    }
  }

  /// Copies rows of `source`'s cells (single-scalar glyphs: cluster indices are copied as they
  /// are) onto this frame from `row` down; returns the rows copied. `source` is `inout` only so
  /// that it is read in place: passed by value, a table's cached row was copied (and its storage
  /// retained) for every row of every frame.
  @discardableResult
  mutating func copyCellRows(_ rows: Range<Int>, of source: inout Frame, to row: Int) -> Int {
    let (width, height) = (source.width, source.height)
    return source.cells.withUnsafeBufferPointer {
      copyRows(rows, ofCells: $0, width: width, height: height, to: row)
    }
  }
}
