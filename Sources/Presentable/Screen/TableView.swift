import Observation

/// A scrolling list of sections and rows, with keyboard focus, that asks its data source only for
/// the rows it shows.
///
/// ```swift
/// let table = TableView()
/// table.dataSource = controller   // returns SwitchWithTextCell(viewModel: WiFiViewModel(…)), …
/// table.delegate = controller
/// var frame = Frame(width: 80, height: 24)
/// table.render(into: &frame, rows: 1..<23)
/// _ = table.handle(.down)          // focus moves to the next row that can take it
/// ```
///
/// Each section is drawn as its header (if any), its rows and its footer (if any), with a blank
/// line between sections; a section whose rows are all hidden is left out with its header and
/// footer. Up, Down, `k`, `j`, Tab and Shift-Tab move focus between rows that can take it; Page
/// Up and Page Down by a screenful; Home, End, `g` and `G` to the first and last. The focused row
/// is kept in view. Keys go to the focused cell first. When the rows do not fit, the last column
/// shows where the screen is in the table.
///
/// Drawing costs what changed on screen: a row is asked for and drawn when it comes into view,
/// when the data source reloads it, when a key changes it, when its focus changes, and when an
/// `@Observable` model it read while drawing changes; otherwise the table copies what it drew.
/// Tell the table about other changes with ``reloadRows(at:)`` or ``reloadData()``.
public final class TableView {
  /// Where rows come from.
  public weak var dataSource: (any TableViewDataSource)?
  /// Who hears about selection, focus and changes.
  public weak var delegate: (any TableViewDelegate)?
  /// Glyphs for the image names of the rows.
  public var images: ImageCatalog = .standard {
    didSet { cache.invalidateAll() }
  }

  /// The focused row, if any.
  public var focusedIndexPath: TableIndexPath? { focus.indexPath }

  /// The rows shown at the last frame, in order.
  public var visibleIndexPaths: [TableIndexPath] {
    shownItems.compactMap { item in
      guard item < outline.count, case .row(let indexPath) = outline.item(item) else { return nil }
      return indexPath
    }
  }

  /// An empty table.
  public init() {}

  var outline = TableOutline()
  private var needsOutline = true
  var cache = TableRowCache()
  var viewport = TableViewport()
  var focus = TableFocus()
  /// The items shown at the last frame.
  private(set) var shownItems = 0..<0
  /// Sections known to have at least one row shown, or none.
  private var sectionHasRows: [Int: Bool] = [:]
  /// Set from any thread when an `@Observable` model a drawn row read changes.
  private let observedChange = Locked(false)

  // MARK: Structure

  /// Reads the sections again and draws every row again at the next frame.
  public func reloadData() {
    needsOutline = true
  }

  /// Draws these rows again at the next frame.
  public func reloadRows(at indexPaths: [TableIndexPath]) {
    readOutlineIfNeeded()
    for indexPath in indexPaths where outline.contains(indexPath) {
      cache.invalidate(outline.index(of: indexPath))
    }
  }

  /// The number of rows in a section, as last read.
  public func numberOfRows(inSection section: Int) -> Int {
    readOutlineIfNeeded()
    return outline.rows(inSection: section)
  }

  /// The number of sections, as last read.
  public var numberOfSections: Int {
    readOutlineIfNeeded()
    return outline.sections.count
  }

  func readOutlineIfNeeded() {
    guard needsOutline else { return }
    needsOutline = false
    var sections: [TableOutline.Section] = []
    if let dataSource {
      let count = max(0, dataSource.numberOfSections(in: self))
      sections.reserveCapacity(count)
      for section in 0..<count {
        sections.append(
          TableOutline.Section(
            rows: max(0, dataSource.tableView(self, numberOfRowsInSection: section)),
            hasHeader: dataSource.tableView(self, headerCellForSection: section) != nil
              || dataSource.tableView(self, titleForHeaderInSection: section) != nil,
            hasFooter: dataSource.tableView(self, footerCellForSection: section) != nil
              || dataSource.tableView(self, titleForFooterInSection: section) != nil))
      }
    }
    let sameShape = sections.elementsEqual(outline.sections) {
      ($0.rows, $0.hasHeader, $0.hasFooter) == ($1.rows, $1.hasHeader, $1.hasFooter)
    }
    if sameShape {
      // The same items: what they show may have changed, but their storage serves again.
      cache.invalidateAll()
    } else {
      outline = TableOutline(sections)
      cache.removeAll()
      guessesIndicator = true
    }
    sectionHasRows.removeAll()
    focus.needsScrollToVisible = true
    if let focused = focus.indexPath, !outline.contains(focused) {
      _ = focus.move(to: outline.lastRow(atOrBefore: focused))
    }
  }

