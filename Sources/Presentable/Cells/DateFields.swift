import Foundation

/// One field of a shown date: what it is, and so how the user edits it.
enum DateField: Hashable, Sendable {
  case year, month, day
  /// An hour of a twelve-hour clock (`h`: 1–12, `K`: 0–11), with a day period beside it.
  case hour12
  /// An hour of a twenty-four-hour clock (`H`: 0–23, `k`: 1–24).
  case hour24
  case minute, second
  /// AM or PM.
  case dayPeriod
  /// Shown, not edited: the weekday, the era, a time zone name.
  case other

  /// The field a pattern letter stands for, in Unicode's date format patterns (UTS #35).
  init(patternLetter letter: Character) {
    switch letter {
    case "y", "Y", "u", "U", "r": self = .year
    case "M", "L": self = .month
    case "d": self = .day
    case "h", "K": self = .hour12
    case "H", "k": self = .hour24
    case "m": self = .minute
    case "s": self = .second
    case "a", "b", "B": self = .dayPeriod
    default: self = .other
    }
  }

  var isEditable: Bool { self != .other }

  /// The calendar unit Up and Down step.
  var component: Calendar.Component? {
    switch self {
    case .year: .year
    case .month: .month
    case .day: .day
    case .hour12, .hour24, .dayPeriod: .hour
    case .minute: .minute
    case .second: .second
    case .other: nil
    }
  }

  /// Digits typed into the field before it is complete.
  var digits: Int { self == .year ? 4 : 2 }

  /// The largest number the field takes, to tell when a typed digit completes it early: after a
  /// `2`, a month is complete, as no month is twenty-something.
  var largest: Int {
    switch self {
    case .year: 9999
    case .month, .hour12: 12
    case .day: 31
    case .hour24: 23
    case .minute, .second: 59
    case .dayPeriod, .other: 0
    }
  }

  /// What a screen reader calls it.
  var spokenName: String {
    switch self {
    case .year: "year"
    case .month: "month"
    case .day: "day"
    case .hour12, .hour24: "hour"
    case .minute: "minute"
    case .second: "second"
    case .dayPeriod: "AM or PM"
    case .other: "field"
    }
  }
}

/// A locale's date format for one mode, broken into fields and the text between them, with the
/// formatters that show each field: what a date picker draws and edits, field by field.
///
/// Foundation's formatters give the locale's pattern (`MMM d, y 'at' h:mm a` in English (US),
/// `y年M月d日 H:mm` in Japanese) and the text of each field, so the order, the words and the digits
/// are the locale's own. Layouts are made once per locale, time zone and mode, and shared.
final class DateFieldLayout: @unchecked Sendable {
  // @unchecked: formatters are only read after the layout is made, and Foundation's
  // DateFormatter formats from many threads safely.

  /// A field, or text between fields.
  enum Piece {
    case literal(String)
    case field(DateField, DateFormatter)
  }

  /// The pieces, in the order shown.
  let pieces: [Piece]
  /// The indices of ``pieces`` that the user edits, in order.
  let editable: [Int]
  /// The calendar the fields count in, in the layout's time zone.
  let calendar: Calendar
  /// The locale's words for AM and PM.
  let dayPeriodSymbols: (am: String, pm: String)

  private init(locale: Locale, timeZone: TimeZone, mode: DatePickerMode) {
    var calendar = locale.calendar
    calendar.timeZone = timeZone
    self.calendar = calendar
    let patternFormatter = DateFormatter()
    patternFormatter.locale = locale
    patternFormatter.calendar = calendar
    patternFormatter.timeZone = timeZone
    patternFormatter.setLocalizedDateFormatFromTemplate(mode.template)
    dayPeriodSymbols = (patternFormatter.amSymbol, patternFormatter.pmSymbol)
    var pieces: [Piece] = []
    for token in Self.tokens(of: patternFormatter.dateFormat ?? "") {
      switch token {
      case .literal(let text):
        pieces.append(.literal(text))
      case .field(let pattern):
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        pieces.append(.field(DateField(patternLetter: pattern.first!), formatter))
      }
    }
    self.pieces = pieces
    editable = pieces.indices.filter { index in
      if case .field(let field, _) = pieces[index] { return field.isEditable }
      return false
    }
  }

  private static let cache = Locked<[String: DateFieldLayout]>([:])

