/// Where two snapshot texts with the same text differ in style, in words a reviewer can check in
/// the file: `row 3, columns 5–9: accent → primary`.
///
/// Reads the snapshot format: an optional `presentable-snapshot` header, `== section` titles,
/// `|text|` rows, and after a row its style line of `a-b [tag]text[/]` runs.
enum StyleDifference {
  struct Row: Equatable {
    var section: String?
    var text: String
    var styleLine: String?
  }

  /// The header and rows of a snapshot text, or `nil` if it is not in the format.
  static func rows(of text: String) -> (header: String?, rows: [Row])? {
    var header: String?
    var rows: [Row] = []
    var section: String?
    for (index, line) in UnifiedDiff.lines(text).enumerated() {
      if index == 0 && line.hasPrefix("presentable-snapshot") {
        header = line
      } else if line.hasPrefix("== ") {
        section = String(line.dropFirst(3))
      } else if line.hasPrefix("|") {
        rows.append(Row(section: section, text: line))
      } else if line.hasPrefix("  "), let last = rows.indices.last, rows[last].styleLine == nil {
        rows[last].styleLine = line
      } else {
        return nil
      }
    }
    return (header, rows)
  }

  /// Where the styles differ, one line per run of columns; `nil` when the texts differ in more
  /// than style (their headers, sections or row texts) or are not in the format.
  static func describe(reference: String, actual: String) -> [String]? {
    guard let old = rows(of: reference), let new = rows(of: actual), old.header == new.header,
      old.rows.count == new.rows.count
    else { return nil }
    var differences: [String] = []
    var rowInSection = 0
    for (index, (a, b)) in zip(old.rows, new.rows).enumerated() {
      guard a.section == b.section, sameBytes(a.text, b.text) else { return nil }
      rowInSection = index > 0 && old.rows[index - 1].section == a.section ? rowInSection + 1 : 1
      guard a.styleLine != b.styleLine else { continue }
      let place = (a.section.map { $0 + ": " } ?? "") + "row \(rowInSection)"
      // A row cannot have more columns than its text has bytes (a character takes at most two
      // columns and at least two bytes when it takes two): a reference that names a column past
      // that was edited by hand or is damaged, and is said to be so, never allocated for.
      let columnLimit = a.text.utf8.count
      let oldRuns = runs(a.styleLine ?? "", columnLimit: columnLimit)
      let newRuns = runs(b.styleLine ?? "", columnLimit: columnLimit)
      guard let oldRuns, let newRuns else {
        let bad = oldRuns == nil ? a.styleLine ?? "" : b.styleLine ?? ""
        let side = oldRuns == nil ? "reference's" : "actual"
        let shown = bad.count > 60 ? String(bad.prefix(60)) + "…" : bad
        differences.append(
          "\(place): styles differ; the \(side) style line is not valid (runs `a-b [tag]text[/]`, columns "
            + "1 to \(columnLimit)): \(shown.trimmingCharacters(in: .whitespaces))")
        continue
      }
      let oldTags = columnTags(oldRuns)
      let newTags = columnTags(newRuns)
      let columns = max(oldTags.count, newTags.count)
      var column = 0
      while column < columns {
        let pair = (tag(oldTags, column), tag(newTags, column))
        guard pair.0 != pair.1 else {
          column += 1
          continue
        }
        var end = column + 1
        while end < columns && (tag(oldTags, end), tag(newTags, end)) == pair { end += 1 }
        let span = end - column == 1 ? "column \(column + 1)" : "columns \(column + 1)–\(end)"
        differences.append("\(place), \(span): \(pair.0) → \(pair.1)")
        column = end
      }
    }
    return differences.isEmpty ? nil : differences
  }

  private static func tag(_ tags: [String?], _ column: Int) -> String {
    column < tags.count ? tags[column] ?? "plain" : "plain"
  }

  /// The tag of each column (0-based), `nil` where none.
  private static func columnTags(_ runs: [(start: Int, end: Int, tag: String)]) -> [String?] {
    var tags: [String?] = Array(repeating: nil, count: runs.map(\.end).max() ?? 0)
    for run in runs where run.start >= 1 && run.start <= run.end {
      for column in (run.start - 1)..<run.end { tags[column] = run.tag }
    }
    return tags
  }

  /// The runs of a style line (`  3-16 [accent bold]Minion Mode!!![/]  34 [yellow]●[/]`), with
  /// 1-based inclusive columns; `nil` if the line is not in that form, or names a column past
  /// `columnLimit` or one before the run's start.
  static func runs(_ line: String, columnLimit: Int = 100_000) -> [(start: Int, end: Int, tag: String)]? {
    let bytes = Array(line.utf8)
    var result: [(start: Int, end: Int, tag: String)] = []
    var i = 0
    /// A column number from 1 to `columnLimit`; anything longer stops being read at once, so no
    /// number of digits can overflow.
    func number() -> Int? {
      var value = 0
      let start = i
      while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
        value = value * 10 + Int(bytes[i] - 0x30)
        i += 1
        if value > columnLimit { return nil }
      }
      return i > start && value >= 1 ? value : nil
    }
    /// Whether `  a-b [` (or `  a [`) starts at `j`.
    func startsRun(at j: Int) -> Bool {
      guard j + 2 < bytes.count, bytes[j] == 0x20, bytes[j + 1] == 0x20 else { return false }
      var k = j + 2
      func digits() -> Bool {
        let start = k
        while k < bytes.count, (0x30...0x39).contains(bytes[k]) { k += 1 }
        return k > start
      }
      guard digits() else { return false }
      if k < bytes.count, bytes[k] == 0x2D {
        k += 1
        guard digits() else { return false }
      }
      return k + 1 < bytes.count && bytes[k] == 0x20 && bytes[k + 1] == 0x5B
    }
    while i < bytes.count {
      guard startsRun(at: i) else { return nil }
      i += 2
      guard let start = number() else { return nil }
      var end = start
      if i < bytes.count, bytes[i] == 0x2D {
        i += 1
        guard let last = number() else { return nil }
        end = last
      }
      guard end >= start, i + 1 < bytes.count, bytes[i] == 0x20, bytes[i + 1] == 0x5B else { return nil }
      i += 2
      let tagStart = i
      while i < bytes.count, bytes[i] != 0x5D { i += 1 }
      guard i < bytes.count else { return nil }
      let tag = String(decoding: bytes[tagStart..<i], as: UTF8.self)
      i += 1
      // The run's text ends at the first `[/]` that ends the line or comes before the next run.
      var close = i
      while close + 2 < bytes.count {
        if bytes[close] == 0x5B && bytes[close + 1] == 0x2F && bytes[close + 2] == 0x5D
          && (close + 3 == bytes.count || startsRun(at: close + 3))
        {
          break
        }
        close += 1
      }
      guard close + 2 < bytes.count else { return nil }
      result.append((start, end, tag))
      i = close + 3
    }
    return result
  }
}
