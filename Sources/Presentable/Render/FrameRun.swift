/// A run of one row of a ``Frame``: neighbouring columns in one style, as a renderer draws them.
///
/// This is the seam for writing a renderer: ``Frame/forEachRun(inRow:_:)`` hands over a row's
/// runs from left to right, and together they cover every column of the row. A run is either
/// cells of one column each in one style, or a single wide character on its own, so every
/// character of a run sits on the column grid: a run of narrow text has one character per
/// column, and a wide character's run is its ``columns`` wide.
///
/// The ``style`` is still semantic (theme roles such as ``Color/accent``); a ``Theme`` turns it
/// into the colors and attributes to draw:
///
/// ```swift
/// var frame = Frame(width: 8, height: 1)
/// frame.draw(Line("設定", style: Style(foreground: .accent, font: .body.bold())), row: 0)
/// frame.forEachRun(inRow: 0) { run in
///   let drawn = Theme.dark.resolve(run.style, depth: .trueColor)
///   print(run.column, run.columns, run.text, drawn)
/// }
/// // 0 2 設 #0a84ff on #1c1c1e bold
/// // 2 2 定 #0a84ff on #1c1c1e bold
/// // 4 4      #f2f2f7 on #1c1c1e
/// ```
public struct FrameRun {
  /// The run's first column, from 0.
  public let column: Int
  /// The columns the run takes: its display width.
  public let columns: Int
  /// The style the run was drawn in, the frame's ``Look`` applied; theme roles are left for
  /// ``Theme/resolve(_:depth:)``.
  public let style: Style
  /// The run's text as UTF-8, read in place: valid only inside the call that handed over the
  /// run. Use ``text`` to keep it.
  public let utf8: UnsafeBufferPointer<UInt8>

  /// The run's text: the right halves of wide characters add nothing.
  public var text: String { String(decoding: utf8, as: UTF8.self) }
}

extension Frame {
  /// Calls `body` with each run of `row`, left to right; nothing for a row outside the frame.
  ///
  /// ```swift
  /// var html = ""
  /// frame.forEachRun(inRow: 0) { run in
  ///   let style = theme.resolve(run.style, depth: .trueColor)
  ///   html += "<span title=\"\(style)\">\(run.text)</span>"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - row: The row, from 0.
  ///   - body: Reads one run; its ``FrameRun/utf8`` is valid until it returns.
  public func forEachRun(inRow row: Int, _ body: (FrameRun) throws -> Void) rethrows {
    guard row >= 0, row < height, width > 0 else { return }
    let start = row &* width
    try cells.withUnsafeBufferPointer { cells in
      // Room for the row's text: four bytes a column, or a cluster's own bytes where it is longer.
      var capacity = width &* 4
      if !clusters.isEmpty {
        for index in start..<start &+ width where cells[index].glyph & FrameCell.clusterFlag != 0 {
          if let text = text(of: cells[index]) { capacity &+= text.utf8.count }
        }
      }
      try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
        let text = buffer.baseAddress!
        let first = UnsafeRawPointer(cells.baseAddress! + start)
        let last = first + width &* 16
        var cell = first
        while cell < last {
          let runStart = cell
          var p = text
          (cell, p) = readRun(from: cell, to: last, into: p)
          var style = runStart.load(as: FrameCell.self).style
          // Tested before reading Look.standard, a global whose every read checks it is set up.
          if Look.defers(style) { style = Look.standard.resolve(style) }
          try body(
            FrameRun(
              column: (runStart - first) / 16, columns: (cell - runStart) / 16, style: style,
              utf8: UnsafeBufferPointer(start: text, count: p - text)))
        }
      }
    }
  }

  /// Writes the text of the run that starts at `start` into `output`; returns the cell after the
  /// run and the end of its text.
  ///
  /// The renderers and every snapshot assertion read frames through here, so it reads cells as
  /// raw words (a cell is four: glyph, foreground, background, attributes) and keeps the write
  /// pointer in a register.
  @inline(__always)
  private func readRun(
    from start: UnsafeRawPointer, to end: UnsafeRawPointer, into output: UnsafeMutablePointer<UInt8>
  ) -> (UnsafeRawPointer, UnsafeMutablePointer<UInt8>) {
    var p = output
    let glyph = start.load(as: UInt32.self)
    p = writeGlyph(glyph, to: p)
    var cell = start + 16
    if cell < end && cell.load(as: UInt32.self) == FrameCell.continuation {
      // A wide character: its run is its own columns.
      while cell < end && cell.load(as: UInt32.self) == FrameCell.continuation { cell += 16 }
      return (cell, p)
    }
    let colors = start.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
    let attributes = start.load(fromByteOffset: 12, as: UInt32.self)
    while cell < end {
      // Two ASCII cells at a time, the common case: neither can start a wide character.
      while end - cell >= 32 {
        let a = cell.load(as: UInt32.self)
        let b = cell.load(fromByteOffset: 16, as: UInt32.self)
        guard a | b < 0x80, cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self) == colors,
          cell.load(fromByteOffset: 12, as: UInt32.self) == attributes,
          cell.loadUnaligned(fromByteOffset: 20, as: UInt64.self) == colors,
          cell.load(fromByteOffset: 28, as: UInt32.self) == attributes
        else { break }
        p[0] = UInt8(truncatingIfNeeded: a)
        p[1] = UInt8(truncatingIfNeeded: b)
        p += 2
        cell += 32
      }
      guard cell < end, cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self) == colors,
        cell.load(fromByteOffset: 12, as: UInt32.self) == attributes
      else { break }
      let glyph = cell.load(as: UInt32.self)
      // A wide character starts a run of its own.
      if glyph >= 0x80 && cell + 16 < end
        && cell.load(fromByteOffset: 16, as: UInt32.self) == FrameCell.continuation
      {
        break
      }
      p = writeGlyph(glyph, to: p)
      cell += 16
    }
    return (cell, p)
  }

  /// Writes a glyph's UTF-8 at `p`; returns the end.
  @inline(__always)
  private func writeGlyph(_ glyph: UInt32, to p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
    if glyph < 0x80 {
      p.pointee = UInt8(truncatingIfNeeded: glyph)
      return p + 1
    }
    return p + writeUTF8(ofGlyph: glyph, to: p)
  }
}
