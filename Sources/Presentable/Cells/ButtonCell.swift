/// A button row, configured from a view model that is ``TextPresentable`` and
/// ``ButtonPresentable``: `     [ Reset All Settings ]`, centered, in the accent color (the
/// destructive color for a destructive button) unless the view model picks a text color.
/// Enter and Space press it.
open class ButtonCell<T: TextPresentable & ButtonPresentable>: RowCell<T> {
  /// The title between brackets.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let role: Color = viewModel.buttonRole == .destructive ? .destructive : .accent
    var title = Self.textPart(viewModel)
    let defaults = TraitDefaults.textStyle(of: viewModel)
    if viewModel.textColor == defaults.color {
      title.line = title.line.restyled { $0.foreground(role) }
      title.origins[0] = RowPart.Origin(
        attribute: "foreground", layer: .traitDefault, source: "ButtonPresentable.buttonRole")
    }
    let bracket = Style(foreground: role)
    let line = Line("[ ", style: bracket) + title.line + Line(" ]", style: bracket)
    return RowContent(leading: [RowPart("button", line: line, origins: title.origins)], alignment: .center)
  }

  /// Enter and Space press the button.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    guard key == .enter || key == .space else { return .ignored }
    viewModel.onButtonPress()
    return .changed
  }

  /// "Reset All Settings, button".
  open override func transcript(for viewModel: T) -> String { "\(viewModel.text), button" }
}
