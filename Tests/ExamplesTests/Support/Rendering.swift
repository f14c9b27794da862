import Presentable

/// A frame's rows as text, trailing spaces trimmed.
func rows(of frame: Frame) -> [String] {
  (0..<frame.height).map { row in
    var text = frame.text(row: row)
    while text.last == " " { text.removeLast() }
    return text
  }
}

/// The one line a cell renders for a view model, unfocused, as text.
func renderedLine<ViewModel, CellType: Cell>(
  _ viewModel: ViewModel, with cell: CellType.Type, width: Int
) -> String where CellType.ViewModel == ViewModel {
  CellType(viewModel: viewModel).render(width: width, context: CellContext()).map(\.plainText).joined(
    separator: "\n")
}
