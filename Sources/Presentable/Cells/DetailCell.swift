/// A row with text and a value at its trailing edge, configured from a view model that is
/// ``TextPresentable`` and ``DetailTextPresentable``: `  Version          1.0 (42)`.
open class DetailCell<T: TextPresentable & DetailTextPresentable>: RowCell<T> {
  /// Detail rows do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The text and the detail.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)], trailing: [Self.detailPart(viewModel)])
  }

  /// "Version, 1.0 (42)".
  open override func transcript(for viewModel: T) -> String { "\(viewModel.text), \(viewModel.detailText)" }

  /// The detail text with its provenance.
  public static func detailPart(_ viewModel: T) -> RowPart {
    RowPart(
      "detail", text: viewModel.detailText,
      style: Style(foreground: viewModel.detailTextColor, font: viewModel.detailFont),
      origins: [
        origin(
          "foreground", value: viewModel.detailTextColor, default: TraitDefaults.detailTextColor,
          trait: "DetailTextPresentable", property: "detailTextColor"),
        origin(
          "font", value: viewModel.detailFont, default: TraitDefaults.detailFont,
          trait: "DetailTextPresentable",
          property: "detailFont"),
      ])
  }
}
