/// What a terminal should show: a grid of columns, each holding one grapheme cluster and its style.
///
/// A frame is the unit a screen draws. Cells render ``Line``s; a frame places them on rows, cuts
/// them at its right edge (never through a wide character) and keeps wide characters and their
/// right halves consistent when text is drawn over them. Renderers turn a frame into ANSI bytes,
/// plain text, snapshot text or SVG; a diff of two frames is what a screen sends to repaint.
///
/// The parts of the app's look a style names are resolved as it is drawn, through the frame's
/// ``look``; theme roles stay semantic in the frame, and a renderer's ``Theme`` resolves them.
///
/// ```swift
/// var frame = Frame(width: 20, height: 2)
/// frame.draw(Line("Settings", style: Style(font: .title)), row: 0)
/// frame.draw(Line("設定"), row: 1, column: 2)
/// PlainTextRenderer().render(frame)   // "Settings\n  設定"
/// ```
public struct Frame: Sendable {
  /// Columns per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// How wide East Asian Ambiguous characters are drawn.
  public let ambiguous: AmbiguousWidth

  /// Row-major cells, `width * height` of them.
  var cells: [FrameCell]
  /// Grapheme clusters of more than one scalar, referenced by ``FrameCell/glyph``.
  var clusters: [String] = []
  /// The app's look: a style drawn into the frame that names one of its parts (every trait
  /// default does) takes the look's color or font. Defaults to ``Look/standard``.
  ///
  /// ```swift
  /// var frame = Frame(width: 40, height: 1)
  /// frame.look = Look(BrandLook())
  /// ```
  public var look: Look = .standard

  /// A cell of `style` as this frame draws it: the look's parts resolved.
  @inline(__always)
  func cell(glyph: UInt32, style: Style) -> FrameCell {
    FrameCell(glyph: glyph, style: look.resolve(style))
  }

