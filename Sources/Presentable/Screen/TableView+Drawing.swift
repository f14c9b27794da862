import Observation

extension TableView {
  // MARK: Drawing items

  /// An item's lines and whether it takes focus, worked out first unless the cache has it
  /// current, given ``focusedItem``: a walk over many items works the focused one out once. An
  /// item not drawn yet is measured, not drawn (the viewport asks this of items it may not show);
  /// one drawn before is drawn again, being near the screen.
  func shape(_ item: Int, focused: Int?) -> (lineCount: Int, canFocus: Bool) {
    let isFocused = focused == item
    if let shape = cache.currentShape(item, isFocused: isFocused) { return shape }
    let entry = draw(item, isFocused: isFocused, measuring: true)
    let shape = (entry.lineCount, entry.canFocus)
    cache.put(entry, for: item)
    return shape
  }

  /// ``shape(_:focused:)``, the item drawn: for lines that are copied onto the screen.
  func drawnShape(_ item: Int, focused: Int?) -> (lineCount: Int, canFocus: Bool) {
    let isFocused = focused == item
    if let shape = cache.currentShape(item, isFocused: isFocused, drawn: true) { return shape }
    let entry = draw(item, isFocused: isFocused)
    let shape = (entry.lineCount, entry.canFocus)
    cache.put(entry, for: item)
    return shape
  }

  /// Whether a row a focus search comes to can take focus. A row not drawn yet is measured
  /// focused when its cell's behaviour says it takes focus, since focus then moves to it: it is
  /// drawn once, focused, when it shows, not unfocused to answer and focused again for the frame.
  func canTakeFocus(_ item: Int) -> Bool {
    let focused = focusedItem
    if item == focused || cache.contains(item) { return shape(item, focused: focused).canFocus }
    let entry = draw(item, isFocused: false, focusedIfItCan: true, measuring: true)
    let canFocus = entry.canFocus
    cache.put(entry, for: item)
    return canFocus
  }

  /// Reads an item's entry in place, drawn first if it is not current or only measured.
  func entry<R>(_ item: Int, _ body: (borrowing TableRowCache.Entry) -> R) -> R {
    _ = drawnShape(item, focused: focusedItem)
    return cache.read(item, body)
  }

  /// The focused row's item number, if any.
  var focusedItem: Int? {
    guard let focused = focus.indexPath, outline.contains(focused) else { return nil }
    return outline.index(of: focused)
  }

  /// Whether the table keeps what it drew for a row, which it shows again without asking.
  func keepsDrawing(of indexPath: TableIndexPath) -> Bool {
    outline.contains(indexPath) && cache.contains(outline.index(of: indexPath))
  }

  /// The lines an item takes.
  func height(_ item: Int) -> Int { shape(item, focused: focusedItem).lineCount }

  /// The lines an item takes, given ``focusedItem``.
  func height(_ item: Int, focused: Int?) -> Int { shape(item, focused: focused).lineCount }

  /// Whether a row can take focus, from the entry that draws it.
  func canFocus(_ item: Int) -> Bool { shape(item, focused: focusedItem).canFocus }

  /// The cell that drew a row.
  func cell(_ item: Int) -> (any Cell)? { entry(item) { $0.cell } }

