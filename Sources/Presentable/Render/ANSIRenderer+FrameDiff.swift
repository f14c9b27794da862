#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ANSIRenderer {
  /// Appends the frame diff, the bytes that change a terminal showing `old` into one showing
  /// `new`: cursor moves, the cells that changed, and style changes only where the style changes,
  /// wrapped in one synchronized update (`CSI ? 2026 h` … `CSI ? 2026 l`) so the terminal never
  /// shows half of it.
  ///
  /// With no `old` frame, or one of another size, the screen is cleared and drawn whole. Nothing
  /// at all is written when the frames are the same. The terminal is left in its default style;
  /// the cursor is left where the last change was written. Rows that moved are moved by the
  /// terminal where the profile says it can (see ``TerminalProfile/supportsScrollRegions``).
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// renderer.renderUpdate(from: shownFrame, to: newFrame, into: &bytes)
  /// write(STDOUT_FILENO, bytes, bytes.count)
  /// ```
  ///
  /// Clusters of more than one scalar (emoji sequences, flags) are followed by an absolute cursor
  /// move, so a terminal that draws one at another width than Presentable measured cannot shift
  /// the rest of the row.
  ///
  /// - Complexity: O(cells) comparisons, done a row at a time with `memcmp`; O(changed cells) output.
  public func renderUpdate(from old: Frame?, to new: Frame, into bytes: inout [UInt8]) {
    var style = SGRTransitionCache.PackedStyle.terminalDefault
    var margins: ScrollMargins?
    renderUpdate(
      from: old, to: new, into: &bytes, style: &style, margins: &margins, keepsMargins: false,
      endsInDefaultStyle: true)
  }

  /// The update from a terminal whose current style is `style` (the key of the last cell the
  /// previous update wrote), leaving `style` as the terminal's style after it: a screen that
  /// keeps the terminal to itself saves resetting and setting the style between updates.
  ///
  /// `margins` are the scroll margins the terminal is known to have set (`nil`: not known to be
  /// a band's). With `keepsMargins`, a scroll leaves them set and says so in `margins`, and the
  /// next scroll of the same band sends none: the caller resets them before the terminal is used
  /// otherwise (``TerminalRestorer/leaveSequence`` does). Without it they are reset at once.
  func renderUpdate(
    from old: Frame?, to new: Frame, into bytes: inout [UInt8],
    style: inout SGRTransitionCache.PackedStyle, margins: inout ScrollMargins?, keepsMargins: Bool,
    endsInDefaultStyle: Bool
  ) {
    new.cells.withUnsafeBufferPointer { newCells in
      guard let old, old.width == new.width, old.height == new.height, old.ambiguous == new.ambiguous else {
        var diff = FrameDiff(renderer: self, old: nil, oldCells: nil, new: new, newCells: newCells)
        diff.write(into: &bytes, clearing: true, endsInDefaultStyle: endsInDefaultStyle)
        style = diff.style
        // A full redraw follows a resize, after which terminals differ on the margins they keep.
        margins = nil
        return
      }
      let shift = scrollShift(from: old, to: new)
      old.cells.withUnsafeBufferPointer { oldCells in
        var diff = FrameDiff(renderer: self, old: old, oldCells: oldCells, new: new, newCells: newCells)
        diff.style = style
        if let shift { diff.scroll(shift, margins: &margins, keepsMargins: keepsMargins) }
        diff.write(into: &bytes, clearing: false, endsInDefaultStyle: endsInDefaultStyle)
        style = diff.style
      }
    }
  }

  /// Whether a packed style draws like the terminal's own (for what a cleared screen shows).
  func drawsLikeTerminalDefault(_ key: SGRTransitionCache.PackedStyle) -> Bool {
    key == .terminalDefault || transitions.resolve(key) == .plain
  }
}

