extension TableView {
  // MARK: Focus

  /// Brings focus up to date before a frame: onto a row that can take it, and into view.
  func settleFocus() {
    if let focused = focus.indexPath, !outline.contains(focused) {
      _ = focus.move(to: outline.lastRow(atOrBefore: focused))
    }
    if let displaced = focus.displaced, outline.contains(displaced), canFocus(outline.index(of: displaced)) {
      focus.displaced = nil
      setFocus(displaced)
    }
    if let focused = focus.indexPath, !canFocus(outline.index(of: focused)), !isCapturingInput {
      // The focused row can no longer take focus: the nearest row that can has it until it can again.
      // A row being edited keeps it (and its draft): only the user ends an edit.
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
    viewport.show(target, itemCount: outline.count, height: { self.height($0, focused: target) }) { item in
      switch self.outline.item(item) {
      case .gap(let section), .header(let section): section == focused.section
      default: false
      }
    }
  }

  /// Focuses the first row in view that can take focus, if any.
  func focusFirstRowInView() {
    var item = viewport.top
    var y = -viewport.offset
    while item < outline.count && y < max(1, viewport.height) {
      // Asked as a focus search asks: a row that can take focus is measured focused, and drawn
      // once, focused, not measured or drawn unfocused first.
      if case .row(let indexPath) = outline.item(item), canTakeFocus(item) {
        setFocus(indexPath)
        return
      }
      y += height(item)
      item += 1
    }
  }

  func setFocus(_ indexPath: TableIndexPath?) {
    guard focus.move(to: indexPath) else { return }
    delegate?.tableView(self, didFocusRowAt: indexPath)
  }

  /// Moves focus with the row it is on, to the row's new place (rows before it came or went):
  /// the row's state (a draft) goes with it, as the row is the same.
  func followFocusedRow(to indexPath: TableIndexPath) {
    let state = focus.state
    readOutlineIfNeeded()
    guard outline.contains(indexPath) else { return }
    setFocus(indexPath)
    focus.state = state
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
      if case .row(let indexPath) = outline.item(current), canTakeFocus(current) { return indexPath }
      current += step
      looked += 1
    }
    return nil
  }
}