  /// Draws an item; with `focusedIfItCan`, a row is drawn focused (in its initial state) when
  /// its cell's behaviour says it can take focus. With `measuring`, an item never drawn, or
  /// measured since, is only measured when its cell counts its lines without drawing
  /// (`CellBehavior.countsLinesWithoutDrawing`).
  func draw(
    _ item: Int, isFocused: Bool, focusedIfItCan: Bool = false, measuring: Bool = false
  ) -> TableRowCache.Entry {
    var entry = cache.take(item) ?? TableRowCache.vacant
    // A row drawn before and still current is drawn again with its own cell (its focus changed).
    let current = entry.isStale ? nil : entry.cell
    // A row drawn before is near the screen, and likely shown again: drawn, not only measured.
    let measuring = measuring && !entry.isDrawn
    if current != nil, entry.focusIsOnlyPainted, entry.isFocused != isFocused, !focusedIfItCan,
      measuring || (entry.isDrawn && RowLayout.repaintFocus(&entry.lines, isFocused: isFocused))
    {
      // Only the focus paint changed: the row's cells are repainted, not laid out again, and a
      // measured row's line count holds.
      entry.isFocused = isFocused
      return entry
    }
    let linesBefore = entry.lineCount
    // Hints kept for the row hold while its cell does.
    if current == nil { entry.keyHints = nil }
    entry.isFocused = isFocused
    entry.isStale = false
    entry.canFocus = false
    entry.animationInterval = nil
    entry.focusIsOnlyPainted = false
    entry.drawnAt = animationTime
    var context = CellContext(
      isFocused: isFocused, ambiguous: cache.ambiguous, images: images, time: animationTime,
      look: cache.look)
    switch outline.item(item) {
    case .row(let indexPath):
      guard let dataSource else { return blank(&entry, lines: 0) }
      let cell: any Cell
      if let current {
        cell = current
      } else {
        cell = observingRow(item) { dataSource.tableView(self, cellForRowAt: indexPath) }
        entry.cell = cell
      }
      var state = isFocused ? focus.state : nil
      if focusedIfItCan && behavior(of: cell).canFocus {
        (entry.isFocused, context.isFocused, state) = (true, true, nil)
      }
      observingRow(item) { draw(cell, state: state, into: &entry, context: context, measuring: measuring) }
      if (linesBefore == 0) != (entry.lineCount == 0),
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
      let cell: any Cell = observingRow(item) {
        dataSource.tableView(self, headerCellForSection: section)
          ?? HeaderCell(
            viewModel: SectionHeaderTitle(
              text: dataSource.tableView(self, titleForHeaderInSection: section) ?? ""))
      }
      observingRow(item) { draw(cell, state: nil, into: &entry, context: context, measuring: measuring) }
      entry.canFocus = false
    case .footer(let section):
      guard sectionShows(section), let dataSource else { return blank(&entry, lines: 0) }
      let cell: any Cell = observingRow(item) {
        dataSource.tableView(self, footerCellForSection: section)
          ?? FooterCell(
            viewModel: SectionFooterTitle(
              text: dataSource.tableView(self, titleForFooterInSection: section) ?? ""))
      }
      observingRow(item) { draw(cell, state: nil, into: &entry, context: context, measuring: measuring) }
      entry.canFocus = false
    }
    return entry
  }

  /// Draws a cell into an entry's storage, in the state the focused row keeps; with `measuring`,
  /// counts its lines instead if that costs less.
  func draw<C: Cell>(
    _ cell: C, state: Any?, into entry: inout TableRowCache.Entry, context: CellContext, measuring: Bool
  ) {
    let state = C.state(from: state)
    let width = cache.width
    let behavior = cell.behavior(state: state)
    if measuring && behavior.countsLinesWithoutDrawing {
      entry.lineCount = cell.lineCount(width: width, state: state, context: context)
      entry.isDrawn = false
    } else {
      cell.draw(into: &entry.lines, width: width, state: state, context: context)
      entry.lineCount = entry.lines.height
      entry.isDrawn = true
    }
    guard entry.lineCount > 0 else { return }
    entry.canFocus = behavior.canFocus
    entry.animationInterval = behavior.animationInterval
    entry.focusIsOnlyPainted = behavior.focusIsOnlyPainted && behavior.animationInterval == nil
  }

  /// A cell's behaviour in its initial state.
  func behavior<C: Cell>(of cell: C) -> CellBehavior { cell.behavior(state: C.initialState) }

  func blank(_ entry: inout TableRowCache.Entry, lines: Int) -> TableRowCache.Entry {
    entry.lines.reuse(width: cache.width, height: lines, ambiguous: cache.ambiguous)
    (entry.lineCount, entry.isDrawn) = (lines, true)
    entry.cell = nil
    return entry
  }

  /// Runs `body`, which reads item `item`'s model, so that a change to an `@Observable` property
  /// it read draws that item again, and the screen.
  func observingRow<R>(_ item: Int, _ body: () -> R) -> R {
    let redraw = RedrawRequest.current
    return withObservationTracking(body) { [observedChanges] in
      observedChanges.withLock { $0.add(item) }
      redraw?.request()
    }
  }

  /// Whether a section shows: it has no rows, or at least one of them shows. Looks at no more
  /// rows than a focus search does: a longer section whose first rows are all hidden shows.
  func sectionShows(_ section: Int) -> Bool {
    if let known = sectionHasRows[section] { return known }
    let rows = outline.rows(inSection: section)
    var shows = rows == 0 || rows > scanLimit
    for row in 0..<min(rows, scanLimit) where !shows {
      shows = height(outline.index(of: TableIndexPath(row: row, section: section))) > 0
    }
    sectionHasRows[section] = shows
    return shows
  }
}
