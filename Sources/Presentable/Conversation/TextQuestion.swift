/// A line of text, or a secret: typed straight in, checked against its rules as it is typed and
/// on Enter, completed with Tab from the suggestions.
final class TextQuestion: QuestionScreen {
  let placeholder: String
  let defaultText: String
  let rules: [ValidationRule]
  let isSecret: Bool
  /// The completions of what is typed so far.
  let suggestions: (String) -> [String]
  /// What is typed, as characters; the cursor is at its end or before `cursor`.
  private(set) var text: [Character] = []
  private(set) var cursor = 0
  /// Whether a rule's message is said as the text changes: once Enter was pressed with a broken
  /// rule, or once something was typed.
  private var saysRules = false

  init(
    title: String, placeholder: String, default defaultText: String, rules: [ValidationRule], isSecret: Bool,
    suggestions: @escaping (String) -> [String]
  ) {
    self.placeholder = placeholder
    self.defaultText = defaultText
    self.rules = rules
    self.isSecret = isSecret
    self.suggestions = suggestions
    super.init(title: title)
  }

  /// The answer: what is typed, or the default when nothing is.
  var value: String { text.isEmpty ? defaultText : String(text) }

  /// The first suggestion that goes on from what is typed, if any.
  var completion: String? {
    guard !isSecret, cursor == text.count else { return nil }
    let typed = String(text)
    return suggestions(typed).first { $0.count > typed.count && $0.hasPrefix(typed) }
  }

  override func input() -> [TextRun] {
    if text.isEmpty {
      let shown = defaultText.isEmpty ? placeholder : defaultText
      guard let first = shown.first else { return [TextRun(" ", style: Self.cursorStyle)] }
      return [
        TextRun(String(first), style: Self.cursorStyle.font(.body)),
        TextRun(String(shown.dropFirst()), style: Self.ghostStyle),
      ]
    }
    // A secret shows one fixed mark, never its length.
    if isSecret {
      return [TextRun("[hidden]", style: Self.ghostStyle), TextRun(" ", style: Self.cursorStyle)]
    }
    let before = Sanitizer.sanitize(String(text[..<cursor]))
    var spans = [TextRun(before)]
    if cursor < text.count {
      spans.append(TextRun(Sanitizer.sanitize(String(text[cursor])), style: Self.cursorStyle))
      spans.append(TextRun(Sanitizer.sanitize(String(text[(cursor + 1)...]))))
    } else if let completion {
      let rest = String(completion.dropFirst(text.count))
      spans.append(TextRun(Sanitizer.sanitize(String(rest.prefix(1))), style: Self.cursorStyle))
      spans.append(TextRun(Sanitizer.sanitize(String(rest.dropFirst())), style: Self.ghostStyle))
    } else {
      spans.append(TextRun(" ", style: Self.cursorStyle))
    }
    return spans
  }

  override var takesTab: Bool { completion != nil }

  override var hint: String {
    completion != nil ? "enter answers · tab completes · esc cancels" : "enter answers · esc cancels"
  }

  override var answerText: String { isSecret ? (value.isEmpty ? "[none]" : "[hidden]") : value }

  override func key(_ key: Key) -> ScreenAction {
    switch key {
    case .enter:
      if let failure = rules.firstFailure(for: value) {
        message = failure.message
        saysRules = true
        return .redraw
      }
      answer()
      return .redraw
    case .tab:
      guard let completion else { return .none }
      text = Array(completion)
      cursor = text.count
    case .character(let character): insert(String(character))
    case .space: insert(" ")
    case .paste(let pasted): insert(pasted.filter { $0 != "\n" && $0 != "\r" })
    case .backspace:
      guard cursor > 0 else { return .none }
      text.remove(at: cursor - 1)
      cursor -= 1
    case .delete:
      guard cursor < text.count else { return .none }
      text.remove(at: cursor)
    case .left: cursor = max(0, cursor - 1)
    case .right:
      if cursor == text.count, let completion {
        text = Array(completion)
      }
      cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.count
    case .control("u"):
      text.removeFirst(cursor)
      cursor = 0
    default: return .none
    }
    // Rules as you go: a broken rule is said once typing started, and goes when it holds.
    saysRules = true
    message = saysRules && !text.isEmpty ? rules.firstFailure(for: value)?.message : nil
    return .redraw
  }

  private func insert(_ typed: String) {
    let characters = Array(typed)
    text.insert(contentsOf: characters, at: cursor)
    cursor += characters.count
  }

  override var isSecretAnswer: Bool { isSecret }

  override func take(given: String) -> String? {
    if let failure = rules.firstFailure(for: given.isEmpty ? defaultText : given) { return failure.message }
    text = Array(given)
    cursor = text.count
    return nil
  }

  override var missingReason: String? { rules.firstFailure(for: defaultText)?.message }

  override func takeDefault() {
    text = []
    cursor = 0
  }

  override var savedAnswer: SavedAnswer { .text(value) }

  override func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {
    var question = "\(title)"
    if isSecret {
      question += " (typing is not shown)"
    } else if !defaultText.isEmpty {
      question += " (Enter for \(defaultText))"
    }
    while true {
      let line = isSecret ? lines.secret(question) : lines.answer(question)
      guard let line else {
        // The input ended: the default answers, unless a rule needs more.
        text = []
        cursor = 0
        if rules.firstFailure(for: defaultText) != nil { throw lines.ended(before: title) }
        return
      }
      text = Array(line)
      cursor = text.count
      if let failure = rules.firstFailure(for: value) {
        lines.say(failure.message)
        continue
      }
      return
    }
  }
}
