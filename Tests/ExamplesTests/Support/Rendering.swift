import Presentable

/// A frame's rows as text, trailing spaces trimmed.
func rows(of frame: Frame) -> [String] {
  guard frame.height > 0 else { return [] }
  let text = PlainTextRenderer().render(frame)
  return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

/// The one line a cell renders for a view model, unfocused, as text.
func renderedLine<ViewModel, CellType: Cell>(
  _ viewModel: ViewModel, with cell: CellType.Type, width: Int
) -> String where CellType.ViewModel == ViewModel {
  CellType(viewModel: viewModel).render(width: width, context: CellContext()).map(\.plainText).joined(
    separator: "\n")
}
