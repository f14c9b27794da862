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

  /// Left (or `-`) chooses the previous option; Right (or `+`), Enter and Space the next
  /// (``KeyMap/Context/row``).
  public func respond(to key: Key, state: inout Void, keyMap: KeyMap) -> KeyResult {
    let count = viewModel.options.count
    guard count > 0 else { return .ignored }
    let current = viewModel.options.indices.contains(viewModel.selectedIndex) ? viewModel.selectedIndex : 0
    switch keyMap.action(for: key, in: .row) {
    case .decrease: viewModel.onSelectOption((current + count - 1) % count)
    case .increase, .activate: viewModel.onSelectOption((current + 1) % count)
    default: return .ignored
    }
    return .changed
  }

  /// Left and Right change the option.
  public func keyHints(state: Void, keyMap: KeyMap) -> [KeyHint] {
    KeyHint.change.bound(to: [.decrease, .increase], in: .row, of: keyMap).map { [$0] } ?? []
  }
}
