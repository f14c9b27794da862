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
  @inlinable public func content(_ row: inout RowContent) {
    row.text(viewModel)
    let range = viewModel.stepperRange
    let value = viewModel.stepperValue
    let active = Style(foreground: viewModel.stepperColor).bold()
    let inactive = Style(foreground: .tertiary)
    row.trailing("[-]", style: value > range.lowerBound ? active : inactive, name: "stepper")
    row.recordOrigin(
      "foreground", value: viewModel.stepperColor, default: TraitDefaults.stepperColor,
      trait: "StepperPresentable",
      property: "stepperColor")
    row.append(" \(value) ")
    row.append("[+]", style: value < range.upperBound ? active : inactive)
  }

  /// Left, `-`, Right and `+` step within the range.
  public func respond(to key: Key) -> KeyResult {
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

  /// Left and Right step.
  public func keyHints(state: Void) -> [KeyHint] { [.adjust] }

  /// "Reminders per day, stepper, 3".
  public var summary: String { "\(viewModel.text), stepper, \(viewModel.stepperValue)" }
}
