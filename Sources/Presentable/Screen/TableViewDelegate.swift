/// What a table tells about the user's actions.
public protocol TableViewDelegate: AnyObject {
  /// The user pressed Enter or Space on a row whose cell did not use the key.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
  /// Focus moved to a row, or to none.
  func tableView(_ tableView: TableView, didFocusRowAt indexPath: TableIndexPath?)
  /// A row's cell passed a key to its view model (a switch flipped, a text committed).
  func tableView(_ tableView: TableView, didChangeRowAt indexPath: TableIndexPath)
}

extension TableViewDelegate {
  /// Ignored by default: a row whose cell handles Enter itself needs no delegate.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
  /// Ignored by default.
  public func tableView(_ tableView: TableView, didFocusRowAt indexPath: TableIndexPath?) {}
  /// Ignored by default.
  public func tableView(_ tableView: TableView, didChangeRowAt indexPath: TableIndexPath) {}
}
