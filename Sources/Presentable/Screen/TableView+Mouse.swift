extension TableView {
  /// Lines the wheel scrolls by a turn.
  static let wheelLines = 3

  /// Handles the mouse over the table as it was last drawn: a left click on a row that can take
  /// focus focuses it and activates it as Enter does (a switch flips, a disclosure opens, a
  /// button presses, a field starts editing); the wheel scrolls three lines a turn without
  /// moving focus. Other buttons, releases, and clicks on headers, footers, gaps or rows that
  /// take no focus are ignored, and so is the mouse while a cell takes every key (a field being
  /// edited keeps its edit).
  ///
  /// `event` counts rows from the top of the frame the table was drawn into.
  func handle(_ event: MouseEvent) -> KeyResult {
    readOutlineIfNeeded()
    guard !isCapturingInput, drawnRows.contains(event.row) else { return .ignored }
    switch event.action {
    case .scrollUp, .scrollDown:
      let before = (viewport.top, viewport.offset)
      let lines = event.action == .scrollUp ? -Self.wheelLines : Self.wheelLines
      viewport.scroll(by: lines, itemCount: outline.count, height: height)
      return (viewport.top, viewport.offset) == before ? .ignored : .handled
    case .press(.left):
      guard let item = item(atLine: event.row - drawnRows.lowerBound),
        case .row(let indexPath) = outline.item(item), canFocus(item)
      else { return .ignored }
      focus.displaced = nil
      setFocus(indexPath)
      let result = handle(.enter)
      return result == .ignored ? .handled : result
    case .press, .release:
      return .ignored
    }
  }

  /// The item shown at a line of the table, counted from its top, as last drawn.
  private func item(atLine line: Int) -> Int? {
    guard line >= 0 else { return nil }
    var y = -viewport.offset
    for item in shownItems {
      y += height(item)
      if line < y { return item }
    }
    return nil
  }
}
