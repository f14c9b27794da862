/// A row with text and an on/off switch, configured from one view model that is
/// ``TextPresentable`` and ``SwitchPresentable``.
///
/// ```swift
/// let cell = SwitchWithTextCell<MinionModeViewModel>()
/// cell.configure(with: viewModel)
/// cell.render(width: 30, context: CellContext())
/// // ["  Minion Mode!!!      [ ON ●]"]
/// ```
///
/// The switch reads without color: `[ ON ●]` when on, `[○ OFF]` when off, in ``SwitchControlPresentable/switchColor``
/// when on. Space and Enter flip it; Right turns it on and Left off. Each flip calls
/// ``SwitchControlPresentable/onSwitchToggleOn(_:)`` with the new state.
///
/// Adding a part to the row is a couple of lines in a subclass: see ``ImageSwitchWithTextCell``.
open class SwitchWithTextCell<T: TextPresentable & SwitchPresentable>: RowCell<T> {
  /// The parts before the switch: the text. Subclasses add to them.
  open func leadingParts(for viewModel: T, context: CellContext) -> [RowPart] {
    [Self.textPart(viewModel)]
  }

  /// The leading parts and the switch.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(
      leading: leadingParts(for: viewModel, context: context), trailing: [Self.switchPart(viewModel)])
  }

  /// Space and Enter flip the switch; Right turns it on, Left off.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    switch key {
    case .space, .enter: viewModel.onSwitchToggleOn(!viewModel.switchOn)
    case .right where !viewModel.switchOn: viewModel.onSwitchToggleOn(true)
    case .left where viewModel.switchOn: viewModel.onSwitchToggleOn(false)
    default: return .ignored
    }
    return .changed
  }

  /// "Minion Mode!!!, switch, on".
  open override func transcript(for viewModel: T) -> String {
    "\(viewModel.text), switch, \(viewModel.switchOn ? "on" : "off")"
  }

  /// The switch: `[ ON ●]` in the switch color, or `[○ OFF]` in the secondary color.
  public static func switchPart(_ viewModel: T) -> RowPart {
    let colorOrigin = origin(
      "foreground", value: viewModel.switchColor, default: TraitDefaults.switchColor,
      trait: "SwitchControlPresentable",
      property: "switchColor")
    if viewModel.switchOn {
      return RowPart(
        "switch", text: "[ ON ●]", style: Style(foreground: viewModel.switchColor).bold(),
        origins: [colorOrigin])
    }
    return RowPart(
      "switch", text: "[○ OFF]", style: Style(foreground: .secondary),
      origins: [RowPart.Origin(attribute: "foreground", layer: .state, source: "off")])
  }
}
