import Foundation
import Presentable

/// The model.
struct Person: Sendable {
  var salutation: String?
  var firstName: String
  var lastName: String
  var birthdate: Date
}

/// The view model: a person's name and birthdate as the screen shows them. Rendered by a
/// ``DetailCell``: the name, and the birthdate at the trailing edge.
struct PersonViewModel: TextPresentable, DetailTextPresentable, Hashable {
  /// "Dr. first last", or "first last" without a salutation.
  let nameText: String
  /// "Thursday January 1, 1970".
  let birthdateText: String

  init(person: Person) {
    if let salutation = person.salutation, !salutation.isEmpty {
      nameText = "\(salutation) \(person.firstName) \(person.lastName)"
    } else {
      nameText = "\(person.firstName) \(person.lastName)"
    }
    birthdateText = person.birthdate.formatted(Self.birthdateStyle)
  }

  var text: String { nameText }
  var detailText: String { birthdateText }

  /// English names, Gregorian calendar, UTC: the same text on every machine.
  static let birthdateStyle: Date.VerbatimFormatStyle = {
    let utc = TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return Date.VerbatimFormatStyle(
      format: "\(weekday: .wide) \(month: .wide) \(day: .defaultDigits), \(year: .defaultDigits)",
      locale: Locale(identifier: "en_US_POSIX"), timeZone: utc, calendar: calendar)
  }()
}
