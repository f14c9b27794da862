import Presentable

/// How many reminders a day, from none to ten.
struct RemindersViewModel: TextPresentable, StepperPresentable {
  var stepperValue: Int
  var isEnabled: Bool
  unowned let actions: any SettingsActions

  var text: String { "Reminders per Day" }
  var stepperRange: ClosedRange<Int> { 0...10 }

  func onStepperValueChange(_ value: Int) {
    actions.update({ $0.remindersPerDay = value }, message: nil)
  }
}

extension RemindersViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { (a.stepperValue, a.isEnabled) == (b.stepperValue, b.isEnabled) }
  func hash(into hasher: inout Hasher) { hasher.combine(stepperValue) }
}