  // MARK: Drawing items

  /// Draws an item now unless the cache has it current; then reads its entry in place.
  func entry<R>(_ item: Int, _ body: (borrowing TableRowCache.Entry) -> R) -> R {
    let isFocused = focusedItem == item
    if !cache.isCurrent(item, isFocused: isFocused) {
      cache.put(draw(item, isFocused: isFocused), for: item)
    }
    return cache.read(item, body)
  }

  /// The focused row's item number, if any.
  private var focusedItem: Int? {
    guard let focused = focus.indexPath, outline.contains(focused) else { return nil }
    return outline.index(of: focused)
  }

  /// Whether the table keeps what it drew for a row, which it shows again without asking.
  func keepsDrawing(of indexPath: TableIndexPath) -> Bool {
    outline.contains(indexPath) && cache.contains(outline.index(of: indexPath))
  }

  /// The lines an item takes.
  func height(_ item: Int) -> Int { entry(item) { $0.lineCount } }

  /// Whether a row can take focus, from the entry that draws it.
  func canFocus(_ item: Int) -> Bool { entry(item) { $0.canFocus } }

  /// The cell that drew a row.
  func cell(_ item: Int) -> (any Cell)? { entry(item) { $0.cell } }

  private func draw(_ item: Int, isFocused: Bool) -> TableRowCache.Entry {
    var entry =
      cache.take(item)
      ?? TableRowCache.Entry(lines: Frame(width: 0, height: 0), canFocus: false, isFocused: false)
    // A row drawn before and still current is drawn again with its own cell (its focus changed).
    let current = entry.isStale ? nil : entry.cell
    let linesBefore = entry.lines.height
    entry.isFocused = isFocused
    entry.isStale = false
    entry.canFocus = false
    let context = CellContext(isFocused: isFocused, ambiguous: cache.ambiguous, images: images)
    switch outline.item(item) {
    case .row(let indexPath):
      guard let dataSource else { return blank(&entry, lines: 0) }
      let cell: any Cell
      if let current {
        cell = current
      } else {
        cell = observingRow { dataSource.tableView(self, cellForRowAt: indexPath) }
        if entry.cell == nil { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        entry.cell = cell
      }
      let state = isFocused ? focus.state : nil
      observingRow { draw(cell, state: state, into: &entry, context: context) }
      if (linesBefore == 0) != (entry.lines.height == 0),
        sectionHasRows.removeValue(forKey: indexPath.section) != nil
      {
        // The row appeared or disappeared: its section's header, footer and gap may too.
        for other in outline.items(ofSection: indexPath.section) where other != item {
          if case .row = outline.item(other) { continue }
          cache.invalidate(other)
        }
      }
    case .gap(let section):
      return blank(&entry, lines: sectionShows(section) ? 1 : 0)
    case .header(let section):
      guard sectionShows(section), let dataSource else { return blank(&entry, lines: 0) }
      let cell: any Cell = observingRow {
        dataSource.tableView(self, headerCellForSection: section)
          ?? HeaderCell(
            viewModel: SectionHeaderTitle(
              text: dataSource.tableView(self, titleForHeaderInSection: section) ?? ""))
      }
      observingRow { draw(cell, state: nil, into: &entry, context: context) }
      entry.canFocus = false
    case .footer(let section):
      guard sectionShows(section), let dataSource else { return blank(&entry, lines: 0) }
      let cell: any Cell = observingRow {
        dataSource.tableView(self, footerCellForSection: section)
          ?? FooterCell(
            viewModel: SectionFooterTitle(
              text: dataSource.tableView(self, titleForFooterInSection: section) ?? ""))
      }
      observingRow { draw(cell, state: nil, into: &entry, context: context) }
      entry.canFocus = false
    }
    return entry
  }

  /// Draws a cell into an entry's storage, in the state the focused row keeps.
  private func draw<C: Cell>(
    _ cell: C, state: Any?, into entry: inout TableRowCache.Entry, context: CellContext
  ) {
    let state = (state as? C.State) ?? C.initialState
    let width = cache.width
    let count = cell.lineCount(width: width, state: state, context: context)
    prepare(&entry.lines, lines: count)
    cell.draw(
      into: &entry.lines, at: FrameRect(row: 0, column: 0, width: width, height: count), state: state,
      context: context)
    entry.canFocus = cell.canFocus && count > 0
  }

  private func blank(_ entry: inout TableRowCache.Entry, lines: Int) -> TableRowCache.Entry {
    prepare(&entry.lines, lines: lines)
    entry.cell = nil
    return entry
  }

  /// Blank storage for `lines` lines: the entry's own when it has the size.
  private func prepare(_ lines: inout Frame, lines count: Int) {
    if lines.width == cache.width && lines.height == count && lines.ambiguous == cache.ambiguous {
      lines.clear()
    } else {
      lines = Frame(width: cache.width, height: count, ambiguous: cache.ambiguous)
    }
  }

  /// Runs `body`, which reads a row's model, so that a change to an `@Observable` property it read
  /// draws the table again.
  private func observingRow<R>(_ body: () -> R) -> R {
    let redraw = RedrawRequests.current
    return withObservationTracking(body) { [observedChange] in
      observedChange.withLock { $0 = true }
      redraw?()
    }
  }

  /// Whether a section shows: it has no rows, or at least one of them shows.
  private func sectionShows(_ section: Int) -> Bool {
    if let known = sectionHasRows[section] { return known }
    let rows = outline.rows(inSection: section)
    var shows = rows == 0
    for row in 0..<rows where !shows {
      shows = height(outline.index(of: TableIndexPath(row: row, section: section))) > 0
    }
    sectionHasRows[section] = shows
    return shows
  }

  // MARK: Rendering

  /// Draws the table on rows `rows` of `frame`: the rows in view, the focused one highlighted.
  public func render(into frame: inout Frame, rows: Range<Int>) {
    dataSource?.tableViewWillRender(self)
    readOutlineIfNeeded()
    if observedChange.withLock({ changed in
      defer { changed = false }
      return changed
    }) {
      cache.invalidateAll()
      sectionHasRows.removeAll()
    }
    let rows = rows.clamped(to: 0..<frame.height)
    if rows.count != viewport.height { focus.needsScrollToVisible = true }
    viewport.height = rows.count
    if guessesIndicator {
      // A first guess, checked below: more items than lines do not fit.
      showsIndicator = outline.count > viewport.height
      guessesIndicator = false
    }
    // Rows that do not fit leave the last column to a scroll indicator; the last frame's choice
    // is kept unless it is wrong now.
    var width = frame.width - (showsIndicator ? 1 : 0)
    layOut(width: width, ambiguous: frame.ambiguous)
    let needsIndicator = frame.width >= 4 && !fitsOnScreen()
    if needsIndicator != showsIndicator {
      showsIndicator = needsIndicator
      width = frame.width - (showsIndicator ? 1 : 0)
      focus.needsScrollToVisible = true
      layOut(width: width, ambiguous: frame.ambiguous)
    }
    var y = rows.lowerBound
    var skip = viewport.offset
    var item = viewport.top
    while item < outline.count && y < rows.upperBound {
      entry(item) { entry in
        let lines = min(entry.lineCount - skip, rows.upperBound - y)
        if lines > 0 {
          frame.copyRows(skip..<skip + lines, of: entry.lines, to: y)
          y += lines
        }
      }
      skip = 0
      item += 1
    }
    shownItems = viewport.top..<item
    if showsIndicator { drawScrollIndicator(into: &frame, rows: rows) }
    cache.evict(outside: max(0, viewport.top - rows.count)..<item + rows.count)
  }

  /// Whether the last frame kept its last column for the scroll indicator.
  private(set) var showsIndicator = false
  /// Whether the table's shape is new, so the indicator is worth guessing before any row is drawn.
  private var guessesIndicator = true

  /// Draws the rows at a width, focus settled and the screen filled.
  private func layOut(width: Int, ambiguous: AmbiguousWidth) {
    cache.prepare(width: width, ambiguous: ambiguous)
    settleFocus()
    viewport.fill(itemCount: outline.count, height: height)
  }

  /// Whether every line of the table fits on screen, counted no further than a screenful.
  private func fitsOnScreen() -> Bool {
    guard viewport.top == 0 && viewport.offset == 0 else { return false }
    var lines = 0
    for item in 0..<outline.count {
      lines += height(item)
      if lines > viewport.height { return false }
    }
    return true
  }

  /// A thumb in the last column, as long and as far down as the screen is in the table.
  private func drawScrollIndicator(into frame: inout Frame, rows: Range<Int>) {
    let count = max(1, outline.count)
    let length = max(1, rows.count * shownItems.count / count)
    let start = min(rows.count - length, rows.count * viewport.top / count)
    let thumb = Frame.Cell(glyph: 0x20, style: Style(foreground: .separator).inverse())
    let track = Frame.Cell(glyph: 0x20, style: .plain)
    for line in 0..<rows.count {
      let inThumb = line >= start && line < start + length
      frame.blank(
        row: rows.lowerBound + line, from: frame.width - 1, to: frame.width, style: inThumb ? thumb : track)
    }
  }

  // MARK: Focus

  /// Brings focus up to date before a frame: onto a row that can take it, and into view.
  private func settleFocus() {
    if let focused = focus.indexPath, !outline.contains(focused) {
      _ = focus.move(to: outline.lastRow(atOrBefore: focused))
    }
    if let displaced = focus.displaced, outline.contains(displaced), canFocus(outline.index(of: displaced)) {
      focus.displaced = nil
      setFocus(displaced)
    }
    if let focused = focus.indexPath, !canFocus(outline.index(of: focused)) {
      // The focused row can no longer take focus: the nearest row that can has it until it can again.
      let item = outline.index(of: focused)
      let nearest = focusableRow(from: item, step: 1) ?? focusableRow(from: item, step: -1)
      setFocus(nearest)
      focus.displaced = focused
    }
    if focus.indexPath == nil { focusFirstRowInView() }
    if focus.needsScrollToVisible { scrollFocusIntoView() }
  }

  /// Scrolls the focused row into view, with its section's header if it is scrolled to the top.
  func scrollFocusIntoView() {
    focus.needsScrollToVisible = false
    guard let focused = focus.indexPath, outline.contains(focused) else { return }
    let target = outline.index(of: focused)
    viewport.show(target, itemCount: outline.count, height: height) { item in
      switch self.outline.item(item) {
      case .gap(let section), .header(let section): section == focused.section
      default: false
      }
    }
  }

  /// Focuses the first row in view that can take focus, if any.
  private func focusFirstRowInView() {
    var item = viewport.top
    var y = -viewport.offset
    while item < outline.count && y < max(1, viewport.height) {
      y += height(item)
      if canFocus(item), case .row(let indexPath) = outline.item(item) {
        setFocus(indexPath)
        return
      }
      item += 1
    }
  }

  func setFocus(_ indexPath: TableIndexPath?) {
    guard focus.move(to: indexPath) else { return }
    delegate?.tableView(self, didFocusRowAt: indexPath)
  }

  /// Moves focus to a row (or to none) and brings it into view at the next frame.
  public func focusRow(at indexPath: TableIndexPath?) {
    readOutlineIfNeeded()
    focus.displaced = nil
    setFocus(indexPath.flatMap { outline.contains($0) ? $0 : nil })
  }

  /// The nearest row from `item` (excluded) in the direction of `step` that can take focus,
  /// looking at most a few screenfuls away, so a key costs what the screen shows.
  func focusableRow(from item: Int, step: Int, includingStart: Bool = false) -> TableIndexPath? {
    var current = includingStart ? item : item + step
    var looked = 0
    let limit = scanLimit
    while current >= 0 && current < outline.count && looked < limit {
      if case .row(let indexPath) = outline.item(current), canFocus(current) { return indexPath }
      current += step
      looked += 1
    }
    return nil
  }

  /// How many items a search for a focusable row looks at: two screenfuls.
  var scanLimit: Int { max(16, 2 * viewport.height) }

  // MARK: Keys

  /// Handles a key: the focused cell first, then navigation. Returns how it was used.
  public func handle(_ key: Key) -> KeyResult {
    readOutlineIfNeeded()
    if let focused = focus.indexPath, outline.contains(focused) {
      let item = outline.index(of: focused)
      let result = cell(item).map { handle(key, with: $0) } ?? .ignored
      switch result {
      case .changed:
        cache.invalidate(item)
        delegate?.tableView(self, didChangeRowAt: focused)
        return .changed
      case .handled:
        cache.invalidate(item)
        return .handled
      case .ignored:
        if key == .enter || key == .space {
          delegate?.tableView(self, didSelectRowAt: focused)
          return .handled
        }
      }
    }
    focus.displaced = nil
    return navigate(key) ? .handled : .ignored
  }

  private func handle<C: Cell>(_ key: Key, with cell: C) -> KeyResult {
    var state = (focus.state as? C.State) ?? C.initialState
    let result = cell.handle(key, state: &state)
    focus.state = C.State.self == Void.self ? nil : state
    return result
  }

  /// Whether the focused cell takes every key (a text field being edited).
  public var isCapturingInput: Bool {
    guard let focused = focus.indexPath, outline.contains(focused),
      let cell = cell(outline.index(of: focused))
    else { return false }
    return isCapturingInput(cell)
  }

  private func isCapturingInput<C: Cell>(_ cell: C) -> Bool {
    cell.isCapturingInput(state: (focus.state as? C.State) ?? C.initialState)
  }
}

/// A section header's title, as a view model for the built-in header cell.
struct SectionHeaderTitle: HeaderTextPresentable {
  var text: String
}

/// A section footer's text, as a view model for the built-in footer cell.
struct SectionFooterTitle: FooterTextPresentable {
  var text: String
}
