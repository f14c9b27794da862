import Presentable

/// A styled run of a snapshot row: columns `startColumn..<endColumn`, the row text's bytes
/// `startByte..<endByte`, and its tag's index in ``SnapshotTags``.
struct SnapshotRun {
  var startColumn: Int
  var endColumn: Int
  var startByte: Int
  var endByte: Int
  var tag: Int
}

/// Writes the rows of snapshot text: `|text|`, then, when the row has styled runs, a style line
/// `  3-16 [accent bold]Minion Mode!!![/]  34-40 [yellow][ ON ●][/]`.
///
/// Rows of a frame are written in one pass over its cells: the row's text while its runs are
/// found, then its style line, copying each run's text from the row just written. This runs for
/// every snapshot assertion, so it writes through pointers into memory it grows itself.
enum SnapshotTextWriter {
  /// Appends every row of `frame`, tagging its styles with `tags`.
  static func appendRows(of frame: Frame, tags: inout SnapshotTags, to output: inout [UInt8]) {
    let width = frame.width
    let height = frame.height
    guard height > 0 else { return }
    assert(MemoryLayout<FrameCell>.stride == 16 && MemoryLayout<FrameCell>.offset(of: \.attributes) == 12)
    var clusterBytes = 0
    for cluster in frame.clusters { clusterBytes &+= cluster.utf8.count }
    // A row's text line takes at most four bytes a column, the clusters' bytes and three more.
    let rowBound = width &* 4 &+ clusterBytes &+ 3
    var buffer = GrowingBuffer(capacity: output.count + height * (2 * rowBound + 4 * width))
    buffer.append(output)

    // Styles seen lately, by a hash of their words: most runs find their tag here, on the stack.
    withUnsafeTemporaryAllocation(of: RecentStyle.self, capacity: 16) { recent in
      recent.initialize(repeating: RecentStyle(colors: .max, attributes: .max, tag: -1))
      withUnsafeTemporaryAllocation(of: SnapshotRun.self, capacity: max(1, width)) { runs in
        frame.cells.withUnsafeBufferPointer { cells in
          // A cell is four 32-bit words: glyph, foreground, background, attributes. Runs are found
          // by comparing the two color words as one load and the attributes as another.
          let cellsStart = UnsafeRawPointer(cells.baseAddress!)
          // The tags as they are now, held here so writing a row does not retain and release the
          // table's arrays; taken again only when a new style adds a tag.
          var tagBytes = tags.bytes
          var tagRanges = tags.ranges
          for row in 0..<height {
            var runCount = 0
            buffer.reserve(rowBound)
            var p = buffer.end
            p.pointee = 0x7C
            p += 1
            let text = p
            var cell = cellsStart + row &* width &* 16
            let rowEnd = cell + width &* 16
            while cell < rowEnd {
              let colors = cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
              let attributes = cell.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
              let runStart = cell
              let runByte = p - text
              (cell, p) = copyRun(
                from: cell, to: rowEnd, colors: colors, attributes: attributes, of: frame, into: p)
              let slot = Int(truncatingIfNeeded: (colors &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(attributes)) >> 60)
              var tag = recent[slot].tag
              if recent[slot].colors != colors || recent[slot].attributes != attributes {
                tag = tags.index(colors: colors, attributes: attributes, of: runStart)
                if tags.ranges.count != tagRanges.count {
                  tagBytes = tags.bytes
                  tagRanges = tags.ranges
                }
                recent[slot] = RecentStyle(colors: colors, attributes: attributes, tag: tag)
              }
              guard tag >= 0 else { continue }
              let startColumn = (runStart - cellsStart) / 16 - row * width
              let endColumn = (cell - cellsStart) / 16 - row * width
              if runCount > 0 && runs[runCount - 1].tag == tag && runs[runCount - 1].endColumn == startColumn
              {
                runs[runCount - 1].endColumn = endColumn
                runs[runCount - 1].endByte = p - text
              } else {
                runs[runCount] = SnapshotRun(
                  startColumn: startColumn, endColumn: endColumn, startByte: runByte, endByte: p - text,
                  tag: tag)
                runCount += 1
              }
            }
            p[0] = 0x7C
            p[1] = 0x0A
            p += 2
            let textOffset = text - buffer.start
            buffer.count = p - buffer.start
            guard runCount > 0 else { continue }
            let rowRuns = UnsafeBufferPointer(rebasing: runs[..<runCount])
            tagBytes.withUnsafeBufferPointer { tagBytes in
              tagRanges.withUnsafeBufferPointer { ranges in
                buffer.reserve(styleLineCount(rowRuns, ranges: ranges))
                var q = buffer.end
                writeStyleLine(
                  rowRuns, text: buffer.start + textOffset, tagBytes: tagBytes, ranges: ranges, to: &q)
                buffer.count = q - buffer.start
              }
            }
          }
        }
      }
    }
    output = buffer.finish()
  }

