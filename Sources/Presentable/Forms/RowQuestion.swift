import Foundation

/// A row put into words: what accessible mode asks of it, and what an inline run's summary says
/// of it. The traits of the row's view model say which question it is, as they choose its cell,
/// and the answer goes to the same callback a key would reach.
struct RowQuestion {
  enum Kind {
    /// A switch.
    case toggle(isOn: Bool, set: (Bool) -> Void)
    /// One line of text, which must keep `rules` before it is kept.
    case text(String, rules: [ValidationRule], set: (String) -> Void)
    /// Text of several lines.
    case lines(String, set: (String) -> Void)
    /// One of a few options, chosen in place.
    case choice([String], selected: Int, set: (Int) -> Void)
    /// A number in a range: a slider, or a stepper (`isWhole`).
    case number(Double, range: ClosedRange<Double>, isWhole: Bool, set: (Double) -> Void)
    /// A date, a time or both, typed in `format` (`yyyy-MM-dd HH:mm`).
    case date(Date, format: DateFormatter, set: (Date) -> Void)
    /// A row that acts when pressed: a button, or a link that `opens` a page.
    case press(opens: Bool)
    /// The form's submit button.
    case submit
    /// One option of a selection section.
    case option(isChosen: Bool, isMultiple: Bool)
  }

  /// The row's name: its title or label.
  var title: String
  /// What the row holds, in words (`on`, `Ada`, `dark`, `70%`); `nil` for a row that holds nothing.
  var value: String?
  var kind: Kind
  /// Whether the answer is a secret: read with echo off line by line, never said back.
  var isSecret = false
  /// Other ways to give the answer than asking (a command-line flag, an environment variable:
  /// `--name`, `NAME`), said when the input ends before it is answered; none by default.
  var givenBy: [String] = []
  /// The row's flag and variable, when it names them.
  var given: RowGiven?

  /// The line a summary gives the row: `Name: Ada`.
  var summaryLine: String? {
    guard let value else { return nil }
    return "\(Sanitizer.sanitize(title)): \(Sanitizer.sanitize(value))"
  }

  /// How dates are typed and shown in words: the same in every locale, so a script's answers
  /// mean the same everywhere.
  static func dateFormat(_ mode: DatePickerMode, timeZone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat =
      switch mode {
      case .date: "yyyy-MM-dd"
      case .time: "HH:mm"
      default: "yyyy-MM-dd HH:mm"
      }
    return formatter
  }
}

/// A cell that can put its row into words (every cell of the library that holds a value or acts).
protocol QuestionCell: RowCell {
  var question: RowQuestion { get }
}

extension QuestionCell {
  /// Whether the row's view model shows it and lets it be used: a row it hides holds no answer.
  var isAsked: Bool { !viewModel.isHidden && viewModel.isEnabled }
}

extension FormRow {
  /// The row as a question, if its cell holds a value or acts; `nil` for text to read; with the
  /// flag and variable it names.
  var question: RowQuestion? {
    guard var question = undeclaredQuestion else { return nil }
    if let givenBy {
      question.given = givenBy
      question.givenBy = givenBy.names
    }
    return question
  }

  private var undeclaredQuestion: RowQuestion? {
    switch content {
    case .submit(let title): RowQuestion(title: title, value: nil, kind: .submit)
    // Asked once per row by accessible mode and summaries, never per frame: the cast is fine here.
    case .cell(let cell):
      if let cell = cell as? any QuestionCell, cell.isAsked { cell.question } else { nil }
    }
  }
}

extension Form {
  /// What the form holds, one line per answer: `Name: Ada`, `Sign commits: on`, and each selection
  /// section's chosen options after its header (`Notify Me About: Messages, Mentions`). Rows shown
  /// and enabled only, in order; what an inline run leaves in the scrollback by default.
  ///
  /// ```swift
  /// print(form.summary().joined(separator: "\n"))
  /// ```
  public func summary() -> [String] {
    updateIfNeeded()
    var lines: [String] = []
    for section in sections where !section.isHidden && section.isList {
      var chosen: [String] = []
      var hasOptions = false
      for index in 0..<section.rowCount {
        let row = section[index]
        guard !row.isHidden, let question = row.question else { continue }
        if case .option(let isChosen, _) = question.kind {
          hasOptions = true
          if isChosen { chosen.append(Sanitizer.sanitize(question.title)) }
        } else if let line = question.summaryLine {
          lines.append(line)
        }
      }
      if hasOptions {
        let title = Sanitizer.sanitize(section.header ?? "Chosen")
        lines.append("\(title): \(chosen.isEmpty ? "none" : chosen.joined(separator: ", "))")
      }
    }
    return lines
  }
}
