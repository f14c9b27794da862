import Foundation

/// A row that picks a date, a time of day, or both, within an optional range.
///
/// ```swift
/// struct QuietUntilViewModel: TextPresentable, DatePickerPresentable {
///   let settings: Settings
///   var text: String { "Until" }
///   var date: Date { settings.quietUntil }
///   var datePickerMode: DatePickerMode { .time }
///   func onDateChange(_ date: Date) { settings.quietUntil = date }
/// }
/// ```
///
/// Renders with ``DatePickerCell``: `  Until                   10:00 PM`, in the locale's own
/// words and order, from Foundation's formatters. Enter starts editing, field by field: Left and
/// Right pick a field, Up and Down step it, digits type it; Enter commits, Escape cancels.
///
/// Tests fix ``locale`` and ``timeZone`` so the text does not depend on the machine.
public protocol DatePickerPresentable: RowStatePresentable {
  /// The date shown, and edited.
  var date: Date { get }
  /// What is shown and edited. Defaults to ``DatePickerMode/dateAndTime``.
  var datePickerMode: DatePickerMode { get }
  /// The earliest date the user can pick; `nil` for none. Defaults to `nil`.
  ///
  /// - Law check: changed to `Date(timeIntervalSince1970: 1_760_000_000)`, after the probe's date.
  var minimumDate: Date? { get }
  /// The latest date the user can pick; `nil` for none. Defaults to `nil`.
  ///
  /// - Law check: changed to `Date(timeIntervalSince1970: 1_740_000_000)`, before the probe's date.
  var maximumDate: Date? { get }
  /// The language and conventions of the text. Defaults to the user's, `Locale.current`.
  var locale: Locale { get }
  /// The time zone the date is shown in. Defaults to the user's, `TimeZone.current`.
  var timeZone: TimeZone { get }
  /// The date's color. Defaults to ``Color/accent`` (the installed look's).
  var dateColor: Color { get }
  /// Called with the date the user committed, within the range.
  ///
  /// - Law check: keys `[.enter, .up, .enter]` call `onDateChange(2025-07-15T15:06:40Z)` on the
  ///   probe: a month later.
  func onDateChange(_ date: Date)
}

extension DatePickerPresentable {
  /// The installed look's date color.
  public var dateColor: Color { .look(.date) }
  /// A day and a time.
  public var datePickerMode: DatePickerMode { .dateAndTime }
  /// No earliest date.
  public var minimumDate: Date? { nil }
  /// No latest date.
  public var maximumDate: Date? { nil }
  /// The user's locale.
  public var locale: Locale { .current }
  /// The user's time zone.
  public var timeZone: TimeZone { .current }
  /// Does nothing: a view model that cares implements it.
  public func onDateChange(_ date: Date) {}
}
