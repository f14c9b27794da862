extension Frame {
  /// Draws shown text that fits whole from `column` on a row blanked just before, as a row that
  /// gives nothing up draws its segments (its trivial plan, `RowLayout.paintTrivial`): the same cells as
  /// ``put(_:style:row:column:limit:blanksCutCluster:)`` with the limit at the text's end, without
  /// its tests for a cut or for a wide cluster drawn over (there is neither on a blank row).
  ///
  /// `shown` must be scalar-aligned and measured whole (its columns at most its cap), `row` in
  /// the frame and the text's columns inside it.
  mutating func putWhole(_ shown: UnsafePointer<ShownText>, style: FrameCell, row: Int, column: Int) {
    let start = row &* width &+ column
    let wideAmbiguous = ambiguous == .wide
    let knownASCII = shown.pointee.leadingASCII
    let isNarrow = shown.pointee.isNarrow
    // Read in place: a copy of the text retained and released its string.
    let drawn = ShownText.withUTF8(shown) { bytes in
      cells.withUnsafeMutableBufferPointer { cells in
        Frame.putWhole(
          bytes, knownASCII: knownASCII, isNarrow: isNarrow, style: style, at: cells.baseAddress! + start,
          wideAmbiguous: wideAmbiguous)
      }
    }
    // A scalar of no columns (left to the general drawing, which lets the next one cover it).
    if !drawn { putWithLimit(shown, style: style, row: row, column: column) }
  }

  // Out of line: inlined, the general drawing made every caller of `putWhole` save and restore
  // more registers.
  @inline(never)
  private mutating func putWithLimit(
    _ shown: UnsafePointer<ShownText>, style: FrameCell, row: Int, column: Int
  ) {
    _ = put(
      shown, style: style, row: row, column: column, limit: column &+ shown.pointee.columns,
      blanksCutCluster: false)
  }

  /// Writes the cells of text that fits whole from `first`, each as two words (the glyph and the
  /// foreground; the background and the attributes): a 16-byte cell in two stores. Returns
  /// `false` at a scalar of no columns or other than one or two.
  private static func putWhole(
    _ bytes: UnsafeBufferPointer<UInt8>, knownASCII: Int, isNarrow: Bool, style: FrameCell,
    at first: UnsafeMutablePointer<FrameCell>,
    wideAmbiguous: Bool
  ) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let low = UInt64(style.foreground) << 32
    let high = UInt64(style.background) | UInt64(style.attributes) << 32
    let cells = UnsafeMutableRawPointer(first)
    let stride = MemoryLayout<FrameCell>.stride
    let count = bytes.count
    var i = 0
    var offset = 0
    // The ASCII found while measuring: one cell a byte, no tests.
    let ascii = min(knownASCII, count)
    while i < ascii {
      cells.storeBytes(of: UInt64(base[i]) | low, toByteOffset: offset, as: UInt64.self)
      cells.storeBytes(of: high, toByteOffset: offset &+ 8, as: UInt64.self)
      i &+= 1
      offset &+= stride
    }
    guard i < count else { return true }
    // Measuring found every scalar one column (a switch's `●` where ambiguous is narrow): a cell a
    // scalar, without the width table.
    if isNarrow {
      while i < count {
        let lead = base[i]
        var glyph = UInt32(lead)
        if lead < 0x80 {
          i &+= 1
        } else {
          let (scalar, length) = DisplayWidth.Inspection.decode(base + i, lead: lead)
          glyph = scalar
          i &+= length
        }
        cells.storeBytes(of: UInt64(glyph) | low, toByteOffset: offset, as: UInt64.self)
        cells.storeBytes(of: high, toByteOffset: offset &+ 8, as: UInt64.self)
        offset &+= stride
      }
      return true
    }
    return UnicodeWidthTable.withLookup { lookup in
      while i < count {
        let lead = base[i]
        if lead < 0x80 {
          cells.storeBytes(of: UInt64(lead) | low, toByteOffset: offset, as: UInt64.self)
          cells.storeBytes(of: high, toByteOffset: offset &+ 8, as: UInt64.self)
          i &+= 1
          offset &+= stride
          continue
        }
        let (scalar, length) = DisplayWidth.Inspection.decode(base + i, lead: lead)
        i &+= length
        let properties = lookup(scalar)
        var columns = Int(properties & UnicodeWidthTable.widthMask)
        if columns == 1 && wideAmbiguous && properties & UnicodeWidthTable.ambiguous != 0 { columns = 2 }
        guard columns == 1 || columns == 2 else { return false }
        cells.storeBytes(of: UInt64(scalar) | low, toByteOffset: offset, as: UInt64.self)
        cells.storeBytes(of: high, toByteOffset: offset &+ 8, as: UInt64.self)
        offset &+= stride
        if columns == 2 {
          cells.storeBytes(of: UInt64(FrameCell.continuation) | low, toByteOffset: offset, as: UInt64.self)
          cells.storeBytes(of: high, toByteOffset: offset &+ 8, as: UInt64.self)
          offset &+= stride
        }
      }
      return true
    }
  }
}
