/// A row of text, configured from any ``TextPresentable`` view model.
///
/// ```swift
/// let cell = TextCell<AboutViewModel>()
/// cell.configure(with: AboutViewModel())
/// cell.render(width: 20, context: CellContext())   // ["  About             "]
/// ```
///
/// Plain text rows take no focus. For text the user selects, use ``AccessoryCell``.
open class TextCell<T: TextPresentable>: RowCell<T> {
  /// Text rows do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The text.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)])
  }

  /// The text.
  open override func transcript(for viewModel: T) -> String { viewModel.text }
}
