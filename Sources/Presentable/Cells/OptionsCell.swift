/// A row that picks one of several options, configured from a view model that is
/// ``TextPresentable`` and ``OptionsPresentable``: `  Theme            ‹ dark ›`.
///
/// Left and Right step through the options, wrapping around; Enter and Space move to the next.
open class OptionsCell<T: TextPresentable & OptionsPresentable>: RowCell<T> {
  /// The text and the chosen option between arrows.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let chosen =
      viewModel.options.indices.contains(viewModel.selectedIndex)
      ? viewModel.options[viewModel.selectedIndex] : "–"
    let option = RowPart(
      "option",
      line: Line("‹ ", style: Style(foreground: .tertiary))
        + Line(chosen, style: Style(foreground: viewModel.optionColor))
        + Line(" ›", style: Style(foreground: .tertiary)),
      origins: [
        Self.origin(
          "foreground", value: viewModel.optionColor, default: TraitDefaults.optionColor,
          trait: "OptionsPresentable",
          property: "optionColor")
      ])
    return RowContent(leading: [Self.textPart(viewModel)], trailing: [option])
  }

  /// Left, Right, Enter and Space choose another option.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    let count = viewModel.options.count
    guard count > 0 else { return .ignored }
    let current = viewModel.options.indices.contains(viewModel.selectedIndex) ? viewModel.selectedIndex : 0
    switch key {
    case .left: viewModel.onSelectOption((current + count - 1) % count)
    case .right, .enter, .space: viewModel.onSelectOption((current + 1) % count)
    default: return .ignored
    }
    return .changed
  }

  /// "Theme, picker, dark, 2 of 4".
  open override func transcript(for viewModel: T) -> String {
    guard viewModel.options.indices.contains(viewModel.selectedIndex) else {
      return "\(viewModel.text), picker, none"
    }
    return "\(viewModel.text), picker, \(viewModel.options[viewModel.selectedIndex]), "
      + "\(viewModel.selectedIndex + 1) of \(viewModel.options.count)"
  }
}
