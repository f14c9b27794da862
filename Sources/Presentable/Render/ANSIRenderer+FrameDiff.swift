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
    var (old, style) = (old, SGRTransitionCache.PackedStyle.terminalDefault)
    renderUpdate(from: &old, to: new, into: &bytes, style: &style, endsInDefaultStyle: true)
  }

  /// The update from a terminal whose current style is `style` (the key of the last cell the
  /// previous update wrote), leaving `style` as the terminal's style after it: a screen that
  /// keeps the terminal to itself saves resetting and setting the style between updates. `old`
  /// ends as the terminal's lines after a scroll, so a caller that owns it pays no copy.
  func renderUpdate(
    from old: inout Frame?, to new: Frame, into bytes: inout [UInt8],
    style: inout SGRTransitionCache.PackedStyle,
    endsInDefaultStyle: Bool
  ) {
    let shift = scrollShift(from: &old, to: new)
    new.cells.withUnsafeBufferPointer { newCells in
      guard let old, old.width == new.width, old.height == new.height, old.ambiguous == new.ambiguous else {
        var diff = FrameDiff(renderer: self, old: nil, oldCells: nil, new: new, newCells: newCells)
        diff.write(into: &bytes, clearing: true, endsInDefaultStyle: endsInDefaultStyle)
        style = diff.style
        return
      }
      old.cells.withUnsafeBufferPointer { oldCells in
        var diff = FrameDiff(renderer: self, old: old, oldCells: oldCells, new: new, newCells: newCells)
        diff.style = style
        if let shift { diff.scroll(shift) }
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
      firstChange[row] = rowIsUnchanged(row) ? -1 : firstChangedColumn(row)
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
    while column < new.width && !isChanged(row: row, column: column) { column += 1 }
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
    var column = first
    while column < width {
      guard isChanged(row: row, column: column) else {
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
        if isChanged(row: row, column: scan) {
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

  /// A whole row equal in both frames, compared as memory first.
  func rowIsUnchanged(_ row: Int) -> Bool {
    guard let old, let oldCells else { return false }
    let width = new.width
    let start = row * width
    let same =
      memcmp(
        oldCells.baseAddress! + start, newCells.baseAddress! + start, width * MemoryLayout<FrameCell>.stride)
      == 0
    // Equal memory is equal text unless clusters are involved: the same index can name different
    // clusters in two frames.
    guard same, hasClusters else { return same }
    return (start..<start + width).allSatisfy { new.cell($0, equals: old, $0) }
  }

  @inline(__always)
  mutating func isChanged(row: Int, column: Int) -> Bool {
    let index = row * new.width + column
    let cell = newCells[index]
    guard let oldCells, let old else {
      // After a clear: anything but a blank in the terminal's own style must be written.
      return cell.glyph != 0x20 || !drawsLikeTerminalDefault(SGRTransitionCache.PackedStyle(cell))
    }
    if oldCells[index] != cell { return true }
    guard hasClusters, cell.glyph & FrameCell.clusterFlag != 0, !cell.isContinuation else { return false }
    return !new.cell(index, equals: old, index)
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

  /// The first column of the blanks that end a row, when they are all in one style that erasing
  /// draws alike and there are enough of them to be worth an erase.
  mutating func erasableTail(_ row: Int) -> Int? {
    let width = new.width
    let rowStart = row * width
    let last = newCells[rowStart + width - 1]
    guard last.glyph == 0x20 else { return nil }
    var start = width - 1
    while start > 0 {
      let cell = newCells[rowStart + start - 1]
      guard cell.glyph == 0x20, cell.sameStyle(as: last) else { break }
      start -= 1
    }
    guard width - start > Self.eraseToEndOfLine.count, erases(SGRTransitionCache.PackedStyle(last)) else {
      return nil
    }
    return start
  }

  /// Whether erasing in this style draws the blanks the frame holds: terminals erase with the
  /// current background (and nothing else), so a style whose blanks show more (an underline, a
  /// strikethrough, swapped colors) is written out.
  mutating func erases(_ key: SGRTransitionCache.PackedStyle) -> Bool {
    if key == erasingKey { return true }
    if key == nonErasingKey { return false }
    let visibleOnBlanks: TextAttributes = [.underline, .strikethrough, .inverse]
    if renderer.transitions.resolve(key).attributes.isDisjoint(with: visibleOnBlanks) {
      erasingKey = key
      return true
    }
    nonErasingKey = key
    return false
  }

  /// Erases from `column` to the row's end in the style of the blanks there. The style is set
  /// only if erasing in the current one would draw other blanks: an erase shows the background
  /// and nothing of the foreground.
  mutating func erase(row: Int, from column: Int) {
    move(to: row, column)
    let blank = SGRTransitionCache.PackedStyle(newCells[row * new.width + column])
    if !erasesAlike(style, blank) { transition(to: blank) }
    out.write(Self.eraseToEndOfLine)
    cursor = (row, column)
  }

  /// Whether erasing in style `a` draws the blanks of style `b`: the same background, and no
  /// attribute that shows on blanks.
  func erasesAlike(_ a: SGRTransitionCache.PackedStyle, _ b: SGRTransitionCache.PackedStyle) -> Bool {
    if a == b { return true }
    let visibleOnBlanks: TextAttributes = [.underline, .strikethrough, .inverse]
    let first = renderer.transitions.resolve(a)
    let second = renderer.transitions.resolve(b)
    return first.background == second.background && first.attributes.isDisjoint(with: visibleOnBlanks)
      && second.attributes.isDisjoint(with: visibleOnBlanks)
  }

  mutating func writeCells(row: Int, from start: Int, to end: Int) {
    let width = new.width
    var column = start
    while column < end {
      let index = row * width + column
      let cell = newCells[index]
      move(to: row, column)
      transition(to: SGRTransitionCache.PackedStyle(cell))
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

  /// The bytes ``move(to:_:)`` writes to get there.
  func moveLength(to row: Int, _ column: Int) -> Int {
    if let cursor, cursor.row == row {
      if cursor.column == column { return 0 }
      if column > cursor.column {
        let n = column - cursor.column
        return 3 + (n > 1 ? DecimalDigits.count(n) : 0)
      }
    }
    return 3 + DecimalDigits.count(row + 1) + (column > 0 ? 1 + DecimalDigits.count(column + 1) : 0)
  }

  /// Moves the cursor with the shortest sequence: none, forward by some columns, or absolute.
  mutating func move(to row: Int, _ column: Int) {
    if let cursor, cursor.row == row {
      if cursor.column == column { return }
      if column > cursor.column {
        let n = column - cursor.column
        out.write(0x1B)
        out.write(0x5B)
        if n > 1 { out.write(decimal: n) }
        out.write(UInt8(ascii: "C"))
        return
      }
    }
    out.write(0x1B)
    out.write(0x5B)
    out.write(decimal: row + 1)
    if column > 0 {
      out.write(UInt8(ascii: ";"))
      out.write(decimal: column + 1)
    }
    out.write(UInt8(ascii: "H"))
  }
}
