#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ANSIRenderer {
  /// Appends the bytes that change a terminal showing `old` into one showing `new`: cursor moves,
  /// the cells that changed, and style changes only where the style changes, wrapped in one
  /// synchronized update (`CSI ? 2026 h` … `CSI ? 2026 l`) so the terminal never shows half of it.
  ///
  /// With no `old` frame, or one of another size, the screen is cleared and drawn whole. Nothing
  /// at all is written when the frames are the same. The terminal is left in its default style;
  /// the cursor is left where the last change was written.
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
    new.cells.withUnsafeBufferPointer { newCells in
      guard let old, old.width == new.width, old.height == new.height, old.ambiguous == new.ambiguous else {
        var update = Update(renderer: self, old: nil, oldCells: nil, new: new, newCells: newCells)
        return update.write(into: &bytes, clearing: true)
      }
      old.cells.withUnsafeBufferPointer { oldCells in
        var update = Update(renderer: self, old: old, oldCells: oldCells, new: new, newCells: newCells)
        update.write(into: &bytes, clearing: false)
      }
    }
  }

  /// Whether a packed style draws like the terminal's own (for what a cleared screen shows).
  func drawsLikeTerminalDefault(_ key: SGRTransitionCache.Key) -> Bool {
    key == .terminalDefault || transitions.resolve(key) == .plain
  }
}

/// One frame update being written. Cells are read through pointers: the comparisons run for
/// every cell of every frame.
private struct Update {
  let renderer: ANSIRenderer
  let old: Frame?
  let oldCells: UnsafeBufferPointer<Frame.Cell>?
  let new: Frame
  let newCells: UnsafeBufferPointer<Frame.Cell>
  /// Whether either frame has multi-scalar clusters, whose indices need a closer look.
  let hasClusters: Bool
  /// Where the terminal's cursor is, if known: (row, column), zero-based.
  var cursor: (row: Int, column: Int)?
  var style = SGRTransitionCache.Key.terminalDefault
  /// The last style found to draw like the terminal default, and one found not to.
  var blankKey = SGRTransitionCache.Key.terminalDefault
  var nonBlankKey: SGRTransitionCache.Key?

  init(
    renderer: ANSIRenderer, old: Frame?, oldCells: UnsafeBufferPointer<Frame.Cell>?, new: Frame,
    newCells: UnsafeBufferPointer<Frame.Cell>
  ) {
    self.renderer = renderer
    self.old = old
    self.oldCells = oldCells
    self.new = new
    self.newCells = newCells
    self.hasClusters = !(old?.clusters.isEmpty ?? true) || !new.clusters.isEmpty
  }

  static let beginSynchronized: [UInt8] = Array("\u{1B}[?2026h".utf8)
  static let endSynchronized: [UInt8] = Array("\u{1B}[?2026l".utf8)
  static let clearScreen: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)
  /// Equal cells between two changes are written over rather than jumped when there are at most
  /// this many: a cursor move costs about as much.
  static let bridge = 4

  /// Whether anything was written yet: the synchronized update starts with the first change.
  var started = false

  mutating func begin(_ bytes: inout [UInt8]) {
    guard !started else { return }
    started = true
    bytes.append(contentsOf: Self.beginSynchronized)
  }

  mutating func write(into bytes: inout [UInt8], clearing: Bool) {
    if clearing {
      begin(&bytes)
      bytes.append(contentsOf: Self.clearScreen)
      cursor = (0, 0)
    }
    let width = new.width
    for row in 0..<new.height where !rowIsUnchanged(row) {
      var column = 0
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
        begin(&bytes)
        writeCells(row: row, from: start, to: end, into: &bytes)
        column = end
      }
    }
    guard started else { return }
    if style != .terminalDefault { transition(to: .terminalDefault, into: &bytes) }
    bytes.append(contentsOf: Self.endSynchronized)
  }

  /// A whole row equal in both frames, compared as memory first.
  func rowIsUnchanged(_ row: Int) -> Bool {
    guard let old, let oldCells else { return false }
    let width = new.width
    let start = row * width
    let same =
      memcmp(
        oldCells.baseAddress! + start, newCells.baseAddress! + start, width * MemoryLayout<Frame.Cell>.stride)
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
      return cell.glyph != 0x20 || !drawsLikeTerminalDefault(SGRTransitionCache.Key(cell))
    }
    if oldCells[index] != cell { return true }
    guard hasClusters, cell.glyph & Frame.Cell.clusterFlag != 0, !cell.isContinuation else { return false }
    return !new.cell(index, equals: old, index)
  }

  mutating func drawsLikeTerminalDefault(_ key: SGRTransitionCache.Key) -> Bool {
    if key == blankKey { return true }
    if key == nonBlankKey { return false }
    if renderer.drawsLikeTerminalDefault(key) {
      blankKey = key
      return true
    }
    nonBlankKey = key
    return false
  }

  mutating func writeCells(row: Int, from start: Int, to end: Int, into bytes: inout [UInt8]) {
    var column = start
    while column < end {
      let index = row * new.width + column
      let cell = newCells[index]
      let columns = new.columns(at: index)
      move(to: row, column, into: &bytes)
      transition(to: SGRTransitionCache.Key(cell), into: &bytes)
      new.appendUTF8(of: cell, to: &bytes)
      if cell.glyph & Frame.Cell.clusterFlag != 0 || column + columns >= new.width {
        // After a multi-scalar cluster, or at the last column (pending wrap), place the cursor
        // again rather than trusting where the terminal put it.
        cursor = nil
      } else {
        cursor = (row, column + columns)
      }
      column += columns
    }
  }

  mutating func transition(to key: SGRTransitionCache.Key, into bytes: inout [UInt8]) {
    guard key != style else { return }
    ByteWriter.appending(to: &bytes, capacity: SGRTransitionCache.slotBytes) { writer in
      renderer.transitions.write(from: style, to: key, into: &writer)
    }
    style = key
  }

  /// Moves the cursor with the shortest sequence: none, forward by some columns, or absolute.
  mutating func move(to row: Int, _ column: Int, into bytes: inout [UInt8]) {
    if let cursor, cursor.row == row {
      if cursor.column == column { return }
      if column > cursor.column {
        let n = column - cursor.column
        bytes.append(contentsOf: [0x1B, 0x5B])
        if n > 1 { appendDecimal(n, to: &bytes) }
        bytes.append(UInt8(ascii: "C"))
        return
      }
    }
    bytes.append(contentsOf: [0x1B, 0x5B])
    appendDecimal(row + 1, to: &bytes)
    if column > 0 {
      bytes.append(UInt8(ascii: ";"))
      appendDecimal(column + 1, to: &bytes)
    }
    bytes.append(UInt8(ascii: "H"))
  }

  func appendDecimal(_ n: Int, to bytes: inout [UInt8]) {
    if n >= 10 { appendDecimal(n / 10, to: &bytes) }
    bytes.append(UInt8(truncatingIfNeeded: 0x30 + n % 10))
  }
}
