extension TableView {
  // MARK: Keys

  /// Handles a key: the focused cell first (reading ``keyMap``), then navigation. Returns how it
  /// was used.
  ///
  /// Any key ends a loan of focus (the focus's `displaced` row): the user has acted since, so focus
  /// stays where the user now works (Docs/Screens.md, "Focus rules").
  func handle(_ key: Key) -> KeyResult {
    focus.displaced = nil
    if case .mouse(let event) = key { return handle(event) }
    readOutlineIfNeeded()
    if let focused = focus.indexPath, outline.contains(focused) {
      let item = outline.index(of: focused)
      let observedBefore = observedChanges.withLock(\.total)
      let (result, capturing, endedEdit) =
        cell(item).map { handle(key, with: $0, item: item) } ?? (.ignored, false, false)
      switch result {
      case .changed:
        cache.invalidate(item)
        lastChangeWasObserved = observedChanges.withLock(\.total) > observedBefore
        delegate?.tableView(self, didChangeRowAt: focused)
        // A field's edit ended by a key that moves (↑↓, Tab) moves on too: Enter and Escape stay.
        if endedEdit { _ = navigate(key) }
        return .changed
      case .handled:
        cache.invalidate(item)
        if endedEdit { _ = navigate(key) }
        return .handled
      case .ignored:
        // A row being edited keeps focus and its draft: a key its editor leaves alone (Page
        // Down, a key the app unbound) neither selects the row nor moves away from it.
        if capturing { return .ignored }
        if keyMap.action(for: key, in: .row) == .activate {
          delegate?.tableView(self, didSelectRowAt: focused)
          return .handled
        }
      }
    }
    return navigate(key) ? .handled : .ignored
  }

  /// The cell's use of `key`, whether it then takes every key (a field being edited), and whether
  /// the key ended a one-line field's edit (a field that took every key no longer does).
  private func handle<C: Cell>(_ key: Key, with cell: C, item: Int) -> (
    KeyResult, isCapturingInput: Bool, endedEdit: Bool
  ) {
    // A key no answer of the row takes (a focus move) needs no build of its keys, while what
    // they were worked out from holds: the row drawn, and no change to its model heard of since.
    if focus.state == nil, !cache.read(item, { $0.isStale }), observedChanges.withLock(\.isEmpty) {
      let kept = keptKeys(item, cell)
      if !kept.facts.reaches(key, keyMap: keyMap) { return (.ignored, kept.isCapturingInput, false) }
    }
    var state = C.state(from: focus.state)
    let before = state
    let wasCapturing = C.State.self != Void.self && cell.isCapturingInput(state: state)
    let result = cell.handle(key, state: &state, keyMap: keyMap)
    focus.state = C.State.self == Void.self ? nil : state
    let capturing = cell.isCapturingInput(state: state)
    // Only a one-line field moves on: a text area's Tab is its one way to save, and stays.
    let ended = wasCapturing && !capturing && cell.keys(state: before).context == .textField
    return (result, capturing, ended)
  }

  /// Whether the focused cell takes every key (a text field being edited).
  var isCapturingInput: Bool {
    guard let focused = focus.indexPath, outline.contains(focused),
      let cell = cell(outline.index(of: focused))
    else { return false }
    return isCapturingInput(cell)
  }

  private func isCapturingInput<C: Cell>(_ cell: C) -> Bool {
    cell.isCapturingInput(state: C.state(from: focus.state))
  }

  // MARK: Navigation

  /// Moves focus or scrolls for a navigation key (as ``keyMap`` binds it in
  /// ``KeyMap/Context/table``); returns whether the key was used.
  func navigate(_ key: Key) -> Bool {
    guard let action = keyMap.action(for: key, in: .table) else { return false }
    return perform(action)
  }

  /// Moves focus or scrolls as `action` says; returns whether it was a move. Other screens that
  /// show a table (a list page) bind their own keys to these actions.
  @discardableResult
  func perform(_ action: KeyMap.Action) -> Bool {
    guard outline.count > 0 else { return false }
    switch action {
    case .down: return step(1)
    case .up: return step(-1)
    case .first:
      (viewport.top, viewport.offset) = (0, 0)
      if let target = focusableRow(from: 0, step: 1, includingStart: true) { setFocus(target) }
      focus.needsScrollToVisible = true
    case .last:
      (viewport.top, viewport.offset) = (outline.count - 1, 0)
      if let target = focusableRow(from: outline.count - 1, step: -1, includingStart: true) {
        setFocus(target)
      }
      focus.needsScrollToVisible = true
    case .pageDown: page(1)
    case .pageUp: page(-1)
    default: return false
    }
    return true
  }

  /// Focuses the next (or previous) row that can take focus; where none is within reach, scrolls
  /// a line instead, so what lies beyond (a footer, rows that take no focus) comes into view.
  private func step(_ direction: Int) -> Bool {
    var start = viewport.top
    var includingStart = true
    if let focused = focusedIndexPath {
      start = outline.index(of: focused)
      includingStart = false
      // Focus scrolled out of view: the search goes on from the screen, not from the focus.
      let last = max(viewport.top, shownItems.upperBound - 1)
      if direction > 0 && start < viewport.top - 1 { start = viewport.top - 1 }
      if direction < 0 && start > last + 1 { start = last + 1 }
    }
    if let target = focusableRow(from: start, step: direction, includingStart: includingStart) {
      setFocus(target)
      return true
    }
    let before = (viewport.top, viewport.offset)
    viewport.scroll(by: direction, itemCount: outline.count, height: height)
    return before != (viewport.top, viewport.offset)
  }

  /// Moves focus about a screenful, to the farthest row that can take it within the screenful,
  /// and the screen with it.
  private func page(_ direction: Int) {
    let view = max(1, viewport.height - 1)
    var item = focusedIndexPath.map(outline.index(of:)) ?? viewport.top
    var travelled = 0
    var looked = 0
    var target: TableIndexPath?
    while item + direction >= 0 && item + direction < outline.count && looked < scanLimit {
      let next = item + direction
      travelled += height(direction > 0 ? item : next)
      if travelled > view { break }
      if canFocus(next), case .row(let indexPath) = outline.item(next) { target = indexPath }
      item = next
      looked += 1
    }
    if target == nil { target = focusableRow(from: item, step: direction) }
    if let target { setFocus(target) }
    viewport.scroll(by: direction * view, itemCount: outline.count, height: height)
    focus.needsScrollToVisible = target != nil
  }
}
