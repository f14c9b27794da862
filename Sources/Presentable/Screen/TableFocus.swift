/// Where a table's keyboard focus is, and what the focused row remembers between keys.
struct TableFocus {
  /// The focused row.
  var indexPath: TableIndexPath?
  /// The focused cell's ``Cell/State`` (a text field's draft), while it differs from the initial
  /// state. It belongs to the row: moving focus away ends it.
  var state: Any?
  /// A row that had focus until it could no longer take it (a button that disables itself while
  /// it works): focus goes back to it when it can, unless the user moved focus since.
  var displaced: TableIndexPath?
  /// The focused row must be scrolled into view at the next frame.
  var needsScrollToVisible = true

  /// Moves focus; returns whether it moved.
  mutating func move(to indexPath: TableIndexPath?) -> Bool {
    guard indexPath != self.indexPath else { return false }
    self.indexPath = indexPath
    state = nil
    needsScrollToVisible = true
    return true
  }
}
