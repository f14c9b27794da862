import Foundation

/// A date, a time or both, typed as `yyyy-MM-dd HH:mm` (the same in every locale, as accessible
/// mode takes it): ↑↓ move it by a day (a minute for a time), typing replaces it, Enter answers
/// once it reads as a date.
final class DateQuestion: QuestionScreen {
  let format: DateFormatter
  let mode: DatePickerMode
  /// The date as it stands.
  private(set) var value: Date
  /// What is typed since the last arrow, if anything.
  private var typed: String?

  init(title: String, default date: Date, mode: DatePickerMode, timeZone: TimeZone) {
    format = RowQuestion.dateFormat(mode, timeZone: timeZone)
    format.defaultDate = date
    self.mode = mode
    value = date
    super.init(title: title)
  }

  override func input() -> [TextRun] {
    [
      TextRun(typed ?? format.string(from: value), style: Style(foreground: .look(.accent))),
      TextRun(" ", style: Self.cursorStyle), TextRun(" (\(format.dateFormat ?? ""))", style: Self.ghostStyle),
    ]
  }

  override var hint: String { "↑↓ change · type a date · enter answers · esc cancels" }
  override var answerText: String { format.string(from: value) }

  override func key(_ key: Key) -> ScreenAction {
    message = nil
    let step: TimeInterval = mode == .time ? 60 : 86_400
    switch key {
    case .up, .right:
      typed = nil
      value += step
    case .down, .left:
      typed = nil
      value -= step
    case .character(let character) where character.isNumber || character == "-" || character == ":":
      typed = (typed ?? "") + String(character)
    case .space: typed = (typed ?? "") + " "
    case .backspace:
      guard var text = typed, !text.isEmpty else { return .none }
      text.removeLast()
      typed = text
    case .enter:
      if let text = typed {
        guard let date = format.date(from: text) else {
          message = "Type it as \(format.dateFormat ?? ""), such as \(format.string(from: value))."
          return .redraw
        }
        value = date
        typed = nil
      }
      answer()
    default: return .none
    }
    return .redraw
  }

  override func take(given: String) -> String? {
    guard let date = format.date(from: given.trimmingWhitespace) else {
      return "Type it as \(format.dateFormat ?? ""), such as \(format.string(from: value))."
    }
    value = date
    return nil
  }

  override func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {
    while true {
      let shown = format.string(from: value)
      guard let line = lines.answer("\(title): type it as \(format.dateFormat ?? "") (Enter for \(shown)).")
      else { return }
      if line.isEmpty { return }
      guard let date = format.date(from: line) else {
        lines.say("Type it as \(format.dateFormat ?? ""), such as \(shown).")
        continue
      }
      value = date
      return
    }
  }
}
