/// A section footer, configured from a ``FooterTextPresentable`` view model; it wraps onto as
/// many lines as the text needs.
open class FooterCell<T: FooterTextPresentable>: RowCell<T> {
  /// Footers do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The footer text, wrapped.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)], wraps: true)
  }

  /// The footer text.
  open override func transcript(for viewModel: T) -> String { viewModel.text }
}