  private struct RecentStyle {
    var colors: UInt64
    var attributes: UInt32
    var tag: Int
  }

  /// Writes the text of cells from `start` while they have the style `colors` and `attributes`,
  /// up to `end`; returns the cell after the run and where the text ends.
  ///
  /// Its own function, so the write pointer stays in a register: kept in memory, the pointer's
  /// store and reload per cell cost more than everything else here.
  @inline(never)
  private static func copyRun(
    from start: UnsafeRawPointer, to end: UnsafeRawPointer, colors: UInt64, attributes: UInt32,
    of frame: Frame,
    into output: UnsafeMutablePointer<UInt8>
  ) -> (UnsafeRawPointer, UnsafeMutablePointer<UInt8>) {
    var cell = start
    var p = output
    while cell < end {
      // Two ASCII cells at a time, the common case, while both are still in the run.
      while end - cell >= 32 {
        let first = cell.loadUnaligned(as: UInt32.self)
        let second = cell.loadUnaligned(fromByteOffset: 16, as: UInt32.self)
        guard first | second < 0x80, cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self) == colors,
          cell.loadUnaligned(fromByteOffset: 12, as: UInt32.self) == attributes,
          cell.loadUnaligned(fromByteOffset: 20, as: UInt64.self) == colors,
          cell.loadUnaligned(fromByteOffset: 28, as: UInt32.self) == attributes
        else { break }
        p[0] = UInt8(truncatingIfNeeded: first)
        p[1] = UInt8(truncatingIfNeeded: second)
        p += 2
        cell += 32
      }
      // Then one cell: the last of the row, a glyph that is not ASCII, or the end of the run.
      guard cell < end, cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self) == colors,
        cell.loadUnaligned(fromByteOffset: 12, as: UInt32.self) == attributes
      else { break }
      let glyph = cell.loadUnaligned(as: UInt32.self)
      if glyph < 0x80 {
        p.pointee = UInt8(truncatingIfNeeded: glyph)
        p += 1
      } else if glyph != FrameCell.continuation {
        p = write(glyph, of: frame, at: p)
      }
      cell += 16
    }
    return (cell, p)
  }

  /// Writes a glyph that is not ASCII: a cluster of several scalars, or one scalar.
  @inline(never)
  private static func write(_ glyph: UInt32, of frame: Frame, at start: UnsafeMutablePointer<UInt8>)
    -> UnsafeMutablePointer<UInt8>
  {
    start + frame.writeUTF8(ofGlyph: glyph, to: start)
  }

  /// Appends rows given as text and runs, as ``SGRDecoder`` reads them from terminal output.
  static func appendRows(
    _ rows: [(text: [UInt8], runs: [SnapshotRun])], tags: SnapshotTags, to output: inout [UInt8]
  ) {
    var total = 0
    tags.ranges.withUnsafeBufferPointer { ranges in
      for row in rows {
        total += row.text.count + 3 + row.runs.withUnsafeBufferPointer { styleLineCount($0, ranges: ranges) }
      }
    }
    var buffer = GrowingBuffer(capacity: output.count + total)
    buffer.append(output)
    for row in rows {
      var p = buffer.end
      p.pointee = 0x7C
      p += 1
      let text = p
      row.text.withUnsafeBufferPointer {
        if let source = $0.baseAddress { p.update(from: source, count: $0.count) }
      }
      p += row.text.count
      p[0] = 0x7C
      p[1] = 0x0A
      p += 2
      row.runs.withUnsafeBufferPointer { runs in
        tags.bytes.withUnsafeBufferPointer { tagBytes in
          tags.ranges.withUnsafeBufferPointer { ranges in
            writeStyleLine(runs, text: text, tagBytes: tagBytes, ranges: ranges, to: &p)
          }
        }
      }
      buffer.count = p - buffer.start
    }
    output = buffer.finish()
  }

  /// The bytes of a row's style line, line feed included; none without runs.
  static func styleLineCount(
    _ runs: UnsafeBufferPointer<SnapshotRun>, ranges: UnsafeBufferPointer<Range<Int>>
  )
    -> Int
  {
    guard !runs.isEmpty else { return 0 }
    var count = 1
    for run in runs {
      count &+= 2 &+ DecimalDigits.count(run.startColumn + 1) &+ 2 &+ ranges[run.tag].count &+ 1
      count &+= run.endByte &- run.startByte &+ 3
      if run.endColumn - run.startColumn > 1 { count &+= 1 &+ DecimalDigits.count(run.endColumn) }
    }
    return count
  }

  /// Writes a row's style line, copying each run's text from the row's text at `text` and its
  /// tag from `tagBytes`.
  static func writeStyleLine(
    _ runs: UnsafeBufferPointer<SnapshotRun>, text: UnsafePointer<UInt8>,
    tagBytes: UnsafeBufferPointer<UInt8>,
    ranges: UnsafeBufferPointer<Range<Int>>, to p: inout UnsafeMutablePointer<UInt8>
  ) {
    guard !runs.isEmpty else { return }
    do {
      for run in runs {
        p[0] = 0x20
        p[1] = 0x20
        p += 2
        DecimalDigits.write(run.startColumn + 1, to: &p)
        if run.endColumn - run.startColumn > 1 {
          p.pointee = 0x2D
          p += 1
          DecimalDigits.write(run.endColumn, to: &p)
        }
        p[0] = 0x20
        p[1] = 0x5B
        p += 2
        let tag = ranges[run.tag]
        p.update(from: tagBytes.baseAddress! + tag.lowerBound, count: tag.count)
        p += tag.count
        p.pointee = 0x5D
        p += 1
        let length = run.endByte - run.startByte
        p.update(from: text + run.startByte, count: length)
        p += length
        p[0] = 0x5B
        p[1] = 0x2F
        p[2] = 0x5D
        p += 3
      }
    }
    p.pointee = 0x0A
    p += 1
  }

  // MARK: Lines

  static func appendLine(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: text.utf8)
    bytes.append(0x0A)
  }

  // MARK: Memory

  /// Bytes written through a pointer, grown on request; made into an array at the end.
  struct GrowingBuffer {
    private(set) var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    var count = 0

    init(capacity: Int) {
      self.capacity = max(capacity, 64)
      start = .allocate(capacity: self.capacity)
    }

    /// Where the next byte goes.
    var end: UnsafeMutablePointer<UInt8> { start + count }

    /// Makes room for `extra` more bytes (moving the bytes: pointers into them go stale).
    mutating func reserve(_ extra: Int) {
      guard count + extra > capacity else { return }
      capacity = max(capacity * 2, count + extra)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      grown.update(from: start, count: count)
      start.deallocate()
      start = grown
    }

    mutating func append(_ bytes: [UInt8]) {
      reserve(bytes.count)
      bytes.withUnsafeBufferPointer {
        if let source = $0.baseAddress { end.update(from: source, count: $0.count) }
      }
      count += bytes.count
    }

    /// The bytes as an array; the buffer is freed.
    consuming func finish() -> [UInt8] {
      let result = [UInt8](UnsafeBufferPointer(start: start, count: count))
      start.deallocate()
      return result
    }
  }
}
