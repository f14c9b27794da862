/// Yes or no: `y` and `n` answer at once, Enter takes the default. The answer means what the
/// question says in every mode: `y` is yes, `true`.
final class ConfirmQuestion: QuestionScreen {
  let defaultValue: Bool
  /// The answer; the default until a key says otherwise.
  private(set) var value: Bool

  init(title: String, default defaultValue: Bool) {
    self.defaultValue = defaultValue
    self.value = defaultValue
    super.init(title: title)
  }

  /// `(Y/n)` or `(y/N)`: the capital is what Enter answers.
  var choices: String { defaultValue ? "(Y/n)" : "(y/N)" }

  override func input() -> [TextRun] {
    [TextRun(choices, style: Self.ghostStyle), TextRun(" "), TextRun(" ", style: Self.cursorStyle)]
  }

  override var hint: String { "y yes · n no · enter \(defaultValue ? "yes" : "no") · esc cancels" }

  override var answerText: String { value ? "Yes" : "No" }

  override func key(_ key: Key) -> ScreenAction {
    switch key {
    case .character("y"), .character("Y"): value = true
    case .character("n"), .character("N"): value = false
    case .enter: value = defaultValue
    default:
      message = "Type y for yes or n for no."
      return .redraw
    }
    answer()
    return .redraw
  }

  override func take(given: String) -> String? {
    switch given.trimmingWhitespace.lowercased() {
    case "y", "yes", "true", "1", "on": value = true
    case "n", "no", "false", "0", "off": value = false
    default: return "Answer y or n."
    }
    return nil
  }

  override func takeDefault() { value = defaultValue }
  override var savedAnswer: SavedAnswer { .flag(value) }

  override func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {
    while true {
      guard let line = lines.answer("\(title) \(defaultValue ? "[Y/n]" : "[y/N]")") else {
        value = defaultValue
        return
      }
      switch line.lowercased() {
      case "": value = defaultValue
      case "y", "yes": value = true
      case "n", "no": value = false
      default:
        lines.say("Answer y or n.")
        continue
      }
      return
    }
  }
}
