/// A section header, configured from a ``HeaderTextPresentable`` view model, in its
/// ``HeaderTextPresentable/headerTextColor`` and ``HeaderTextPresentable/headerFont``: accent
/// headline text unless the app's style or the view model says otherwise.
public struct HeaderCell<ViewModel: HeaderTextPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A header showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Headers do nothing with keys.
  public func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }

  /// The header text.
  @inlinable public func content(_ row: inout RowContent, state: Void) { row.text(viewModel) }
}
