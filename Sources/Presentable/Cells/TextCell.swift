/// A row of text, configured from any ``TextPresentable`` view model.
///
/// ```swift
/// let cell = TextCell(viewModel: AboutViewModel())
/// cell.render(width: 20)   // ["  About             "]
/// ```
///
/// Plain text rows take no focus. For text the user selects, use ``AccessoryCell``.
public struct TextCell<ViewModel: TextPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Text rows do nothing with keys.
  public func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }

  /// The text.
  @inlinable public func content(_ row: inout RowContent, state: Void) { row.text(viewModel) }
}
