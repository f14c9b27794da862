/// A row with a whole number the user steps up and down, such as a count of reminders.
///
/// ```swift
/// struct RemindersViewModel: TextPresentable, StepperPresentable {
///   var text: String { "Reminders per day" }
///   var stepperValue: Int { settings.reminders }
///   var stepperRange: ClosedRange<Int> { 0...10 }
///   func onStepperValueChange(_ value: Int) { settings.reminders = value }
/// }
/// ```
///
/// Renders with ``StepperCell``: `  Reminders per day   [-] 3 [+]`. Left or `-` steps down,
/// Right or `+` steps up.
public protocol StepperPresentable: RowStatePresentable {
  /// The value, within ``stepperRange``.
  var stepperValue: Int { get }
  /// The range. Defaults to `0...100`.
  var stepperRange: ClosedRange<Int> { get }
  /// How far one step moves. Defaults to 1.
  ///
  /// - Law check: not shown: it is how far a key moves the value.
  var stepperStep: Int { get }
  /// The color of the step buttons. Defaults to ``Color/accent``.
  var stepperColor: Color { get }
  /// Called with the new value, already clamped to the range.
  ///
  /// - Law check: keys `[.right]` call `onStepperValueChange(7)` on the probe.
  func onStepperValueChange(_ value: Int)
}

extension StepperPresentable {
  /// The installed look's stepper color.
  public var stepperColor: Color { .look(.stepper) }
  /// From 0 to 100.
  public var stepperRange: ClosedRange<Int> { 0...100 }
  /// One.
  public var stepperStep: Int { 1 }
  /// Does nothing: a view model that cares implements it.
  public func onStepperValueChange(_ value: Int) {}
}
