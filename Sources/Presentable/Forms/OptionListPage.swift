/// A page listing options to choose one from, filtered as the user types: what a picker with many
/// options opens.
///
/// ```
///  Settings › Time Zone
///   Search  tok█                                 1 of 443
/// › Tokyo                                        Asia ✓
///  Type to filter · ↑↓ move · Enter choose · Esc back
/// ```
///
/// Typed text (CJK and emoji too, pasted or typed) goes into the search, so `j`, `k` and `q` are
/// letters here; Backspace erases, Ctrl-U clears. The list keeps the options whose text or detail
/// contains the search, case- and accent-insensitively (`zurich` finds `Zürich`), the matches
/// highlighted, and focus goes to the first. Enter chooses the focused option and goes back;
/// Escape clears the search, or goes back when it is empty.
///
/// Complexity: the options are folded for searching once, when the page opens. A keystroke is one
/// pass over the folded text at most (a search that extends the last looks only among the last
/// matches), then a frame that draws the rows on screen. The search's own length costs what the
/// screen shows: a key folds only what it adds or removes, a search longer than every option
/// matches nothing without a look, and the search line measures from the end only what it shows.
public final class OptionListPage<Option: Hashable>: StackPage {
  /// The page's title.
  public let title: String
  /// The list.
  let table = TableView()
  /// The search typed so far.
  private(set) var query = ""
  /// The status line's hints: made from ``keyMap`` when it is set (in a stack, the stack's).
  private(set) var hints = OptionListPage.hints(.standard)
  /// Which keys move, choose, erase and go back (``KeyMap/Context/listPage``); every other
  /// printable key is typed into the search. In a stack, the stack's.
  public var keyMap: KeyMap = .standard {
    didSet { hints = Self.hints(keyMap) }
  }

  private static func hints(_ keyMap: KeyMap) -> String {
    (["Type to filter"] + keyMap.hints(in: .listPage).map(\.description)).joined(separator: " · ")
  }

  private let options: [Option]
  fileprivate let selection: FormBinding<Option>
  fileprivate let text: (Option) -> String
  fileprivate let detail: ((Option) -> String)?
  private var index: SearchIndex
  /// The options shown, as indices into ``options``; `nil` for all of them.
  private var matches: [Int32]?
  fileprivate private(set) var foldedQuery: [UInt8] = []
  /// What answers the table for the page (the table keeps it weakly, the page strongly).
  private lazy var answers = ListAnswers(page: self)

  /// A page titled `title` listing `options`, the one `selection` holds checked; choosing one
  /// sets `selection` and goes back.
  public init(
    _ title: String, options: [Option], selection: FormBinding<Option>,
    detail: ((Option) -> String)? = nil, text: @escaping (Option) -> String
  ) {
    self.title = title
    self.options = options
    self.selection = selection
    self.text = text
    self.detail = detail
    index = SearchIndex(count: options.count) { item in
      let option = options[item]
      return (text(option), detail?(option))
    }
    table.dataSource = answers
    if let chosen = options.firstIndex(of: selection.value) {
      table.focusRow(at: TableIndexPath(row: chosen, section: 0))
    }
  }

  /// The number of options the search keeps.
  public var matchCount: Int { matches?.count ?? options.count }

  /// The options the search keeps, in order.
  var matchingOptions: [Option] {
    matches.map { $0.map { options[Int($0)] } } ?? options
  }

  /// Bytes of folded text the last keystroke looked at: at most the whole list's, once.
  var bytesExamined: Int { index.bytesExamined }
  /// Bytes of folded text in all: what one pass over the list reads.
  var indexBytes: Int { index.byteCount }
  /// Bytes of the search the last keystroke folded: the text it added or removed, for tests
  /// that a key costs the same however long the search is.
  private(set) var queryBytesFolded = 0
  /// Characters of the search the last frame measured to fit the search line: what it shows,
  /// for tests that a long search costs what the screen shows.
  private(set) var searchCharactersMeasured = 0

  /// Sets the search, as typing it would.
  func search(_ query: String) {
    self.query = query
    foldedQuery = SearchFolding.fold(query)
    queryBytesFolded = query.utf8.count
    filter()
  }

