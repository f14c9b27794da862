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
/// Rows of a frame are read through the public seam, `Frame.forEachRun(inRow:_:)`: each run's
/// text is copied into the row's text line and its tag noted; then the row's style line copies
/// each run's text from the row just written. This runs for every snapshot assertion, so it
/// writes through pointers into memory it grows itself.
enum SnapshotTextWriter {
  /// Appends every row of `frame`, tagging its styles with `tags`.
  static func appendRows(of frame: Frame, tags: inout SnapshotTags, to output: inout [UInt8]) {
    let width = frame.width
    let height = frame.height
    guard height > 0 else { return }
    var buffer = GrowingBuffer(capacity: output.count + height * (8 * width + 8))
    buffer.append(output)
    // Styles seen lately, by a hash of their bytes: most runs find their tag here, on the stack.
    withUnsafeTemporaryAllocation(of: RecentStyle.self, capacity: 16) { recent in
      recent.initialize(repeating: RecentStyle(colors: .max, font: .max, tag: -1))
      withUnsafeTemporaryAllocation(of: SnapshotRun.self, capacity: max(1, width)) { runs in
        for row in 0..<height {
          var runCount = 0
          // The row's text: "|", at most four bytes a column or a cluster's own, "|\n".
          buffer.reserve(3)
          buffer.end.pointee = 0x7C
          buffer.count += 1
          let textOffset = buffer.count
          frame.forEachRun(inRow: row) { run in
            let count = run.utf8.count
            buffer.reserve(count + 2)
            let runByte = buffer.count - textOffset
            // Runs are a few bytes long: a loop costs less than calling memcpy.
            let target = buffer.end
            for i in 0..<count { target[i] = run.utf8[i] }
            buffer.count += count
            let tag: Int
            if let (colors, font) = key(of: run.style) {
              let slot = Int(truncatingIfNeeded: (colors &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(font)) >> 60)
              if recent[slot].colors != colors || recent[slot].font != font {
                recent[slot] = RecentStyle(colors: colors, font: font, tag: tags.index(of: run.style))
              }
              tag = recent[slot].tag
            } else {
              tag = tags.index(of: run.style)
            }
            guard tag >= 0 else { return }
            let endColumn = run.column + run.columns
            let endByte = buffer.count - textOffset
            if runCount > 0 && runs[runCount - 1].tag == tag && runs[runCount - 1].endColumn == run.column {
              runs[runCount - 1].endColumn = endColumn
              runs[runCount - 1].endByte = endByte
            } else {
              runs[runCount] = SnapshotRun(
                startColumn: run.column, endColumn: endColumn, startByte: runByte, endByte: endByte, tag: tag)
              runCount += 1
            }
          }
          buffer.reserve(2)
          buffer.end[0] = 0x7C
          buffer.end[1] = 0x0A
          buffer.count += 2
          guard runCount > 0 else { continue }
          let rowRuns = UnsafeBufferPointer(rebasing: runs[..<runCount])
          tags.bytes.withUnsafeBufferPointer { tagBytes in
            tags.ranges.withUnsafeBufferPointer { ranges in
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
    output = buffer.finish()
  }

  private struct RecentStyle {
    var colors: UInt64
    var font: UInt32
    var tag: Int
  }

  /// A style's bytes as a cache key, or `nil` if a `Style` is not the 12 bytes it is now (two
  /// colors, a font, the inverse flag, no padding): equal keys then mean equal styles.
  @inline(__always)
  private static func key(of style: Style) -> (UInt64, UInt32)? {
    guard MemoryLayout<Style>.size == 12 else { return nil }
    return withUnsafeBytes(of: style) {
      ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
    }
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
    @inline(__always)
    mutating func reserve(_ extra: Int) {
      guard count + extra > capacity else { return }
      grow(extra)
    }

    private mutating func grow(_ extra: Int) {
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