/// One frame diff being written, into memory the renderer keeps, appended to the caller's
/// bytes at the end. Cells are read through pointers: the comparisons run for every cell of every
/// frame.
struct FrameDiff {
  let renderer: ANSIRenderer
  let old: Frame?
  let oldCells: UnsafeBufferPointer<FrameCell>?
  let new: Frame
  let newCells: UnsafeBufferPointer<FrameCell>
  /// Whether either frame has multi-scalar clusters, whose indices need a closer look.
  let hasClusters: Bool
  /// Where the terminal's cursor is, if known: (row, column), zero-based.
  var cursor: (row: Int, column: Int)?
  var style = SGRTransitionCache.PackedStyle.terminalDefault
  /// The last style found to draw like the terminal default, and one found not to.
  var blankKey = SGRTransitionCache.PackedStyle.terminalDefault
  var nonBlankKey: SGRTransitionCache.PackedStyle?
  /// The last style found to erase like the blanks it draws (see ``erases(_:)``), and one not.
  var erasingKey: SGRTransitionCache.PackedStyle?
  var nonErasingKey: SGRTransitionCache.PackedStyle?
  /// Where the update is written.
  var out: ByteWriter
  /// Whether cells' links are written as OSC 8 hyperlinks (the profile has them and some style
  /// in the process links somewhere).
  let writesLinks: Bool
  /// The band the terminal moved its lines in, if it did: rows are compared with the lines the
  /// terminal has there, `old`'s rows read at an offset (no band: `top` past every row).
  var band = (top: Int.max, bottom: Int.min, lines: 0)
  /// Rows (of the first 64) the shift search found equal to the terminal's lines already, a bit
  /// each: not compared again.
  var knownEqualRows: UInt64 = 0

  init(
    renderer: ANSIRenderer, old: Frame?, oldCells: UnsafeBufferPointer<FrameCell>?, new: Frame,
    newCells: UnsafeBufferPointer<FrameCell>
  ) {
    self.renderer = renderer
    self.old = old
    self.oldCells = oldCells
    self.new = new
    self.newCells = newCells
    self.hasClusters = !(old?.clusters.isEmpty ?? true) || !new.clusters.isEmpty
    // Every cell at most a cursor move, a style change and a scalar; clusters, a scroll their own.
    var capacity = newCells.count * (16 + SGRTransitionCache.slotBytes + 4) + 64
    capacity += FrameShift.maximumBytes(height: new.height)
    for cluster in new.clusters { capacity += cluster.utf8.count + 16 }
    writesLinks = renderer.profile.supportsHyperlinks && LinkTable.isInUse
    if writesLinks {
      for row in 0..<new.height {
        capacity += HyperlinkEncoder.updateBytes(
          of: newCells, from: row * new.width, to: (row + 1) * new.width, runGap: Self.bridge)
      }
    }
    out = ByteWriter(renderer.transitions.outputBuffer(capacity: capacity))
  }

