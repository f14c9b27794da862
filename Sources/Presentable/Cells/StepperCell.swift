/// A row with a stepper, configured from a view model that is ``TextPresentable`` and
/// ``StepperPresentable``: `  Reminders per day   [-] 3 [+]`. Left or `-` steps down, Right or
/// `+` up; a step button at its limit is drawn quieter.
open class StepperCell<T: TextPresentable & StepperPresentable>: RowCell<T> {
  /// The text and the stepper.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let range = viewModel.stepperRange
    let active = Style(foreground: viewModel.stepperColor).bold()
    let inactive = Style(foreground: .tertiary)
    let stepper =
      Line("[-]", style: viewModel.stepperValue > range.lowerBound ? active : inactive)
      + Line(" \(viewModel.stepperValue) ", style: .plain)
      + Line("[+]", style: viewModel.stepperValue < range.upperBound ? active : inactive)
    return RowContent(
      leading: [Self.textPart(viewModel)],
      trailing: [
        RowPart(
          "stepper", line: stepper,
          origins: [
            Self.origin(
              "foreground", value: viewModel.stepperColor, default: TraitDefaults.stepperColor,
              trait: "StepperPresentable", property: "stepperColor")
          ])
      ])
  }

  /// Left, `-`, Right and `+` step within the range.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    let range = viewModel.stepperRange
    let step = abs(viewModel.stepperStep)
    let (down, overflowDown) = viewModel.stepperValue.subtractingReportingOverflow(step)
    let (up, overflowUp) = viewModel.stepperValue.addingReportingOverflow(step)
    let value: Int
    switch key {
    case .left, .character("-"): value = overflowDown ? range.lowerBound : max(range.lowerBound, down)
    case .right, .character("+"): value = overflowUp ? range.upperBound : min(range.upperBound, up)
    default: return .ignored
    }
    guard value != viewModel.stepperValue else { return .handled }
    viewModel.onStepperValueChange(value)
    return .changed
  }

  /// "Reminders per day, stepper, 3".
  open override func transcript(for viewModel: T) -> String {
    "\(viewModel.text), stepper, \(viewModel.stepperValue)"
  }
}
