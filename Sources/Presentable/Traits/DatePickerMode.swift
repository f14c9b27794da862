/// What a date picker edits: a day, a time of day, or both.
///
/// ```swift
/// var datePickerMode: DatePickerMode { .time }   // "10:00 PM", or "22:00" where the locale says so
/// ```
public enum DatePickerMode: Hashable, Sendable {
  /// A day: `Jun 15, 2025` in English (US), `15 juin 2025` in French.
  case date
  /// A time of day, in hours and minutes: `3:06 PM`, `15:06`.
  case time
  /// A day and a time: `Jun 15, 2025 at 3:06 PM`.
  case dateAndTime

  /// The fields, as a template Foundation's formatters turn into the locale's own pattern.
  var template: String {
    switch self {
    case .date: "yMMMd"
    case .time: "jmm"
    case .dateAndTime: "yMMMdjmm"
    }
  }

  /// What a screen reader calls the row.
  var spokenName: String {
    switch self {
    case .date: "date picker"
    case .time: "time picker"
    case .dateAndTime: "date and time picker"
    }
  }
}