  static let beginSynchronized: [UInt8] = Array("\u{1B}[?2026h".utf8)
  static let endSynchronized: [UInt8] = Array("\u{1B}[?2026l".utf8)
  static let clearScreen: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)
  /// Erase in line, from the cursor to the end: blanks a row's tail in the current background.
  static let eraseToEndOfLine: [UInt8] = Array("\u{1B}[K".utf8)
  /// Equal cells between two changes are written over rather than jumped when there are at most
  /// this many: a cursor move costs about as much.
  static let bridge = 4

  /// Whether anything was written yet.
  var started = false
  /// Updates longer than this are wrapped in a synchronized update so the terminal never shows
  /// half of one; shorter ones (a toggle, a moved focus) reach it in one write and are drawn at
  /// once anyway, and the markers would double their size.
  static let synchronizedThreshold = 512

  mutating func begin() {
    guard !started else { return }
    started = true
    // Room for the opening marker, filled in at the end if the update turns out long.
    for _ in Self.beginSynchronized { out.write(0) }
  }

  mutating func write(into bytes: inout [UInt8], clearing: Bool, endsInDefaultStyle: Bool) {
    if clearing {
      begin()
      // Whatever style the terminal is in, a clear starts from its own.
      out.write(SGREncoder.resetSequence)
      style = .terminalDefault
      out.write(Self.clearScreen)
      cursor = (0, 0)
    }
    let height = new.height
    // The first changed column of each row, or -1, in memory the renderer keeps (no closure:
    // the update is written in place).
    let firstChange = renderer.transitions.rowBuffer(capacity: height)
    var pending = 0
    for row in 0..<height {
      let knownEqual = knownEqualRows & (1 << row) != 0
      firstChange[row] = knownEqual || rowIsUnchanged(row) ? -1 : firstChangedColumn(row)
      if firstChange[row] >= 0 { pending += 1 }
    }
    // Rows in the order that costs the fewest bytes to reach, one after the other: from where
    // the cursor and the style are, the row whose first change is the cheapest to move to and
    // to switch the style for.
    while pending > 0 {
      var best = -1
      var bestCost = Int.max
      for row in 0..<height where firstChange[row] >= 0 {
        let column = firstChange[row]
        let key = SGRTransitionCache.PackedStyle(newCells[row * new.width + column])
        let cost = moveLength(to: row, column) + renderer.transitions.sequence(from: style, to: key).count
        if cost < bestCost { (best, bestCost) = (row, cost) }
      }
      writeRow(best, from: firstChange[best])
      firstChange[best] = -1
      pending -= 1
    }
    guard started else { return }
    if endsInDefaultStyle && style != .terminalDefault { transition(to: .terminalDefault) }
    let marker = Self.beginSynchronized.count
    if out.count - marker > Self.synchronizedThreshold {
      out.overwrite(at: 0, with: Self.beginSynchronized)
      out.write(Self.endSynchronized)
      out.appendWritten(to: &bytes)
    } else {
      out.appendWritten(to: &bytes, from: marker)
    }
  }

  /// The first column of a row that must be written.
  mutating func firstChangedColumn(_ row: Int) -> Int {
    var column = 0
    let line = terminalLine(row)
    if !hasClusters, let cells = line.cells {
      let (width, newRow) = (new.width, newCells.baseAddress! + row * new.width)
      while column < min(8, width) && cells[column] == newRow[column] { column += 1 }
      // A long equal start (a row changed only in its last column, the scroll bar's) is halved
      // with memcmp, which stops at the first difference, instead of scanned cell by cell.
      var end = column == 8 ? width : column
      while end - column > 8 {
        let middle = (column + end) / 2
        let count = (middle - column) * MemoryLayout<FrameCell>.stride
        if memcmp(cells + column, newRow + column, count) == 0 { column = middle } else { end = middle }
      }
      while column < width && cells[column] == newRow[column] { column += 1 }
    }
    while column < new.width && !isChanged(row: row, line: line, column: column) { column += 1 }
    // A continuation changed: start at its cluster's first column.
    while column > 0 && column < new.width && newCells[row * new.width + column].isContinuation {
      column -= 1
    }
    return column < new.width ? column : -1
  }

  /// Writes a row's changes from `first` on: each run of changes with the few equal cells
  /// between them, and an erase for blanks that end the row.
  mutating func writeRow(_ row: Int, from first: Int) {
    let width = new.width
    // Blanks at the row's end in one style that erasing draws alike are erased, not written.
    let tail = erasableTail(row)
    let line = terminalLine(row)
    // Without clusters a cell is changed when its memory is: compared in place, cell by cell.
    let plain = old != nil && !hasClusters
    let newRow = newCells.baseAddress! + row * width
    var column = first
    while column < width {
      if plain, let cells = line.cells {
        // Equal cells skipped in a loop of their own.
        while column < width && cells[column] == newRow[column] { column += 1 }
        guard column < width else { break }
      } else if !changed(column, plain: plain, newRow: newRow, row: row, line: line) {
        column += 1
        continue
      }
      // A change: rewrite from the cluster's first column through the last change nearby.
      var start = column
      while start > 0 && newCells[row * width + start].isContinuation { start -= 1 }
      var end = column + 1
      var quiet = 0
      var scan = end
      while scan < width {
        if changed(scan, plain: plain, newRow: newRow, row: row, line: line) {
          end = scan + 1
          quiet = 0
        } else {
          quiet += 1
          if quiet > Self.bridge { break }
        }
        scan += 1
      }
      // End on a whole cluster.
      while end < width && newCells[row * width + end].isContinuation { end += 1 }
      begin()
      if let tail, end > tail {
        writeCells(row: row, from: start, to: max(start, tail))
        erase(row: row, from: max(start, tail))
        return
      }
      writeCells(row: row, from: start, to: end)
      column = end
    }
  }

  /// ``isChanged(row:line:column:)`` for a row's scan, which asks it of every cell: with a frame
  /// before and no clusters (`plain`), only the cells' memory.
  @inline(__always)
  mutating func changed(
    _ column: Int, plain: Bool, newRow: UnsafePointer<FrameCell>, row: Int,
    line: (cells: UnsafePointer<FrameCell>?, start: Int)
  ) -> Bool {
    guard plain else { return isChanged(row: row, line: line, column: column) }
    guard let cells = line.cells else { return newRow[column] != Self.blank }
    return cells[column] != newRow[column]
  }

  /// What a line that came into a band holds: a blank in the terminal's default style.
  static let blank = FrameCell(glyph: 0x20, style: .plain)

  /// The line the terminal shows on `row`: `old`'s row at the band's offset, its cells and where
  /// they start in `old`; no cells for a line that came into the band blank (or no `old`).
  @inline(__always)
  func terminalLine(_ row: Int) -> (cells: UnsafePointer<FrameCell>?, start: Int) {
    guard let oldCells else { return (nil, -1) }
    var source = row
    if row >= band.top && row <= band.bottom {
      source = row + band.lines
      guard source >= band.top && source <= band.bottom else { return (nil, -1) }
    }
    let start = source * new.width
    return (oldCells.baseAddress! + start, start)
  }

  /// A whole row equal to the terminal's line, compared as memory first.
  func rowIsUnchanged(_ row: Int) -> Bool {
    guard let old else { return false }
    let width = new.width
    let start = row * width
    let line = terminalLine(row)
    guard let cells = line.cells else {
      return (start..<start + width).allSatisfy { newCells[$0] == Self.blank }
    }
    let same = memcmp(cells, newCells.baseAddress! + start, width * MemoryLayout<FrameCell>.stride) == 0
    // Equal memory is equal text unless clusters are involved: the same index can name different
    // clusters in two frames.
    guard same, hasClusters else { return same }
    return (0..<width).allSatisfy { new.cell(start + $0, equals: old, line.start + $0) }
  }

  /// Whether a cell of `row` must be written; `line` is ``terminalLine(_:)`` of the row, worked
  /// out once a row.
  @inline(__always)
  mutating func isChanged(
    row: Int, line: (cells: UnsafePointer<FrameCell>?, start: Int), column: Int
  ) -> Bool {
    let index = row * new.width + column
    let cell = newCells[index]
    guard let old else {
      // After a clear: anything but a blank in the terminal's own style must be written.
      return cell.glyph != 0x20 || !drawsLikeTerminalDefault(SGRTransitionCache.PackedStyle(cell))
    }
    // A line that came in blank (a blank holds no cluster).
    guard let cells = line.cells else { return cell != Self.blank }
    if cells[column] != cell { return true }
    guard hasClusters, cell.glyph & FrameCell.clusterFlag != 0, !cell.isContinuation else { return false }
    return !new.cell(index, equals: old, line.start + column)
  }

  mutating func drawsLikeTerminalDefault(_ key: SGRTransitionCache.PackedStyle) -> Bool {
    if key == blankKey { return true }
    if key == nonBlankKey { return false }
    if renderer.drawsLikeTerminalDefault(key) {
      blankKey = key
      return true
    }
    nonBlankKey = key
    return false
  }
}
