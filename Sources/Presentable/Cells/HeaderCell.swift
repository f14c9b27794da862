/// A section header, configured from a ``HeaderTextPresentable`` view model: accent headline
/// text unless the view model or the app's own header trait says otherwise.
public struct HeaderCell<ViewModel: HeaderTextPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A header showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Headers do nothing with keys.
  public var isInteractive: Bool { false }

  /// The header text.
  @inlinable public func content(_ row: inout RowContent) { row.text(viewModel) }

  /// "Appearance, heading".
  public var summary: String { "\(viewModel.text), heading" }
}