  /// The layout for a locale, time zone and mode, made on first use.
  static func layout(locale: Locale, timeZone: TimeZone, mode: DatePickerMode) -> DateFieldLayout {
    let key = "\(locale.identifier)|\(timeZone.identifier)|\(mode.template)"
    if let layout = cache.withLock({ $0[key] }) { return layout }
    let layout = DateFieldLayout(locale: locale, timeZone: timeZone, mode: mode)
    cache.withLock { $0[key] = layout }
    return layout
  }

  /// The field at an index of ``pieces``, if it is one.
  func field(at index: Int) -> DateField? {
    if case .field(let field, _) = pieces[index] { return field }
    return nil
  }

  /// The text of each piece for `date`.
  func texts(for date: Date) -> [String] {
    pieces.map { piece in
      switch piece {
      case .literal(let text): text
      case .field(_, let formatter): formatter.string(from: date)
      }
    }
  }

  // MARK: Changing a date

  /// The date with a field stepped by `amount`, the larger fields left alone (the minutes after
  /// 59 are 00 of the same hour), except the year, which just counts.
  func step(_ date: Date, field: DateField, by amount: Int) -> Date {
    guard let component = field.component else { return date }
    let amount = field == .dayPeriod ? amount * 12 : amount
    return calendar.date(byAdding: component, value: amount, to: date, wrappingComponents: field != .year)
      ?? date
  }

  /// The date with a field set to a typed number, kept valid: a month from 1 to 12, a day no
  /// later than the month's last. `nil` when the number cannot be that field.
  func setting(_ field: DateField, to value: Int, in date: Date) -> Date? {
    var parts = calendar.dateComponents(
      [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
    switch field {
    case .year:
      guard value >= 1 else { return nil }
      parts.year = value
    case .month:
      guard (1...12).contains(value) else { return nil }
      parts.month = value
    case .day:
      guard (1...31).contains(value) else { return nil }
      parts.day = value
    case .hour12:
      guard (0...12).contains(value) else { return nil }
      let afternoon = (parts.hour ?? 0) >= 12
      parts.hour = value % 12 + (afternoon ? 12 : 0)
    case .hour24:
      guard (0...24).contains(value) else { return nil }
      parts.hour = value % 24
    case .minute:
      guard (0...59).contains(value) else { return nil }
      parts.minute = value
    case .second:
      guard (0...59).contains(value) else { return nil }
      parts.second = value
    case .dayPeriod, .other:
      return nil
    }
    // The day stays within the month it is now in (the 31st of a month of 30 days is the 30th).
    var first = parts
    first.day = 1
    if let start = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: start) {
      parts.day = min(parts.day ?? 1, days.upperBound - 1)
    }
    return calendar.date(from: parts)
  }

  /// The date in the morning (`pm` false) or the afternoon, at the same time of day.
  func setting(afternoon pm: Bool, in date: Date) -> Date {
    let hour = calendar.component(.hour, from: date)
    guard (hour >= 12) != pm else { return date }
    return step(date, field: .dayPeriod, by: 1)
  }

  /// Whether a typed letter picks the afternoon (`true`), the morning (`false`), or neither.
  func dayPeriod(typed letter: Character) -> Bool? {
    let typed = String(letter).lowercased()
    let am = dayPeriodSymbols.am.lowercased()
    let pm = dayPeriodSymbols.pm.lowercased()
    if pm.hasPrefix(typed) && !am.hasPrefix(typed) || typed == "p" { return true }
    if am.hasPrefix(typed) && !pm.hasPrefix(typed) || typed == "a" { return false }
    return nil
  }

  // MARK: Reading patterns

  private enum Token {
    case literal(String)
    case field(String)
  }

  /// A pattern's fields (runs of one ASCII letter) and the text between them (anything else, and
  /// letters between single quotes; `''` is a quote).
  private static func tokens(of pattern: String) -> [Token] {
    var tokens: [Token] = []
    var literal = ""
    var characters = Array(pattern)[...]
    func flush() {
      if !literal.isEmpty { tokens.append(.literal(literal)) }
      literal = ""
    }
    while let character = characters.popFirst() {
      if character == "'" {
        if characters.first == "'" {
          characters.removeFirst()
          literal.append("'")
          continue
        }
        while let quoted = characters.popFirst() {
          if quoted == "'" {
            guard characters.first == "'" else { break }
            characters.removeFirst()
          }
          literal.append(quoted)
        }
      } else if character.isASCII && character.isLetter {
        var run = String(character)
        while characters.first == character { run.append(characters.removeFirst()) }
        flush()
        tokens.append(.field(run))
      } else {
        literal.append(character)
      }
    }
    flush()
    return tokens
  }
}
