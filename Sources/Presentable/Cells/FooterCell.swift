/// A section footer, configured from a ``FooterTextPresentable`` view model, in its
/// ``FooterTextPresentable/footerTextColor`` and ``FooterTextPresentable/footerFont``; it wraps
/// onto as many lines as the text needs.
public struct FooterCell<ViewModel: FooterTextPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A footer showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Footers do nothing with keys.
  public func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }

  /// The footer text, wrapped.
  @inlinable public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.wraps = true
  }
}
