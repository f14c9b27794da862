/// A whole number in a range: ←→ or ↑↓ change it by the step, digits typed replace it, Enter
/// answers once it is in the range.
final class NumberQuestion: QuestionScreen {
  let range: ClosedRange<Int>
  let step: Int
  /// The number as it stands.
  private(set) var value: Int
  /// Digits typed since the last arrow, if any.
  private var typed: String?

  init(title: String, range: ClosedRange<Int>, step: Int, default defaultValue: Int) {
    self.range = range
    self.step = max(1, step)
    value = min(max(defaultValue, range.lowerBound), range.upperBound)
    super.init(title: title)
  }

  override func input() -> [TextRun] {
    [
      TextRun(typed ?? String(value), style: Style(foreground: .look(.accent))),
      TextRun(" ", style: Self.cursorStyle),
      TextRun(" (\(range.lowerBound)–\(range.upperBound))", style: Self.ghostStyle),
    ]
  }

  override var hint: String { "←→ change · type digits · enter answers · esc cancels" }
  override var answerText: String { String(value) }

  override func key(_ key: Key) -> ScreenAction {
    message = nil
    switch key {
    case .right, .up, .character("+"): change(by: step)
    case .left, .down, .character("-"): change(by: -step)
    case .home: change(to: range.lowerBound)
    case .end: change(to: range.upperBound)
    case .character(let character) where character.isASCII && character.isNumber:
      typed = (typed ?? "") + String(character)
      if let number = Int(typed!) { value = number }
    case .backspace:
      guard var digits = typed, !digits.isEmpty else { return .none }
      digits.removeLast()
      typed = digits
      value = Int(digits) ?? range.lowerBound
    case .enter:
      guard range.contains(value) else {
        message = "Type a number from \(range.lowerBound) to \(range.upperBound)."
        return .redraw
      }
      typed = nil
      answer()
    default: return .none
    }
    return .redraw
  }

  private func change(by offset: Int) { change(to: value + offset) }

  private func change(to number: Int) {
    typed = nil
    value = min(max(number, range.lowerBound), range.upperBound)
  }

  override func take(given: String) -> String? {
    guard let number = Int(given.trimmingWhitespace), range.contains(number) else {
      return "Type a whole number from \(range.lowerBound) to \(range.upperBound)."
    }
    value = number
    return nil
  }

  override var savedAnswer: SavedAnswer { .number(value) }

  override func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {
    let bounds = "from \(range.lowerBound) to \(range.upperBound)"
    while true {
      guard let line = lines.answer("\(title): type a number \(bounds) (Enter for \(value)).") else {
        return
      }
      if line.isEmpty { return }
      guard let number = Int(line), range.contains(number) else {
        lines.say("Type a whole number \(bounds).")
        continue
      }
      value = number
      return
    }
  }
}
