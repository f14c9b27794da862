import Foundation

/// A time of day as the settings file writes it, `"22:00"`, and as a date picker shows it.
///
/// ```swift
/// let until = TimeOfDay("22:30")        // hour 22, minute 30
/// until?.date                           // 22:30 UTC on 1 January 2001: a picker shows 22:30
/// TimeOfDay(date: picked).text          // "07:15"
/// ```
///
/// The picker's date is a fixed day at that time in UTC, and the picker shows it in UTC, so the
/// time the user picks is the time saved whatever the machine's time zone.
struct TimeOfDay: Hashable {
  var hour: Int
  var minute: Int

  /// The time in a file: two-digit hours from 00 to 23, a colon, two-digit minutes; `nil` for
  /// anything else.
  init?(_ text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
    else { return nil }
    self.hour = hour
    self.minute = minute
  }

  init(hour: Int, minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// The time of a picker's date.
  init(date: Date) {
    let parts = Self.calendar.dateComponents([.hour, .minute], from: date)
    self.init(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
  }

  /// `"07:00"`.
  var text: String {
    (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }

  /// The time on 1 January 2001, UTC: what a time picker in UTC edits.
  var date: Date {
    Self.calendar.date(from: DateComponents(year: 2001, month: 1, day: 1, hour: hour, minute: minute))
      ?? Date()
  }

  /// Gregorian, in UTC.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }()

  /// The time zone pickers of a time of day show it in.
  static let timeZone = TimeZone(identifier: "UTC")!
}
