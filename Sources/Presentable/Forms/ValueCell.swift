/// A row with a value and an accessory, configured from a view model that is ``TextPresentable``,
/// ``DetailTextPresentable`` and ``AccessoryPresentable``: what a settings list shows for a choice
/// made on another page.
///
/// ```
///   Wi-Fi                                   Home ›
///   Time Zone                             London ›
/// ```
///
/// Enter and Space call ``AccessoryPresentable/onSelect()``; a form row that opens a page
/// (``FormRow/pushes(_:)``) opens it instead.
public struct ValueCell<ViewModel: TextPresentable & DetailTextPresentable & AccessoryPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The text, the value, and the accessory: "Time Zone, London, button" to a screen reader.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    if !viewModel.detailText.isEmpty { row.detail(viewModel) }
    row.accessory(viewModel)
  }

  /// Enter and Space select the row (`Enter open`: it leads to a page).
  public func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row)
      .on(.activate, hint: .open) { _ in
        viewModel.onSelect()
        return .changed
      }
  }
}
