/// A rule a row's or a section's value must keep, with the message said under it when it does not:
/// what ``ValidationRule`` is to a text field's text, for any value (a picker's option, a
/// stepper's count, a date, the set a selection holds).
///
/// ```swift
/// let someReminders = FormRule<Int>.minimum(1, "Remind me at least once")
/// let oneTopic = FormRule<Set<Topic>>.minimumCount(1, "Choose a topic")
/// let weekday = FormRule<Date>("Pick a weekday") { !Calendar.current.isDateInWeekend($0) }
/// ```
///
/// The form checks a row's or a section's rules as the user goes: when the value changes and when
/// focus leaves the row (or the section), the first rule broken says its message under the row, or
/// under the section's last row for a section's rule; and at submit, for every row.
public struct FormRule<Value> {
  /// What is said under the row or the section when the rule is broken.
  public let message: String
  private let check: (Value) -> Bool

  /// A rule from a message and a test the value passes.
  public init(_ message: String, isValid: @escaping (Value) -> Bool) {
    self.message = message
    self.check = isValid
  }

  /// Whether `value` keeps the rule.
  func isValid(_ value: Value) -> Bool { check(value) }
}

extension FormRule where Value: Comparable {
  /// A value of at least `minimum`: a stepper's count, a slider's level, a date.
  public static func minimum(_ minimum: Value, _ message: String? = nil) -> FormRule {
    FormRule(message ?? "At least \(minimum)") { $0 >= minimum }
  }

  /// A value of at most `maximum`.
  public static func maximum(_ maximum: Value, _ message: String? = nil) -> FormRule {
    FormRule(message ?? "At most \(maximum)") { $0 <= maximum }
  }
}

extension FormRule where Value: Collection {
  /// At least `count` elements: the options a selection holds.
  public static func minimumCount(_ count: Int, _ message: String? = nil) -> FormRule {
    FormRule(message ?? "Choose at least \(count)") { $0.count >= count }
  }

  /// At most `count` elements.
  public static func maximumCount(_ count: Int, _ message: String? = nil) -> FormRule {
    FormRule(message ?? "Choose at most \(count)") { $0.count <= count }
  }
}

extension Sequence {
  /// The message of the first rule `value` breaks, if any.
  func firstBroken<Value>(by value: Value) -> String? where Element == FormRule<Value> {
    first { !$0.isValid(value) }?.message
  }
}

extension FormRow {
  /// The row, checked against `rules` with `value` as its value: a picker's option, a stepper's
  /// count, a slider's level, a date. A broken rule says its message under the row once its value
  /// changed or focus left it, keeps the form from submitting, and takes focus at submit.
  ///
  /// ```swift
  /// let theme = FormRow.picker("Theme", options: ["dark", "pastel"], selection: FormBinding(settings, \.theme)) { $0 }
  ///   .validated(settings.theme, by: [FormRule("Pick a theme with contrast") { $0 != "pastel" }])
  /// ```
  public func validated<Value>(_ value: Value, by rules: [FormRule<Value>]) -> FormRow {
    var row = self
    row.check = { rules.firstBroken(by: value).map { ValidationRule($0) { _ in false } } }
    return row
  }
}

extension FormSection {
  /// The section, checked against `rules` with `value` as its value (the set a selection holds):
  /// a broken rule says its message under the section's last row, with no row of its own, once a
  /// row of the section changed or focus left one; at submit, focus goes to the section's first row.
  ///
  /// ```swift
  /// let topics = FormSection.multipleSelection(
  ///   "Notify Me About", options: Topic.allCases, selection: FormBinding(settings, \.topics)
  /// ) { $0.title }
  /// .validated(settings.topics, by: [.minimumCount(1)])
  /// ```
  public func validated<Value>(_ value: Value, by rules: [FormRule<Value>]) -> FormSection {
    var section = self
    let earlier = section.check
    section.check = { earlier?() ?? rules.firstBroken(by: value) }
    return section
  }
}
