extension Frame {
  /// Draws `text` on `row` from `column`, sanitized as every row shows text, and stops at
  /// `limit` (by default the right edge); returns the column after the last cluster drawn.
  ///
  /// Only the columns drawn are measured, so a long string costs what its first columns cost.
  /// A wide character that would cross the limit is left out and its columns drawn as spaces:
  /// `put("Minion Mode!!!", row: 0, column: 2)` returns 16.
  @discardableResult
  mutating func put(
    _ text: String, style: Style = .plain, row: Int, column: Int = 0, limit: Int? = nil
  )
    -> Int
  {
    let limit = min(width, limit ?? width)
    guard row >= 0, row < height, column < limit else { return column }
    let shown = ShownText(text, cap: limit - max(0, column), ambiguous: ambiguous)
    return put(
      shown, style: cell(glyph: 0, style: style), row: row, column: max(0, column), limit: limit)
  }

  /// Draws `text` on `row` from `column`, sanitized as every row shows text, up to `limit`; when it
  /// is wider than that, cuts it between grapheme clusters and ends it in `…`. Returns the column
  /// after the last cluster drawn. Only the columns drawn are measured, so a long string costs
  /// what its first columns cost.
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
    let cell = cell(glyph: 0, style: style)
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
    withUnsafePointer(to: shown) {
      put($0, style: style, row: row, column: column, limit: limit, blanksCutCluster: blanksCutCluster)
    }
  }

  /// Draws shown text read in place, like ``put(_:style:row:column:limit:blanksCutCluster:)``:
  /// text handed over by value from memory the drawing could write to is copied (and its strings
  /// retained) first, so a row's segments are passed by address.
  mutating func put(
    _ shown: UnsafePointer<ShownText>, style: FrameCell, row: Int, column: Int, limit: Int,
    blanksCutCluster: Bool = true
  ) -> Int {
    let limit = min(limit, width, column + shown.pointee.cap)
    guard column < limit else { return column }
    if !shown.pointee.isScalarAligned {
      return putClusters(
        shown.pointee.text, style: style, row: row, column: column, limit: limit,
        blanksCutCluster: blanksCutCluster)
    }
    let rowStart = row &* width
    let rowEnd = rowStart &+ width
    let wideAmbiguous = ambiguous == .wide
    let knownASCII = shown.pointee.leadingASCII
    // Read in place: a copy of the text retained and released its string.
    return ShownText.withUTF8(shown) { bytes in
      // One look at the cells' storage for the whole text: each write through the array would
      // check it is not shared.
      cells.withUnsafeMutableBufferPointer { cells in
        Frame.putScalarAligned(
          bytes, knownASCII: knownASCII, style: style, in: cells, rowStart: rowStart, rowEnd: rowEnd,
          column: column, limit: limit, blanksCutCluster: blanksCutCluster, wideAmbiguous: wideAmbiguous)
      }
    }
  }

  /// Draws text of one scalar a cluster: most text starts with ASCII, or is all ASCII, drawn one
  /// column a byte with no table. The first `knownASCII` bytes were found to be ASCII when the
  /// text was measured.
  private static func putScalarAligned(
    _ bytes: UnsafeBufferPointer<UInt8>, knownASCII: Int, style: FrameCell,
    in cells: UnsafeMutableBufferPointer<FrameCell>, rowStart: Int, rowEnd: Int, column: Int, limit: Int,
    blanksCutCluster: Bool, wideAmbiguous: Bool
  ) -> Int {
    let fitting = min(bytes.count, limit &- column)
    var ascii = min(knownASCII, fitting)
    while ascii < fitting && bytes[ascii] < 0x80 { ascii &+= 1 }
    if ascii > 0 {
      writeASCII(
        UnsafeBufferPointer(rebasing: bytes[0..<ascii]), style: style, in: cells, at: rowStart &+ column,
        rowStart: rowStart, rowEnd: rowEnd)
    }
    guard ascii < bytes.count && column &+ ascii < limit else { return column &+ ascii }
    var x = column &+ ascii
    UnicodeWidthTable.withLookup { lookup in
      var i = ascii
      let count = bytes.count
      while i < count && x < limit {
        let lead = bytes[i]
        if lead < 0x80 {
          // A run of ASCII: one column a byte, written in one go.
          var end = i &+ 1
          while end < count && bytes[end] < 0x80 && x &+ (end &- i) < limit { end &+= 1 }
          writeASCII(
            UnsafeBufferPointer(rebasing: bytes[i..<end]), style: style, in: cells, at: rowStart &+ x,
            rowStart: rowStart, rowEnd: rowEnd)
          x &+= end &- i
          i = end
          continue
        }
        let (scalar, length) = DisplayWidth.Inspection.decode(bytes.baseAddress! + i, lead: lead)
        i &+= length
        let properties = lookup(scalar)
        var columns = Int(properties & UnicodeWidthTable.widthMask)
        if columns == 1 && wideAmbiguous && properties & UnicodeWidthTable.ambiguous != 0 { columns = 2 }
        if x &+ columns > limit {
          if blanksCutCluster {
            writeBlanks(
              style: style, in: cells, from: rowStart &+ x, to: rowStart &+ limit, rowStart: rowStart,
              rowEnd: rowEnd)
            x = limit
          }
          break
        }
        writeGlyph(
          scalar, columns: columns, style: style, in: cells, at: rowStart &+ x, rowStart: rowStart,
          rowEnd: rowEnd)
        x &+= columns
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

  /// Fills columns `from..<to` of `row` with spaces in `style`; the caller keeps them inside the
  /// row.
  @inline(__always)
  mutating func blank(row: Int, from: Int, to: Int, style: FrameCell) {
    guard from < to else { return }
    let start = row &* width
    let rowEnd = start &+ width
    cells.withUnsafeMutableBufferPointer { cells in
      Frame.writeBlanks(
        style: style, in: cells, from: start &+ from, to: start &+ to, rowStart: start, rowEnd: rowEnd)
    }
  }

  /// Writes ASCII bytes from cell `first`, one column each; the caller keeps them inside the row
  /// that spans `rowStart..<rowEnd`.
  @inline(__always)
  static func writeASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, style: FrameCell, in cells: UnsafeMutableBufferPointer<FrameCell>,
    at first: Int, rowStart: Int, rowEnd: Int
  ) {
    // Only the run's ends can cut a wide cluster: blank what would be left of one.
    if cells[first].isContinuation { blankLead(of: first, rowStart: rowStart, in: cells) }
    var cell = style
    for i in 0..<bytes.count {
      cell.glyph = UInt32(bytes[i])
      cells[first &+ i] = cell
    }
    blankTail(from: first &+ bytes.count, rowEnd: rowEnd, in: cells)
  }

  /// Fills cells `from..<to` with spaces in `style`; the caller keeps them inside the row.
  @inline(__always)
  static func writeBlanks(
    style: FrameCell, in cells: UnsafeMutableBufferPointer<FrameCell>, from: Int, to: Int, rowStart: Int,
    rowEnd: Int
  ) {
    guard from < to else { return }
    if cells[from].isContinuation { blankLead(of: from, rowStart: rowStart, in: cells) }
    var cell = style
    cell.glyph = 0x20
    // A cell a 16-byte store, eight a turn: stored field by field in a plain loop, a cell took
    // three stores, and a row's padding is most of its cells.
    let blank = unsafeBitCast(cell, to: SIMD4<UInt32>.self)
    let base = UnsafeMutableRawPointer(cells.baseAddress!)
    let stride = MemoryLayout<FrameCell>.stride
    var offset = from &* stride
    let end = to &* stride
    while end &- offset >= 8 &* stride {
      for cell in 0..<8 {
        base.storeBytes(of: blank, toByteOffset: offset &+ cell &* stride, as: SIMD4<UInt32>.self)
      }
      offset &+= 8 &* stride
    }
    while offset < end {
      base.storeBytes(of: blank, toByteOffset: offset, as: SIMD4<UInt32>.self)
      offset &+= stride
    }
    blankTail(from: to, rowEnd: rowEnd, in: cells)
  }

  /// Writes a glyph of `columns` columns at cell `index` (the rest of its columns continuations),
  /// blanking whatever is left of any wide cluster it partly covers.
  @inline(__always)
  static func writeGlyph(
    _ glyph: UInt32, columns: Int, style: FrameCell, in cells: UnsafeMutableBufferPointer<FrameCell>,
    at index: Int, rowStart: Int, rowEnd: Int
  ) {
    if cells[index].isContinuation { blankLead(of: index, rowStart: rowStart, in: cells) }
    var cell = style
    cell.glyph = glyph
    cells[index] = cell
    if columns > 1 {
      cell.glyph = FrameCell.continuation
      for i in index &+ 1..<index &+ columns { cells[i] = cell }
    }
    blankTail(from: index &+ columns, rowEnd: rowEnd, in: cells)
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
