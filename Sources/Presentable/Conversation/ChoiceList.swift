/// The options of a choose question as they are shown: filtered by what is typed (through a
/// ``SearchIndex``, so a long list filters in one pass), a page of them at a time around the
/// highlighted one.
struct ChoiceList {
  let titles: [String]
  let details: [String?]
  private var index: SearchIndex
  /// What is typed to filter.
  private(set) var query: [Character] = []
  /// The options that match, in order; `nil` while nothing is typed (every option).
  private(set) var matches: [Int32]?
  /// The highlighted option's place among the matches.
  private(set) var highlighted = 0
  /// The first match shown on the page.
  private(set) var top = 0
  /// The most options shown at once.
  let pageSize: Int

  init(titles: [String], details: [String?], pageSize: Int = 7) {
    self.titles = titles
    self.details = details
    self.pageSize = max(1, min(pageSize, titles.count))
    index = SearchIndex(count: titles.count) { (titles[$0], details[$0]) }
  }

  /// How many options match.
  var matchCount: Int { matches?.count ?? titles.count }

  /// The option at `position` among the matches.
  func option(at position: Int) -> Int { matches.map { Int($0[position]) } ?? position }

  /// The highlighted option, if any matches.
  var current: Int? { matchCount == 0 ? nil : option(at: highlighted) }

  /// The positions shown on the page.
  var page: Range<Int> { top..<min(matchCount, top + pageSize) }

  /// Highlights `option` if it matches.
  mutating func highlight(option: Int) {
    for position in 0..<matchCount where self.option(at: position) == option {
      highlighted = position
      scrollToHighlight()
      return
    }
  }

  /// Moves the highlight by `offset`, wrapping round at either end.
  mutating func move(by offset: Int) {
    guard matchCount > 0 else { return }
    let next = highlighted + offset
    if abs(offset) > 1 {
      highlighted = min(max(0, next), matchCount - 1)
    } else {
      highlighted = (next % matchCount + matchCount) % matchCount
    }
    scrollToHighlight()
  }

  /// Types `text` into the filter.
  mutating func type(_ text: String) {
    query.append(contentsOf: text)
    refilter()
  }

  /// Takes the filter's last character back; `false` when it was empty.
  mutating func deleteBackward() -> Bool {
    guard !query.isEmpty else { return false }
    query.removeLast()
    refilter()
    return true
  }

  /// Filters with `text` in place of what was typed.
  mutating func filter(_ text: String) {
    query = Array(text)
    refilter()
  }

  private mutating func refilter() {
    let kept = current
    matches = index.filter(String(query))
    highlighted = 0
    top = 0
    if let kept { highlight(option: kept) }
  }

  private mutating func scrollToHighlight() {
    if highlighted < top { top = highlighted }
    if highlighted >= top + pageSize { top = highlighted - pageSize + 1 }
  }

  /// The page's lines, each marked by `mark(option)` (a choice box, or nothing), the highlighted
  /// one pointed at; padded to the page's size so that the question keeps its height.
  func lines(mark: (Int) -> String) -> [Line] {
    var result: [Line] = []
    for position in page {
      let option = self.option(at: position)
      let isHighlighted = position == highlighted
      var line = Line(isHighlighted ? "❯ " : "  ", style: Style(foreground: .look(.accent)))
      line.append(
        mark(option) + Sanitizer.sanitize(titles[option]),
        style: isHighlighted ? Style(foreground: .look(.accent)) : .plain)
      if let detail = details[option] {
        line.append("  " + Sanitizer.sanitize(detail), style: Style(foreground: .look(.detail)))
      }
      result.append(line)
    }
    if matchCount == 0 {
      result.append(Line("  No option matches.", style: Style(foreground: .look(.detail))))
    }
    while result.count < pageSize { result.append(Line()) }
    return result
  }

  /// What the filter shows on the question's line: what is typed, or how to filter.
  func filterSpans(placeholder: String) -> [TextRun] {
    guard !query.isEmpty else {
      return [TextRun(placeholder, style: QuestionScreen.ghostStyle)]
    }
    var spans = [TextRun(Sanitizer.sanitize(String(query))), TextRun(" ", style: QuestionScreen.cursorStyle)]
    if matchCount > pageSize {
      spans.append(TextRun("  \(matchCount) match", style: QuestionScreen.ghostStyle))
    }
    return spans
  }
}
