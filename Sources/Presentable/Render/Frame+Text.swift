extension Frame {
  /// Draws `text` on `row` from `column`, sanitized as every row shows text, and stops at
  /// `limit` (by default the right edge); returns the column after the last cluster drawn.
  ///
  /// Only the columns drawn are measured, so a long string costs what its first columns cost.
  /// A wide character that would cross the limit is left out and its columns drawn as spaces.
  ///
  /// ```swift
  /// var frame = Frame(width: 20, height: 1)
  /// let end = frame.put("Minion Mode!!!", style: Style(foreground: .accent), row: 0, column: 2)
  /// // end == 16
  /// ```
  @discardableResult
  public mutating func put(
    _ text: String, style: Style = .plain, row: Int, column: Int = 0, limit: Int? = nil
  )
    -> Int
  {
    let limit = min(width, limit ?? width)
    guard row >= 0, row < height, column < limit else { return column }
    let shown = ShownText(text, cap: limit - max(0, column), ambiguous: ambiguous)
    return put(
      shown, style: FrameCell(glyph: 0, style: style), row: row, column: max(0, column), limit: limit)
  }

  /// Draws `text` on `row` from `column` like ``put(_:style:row:column:limit:)``, but when it is
  /// wider than the columns up to `limit`, cuts it between grapheme clusters and ends it in `…`.
  ///
  /// ```swift
  /// frame.put("Space toggle · Enter edit · q quit", ellipsizedAt: 20, style: hints, row: 23, column: 1)
  /// // " Space toggle · Ent…"
  /// ```
  @discardableResult
  public mutating func put(
    _ text: String, ellipsizedAt limit: Int, style: Style = .plain, row: Int, column: Int = 0
  ) -> Int {
    let limit = min(width, limit)
    let column = max(0, column)
    guard row >= 0, row < height, column < limit else { return column }
    let budget = limit - column
    let shown = ShownText(text, cap: budget, ambiguous: ambiguous)
    let cell = FrameCell(glyph: 0, style: style)
    guard shown.columns > budget else {
      return put(shown, style: cell, row: row, column: column, limit: limit)
    }
    let ellipsisWidth = ambiguous == .wide && budget >= 2 ? 2 : 1
    let ellipsis: UInt32 = ambiguous == .wide && budget < 2 ? 0x2E : 0x2026
    let end = put(
      shown, style: cell, row: row, column: column, limit: limit - ellipsisWidth, blanksCutCluster: false)
    if end > column { dropTrailingJoiner(row: row, before: end) }
    put(ellipsis, columns: ellipsisWidth, style: cell, row: row, column: end)
    return end + ellipsisWidth
  }

  /// Draws shown text from `column` up to `limit` (never past what it measured); returns the
  /// column after the last cluster drawn. `row` must be in the frame, `column` at least 0.
  ///
  /// A wide cluster that would cross the limit is left out; with `blanksCutCluster` its columns
  /// are drawn as spaces and the limit returned, else they are left as they were.
  mutating func put(
    _ shown: ShownText, style: FrameCell, row: Int, column: Int, limit: Int, blanksCutCluster: Bool = true
  )
    -> Int
  {
    let limit = min(limit, width, column + shown.cap)
    guard column < limit else { return column }
    if !shown.isScalarAligned {
      return putClusters(
        shown.text, style: style, row: row, column: column, limit: limit, blanksCutCluster: blanksCutCluster)
    }
    let drawn = shown.text.utf8.withContiguousStorageIfAvailable {
      putScalarAligned(
        $0, style: style, row: row, column: column, limit: limit, blanksCutCluster: blanksCutCluster)
    }
    if let drawn { return drawn }
    var copy = shown.text
    return copy.withUTF8 {
      putScalarAligned(
        $0, style: style, row: row, column: column, limit: limit, blanksCutCluster: blanksCutCluster)
    }
  }

  /// Draws text of one scalar a cluster: most text starts with ASCII, or is all ASCII, drawn one
  /// column a byte with no table.
  private mutating func putScalarAligned(
    _ bytes: UnsafeBufferPointer<UInt8>, style: FrameCell, row: Int, column: Int, limit: Int,
    blanksCutCluster: Bool
  ) -> Int {
    let fitting = min(bytes.count, limit - column)
    var ascii = 0
    while ascii < fitting && bytes[ascii] < 0x80 { ascii &+= 1 }
    if ascii > 0 {
      putASCII(UnsafeBufferPointer(rebasing: bytes[0..<ascii]), style: style, row: row, column: column)
    }
    guard ascii < bytes.count && column + ascii < limit else { return column + ascii }
    return putScalars(
      UnsafeBufferPointer(rebasing: bytes[ascii...]), style: style, row: row, column: column + ascii,
      limit: limit,
      blanksCutCluster: blanksCutCluster)
  }

  /// Draws text of one scalar a cluster, from `column` up to `limit`.
  private mutating func putScalars(
    _ bytes: UnsafeBufferPointer<UInt8>, style: FrameCell, row: Int, column: Int, limit: Int,
    blanksCutCluster: Bool
  ) -> Int {
    var x = column
    let wideAmbiguous = ambiguous == .wide
    UnicodeWidthTable.withLookup { lookup in
      var i = 0
      let count = bytes.count
      while i < count && x < limit {
        let lead = bytes[i]
        if lead < 0x80 {
          // A run of ASCII: one column a byte, written in one go.
          var end = i + 1
          while end < count && bytes[end] < 0x80 && x + (end - i) < limit { end += 1 }
          putASCII(UnsafeBufferPointer(rebasing: bytes[i..<end]), style: style, row: row, column: x)
          x += end - i
          i = end
          continue
        }
        let (scalar, length) = DisplayWidth.Inspection.decode(bytes.baseAddress! + i, lead: lead)
        i += length
        let properties = lookup(scalar)
        var columns = Int(properties & UnicodeWidthTable.widthMask)
        if columns == 1 && wideAmbiguous && properties & UnicodeWidthTable.ambiguous != 0 { columns = 2 }
        if x + columns > limit {
          if blanksCutCluster {
            blank(row: row, from: x, to: limit, style: style)
            x = limit
          }
          break
        }
        put(scalar, columns: columns, style: style, row: row, column: x)
        x += columns
      }
    }
    return x
  }

  /// Draws sanitized text cluster by cluster, for text with marks, joiners or other clusters of
  /// several scalars.
  private mutating func putClusters(
    _ text: String, style: FrameCell, row: Int, column: Int, limit: Int, blanksCutCluster: Bool
  ) -> Int {
    var x = column
    for character in text {
      if x >= limit { break }
      let scalars = character.unicodeScalars
      let columns = character.isASCII ? 1 : DisplayWidth.clusterWidth(scalars, ambiguous: ambiguous)
      if columns <= 0 { continue }
      if x + columns > limit {
        // A wide cluster that does not fit is left out whole.
        guard blanksCutCluster else { return x }
        blank(row: row, from: x, to: limit, style: style)
        return limit
      }
      put(cluster: character, columns: columns, style: style, row: row, column: x)
      x += columns
    }
    return x
  }

  /// Writes one grapheme cluster: a single scalar in the cell itself, anything longer by
  /// reference to the frame's clusters.
  mutating func put(cluster character: Character, columns: Int, style: FrameCell, row: Int, column: Int) {
    let scalars = character.unicodeScalars
    let glyph: UInt32
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      glyph = first.value
    } else {
      glyph = FrameCell.clusterFlag | UInt32(clusters.count)
      clusters.append(String(character))
    }
    put(glyph, columns: columns, style: style, row: row, column: column)
  }

  /// Writes ASCII bytes from `column`, one column each; the caller keeps them inside the row.
  @inline(__always)
  mutating func putASCII(_ bytes: UnsafeBufferPointer<UInt8>, style: FrameCell, row: Int, column: Int) {
    let start = row &* width
    let first = start &+ column
    let end = first &+ bytes.count
    let rowEnd = start &+ width
    cells.withUnsafeMutableBufferPointer { cells in
      // Only the run's ends can cut a wide cluster: blank what would be left of one.
      if cells[first].isContinuation { Frame.blankLead(of: first, rowStart: start, in: cells) }
      var cell = style
      for i in 0..<bytes.count {
        cell.glyph = UInt32(bytes[i])
        cells[first &+ i] = cell
      }
      Frame.blankTail(from: end, rowEnd: rowEnd, in: cells)
    }
  }

  /// Fills columns `from..<to` of `row` with spaces in `style`; the caller keeps them inside the
  /// row.
  @inline(__always)
  mutating func blank(row: Int, from: Int, to: Int, style: FrameCell) {
    guard from < to else { return }
    let start = row &* width
    let rowEnd = start &+ width
    cells.withUnsafeMutableBufferPointer { cells in
      if cells[start &+ from].isContinuation {
        Frame.blankLead(of: start &+ from, rowStart: start, in: cells)
      }
      var cell = style
      cell.glyph = 0x20
      for i in start &+ from..<start &+ to { cells[i] = cell }
      Frame.blankTail(from: start &+ to, rowEnd: rowEnd, in: cells)
    }
  }

  /// Blanks the first part of the wide cluster whose continuation is at `index`.
  private static func blankLead(of index: Int, rowStart: Int, in cells: UnsafeMutableBufferPointer<FrameCell>)
  {
    var lead = index - 1
    while lead > rowStart && cells[lead].isContinuation { lead -= 1 }
    for i in lead..<index { cells[i].glyph = 0x20 }
  }

  /// Blanks continuations from `index` on: the rest of a wide cluster whose start was written over.
  @inline(__always)
  private static func blankTail(from index: Int, rowEnd: Int, in cells: UnsafeMutableBufferPointer<FrameCell>)
  {
    var after = index
    while after < rowEnd && cells[after].isContinuation {
      cells[after].glyph = 0x20
      after += 1
    }
  }

  /// Drops zero-width joiners that end the cluster just before `column`, so the cluster cannot
  /// join whatever is drawn after it (an ellipsis, say).
  mutating func dropTrailingJoiner(row: Int, before column: Int) {
    guard row >= 0, row < height, column > 0, column <= width else { return }
    var index = row * width + column - 1
    while index > row * width && cells[index].isContinuation { index -= 1 }
    let glyph = cells[index].glyph
    guard glyph & FrameCell.clusterFlag != 0, glyph != FrameCell.continuation else { return }
    var scalars = String.UnicodeScalarView(clusters[Int(glyph & ~FrameCell.clusterFlag)].unicodeScalars)
    guard scalars.last == "\u{200D}" else { return }
    while scalars.count > 1 && scalars.last == "\u{200D}" { scalars.removeLast() }
    if scalars.count == 1, let only = scalars.first {
      cells[index].glyph = only.value
    } else {
      clusters[Int(glyph & ~FrameCell.clusterFlag)] = String(scalars)
    }
  }
}
