/// What a cell did with a key.
public enum KeyResult: Hashable, Sendable {
  /// Not used: the screen may use it (to move focus, say).
  case ignored
  /// Used inside the cell (a cursor moved): redraw the row.
  case handled
  /// Passed to the view model (a switch flipped): the row's view model may have changed, so the
  /// screen asks its data source for it again.
  case changed
}
