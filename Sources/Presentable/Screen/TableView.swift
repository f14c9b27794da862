/// A scrolling list of sections and rows, with keyboard focus, that asks its data source only for
/// the rows it shows.
///
/// ```swift
/// let table = TableView()
/// table.register(SwitchWithTextCell<WiFiViewModel>.self, forCellReuseIdentifier: "wifi")
/// table.dataSource = controller
/// table.delegate = controller
/// var frame = Frame(width: 80, height: 24)
/// table.render(into: &frame, rows: 1..<23)
/// _ = table.handle(.down)          // focus moves to the next row that can take it
/// ```
///
/// Each section is drawn as its header (if any), its rows and its footer (if any), with a blank
/// line between sections. Up, Down, `k`, `j`, Tab and Shift-Tab move focus between rows that can
/// take it; Page Up and Page Down by a screenful; Home, End, `g` and `G` to the first and last.
/// The focused row is kept in view. Keys go to the focused cell first.
///
/// Rendering costs what is visible: the data source is asked for the rows on screen, and a row
/// whose ``TableViewDataSource/tableView(_:contentForRowAt:)`` value has not changed since the last
/// frame is not configured or rendered again.
public final class TableView {
  /// Where rows come from.
  public weak var dataSource: (any TableViewDataSource)?
  /// Who hears about selection, focus and changes.
  public weak var delegate: (any TableViewDelegate)?
  /// Glyphs for the image names of the rows.
  public var images: ImageCatalog = .standard

  /// The focused row, if any.
  public private(set) var focusedIndexPath: TableIndexPath?
  /// The rows shown at the last frame, in order.
  public private(set) var visibleIndexPaths: [TableIndexPath] = []

  /// An empty table.
  public init() {}

  // MARK: Cells and reuse

  private var factories: [String: () -> any Cell] = [:]
  private var pool: [String: [any Cell]] = [:]
  private var reuseIdentifiers: [ObjectIdentifier: String] = [:]

  /// Registers a cell class for an identifier, for ``dequeueReusableCell(withIdentifier:for:)``.
  public func register<C: ReusableCell>(_ cellClass: C.Type, forCellReuseIdentifier identifier: String) {
    factories[identifier] = { C() }
  }

  /// Registers a way to make cells for an identifier.
  public func register(_ make: @escaping () -> any Cell, forCellReuseIdentifier identifier: String) {
    factories[identifier] = make
  }

  /// A cell for a row: the one the row already shows if it was made for this identifier (so a
  /// text field being edited keeps its edit), else one from the reuse pool, else a new one.
  ///
  /// - Precondition: a cell is registered for `identifier`.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath)
    -> any Cell
  {
    if let shown = shownCell(for: indexPath), reuseIdentifiers[ObjectIdentifier(shown)] == identifier {
      return shown
    }
    if var cells = pool[identifier], let cell = cells.popLast() {
      pool[identifier] = cells
      cell.prepareForReuse()
      return cell
    }
    guard let make = factories[identifier] else {
      preconditionFailure(
        "No cell is registered for the reuse identifier \"\(identifier)\": call register(_:forCellReuseIdentifier:) first."
      )
    }
    let cell = make()
    reuseIdentifiers[ObjectIdentifier(cell)] = identifier
    return cell
  }

  /// A cell of a known type for a row; see ``dequeueReusableCell(withIdentifier:for:)``.
  ///
  /// - Precondition: the cell registered for `identifier` is a `C`.
  public func dequeueReusableCell<C: Cell>(
    _ type: C.Type, withIdentifier identifier: String, for indexPath: TableIndexPath
  ) -> C {
    let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    guard let typed = cell as? C else {
      preconditionFailure(
        "The cell registered for \"\(identifier)\" is a \(Swift.type(of: cell)), not a \(C.self).")
    }
    return typed
  }

  private func recycle(_ cell: any Cell) {
    guard let identifier = reuseIdentifiers[ObjectIdentifier(cell)] else { return }
    pool[identifier, default: []].append(cell)
  }

  // MARK: Structure

  /// Sections' row counts and whether they have a header and footer, read once per reload.
  private struct Structure {
    var rowCounts: [Int]
    var headers: [Bool]
    var footers: [Bool]
    var sectionCount: Int { rowCounts.count }
  }

  private var cachedStructure: Structure?

