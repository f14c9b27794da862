/// Rows of text in columns, printed once: headers, each column aligned, widths measured by the
/// width engine (CJK and emoji are two columns), text too long cut with `…`, and a row count.
/// Not named `Table`, which other packages use.
///
/// ```swift
/// let table = DataTable(
///   columns: [DataTable.Column("Package"), DataTable.Column("Version", alignment: .trailing)],
///   rows: [["swift-log", "1.6.1"], ["swift-argument-parser", "1.5.0"]])
/// Terminal.print(table)
/// // Package                Version
/// // ─────────────────────  ───────
/// // swift-log                1.6.1
/// // swift-argument-parser    1.5.0
/// // 2 rows
/// ```
///
/// For many rows, ``stream(_:to:width:profile:)`` writes one row at a time with widths fixed from the columns or
/// measured from the first rows, so memory stays in proportion to a row, not to the table.
public struct DataTable: LivePiece, Sendable, Hashable {
  /// A column: its header, alignment and width.
  public struct Column: Sendable, Hashable {
    /// The header.
    public var title: String
    /// Where the text sits in the column.
    public var alignment: TextAlignment
    /// Columns it takes; measured from the text when `nil`.
    public var width: Int?

    /// A column headed `title`.
    public init(_ title: String, alignment: TextAlignment = .leading, width: Int? = nil) {
      (self.title, self.alignment, self.width) = (title, alignment, width.map { max(1, $0) })
    }
  }

  /// The columns.
  public var columns: [Column]
  /// The rows, a text per column (missing ones are blank).
  public var rows: [[String]]
  /// Whether a last line says how many rows there are.
  public var showsRowCount: Bool
  /// How many rows are measured for the widths of columns without one.
  public var measuredRows: Int

  /// A table of `rows` under `columns`.
  public init(columns: [Column], rows: [[String]] = [], showsRowCount: Bool = true, measuredRows: Int = 100) {
    (self.columns, self.rows, self.showsRowCount, self.measuredRows) = (
      columns, rows, showsRowCount, measuredRows
    )
  }

  static let gap = 2

  /// The widths for `available` columns: fixed ones as given, the others as their header and the
  /// measured rows need; if that is too wide, the widest give up columns first.
  func widths(measuring sample: some Sequence<[String]>, available: Int, ambiguous: AmbiguousWidth) -> [Int] {
    var widths = columns.map {
      $0.width ?? DisplayWidth.of(Sanitizer.sanitize($0.title), ambiguous: ambiguous)
    }
    for row in sample {
      for index in columns.indices where columns[index].width == nil && index < row.count {
        widths[index] = max(
          widths[index], DisplayWidth.of(Sanitizer.sanitize(row[index]), ambiguous: ambiguous))
      }
    }
    widths = widths.map { max(1, $0) }
    let room = max(columns.count, available - Self.gap * max(0, columns.count - 1))
    while widths.reduce(0, +) > room, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
      widths[widest] > 1
    {
      widths[widest] -= 1
    }
    return widths
  }

  /// The header and its rule.
  func headerLines(widths: [Int], ambiguous: AmbiguousWidth) -> [Line] {
    var header = Line()
    var rule = Line()
    for (index, column) in columns.enumerated() {
      if index > 0 {
        header.append(Line.blank(Self.gap))
        rule.append(Line.blank(Self.gap))
      }
      let title = Line(column.title, style: Style(foreground: .look(.title), font: .body.bold()))
      header.append(title.fitted(to: widths[index], alignment: column.alignment, ambiguous: ambiguous))
      let dash = ambiguous == .wide ? "-" : "─"
      rule.append(String(repeating: dash, count: widths[index]), style: Style(foreground: .look(.border)))
    }
    return [header.trimmedTrailingSpaces(), rule]
  }

  /// One row's line.
  func line(for row: [String], widths: [Int], ambiguous: AmbiguousWidth) -> Line {
    var line = Line()
    for (index, column) in columns.enumerated() {
      if index > 0 { line.append(Line.blank(Self.gap)) }
      let text = index < row.count ? Line(row[index]) : Line()
      line.append(text.fitted(to: widths[index], alignment: column.alignment, ambiguous: ambiguous))
    }
    return line.trimmedTrailingSpaces()
  }

  /// The row count's line.
  static func countLine(_ count: Int) -> Line {
    Line(count == 1 ? "1 row" : "\(count) rows", style: Style(foreground: .look(.hint)))
  }

  /// The header, the rows and the count, for `width` columns.
  public func lines(width: Int, ambiguous: AmbiguousWidth) -> [Line] {
    let widths = widths(measuring: rows.prefix(measuredRows), available: width, ambiguous: ambiguous)
    var lines = headerLines(widths: widths, ambiguous: ambiguous)
    for row in rows { lines.append(line(for: row, widths: widths, ambiguous: ambiguous)) }
    if showsRowCount { lines.append(Self.countLine(rows.count)) }
    return lines.map { $0.truncated(to: width, ambiguous: ambiguous) }
  }
}

extension Line {
  /// The line without the spaces at its end.
  func trimmedTrailingSpaces() -> Line {
    var spans = self.spans
    while let last = spans.last {
      let kept = last.text.reversed().drop(while: { $0 == " " })
      if kept.isEmpty {
        spans.removeLast()
        continue
      }
      if kept.count != last.text.count {
        spans[spans.count - 1] = TextRun(String(kept.reversed()), style: last.style)
      }
      break
    }
    return Line(spans)
  }
}
