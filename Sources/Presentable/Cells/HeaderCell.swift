/// A section header, configured from a ``HeaderTextPresentable`` view model: accent headline
/// text unless the view model or the app's own header trait says otherwise.
open class HeaderCell<T: HeaderTextPresentable>: RowCell<T> {
  /// Headers do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The header text.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)])
  }

  /// "Appearance, heading".
  open override func transcript(for viewModel: T) -> String { "\(viewModel.text), heading" }
}