  private var structure: Structure {
    if let cachedStructure { return cachedStructure }
    var built = Structure(rowCounts: [], headers: [], footers: [])
    if let dataSource {
      let sections = max(0, dataSource.numberOfSections(in: self))
      for section in 0..<sections {
        built.rowCounts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
        built.headers.append(
          dataSource.tableView(self, headerCellForSection: section) != nil
            || dataSource.tableView(self, titleForHeaderInSection: section) != nil)
        built.footers.append(dataSource.tableView(self, titleForFooterInSection: section) != nil)
      }
    }
    cachedStructure = built
    return built
  }

  /// Reads the sections again and configures every shown row again at the next frame.
  public func reloadData() {
    cachedStructure = nil
    for key in shown.keys { shown[key]?.isStale = true }
    for item in drawing.keys { drawing[item]?.isStale = true }
    if let focused = focusedIndexPath, !isValid(focused) { focusedIndexPath = lastRow(atOrBefore: focused) }
  }

  /// Configures these rows again at the next frame.
  public func reloadRows(at indexPaths: [TableIndexPath]) {
    for indexPath in indexPaths {
      if let key = shownKey(for: indexPath) { shown[key]?.isStale = true }
      drawing[item(for: indexPath)]?.isStale = true
    }
  }

  /// The number of rows in a section, as last read.
  public func numberOfRows(inSection section: Int) -> Int {
    structure.rowCounts.indices.contains(section) ? structure.rowCounts[section] : 0
  }

  /// The number of sections, as last read.
  public var numberOfSections: Int { structure.sectionCount }

  private func isValid(_ indexPath: TableIndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < structure.sectionCount && indexPath.row >= 0
      && indexPath.row < structure.rowCounts[indexPath.section]
  }

  // MARK: Items

  /// One thing the table draws: a section's gap, header, a row, or its footer.
  struct Item: Hashable, Comparable {
    var section: Int
    /// `gap` and `header` before the rows (0..<count), then `count` for the footer.
    var slot: Int

    static let gap = -2
    static let header = -1

    static func < (a: Item, b: Item) -> Bool { (a.section, a.slot) < (b.section, b.slot) }
  }

  private func exists(_ item: Item) -> Bool {
    let s = structure
    guard item.section >= 0, item.section < s.sectionCount else { return false }
    switch item.slot {
    case Item.gap: return item.section > 0
    case Item.header: return s.headers[item.section]
    case s.rowCounts[item.section]: return s.footers[item.section]
    default: return item.slot >= 0 && item.slot < s.rowCounts[item.section]
    }
  }

  func next(_ item: Item) -> Item? {
    let s = structure
    var candidate = item
    while true {
      if candidate.section >= s.sectionCount { return nil }
      candidate.slot += 1
      if candidate.slot > s.rowCounts[candidate.section] {
        candidate = Item(section: candidate.section + 1, slot: Item.gap - 1)
        continue
      }
      if exists(candidate) { return candidate }
    }
  }

  func previous(_ item: Item) -> Item? {
    let s = structure
    var candidate = item
    while true {
      if candidate.section < 0 { return nil }
      candidate.slot -= 1
      if candidate.slot < Item.gap {
        let section = candidate.section - 1
        guard section >= 0 else { return nil }
        candidate = Item(section: section, slot: s.rowCounts[section] + 1)
        continue
      }
      if exists(candidate) { return candidate }
    }
  }

  private var firstItem: Item? {
    let start = Item(section: 0, slot: Item.gap)
    return exists(start) ? start : next(start)
  }

  private var lastItem: Item? {
    let s = structure
    guard s.sectionCount > 0 else { return nil }
    let end = Item(section: s.sectionCount - 1, slot: s.rowCounts[s.sectionCount - 1] + 1)
    return previous(end)
  }

  private func item(for indexPath: TableIndexPath) -> Item {
    Item(section: indexPath.section, slot: indexPath.row)
  }

  private func indexPath(of item: Item) -> TableIndexPath? {
    guard item.slot >= 0, item.slot < structure.rowCounts[item.section] else { return nil }
    return TableIndexPath(row: item.slot, section: item.section)
  }

  private func lastRow(atOrBefore indexPath: TableIndexPath) -> TableIndexPath? {
    var item = Item(section: min(indexPath.section, structure.sectionCount - 1), slot: indexPath.row)
    if item.section < 0 { return nil }
    if item.slot >= structure.rowCounts[item.section] { item.slot = structure.rowCounts[item.section] }
    if let path = self.indexPath(of: item) { return path }
    while let earlier = previous(item) {
      if let path = self.indexPath(of: earlier) { return path }
      item = earlier
    }
    return nil
  }

