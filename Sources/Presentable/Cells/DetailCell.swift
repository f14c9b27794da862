/// A row with text and a value at its trailing edge, configured from a view model that is
/// ``TextPresentable`` and ``DetailTextPresentable``: `  Version          1.0 (42)`.
public struct DetailCell<ViewModel: TextPresentable & DetailTextPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Detail rows do nothing with keys.
  public var isInteractive: Bool { false }

  /// The text and the detail.
  @inlinable public func content(_ row: inout RowContent) {
    row.text(viewModel)
    row.detail(viewModel)
  }

  /// "Version, 1.0 (42)".
  public var summary: String { "\(viewModel.text), \(viewModel.detailText)" }
}

extension RowContent {
  /// Adds the view model's detail text at the trailing edge, in its detail color and font.
  @inlinable public mutating func detail(_ viewModel: some DetailTextPresentable) {
    trailing(
      viewModel.detailText, style: Style(foreground: viewModel.detailTextColor, font: viewModel.detailFont),
      name: "detail")
    recordOrigin(
      "foreground", value: viewModel.detailTextColor, default: TraitDefaults.detailTextColor,
      trait: "DetailTextPresentable", property: "detailTextColor")
    recordOrigin(
      "font", value: viewModel.detailFont, default: TraitDefaults.detailFont, trait: "DetailTextPresentable",
      property: "detailFont")
  }
}