  /// Adds typed or pasted text to the search. Folding works scalar by scalar, so only the new
  /// text is folded: a key costs the same after a megabyte of pasted search as after none.
  private func searchAppending(_ text: String) {
    query.append(text)
    SearchFolding.append(Substring(text), to: &foldedQuery)
    queryBytesFolded = text.utf8.count
    filter()
  }

  /// Backspace: the last character goes, and its folding, which ends the folded search.
  private func searchDroppingLast() {
    let removed = String(query.removeLast())
    let folded = SearchFolding.fold(removed)
    foldedQuery.removeLast(min(folded.count, foldedQuery.count))
    queryBytesFolded = removed.utf8.count
    filter()
  }

  private func filter() {
    matches = index.filter(folded: foldedQuery)
    table.reloadData()
    table.focusRow(at: matchCount > 0 ? TableIndexPath(row: 0, section: 0) : nil)
  }

  // MARK: Screen

  /// The title, the search line, the list, and the hints, in the frame's look.
  public func draw(into frame: inout Frame) {
    let (width, height) = (frame.width, frame.height)
    guard width >= 20, height >= 5 else {
      frame.clear()
      frame.put("Too small", ellipsizedAt: width, style: Style(foreground: .look(.warning)).bold(), row: 0)
      return
    }
    // The list writes every cell of its rows: only the other rows are blanked.
    frame.clear(keeping: matchCount > 0 ? 2..<height - 1 : 0..<0)
    frame.put(
      title, ellipsizedAt: width, style: Style(foreground: .look(.title), font: .look(.title)), row: 0,
      column: 1)
    drawSearch(into: &frame, row: 1)
    if matchCount == 0 {
      // The row shows a line's worth of the search at most: no more is copied into the message.
      let head = query.prefix(width)
      let shown = head.endIndex < query.endIndex ? "\(head)…" : "\(head)”"
      frame.put(
        "No matches for “\(shown)", ellipsizedAt: width, style: Style(foreground: .look(.detail)), row: 2,
        column: 2)
    } else {
      table.render(into: &frame, rows: 2..<height - 1)
    }
    frame.put(hints, ellipsizedAt: width, style: Style(foreground: .look(.hint)), row: height - 1, column: 1)
  }

  /// `  Search  tok█                 3 of 443`: the end of the search when it is long.
  private func drawSearch(into frame: inout Frame, row: Int) {
    let count = query.isEmpty ? "\(options.count)" : "\(matchCount) of \(options.count)"
    let countStyle = Style(foreground: .look(.hint))
    let countWidth = DisplayWidth.of(count)
    frame.put(count, style: countStyle, row: row, column: frame.width - 1 - countWidth)
    var column = frame.put("Search", style: Style(foreground: .look(.detail)), row: row, column: 2)
    column += 2
    let limit = frame.width - countWidth - 3
    guard column < limit else { return }
    let cursor = Style().inverse()
    if query.isEmpty {
      column = frame.put(" ", style: cursor, row: row, column: column, limit: limit)
      frame.put(
        "Type to filter", style: Style(foreground: .look(.placeholder)), row: row, column: column,
        limit: limit)
      return
    }
    // The end of the search, which is what the user is typing, measured from the end only as
    // far as it fits: a pasted megabyte costs the line's width, not the megabyte.
    let room = limit - column - 1
    let ambiguous = frame.ambiguous
    var start = query.endIndex
    var used = 0
    var measured = 0
    // Characters of no width (joiners, format characters) show nothing; past a few per column the
    // rest is cut like text that does not fit.
    while start > query.startIndex, measured < 4 * room + 16 {
      let before = query.index(before: start)
      let width = DisplayWidth.of(query[before], ambiguous: ambiguous)
      measured += 1
      guard used + width <= room else { break }
      used += width
      start = before
    }
    if start > query.startIndex {
      // Cut: the ellipsis takes the place of the first characters shown.
      let ellipsis = DisplayWidth.of("…", ambiguous: ambiguous)
      while used + ellipsis > room, start < query.endIndex {
        used -= DisplayWidth.of(query[start], ambiguous: ambiguous)
        measured += 1
        start = query.index(after: start)
      }
      column = frame.put("…", style: countStyle, row: row, column: column, limit: limit)
    }
    searchCharactersMeasured = measured
    column = frame.put(
      String(query[start...]), style: Style(foreground: .look(.text)).underline(), row: row, column: column,
      limit: limit)
    frame.put(" ", style: cursor, row: row, column: column, limit: limit + 1)
  }

