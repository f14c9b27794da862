/// A row with a stepper, configured from a view model that is ``TextPresentable`` and
/// ``StepperPresentable``: `  Reminders per day   [-] 3 [+]`. Left or `-` steps down, Right or
/// `+` up; a step button at its limit is drawn quieter.
public struct StepperCell<ViewModel: TextPresentable & StepperPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The text and the stepper.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    let range = viewModel.stepperRange
    let value = viewModel.stepperValue
    let color = viewModel.stepperColor
    // Three parts, one space apart: the buttons, and the value between them in the value look.
    button("[-]", isActive: value > range.lowerBound, color: color, &row)
    row.say("stepper")  // "Reminders per day, stepper, 3"
    row.value("\(value)")
    button("[+]", isActive: value < range.upperBound, color: color, &row)
  }

  /// A step button: in the stepper color, or quieter at the end of the range.
  private func button(_ title: String, isActive: Bool, color: Color, _ row: inout RowContent) {
    guard isActive else {
      row.trailingDecoration(title, style: Style(foreground: .look(.hint)), name: "stepper")
      row.recordOrigin("foreground", layer: .state, source: "at its limit")
      return
    }
    row.trailingDecoration(title, style: Style(foreground: color).bold(), name: "stepper")
    row.recordOrigin(
      "foreground", value: color, part: .stepper)
  }

  /// Left and `-` step down, Right and `+` up, within the range (`←→ adjust`).
  public func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row)
      .on(.decrease, hint: .adjust) { _ in step(up: false) }
      .on(.increase, hint: .adjust) { _ in step(up: true) }
  }

  /// Sets the value a step down or up, kept within the range; at its end the key does nothing.
  private func step(up: Bool) -> KeyResult {
    let range = viewModel.stepperRange
    let step = abs(viewModel.stepperStep)
    let value: Int
    if up {
      let (next, overflow) = viewModel.stepperValue.addingReportingOverflow(step)
      value = overflow ? range.upperBound : min(range.upperBound, next)
    } else {
      let (next, overflow) = viewModel.stepperValue.subtractingReportingOverflow(step)
      value = overflow ? range.lowerBound : max(range.lowerBound, next)
    }
    guard value != viewModel.stepperValue else { return .handled }
    viewModel.onStepperValueChange(value)
    return .changed
  }
}
