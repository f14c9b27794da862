/// A row that picks one of several options, configured from a view model that is
/// ``TextPresentable`` and ``OptionsPresentable``: `  Theme            ‹ dark ›`.
///
/// Left and Right step through the options, wrapping around; Enter and Space move to the next.
public struct OptionsCell<ViewModel: TextPresentable & OptionsPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The text and the chosen option between arrows.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    let options = viewModel.options
    let index = viewModel.selectedIndex
    let color = viewModel.optionColor
    row.trailing("‹ ", style: Style(foreground: .look(.hint)), name: "option")
    let isChosen = options.indices.contains(index)
    row.append(isChosen ? options[index] : "–", style: Style(foreground: color))
    row.append(" ›", style: Style(foreground: .look(.hint)))
    row.recordOrigin("foreground", value: color, part: .option)
    // "Theme, picker, dark, 2 of 4"
    row.say(isChosen ? "picker, \(options[index]), \(index + 1) of \(options.count)" : "picker, none")
  }

  /// Left (or `-`) chooses the previous option, Right (or `+`) the next (`←→ change`); Enter and
  /// Space the next too, keys the hint line leaves out. No options, no keys.
  public func keys(state: Void) -> CellKeys<Void> {
    guard !viewModel.options.isEmpty else { return CellKeys(in: .row) }
    return CellKeys(in: .row)
      .on(.decrease, hint: .change) { _ in step(by: -1) }
      .on(.increase, hint: .change) { _ in step(by: 1) }
      .on(.activate) { _ in step(by: 1) }
  }

  /// Chooses the option `offset` away from the chosen one (or the first), wrapping around.
  private func step(by offset: Int) -> KeyResult {
    let count = viewModel.options.count
    let current = viewModel.options.indices.contains(viewModel.selectedIndex) ? viewModel.selectedIndex : 0
    viewModel.onSelectOption((current + offset + count) % count)
    return .changed
  }
}
