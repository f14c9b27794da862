/// A row with text and an on/off switch, configured from one view model that is
/// ``TextPresentable`` and ``SwitchPresentable``.
///
/// ```swift
/// let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
/// cell.render(width: 30)
/// // ["  Minion Mode!!!       [ ON ●]"]
/// ```
///
/// The switch reads without color: `[ ON ●]` when on, `[○ OFF]` when off (a screen reader says
/// "Minion Mode!!!, switch, on"), in
/// ``SwitchControlPresentable/switchColor`` when on. Space and Enter flip it; Right turns it on and
/// Left off. Each flip calls ``SwitchControlPresentable/onSwitchToggleOn(_:)`` with the new state.
///
/// A view model that is also ``ImagePresentable`` shows its image before the text: the same cell,
/// named ``ImageSwitchWithTextCell`` by the talk.
public struct SwitchWithTextCell<ViewModel: TextPresentable & SwitchPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The text, and the switch at the trailing edge.
  @inlinable public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.switchControl(viewModel)
  }

  /// Space and Enter flip the switch (`Space toggle`); Right (or `+`) turns it on, Left (or `-`)
  /// off, keys the hint line leaves out.
  public func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row)
      .on(.activate, hint: .toggle) { _ in turn(on: !viewModel.switchOn) }
      .on(.increase) { _ in viewModel.switchOn ? .ignored : turn(on: true) }
      .on(.decrease) { _ in viewModel.switchOn ? turn(on: false) : .ignored }
  }

  private func turn(on: Bool) -> KeyResult {
    viewModel.onSwitchToggleOn(on)
    return .changed
  }
}

extension RowContent {
  /// Adds a switch at the trailing edge: `[ ON ●]` in the switch color, or `[○ OFF]` in the
  /// secondary color. It says "switch, on" or "switch, off".
  @inlinable public mutating func switchControl(_ viewModel: some SwitchPresentable) {
    if viewModel.switchOn {
      let color = viewModel.switchColor
      switchText(isOn: true, color: color)
      recordSwitchColor(color)
    } else {
      switchText(isOn: false, color: .look(.inactive))
      recordOrigin("foreground", layer: .state, source: "off")
    }
    say(viewModel.switchOn ? "switch, on" : "switch, off")
  }
}