  /// A blank frame: spaces in `style`.
  public init(width: Int, height: Int, style: Style = .plain, ambiguous: AmbiguousWidth = .narrow) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.ambiguous = ambiguous
    self.cells = Array(
      repeating: FrameCell(glyph: 0x20, style: Look.standard.resolve(style)), count: self.width * self.height)
  }

  /// Draws `line` on `row` from `column`, cut at the frame's right edge or after `width` columns.
  ///
  /// A wide character that would cross the edge is left out and its first column drawn as a
  /// space. Drawing over half of a wide character blanks its other half. Rows and columns outside
  /// the frame are ignored.
  public mutating func draw(_ line: Line, row: Int, column: Int = 0, width: Int? = nil) {
    guard row >= 0, row < height else { return }
    let limit = min(self.width, column + (width ?? self.width))
    var x = column
    for span in line.spans {
      if x >= limit { break }
      let cellStyle = cell(glyph: 0, style: span.style)
      if span.isASCII {
        x = putASCII(span.text, style: cellStyle, row: row, column: x, limit: limit)
        continue
      }
      if span.isScalarAligned {
        // Each scalar is a cluster: no grapheme segmentation needed.
        for scalar in span.text.unicodeScalars {
          if x >= limit { break }
          var columns = Int(UnicodeWidthTable.properties(scalar.value) & UnicodeWidthTable.widthMask)
          if columns == 1 && ambiguous == .wide
            && UnicodeWidthTable.properties(scalar.value) & UnicodeWidthTable.ambiguous != 0
          {
            columns = 2
          }
          if x + columns > limit {
            for blank in max(0, x)..<limit {
              put(0x20, columns: 1, style: cellStyle, row: row, column: blank)
            }
            x = limit
            break
          }
          if x >= 0 { put(scalar.value, columns: columns, style: cellStyle, row: row, column: x) }
          x += columns
        }
        continue
      }
      for character in span.text {
        if x >= limit { break }
        let scalars = character.unicodeScalars
        let columns = DisplayWidth.clusterWidth(scalars, ambiguous: ambiguous)
        if columns <= 0 { continue }
        if x + columns > limit {
          // A wide cluster that does not fit is left out whole; its columns stay blank.
          for blank in max(0, x)..<limit { put(0x20, columns: 1, style: cellStyle, row: row, column: blank) }
          x = limit
          break
        }
        if x >= 0 {
          let glyph: UInt32
          if scalars.count == 1, let scalar = scalars.first {
            glyph = scalar.value
          } else {
            glyph = FrameCell.clusterFlag | UInt32(clusters.count)
            clusters.append(String(character))
          }
          put(glyph, columns: columns, style: cellStyle, row: row, column: x)
        }
        x += columns
      }
    }
  }

  /// Paints `count` columns of `row` from `column` with spaces in `style`.
  public mutating func fill(row: Int, column: Int = 0, count: Int? = nil, style: Style) {
    guard row >= 0, row < height else { return }
    let start = max(0, column)
    let end = min(width, column + (count ?? width))
    guard start < end else { return }
    blank(row: row, from: start, to: end, style: cell(glyph: 0, style: style))
  }

  /// Writes an ASCII run, one column per byte, from `column` up to `limit`; returns the column
  /// after it. Only the run's two ends can touch a wide cluster, so only they are checked.
  mutating func putASCII(_ text: String, style: FrameCell, row: Int, column: Int, limit: Int) -> Int {
    var text = text
    let count = text.utf8.count
    let first = max(column, 0)
    let end = min(column + count, limit)
    guard first < end else { return column + count }
    let start = row * width
    let rowEnd = start + width
    text.withUTF8 { bytes in
      cells.withUnsafeMutableBufferPointer { cells in
        Frame.writeASCII(
          UnsafeBufferPointer(rebasing: bytes[(first - column)..<(end - column)]), style: style, in: cells,
          at: start + first, rowStart: start, rowEnd: rowEnd)
      }
    }
    return column + count
  }

  /// Writes a cluster of `columns` columns (its first cell holds the glyph, the rest are
  /// continuations), blanking whatever is left of any wide cluster it partly covers.
  @inline(__always)
  mutating func put(_ glyph: UInt32, columns: Int, style: FrameCell, row: Int, column: Int) {
    let start = row * width
    let rowEnd = start + width
    cells.withUnsafeMutableBufferPointer { cells in
      Frame.writeGlyph(
        glyph, columns: columns, style: style, in: cells, at: start + column, rowStart: start, rowEnd: rowEnd)
    }
  }

  // MARK: Reading

  /// The text of a grapheme cluster cell, or `nil` for the right half of a wide character.
  func text(of cell: FrameCell) -> String? {
    if cell.glyph == FrameCell.continuation { return nil }
    if cell.glyph & FrameCell.clusterFlag != 0 { return clusters[Int(cell.glyph & ~FrameCell.clusterFlag)] }
    return Unicode.Scalar(cell.glyph).map { String($0) } ?? " "
  }

  /// Writes the UTF-8 of a cell's glyph (nothing for the right half of a wide character).
  @inline(__always)
  func writeUTF8(of cell: FrameCell, to writer: inout ByteWriter) {
    let glyph = cell.glyph
    if glyph < 0x80 {
      writer.write(UInt8(truncatingIfNeeded: glyph))
    } else {
      let limit =
        glyph & FrameCell.clusterFlag != 0 && glyph != FrameCell.continuation
        ? clusters[Int(glyph & ~FrameCell.clusterFlag)].utf8.count : 4
      writer.write(atMost: limit) { writeUTF8(ofGlyph: glyph, to: $0) }
    }
  }

  /// Writes the UTF-8 of a glyph at `p` and returns how many bytes it wrote: a scalar's one to
  /// four, a cluster's bytes, none for the right half of a wide character. The one place a
  /// glyph becomes text, for the renderers and the snapshot format.
  @inline(__always)
  func writeUTF8(ofGlyph glyph: UInt32, to p: UnsafeMutablePointer<UInt8>) -> Int {
    if glyph == FrameCell.continuation { return 0 }
    if glyph & FrameCell.clusterFlag == 0 { return ScalarUTF8.write(glyph, to: p) }
    var cluster = clusters[Int(glyph & ~FrameCell.clusterFlag)]
    return cluster.withUTF8 { utf8 in
      p.update(from: utf8.baseAddress!, count: utf8.count)
      return utf8.count
    }
  }

  /// The plain text of one row, trailing spaces kept.
  func text(row: Int) -> String {
    guard row >= 0, row < height else { return "" }
    var result = ""
    for cell in cells[row * width..<(row + 1) * width] {
      if let text = text(of: cell) { result += text }
    }
    return result
  }

  /// One row as a line: a span for each run of columns in one style, as wide as the frame.
  package func line(row: Int) -> Line {
    guard row >= 0, row < height else { return Line() }
    var spans: [TextRun] = []
    var run = ""
    var runColumns = 0
    var runStyle: FrameCell?
    func flush() {
      guard let style = runStyle, runColumns > 0 else { return }
      // Measured as drawn: a run takes the columns it took in this frame.
      spans.append(
        TextRun(
          sanitized: run, measurement: .init(narrow: runColumns, wide: runColumns),
          isASCII: run.utf8.allSatisfy { $0 < 0x80 }, style: style.style))
    }
    for index in row * width..<(row + 1) * width {
      let cell = cells[index]
      if cell.isContinuation {
        runColumns += 1
        continue
      }
      if let current = runStyle, !current.sameStyle(as: cell) {
        flush()
        run = ""
        runColumns = 0
      }
      runStyle = cell
      run += text(of: cell) ?? ""
      runColumns += 1
    }
    flush()
    return Line(spans)
  }

  /// The grapheme cluster that starts at a column: `nil` for the right half of a wide character
  /// and outside the frame. Package access for the test support's look coverage law.
  package func text(row: Int, column: Int) -> String? {
    guard row >= 0, row < height, column >= 0, column < width else { return nil }
    return text(of: cells[row * width + column])
  }

  /// The style of the text at a column (of its first column, for a wide character).
  package func style(row: Int, column: Int) -> Style? {
    guard row >= 0, row < height, column >= 0, column < width else { return nil }
    var index = row * width + column
    while cells[index].isContinuation && index > row * width { index -= 1 }
    return cells[index].style
  }

  /// The columns the cluster starting at `index` takes (1 for a continuation on its own).
  func columns(at index: Int) -> Int {
    let rowEnd = (index / width + 1) * width
    var end = index + 1
    while end < rowEnd && cells[end].isContinuation { end += 1 }
    return end - index
  }

  /// Whether two cells show the same thing, resolving cluster indices through each frame.
  func cell(_ index: Int, equals other: Frame, _ otherIndex: Int) -> Bool {
    let a = cells[index]
    let b = other.cells[otherIndex]
    guard a.sameStyle(as: b) else { return false }
    if a.glyph == b.glyph && (a.glyph & FrameCell.clusterFlag == 0 || a.isContinuation) { return true }
    guard a.glyph & FrameCell.clusterFlag != 0, b.glyph & FrameCell.clusterFlag != 0, !a.isContinuation,
      !b.isContinuation
    else { return false }
    return clusters[Int(a.glyph & ~FrameCell.clusterFlag)]
      == other.clusters[Int(b.glyph & ~FrameCell.clusterFlag)]
  }
}

extension Frame: Equatable {
  /// Frames are equal when they have the same size and show the same text in the same styles.
  public static func == (a: Frame, b: Frame) -> Bool {
    guard a.width == b.width, a.height == b.height, a.ambiguous == b.ambiguous else { return false }
    if a.clusters.isEmpty && b.clusters.isEmpty { return a.cells == b.cells }
    for i in a.cells.indices where !a.cell(i, equals: b, i) { return false }
    return true
  }
}
