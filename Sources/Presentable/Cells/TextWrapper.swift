/// Breaks text into the lines a text area shows, measuring no more of it than the lines asked
/// for, and counting what it measures.
///
/// A line takes whole characters (grapheme clusters: an emoji sequence or a letter and its
/// accents is never split) while they fit in ``columns``; when the next one does not fit, the
/// line ends after its last space, so words move down whole, or, with no space, before the
/// character that does not fit. A space that does not fit ends its line, one column over (text
/// areas keep a column for the cursor). A line break (`\n`) ends a line and belongs to it.
///
/// Every ``anchorSpacing``-th character starts a line too. So where a line starts never depends
/// on text more than that far back, and finding the line around any position costs the same in
/// a text of ten lines or a million, even one without line breaks.
struct TextWrapper {
  /// Columns a line fills at most.
  let columns: Int
  let ambiguous: AmbiguousWidth
  /// Characters measured so far.
  private(set) var examined = 0

  /// Characters between forced line starts.
  static let anchorSpacing = 1024

  init(columns: Int, ambiguous: AmbiguousWidth) {
    self.columns = max(1, columns)
    self.ambiguous = ambiguous
  }

  /// One line: its characters `start..<end` (without a line break that ends it), and where the
  /// next line starts, `nil` after the last.
  struct Line: Equatable {
    var start: Int
    var end: Int
    var next: Int?

    /// Whether the line ends with a line break.
    var endsWithBreak: Bool { next.map { $0 > end } ?? false }

    /// The last position the cursor takes on the line: its end, or before the character that
    /// goes on to the next line when the line wraps.
    var lastCursorPosition: Int {
      guard let next, next == end, end > start else { return end }
      return end - 1
    }

    /// Whether the cursor at `position` is on this line.
    func holds(_ position: Int) -> Bool {
      position >= start && (next.map { position < $0 } ?? true)
    }
  }

  mutating func width(of character: Character) -> Int {
    examined += 1
    return character.isASCII ? 1 : DisplayWidth.of(character, ambiguous: ambiguous)
  }

  /// The line that starts at `start`.
  mutating func line(in text: some TextCharacters, from start: Int) -> Line {
    let anchor = (start / Self.anchorSpacing + 1) * Self.anchorSpacing
    var index = start
    var used = 0
    var afterLastSpace: Int?
    while true {
      if index == anchor && index > start { return Line(start: start, end: index, next: index) }
      guard let character = text.character(at: index) else {
        return Line(start: start, end: index, next: nil)
      }
      if character == "\n" { return Line(start: start, end: index, next: index + 1) }
      let width = width(of: character)
      // A space that does not fit ends the line where it is, in the column kept for the cursor.
      if character == " " && used + width > columns && index > start {
        return Line(start: start, end: index + 1, next: index + 1)
      }
      if used + width > columns && index > start {
        if let afterLastSpace, afterLastSpace > start {
          return Line(start: start, end: afterLastSpace, next: afterLastSpace)
        }
        return Line(start: start, end: index, next: index)
      }
      used += width
      index += 1
      if character == " " { afterLastSpace = index }
    }
  }

  /// The line that holds the cursor at `position`.
  mutating func line(in text: some TextCharacters, holding position: Int) -> Line {
    // Lines start after a line break and at every anchor: the nearest before the position is
    // where the search starts, no more than an anchor's spacing back.
    let anchor = position / Self.anchorSpacing * Self.anchorSpacing
    var start = position
    while start > anchor, text.character(at: start - 1) != "\n" { start -= 1 }
    while true {
      let line = line(in: text, from: start)
      guard let next = line.next, next <= position else { return line }
      start = next
    }
  }

  /// The line before the one starting at `start`, if any.
  mutating func line(in text: some TextCharacters, before start: Int) -> Line? {
    guard start > 0 else { return nil }
    return line(in: text, holding: start - 1)
  }

  /// The columns from a line's start to `position` on it.
  mutating func column(of position: Int, on line: Line, in text: some TextCharacters) -> Int {
    var used = 0
    for index in line.start..<min(position, line.end) {
      used += text.character(at: index).map { width(of: $0) } ?? 0
    }
    return used
  }

  /// The position on a line nearest to `column` without passing it.
  mutating func position(atColumn column: Int, on line: Line, in text: some TextCharacters) -> Int {
    var used = 0
    var index = line.start
    while index < line.lastCursorPosition, let character = text.character(at: index) {
      let width = width(of: character)
      if used + width > column { break }
      used += width
      index += 1
    }
    return index
  }

  /// The first line shown when the lines from `top` (or the line holding it, if it no longer
  /// starts one) are shown `limit` at a time and the cursor at `cursor` must be among them.
  mutating func top(in text: some TextCharacters, from top: Int, cursor: Int, limit: Int) -> Int {
    let cursorLine = line(in: text, holding: cursor)
    var first = line(in: text, holding: min(top, cursor)).start
    if cursorLine.start <= first { return cursorLine.start }
    // The cursor's line is below the top: shown if it is within `limit` lines of it.
    var line = line(in: text, from: first)
    for _ in 1..<max(1, limit) {
      guard let next = line.next else { break }
      if line.holds(cursor) { return first }
      line = self.line(in: text, from: next)
    }
    if line.holds(cursor) { return first }
    // Too far down: the cursor's line becomes the last one shown.
    first = cursorLine.start
    for _ in 1..<max(1, limit) {
      guard let previous = self.line(in: text, before: first) else { break }
      first = previous.start
    }
    return first
  }
}

/// Characters by position, as a text area reads them: a draft being edited, or a view model's
/// text read from its start.
protocol TextCharacters {
  /// The character at `index`, or `nil` past the end.
  func character(at index: Int) -> Character?
}

extension TextDraft: TextCharacters {
  func character(at index: Int) -> Character? {
    index >= 0 && index < count ? self[index] : nil
  }
}

/// A string read forwards, as positions: reading position `n` after `n - 1` costs one character,
/// so a text shown from its start costs what is shown.
final class ForwardCharacters: TextCharacters {
  private let text: String
  private var index: String.Index
  private var position = 0

  init(_ text: String) {
    self.text = text
    index = text.startIndex
  }

  func character(at target: Int) -> Character? {
    if target < position {
      index = text.startIndex
      position = 0
    }
    while position < target {
      guard index < text.endIndex else { return nil }
      text.formIndex(after: &index)
      position += 1
    }
    return index < text.endIndex ? text[index] : nil
  }

  /// The characters `range`, which must be at or after the last one read.
  func string(_ range: Range<Int>) -> String {
    guard character(at: range.lowerBound) != nil else { return "" }
    let start = index
    var end = index
    var count = range.count
    while count > 0, end < text.endIndex {
      text.formIndex(after: &end)
      count -= 1
    }
    return String(text[start..<end])
  }
}
