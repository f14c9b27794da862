extension Frame {
  /// Copies rows of a frame no wider than this one onto rows of this one, from `row` down and
  /// from the first column; rows past this frame's bottom are left out.
  ///
  /// This is how a table shows a row it drew before: its cells are copied, not laid out again.
  ///
  /// - Complexity: O(columns copied); clusters of more than one scalar are carried over one by one.
  mutating func copyRows(_ rows: Range<Int>, of source: Frame, to row: Int) {
    let count = source.cells.withUnsafeBufferPointer {
      copyRows(rows, ofCells: $0, width: source.width, height: source.height, to: row)
    }
    guard count > 0, !source.clusters.isEmpty else { return }
    let columns = source.width
    let width = self.width
    // Cluster references name the source's clusters: add them to this frame's.
    for line in 0..<count {
      for index in (row + line) * width..<(row + line) * width + columns {
        let glyph = cells[index].glyph
        guard glyph & FrameCell.clusterFlag != 0, glyph != FrameCell.continuation else { continue }
        cells[index].glyph = FrameCell.clusterFlag | UInt32(clusters.count)
        clusters.append(source.clusters[Int(glyph & ~FrameCell.clusterFlag)])
      }
    }
  }

  /// Copies rows of a grid of cells `width` by `height` (of single-scalar glyphs: cluster indices
  /// are copied as they are) onto rows of this frame from `row` down; returns the rows copied.
  @discardableResult
  mutating func copyRows(
    _ rows: Range<Int>, ofCells source: UnsafeBufferPointer<FrameCell>, width columns: Int, height: Int,
    to row: Int
  ) -> Int {
    precondition(columns <= width, "Copying rows from a wider frame")
    let first = max(rows.lowerBound, 0)
    let count = min(rows.upperBound, height, first + self.height - row) - first
    guard count > 0, row >= 0 else { return 0 }
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      if columns == width {
        cells.baseAddress!.advanced(by: row * width).update(
          from: source.baseAddress!.advanced(by: first * width), count: count * width)
      } else {
        for line in 0..<count {
          cells.baseAddress!.advanced(by: (row + line) * width).update(
            from: source.baseAddress!.advanced(by: (first + line) * columns), count: columns)
        }
      }
    }
    return count
  }

  /// Makes the frame blank and `width` by `height`, keeping its storage when it has that size
  /// already: a table draws a row again into the memory it drew it in last. A cell sizes the
  /// lines it draws with it (``Cell/draw(into:width:state:context:)``).
  ///
  /// <!-- snippet: in (extension ExampleRow) -->
  /// ```swift
  /// func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
  ///   lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
  ///   lines.draw(Line("Wi-Fi"), row: 0)
  /// }
  /// ```
  public mutating func reuse(width: Int, height: Int, ambiguous: AmbiguousWidth, look: Look? = nil) {
    let look = look ?? self.look
    if self.width == width && self.height == height && self.ambiguous == ambiguous {
      clear()
    } else {
      self = Frame(width: width, height: height, ambiguous: ambiguous)
    }
    self.look = look
  }

  /// Makes the frame `width` by `height`, keeping its storage and what it shows when it has that
  /// size already: for a screen that writes every cell next. With a `look`, the frame takes it.
  @usableFromInline
  mutating func prepareForOverwrite(width: Int, height: Int, ambiguous: AmbiguousWidth, look: Look? = nil) {
    // The same look as before (a row drawn again) is not stored again: storing it retained and
    // released its table once a row.
    if let look, !look.isIdentical(to: self.look) { self.look = look }
    guard self.width == width, self.height == height, self.ambiguous == ambiguous else {
      let look = self.look
      self = Frame(width: width, height: height, ambiguous: ambiguous)
      self.look = look
      return
    }
    // Most rows have no clusters: emptying an empty array still cost a call.
    if !clusters.isEmpty { clusters.removeAll(keepingCapacity: true) }
  }

  /// Blanks one column of rows `rows` in `style` (a scroll bar's track or thumb): a store a row,
  /// where blanking a one-cell range a row at a time cost a call and its checks each.
  mutating func blank(column: Int, rows: Range<Int>, style: FrameCell) {
    guard column >= 0, column < width else { return }
    let (width, rows) = (self.width, rows.clamped(to: 0..<height))
    var blank = style
    blank.glyph = 0x20
    cells.withUnsafeMutableBufferPointer { cells in
      for row in rows {
        let index = row &* width &+ column
        // Part of a wide cluster: blanked as a range is, with the rest of the cluster.
        if cells[index].isContinuation || (column + 1 < width && cells[index + 1].isContinuation) {
          let start = row &* width
          Frame.writeBlanks(
            style: style, in: cells, from: index, to: index + 1, rowStart: start, rowEnd: start + width)
        } else {
          cells[index] = blank
        }
      }
    }
  }

  /// Blanks the frame and forgets its clusters, keeping its storage: for drawing again into the
  /// same memory.
  mutating func clear() { clear(keeping: 0..<0) }

  /// Blanks every row but `kept` and forgets the clusters, keeping the storage: for a screen that
  /// writes every cell of `kept` next (a list's rows), which need no blanking first.
  mutating func clear(keeping kept: Range<Int>) {
    let blank = FrameCell(glyph: 0x20, style: .plain)
    let kept = kept.clamped(to: 0..<height)
    cells.withUnsafeMutableBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      base.update(repeating: blank, count: (kept.isEmpty ? height : kept.lowerBound) * width)
      guard !kept.isEmpty else { return }
      (base + kept.upperBound * width).update(repeating: blank, count: (height - kept.upperBound) * width)
    }
    clusters.removeAll(keepingCapacity: true)
  }
}