  // MARK: Shown rows

  /// What the table keeps of a row it shows.
  private struct Shown {
    /// The row's identity, which carries this entry from one frame to the next.
    var key: ItemKey
    var cell: (any Cell)?
    var indexPath: TableIndexPath?
    var content: AnyHashable?
    var lines: [Line]
    var width: Int
    var isFocused: Bool
    var ambiguous: AmbiguousWidth
    var isStale = false
  }

  private enum ItemKey: Hashable {
    case row(AnyHashable)
    case header(Int)
    case footer(Int)
    case gap(Int)
  }

  /// The rows shown at the last frame, by identity.
  private var shown: [ItemKey: Shown] = [:]
  /// Rows drawn in the frame being made, by position; they become ``shown`` at its end. Between
  /// frames, rows measured while moving focus, which the next frame uses.
  private var drawing: [Item: Shown] = [:]
  /// While a frame is drawn: the rows measured before it.
  private var measured: [Item: Shown] = [:]
  /// The row a data source is configuring, so dequeuing returns the cell it already shows.
  private var configuring: (indexPath: TableIndexPath, cell: (any Cell)?)?

  private func identity(of indexPath: TableIndexPath) -> AnyHashable {
    dataSource?.tableView(self, identityForRowAt: indexPath) ?? AnyHashable(indexPath)
  }

  private func shownKey(for indexPath: TableIndexPath) -> ItemKey? {
    let key = ItemKey.row(identity(of: indexPath))
    return shown[key] != nil ? key : nil
  }

  private func shownCell(for indexPath: TableIndexPath) -> (any Cell)? {
    if let configuring, configuring.indexPath == indexPath { return configuring.cell }
    return nil
  }

  private func key(for item: Item) -> ItemKey {
    if let indexPath = indexPath(of: item) { return .row(identity(of: indexPath)) }
    switch item.slot {
    case Item.gap: return .gap(item.section)
    case Item.header: return .header(item.section)
    default: return .footer(item.section)
    }
  }

  /// A section header's or footer's title, as a view model for the built-in cells.
  private struct SectionTitle: HeaderTextPresentable, FooterTextPresentable {
    var text: String
    var textColor: Color
    var font: Font
  }

  private static let headerDefaults = SectionTitle(
    text: "", textColor: HeaderTitle().textColor, font: HeaderTitle().font)
  private static let footerDefaults = SectionTitle(
    text: "", textColor: FooterTitle().textColor, font: FooterTitle().font)
  private struct HeaderTitle: HeaderTextPresentable { var text: String { "" } }
  private struct FooterTitle: FooterTextPresentable { var text: String { "" } }