  /// A key (see below); the list does not change with time.
  public func handle(_ event: ScreenEvent) -> ScreenAction {
    guard case .key(let key) = event else { return .none }
    return handle(key: key)
  }

  /// Typing searches; Enter chooses; Escape clears the search, then goes back (as ``keyMap``
  /// binds them).
  private func handle(key: Key) -> ScreenAction {
    switch keyMap.action(for: key, in: .listPage) {
    case .erase:
      guard !query.isEmpty else { return .none }
      searchDroppingLast()
    case .clearSearch:
      guard !query.isEmpty else { return .none }
      search("")
    case .back:
      guard !query.isEmpty else { return .quit }
      search("")
    case .choose:
      guard let focused = table.focusedIndexPath, focused.row < matchCount else { return .none }
      selection.value = option(at: focused.row)
      return .quit
    case .some(let action):
      return table.perform(action) ? .redraw : .none
    case nil:
      switch key {
      case .character(let character): searchAppending(String(character))
      case .space: searchAppending(" ")
      case .paste(let text): searchAppending(Self.searchText(text))
      default:
        // The mouse, and any key the map leaves to the list.
        switch table.handle(key) {
        case .changed, .handled: return .redraw
        case .ignored: return .none
        }
      }
    }
    return .redraw
  }

  /// Chooses the match at `index` and goes back, as Enter on it would.
  func chooseMatch(at index: Int) -> ScreenAction {
    guard index >= 0, index < matchCount else { return .none }
    table.focusRow(at: TableIndexPath(row: index, section: 0))
    selection.value = option(at: index)
    return .quit
  }

  /// The matches' texts, in order.
  var matchTexts: [String] { matchingOptions.map(text) }

  /// The chosen option's text.
  var chosenText: String { text(selection.value) }

  /// How many options there are in all.
  var optionCount: Int { options.count }

  /// Pasted text as a search: one line, no controls (``SearchFolding/searchText(_:)``).
  static func searchText(_ text: String) -> String { SearchFolding.searchText(text) }

  /// The title, the search, and the options (every one the search keeps: for lists of hundreds).
  public func transcript() -> [String] {
    var lines = ["\(Sanitizer.sanitize(title)), heading"]
    let count = query.isEmpty ? "\(options.count) options" : "\(matchCount) of \(options.count) options"
    lines.append("Search, search field, \(query.isEmpty ? "empty" : Sanitizer.sanitize(query)), \(count)")
    lines.append(contentsOf: table.transcript())
    return lines
  }

  /// The option shown at `row`.
  fileprivate func option(at row: Int) -> Option {
    options[matches.map { Int($0[row]) } ?? row]
  }
}

/// A page to choose one option from a long list, as accessible mode asks it: whatever the type
/// of the options.
protocol ChoiceListPage: StackPage {
  var matchTexts: [String] { get }
  var chosenText: String { get }
  var optionCount: Int { get }
  func search(_ query: String)
  func chooseMatch(at index: Int) -> ScreenAction
}

extension OptionListPage: ChoiceListPage {}

/// A list page's answers to its table, so the page's own API is not a data source's; the table
/// keeps it weakly, the page strongly.
private final class ListAnswers<Option: Hashable>: TableViewDataSource {
  unowned let page: OptionListPage<Option>
  init(page: OptionListPage<Option>) { self.page = page }

  /// The options the search keeps.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { page.matchCount }

  /// An option, its matches highlighted, checked if chosen.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    let option = page.option(at: indexPath.row)
    return OptionCell(
      viewModel: OptionViewModel(
        text: page.text(option), detailText: page.detail?(option) ?? "",
        mark: .single(option == page.selection.value), query: page.foldedQuery, choose: {}))
  }
}
