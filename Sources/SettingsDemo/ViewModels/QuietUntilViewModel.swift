import Foundation
import Presentable

/// When Do Not Disturb ends: a time of day, shown as the user's locale writes times.
struct QuietUntilViewModel: TextPresentable, DatePickerPresentable {
  /// The saved time, `"07:00"`; a time the file got wrong shows as the default, and stays in the
  /// file until the user picks another.
  var quietUntil: String
  var isEnabled: Bool
  var isHidden: Bool
  var locale: Locale
  unowned let actions: any SettingsActions

  var text: String { "Until" }
  var datePickerMode: DatePickerMode { .time }
  var timeZone: TimeZone { TimeOfDay.timeZone }
  var date: Date { (TimeOfDay(quietUntil) ?? TimeOfDay(Settings().quietUntil)!).date }

  func onDateChange(_ date: Date) {
    let time = TimeOfDay(date: date)
    let shown = date.formatted(
      Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: timeZone))
    actions.update(
      { $0.quietUntil = time.text }, message: StatusMessage("Do Not Disturb until \(shown)", kind: .success))
  }
}

extension QuietUntilViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool {
    (a.quietUntil, a.isEnabled, a.isHidden, a.locale) == (b.quietUntil, b.isEnabled, b.isHidden, b.locale)
  }
  func hash(into hasher: inout Hasher) { hasher.combine(quietUntil) }
}