  /// The lines of an item at a width, from what was shown when nothing changed, else from its cell.
  private func lines(for item: Item, width: Int, focused: Bool, ambiguous: AmbiguousWidth) -> [Line] {
    if let drawn = drawing[item], !drawn.isStale, drawn.width == width, drawn.isFocused == focused,
      drawn.ambiguous == ambiguous
    {
      return drawn.lines
    }
    let context = CellContext(isFocused: focused, ambiguous: ambiguous, images: images)
    let configuredThisFrame = drawing[item] ?? measured[item]
    let key = configuredThisFrame?.key ?? key(for: item)
    let previous = configuredThisFrame ?? shown[key]
    var entry: Shown
    if let indexPath = indexPath(of: item) {
      let content = dataSource?.tableView(self, contentForRowAt: indexPath)
      // A row's view model is current if its content value is unchanged, or, for rows without
      // one, if it was configured for this frame already.
      let isCurrent =
        previous.map {
          !$0.isStale && $0.indexPath == indexPath
            && (content != nil ? $0.content == content : configuredThisFrame != nil)
        } ?? false
      if isCurrent, let previous, previous.width == width, previous.isFocused == focused,
        previous.ambiguous == ambiguous
      {
        entry = previous
      } else if isCurrent, let previous, let cell = previous.cell {
        // Same view model, other width or focus: render again, no need to configure.
        entry = previous
        entry.lines = cell.render(width: width, context: context)
      } else {
        guard let dataSource else { return [] }
        configuring = (indexPath, previous?.cell)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        configuring = nil
        if let old = previous?.cell, old !== cell { recycle(old) }
        if previous?.cell !== cell { delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        entry = Shown(
          key: key, cell: cell, indexPath: indexPath, content: content, lines: [], width: width,
          isFocused: focused,
          ambiguous: ambiguous)
        entry.lines = cell.render(width: width, context: context)
      }
    } else if item.slot == Item.gap {
      entry = Shown(
        key: key, cell: nil, lines: [Line()], width: width, isFocused: false, ambiguous: ambiguous)
    } else if item.slot == Item.header,
      let cell = dataSource?.tableView(self, headerCellForSection: item.section)
    {
      // A header cell of the data source's own: rendered every frame (there are few), so what it
      // reads is read every frame.
      entry = Shown(key: key, cell: nil, lines: [], width: width, isFocused: false, ambiguous: ambiguous)
      entry.lines = cell.render(width: width, context: context)
    } else {
      // Titles are read every frame, so a changed title shows and an observed model it reads is
      // seen; they are drawn again only when they changed.
      let title =
        item.slot == Item.header
        ? dataSource?.tableView(self, titleForHeaderInSection: item.section)
        : dataSource?.tableView(self, titleForFooterInSection: item.section)
      if let previous, !previous.isStale, previous.width == width, previous.ambiguous == ambiguous,
        previous.content == title.map(AnyHashable.init)
      {
        entry = previous
      } else {
        entry = Shown(
          key: key, cell: nil, content: title.map(AnyHashable.init), lines: [], width: width,
          isFocused: false,
          ambiguous: ambiguous)
        if let title, item.slot == Item.header {
          let cell = HeaderCell<SectionTitle>()
          cell.configure(
            with: SectionTitle(
              text: title, textColor: Self.headerDefaults.textColor, font: Self.headerDefaults.font))
          entry.lines = cell.render(width: width, context: context)
        } else if let title {
          let cell = FooterCell<SectionTitle>()
          cell.configure(
            with: SectionTitle(
              text: title, textColor: Self.footerDefaults.textColor, font: Self.footerDefaults.font))
          entry.lines = cell.render(width: width, context: context)
        }
      }
    }
    entry.width = width
    entry.isFocused = focused
    entry.ambiguous = ambiguous
    entry.isStale = false
    drawing[item] = entry
    return entry.lines
  }

  /// The cell of a row, shown or not; a cell made only to ask it something goes back to the pool.
  private func withCell<R>(at indexPath: TableIndexPath, _ body: (any Cell) -> R) -> R? {
    let item = item(for: indexPath)
    if let entry = drawing[item] ?? measured[item] ?? shown[.row(identity(of: indexPath))],
      entry.indexPath == indexPath,
      let cell = entry.cell
    {
      return body(cell)
    }
    guard let dataSource else { return nil }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    defer { recycle(cell) }
    return body(cell)
  }

  private func canFocus(_ indexPath: TableIndexPath) -> Bool {
    withCell(at: indexPath) { $0.canFocus } ?? false
  }

  // MARK: Scrolling

  private var top: Item?
  private var topOffset = 0
  /// The viewport at the last frame.
  private var lastHeight = 0
  private var lastWidth = 0
  private var lastAmbiguous = AmbiguousWidth.narrow
  private var needsFocusInView = true

  private func height(of item: Item) -> Int {
    let focused = indexPath(of: item).map { $0 == focusedIndexPath } ?? false
    return lines(for: item, width: lastWidth, focused: focused, ambiguous: lastAmbiguous).count
  }

  /// Moves the viewport so the focused row shows whole (or from its top, if taller than the view).
  private func bringFocusIntoView() {
    guard let focused = focusedIndexPath, isValid(focused), lastHeight > 0 else { return }
    let target = item(for: focused)
    guard let top, target >= top, !(target == top && topOffset > 0) else {
      // Above the view: show it at the top, with its section's header if that fits.
      scrollToTop(endingAt: target) { $0.section == target.section && self.indexPath(of: $0) == nil }
      return
    }
    // Below the top: walk down at most a screenful to see whether it fits.
    var y = -topOffset
    var item: Item? = top
    while let current = item, y < lastHeight {
      let h = height(of: current)
      if current == target {
        if y + h <= lastHeight || y <= 0 { return }
        break
      }
      y += h
      item = next(current)
    }
    // Show it at the bottom: as many rows above it as fit.
    scrollToTop(endingAt: target) { _ in true }
  }

  /// Puts at the top the earliest item from which `target` still shows whole, walking up through
  /// items that `include` accepts.
  private func scrollToTop(endingAt target: Item, including include: (Item) -> Bool) {
    var start = target
    var used = height(of: target)
    while let earlier = previous(start), include(earlier) {
      let h = height(of: earlier)
      if used + h > lastHeight { break }
      used += h
      start = earlier
    }
    top = start
    topOffset = 0
  }

  /// Scrolls by `lines` (negative for up) without moving focus.
  private func scroll(by lines: Int) {
    guard var item = top ?? firstItem else { return }
    var offset = topOffset + lines
    while offset < 0, let earlier = previous(item) {
      item = earlier
      offset += height(of: item)
    }
    offset = max(0, offset)
    while let later = next(item), offset >= height(of: item) {
      offset -= height(of: item)
      item = later
    }
    top = item
    topOffset = min(offset, max(0, height(of: item) - 1))
  }

  // MARK: Rendering

  /// Draws the table on rows `rows` of `frame`: the rows in view, the focused one highlighted.
  public func render(into frame: inout Frame, rows: Range<Int>) {
    dataSource?.tableViewWillRender(self)
    let rows = rows.clamped(to: 0..<frame.height)
    lastHeight = rows.count
    if frame.width != lastWidth || frame.ambiguous != lastAmbiguous { needsFocusInView = true }
    lastWidth = frame.width
    lastAmbiguous = frame.ambiguous
    // Rows measured since the last frame (while moving focus) serve this one.
    measured = drawing
    drawing = [:]
    if top == nil || !(top.map(exists) ?? false) {
      top = firstItem
      topOffset = 0
    }
    if focusedIndexPath == nil {
      focusFirstRowInView()
    } else if let focused = focusedIndexPath, !isValid(focused) {
      focusedIndexPath = lastRow(atOrBefore: focused)
    }
    if needsFocusInView {
      bringFocusIntoView()
      needsFocusInView = false
    }
    var y = rows.lowerBound
    var skip = topOffset
    var item = top
    var visible: [TableIndexPath] = []
    while let current = item, y < rows.upperBound {
      let path = indexPath(of: current)
      let lines = lines(
        for: current, width: frame.width, focused: path != nil && path == focusedIndexPath,
        ambiguous: frame.ambiguous)
      if let path { visible.append(path) }
      for line in lines.dropFirst(skip) {
        if y >= rows.upperBound { break }
        frame.draw(line, row: y)
        y += 1
      }
      skip = 0
      item = next(current)
    }
    // Cells this frame does not show go back to the pool, each once.
    var kept = Set(drawing.values.compactMap { $0.cell.map(ObjectIdentifier.init) })
    for entry in Array(shown.values) + Array(measured.values) {
      guard let cell = entry.cell, kept.insert(ObjectIdentifier(cell)).inserted else { continue }
      recycle(cell)
    }
    measured = [:]
    shown = Dictionary(drawing.values.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    drawing = [:]
    visibleIndexPaths = visible
  }

  /// Focuses the first row in view that can take focus, if any.
  private func focusFirstRowInView() {
    var item = top
    var y = 0
    while let current = item, y < max(1, lastHeight) {
      y += height(of: current)  // configures the row for this frame first
      if let path = indexPath(of: current), canFocus(path) {
        setFocus(path)
        return
      }
      item = next(current)
    }
  }

  // MARK: Focus and keys

  private func setFocus(_ indexPath: TableIndexPath?) {
    guard indexPath != focusedIndexPath else { return }
    focusedIndexPath = indexPath
    needsFocusInView = true
    delegate?.tableView(self, didFocusRowAt: indexPath)
  }

  /// Moves focus to a row (or to none) and brings it into view at the next frame.
  public func focusRow(at indexPath: TableIndexPath?) {
    setFocus(indexPath.flatMap { isValid($0) ? $0 : nil })
  }

  /// The next (or previous) row that can take focus, scanning at most `limit` rows.
  private func focusableRow(from start: Item, forward: Bool, includingStart: Bool) -> TableIndexPath? {
    var item: Item? = includingStart ? start : (forward ? next(start) : previous(start))
    while let current = item {
      if let path = indexPath(of: current), canFocus(path) { return path }
      item = forward ? next(current) : previous(current)
    }
    return nil
  }

  /// Handles a key: the focused cell first, then navigation. Returns how it was used.
  public func handle(_ key: Key) -> KeyResult {
    if let focused = focusedIndexPath, isValid(focused) {
      let result = withCell(at: focused) { $0.handle(key) } ?? .ignored
      switch result {
      case .changed:
        reloadRows(at: [focused])
        delegate?.tableView(self, didChangeRowAt: focused)
        return .changed
      case .handled:
        reloadRows(at: [focused])
        return .handled
      case .ignored:
        if key == .enter || key == .space {
          delegate?.tableView(self, didSelectRowAt: focused)
          return .handled
        }
      }
    }
    return navigate(key) ? .handled : .ignored
  }

  /// Whether the focused cell takes every key (a text field being edited).
  public var isCapturingInput: Bool {
    guard let focused = focusedIndexPath, isValid(focused) else { return false }
    return withCell(at: focused) { $0.isCapturingInput } ?? false
  }

  private func navigate(_ key: Key) -> Bool {
    let current = focusedIndexPath.map(item(for:))
    switch key {
    case .down, .character("j"), .tab:
      guard let from = current ?? top else { return false }
      guard let target = focusableRow(from: from, forward: true, includingStart: current == nil) else {
        return scrollIfUnfocusable(by: 1)
      }
      setFocus(target)
    case .up, .character("k"), .backTab:
      guard let from = current ?? top else { return false }
      guard let target = focusableRow(from: from, forward: false, includingStart: current == nil) else {
        return scrollIfUnfocusable(by: -1)
      }
      setFocus(target)
    case .home, .character("g"):
      guard let first = firstItem else { return false }
      top = first
      topOffset = 0
      if let target = focusableRow(from: first, forward: true, includingStart: true) { setFocus(target) }
      needsFocusInView = true
    case .end, .character("G"):
      guard let last = lastItem else { return false }
      if let target = focusableRow(from: last, forward: false, includingStart: true) {
        setFocus(target)
      } else {
        top = last
        topOffset = 0
      }
      needsFocusInView = true
    case .pageDown: page(forward: true)
    case .pageUp: page(forward: false)
    default: return false
    }
    return true
  }

  private func scrollIfUnfocusable(by lines: Int) -> Bool {
    guard focusedIndexPath == nil else { return false }
    scroll(by: lines)
    return true
  }

  /// Moves focus about a screenful, to the farthest focusable row within it.
  private func page(forward: Bool) {
    let view = max(1, lastHeight - 1)
    guard let start = focusedIndexPath.map(item(for:)) ?? top else { return }
    var item = start
    var travelled = 0
    var target: TableIndexPath?
    while let following = forward ? next(item) : previous(item) {
      travelled += height(of: forward ? item : following)
      if travelled > view { break }
      if let path = indexPath(of: following), canFocus(path) { target = path }
      item = following
    }
    if target == nil {
      target = focusableRow(from: item, forward: forward, includingStart: false)
    }
    if let target {
      setFocus(target)
      // Scroll with the focus, so a page key moves the view by a page too.
      scroll(by: forward ? view : -view)
      needsFocusInView = true
    } else if focusedIndexPath == nil {
      scroll(by: forward ? view : -view)
    }
  }

  // MARK: Transcript

  /// Every row's transcript, headers and footers included, in order: for `--plain` output and
  /// tests. Asks the data source for every row, so use it for tables of a screenful or a few.
  public func transcript() -> [String] {
    dataSource?.tableViewWillRender(self)
    var result: [String] = []
    var item = firstItem
    while let current = item {
      if let path = indexPath(of: current) {
        if let text = withCell(at: path, { $0.transcript }), !text.isEmpty { result.append(text) }
      } else if current.slot == Item.header {
        if let cell = dataSource?.tableView(self, headerCellForSection: current.section) {
          if !cell.transcript.isEmpty { result.append(cell.transcript) }
        } else if let title = dataSource?.tableView(self, titleForHeaderInSection: current.section) {
          result.append("\(Sanitizer.sanitize(title)), heading")
        }
      } else if current.slot != Item.gap,
        let title = dataSource?.tableView(self, titleForFooterInSection: current.section)
      {
        result.append(Sanitizer.sanitize(title))
      }
      item = next(current)
    }
    return result
  }
}
