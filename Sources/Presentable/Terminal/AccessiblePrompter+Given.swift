import Foundation

extension AccessiblePrompter {
  /// The answer given for `question` by its flag, its variable or the answers file, if any.
  func given(for question: RowQuestion) -> (value: String, source: GivenAnswers.Source)? {
    guard let declared = question.given else { return nil }
    return answers.answer(
      flag: declared.flag, environment: declared.environment,
      key: declared.flag ?? declared.environment ?? question.title)
  }

  /// Sets the rows of the first page that a given answer answers, before an inline run asks
  /// the rest; throws ``PromptCancellation/unanswered`` after listing those it refused.
  func applyGiven() throws(PromptCancellation) {
    guard let form = (stack.pages.first as? FormPage)?.form else { return }
    var place = Place(section: 0, row: 0)
    while let item = entry(at: place, in: form) {
      place = Place(section: item.place.section, row: item.place.row + 1)
      guard let question = item.row.question, let given = given(for: question) else { continue }
      try take(given, for: question, in: form)
    }
    try endIfUnanswered()
  }

  /// Sets the row of `question` from `given`, checked as a typed answer is; a refused one is
  /// noted (``refuse(_:because:)``).
  func take(
    _ given: (value: String, source: GivenAnswers.Source), for question: RowQuestion, in form: Form
  ) throws(PromptCancellation) {
    guard let problem = Self.set(question, to: given.value) else {
      form.setNeedsUpdate()
      return
    }
    let shown = question.isSecret ? "" : " “\(given.value)”"
    try refuse(question, because: "\(problem) (given by \(given.source.description)\(shown))")
  }

  /// Notes that `question` is not answered for `reason`; when the prompt does not collect, says
  /// it and throws ``PromptCancellation/unanswered`` at once.
  func refuse(_ question: RowQuestion, because reason: String) throws(PromptCancellation) {
    let missing = UnansweredQuestion(
      title: question.title, flag: question.given?.flag, environment: question.given?.environment,
      reason: reason)
    guard !unanswered.contains(where: { $0.title == missing.title }) else { return }
    unanswered.append(missing)
    if !collects { try endIfUnanswered() }
  }

  /// Lists what is unanswered on standard error and throws ``PromptCancellation/unanswered``,
  /// if anything is.
  func endIfUnanswered() throws(PromptCancellation) {
    guard !unanswered.isEmpty else { return }
    errors(UnansweredQuestion.report(unanswered))
    throw .unanswered
  }

  /// Sets the row of `question` to `text`, or returns the message a typed answer breaking the
  /// same rule gets.
  static func set(_ question: RowQuestion, to text: String) -> String? {
    let trimmed = text.trimmingWhitespace
    switch question.kind {
    case .toggle(let isOn, let set):
      let on: Bool
      switch trimmed.lowercased() {
      case "y", "yes", "true", "1", "on": on = true
      case "n", "no", "false", "0", "off": on = false
      default: return "Answer y or n."
      }
      if on != isOn { set(on) }
    case .text(let current, let rules, let set):
      if let failure = rules.firstFailure(for: text) { return failure.message }
      if text != current { set(text) }
    case .lines(let current, let set):
      if text != current { set(text) }
    case .choice(let options, let selected, let set):
      guard let index = options.firstIndex(where: { $0.lowercased() == trimmed.lowercased() }) else {
        return "No option matches “\(trimmed)”."
      }
      if index != selected { set(index) }
    case .number(let value, let range, let isWhole, let set):
      func written(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
      }
      guard let number = Double(trimmed), range.contains(number), !isWhole || number == number.rounded()
      else {
        let bounds = "from \(written(range.lowerBound)) to \(written(range.upperBound))"
        return "Type \(isWhole ? "a whole number" : "a number") \(bounds)."
      }
      if number != value { set(number) }
    case .date(let date, let format, let set):
      format.defaultDate = date
      guard let typed = format.date(from: trimmed) else {
        return "Type it as \(format.dateFormat ?? ""), such as \(format.string(from: date))."
      }
      if typed != date { set(typed) }
    case .press, .submit, .option:
      break
    }
    return nil
  }
}
