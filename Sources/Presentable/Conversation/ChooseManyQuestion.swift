/// Several of a list: Space chooses the highlighted option or takes it back, letters filter,
/// Ctrl-A chooses every shown option (or none, when all are), Ctrl-R inverts the choice; the
/// least and the most to choose are said as you go, and Enter answers once they hold.
final class ChooseManyQuestion: QuestionScreen {
  private(set) var list: ChoiceList
  /// The chosen options, in the list's order.
  private(set) var chosen: Set<Int>
  let minimum: Int
  let maximum: Int?

  init(
    title: String, titles: [String], details: [String?], chosen: Set<Int>, atLeast minimum: Int,
    atMost maximum: Int?
  ) {
    list = ChoiceList(titles: titles, details: details)
    self.chosen = chosen
    self.minimum = minimum
    self.maximum = maximum
    super.init(title: title)
  }

  /// The chosen options in the list's order.
  var chosenInOrder: [Int] { chosen.sorted() }

  /// The rule the choice breaks, in words, if any.
  var brokenRule: String? {
    if chosen.count < minimum { return "Choose at least \(minimum)." }
    if let maximum, chosen.count > maximum { return "Choose at most \(maximum)." }
    return nil
  }

  /// How many are chosen, and the rule: `1 chosen, at least 1`.
  var count: String {
    var text = "\(chosen.count) chosen"
    if minimum > 0 { text += ", at least \(minimum)" }
    if let maximum { text += ", at most \(maximum)" }
    return text
  }

  override func input() -> [TextRun] {
    list.filterSpans(placeholder: "(type to filter)") + [TextRun("  " + count, style: Self.ghostStyle)]
  }

  override func body(width: Int) -> [Line] {
    list.lines { [chosen] option in chosen.contains(option) ? "◉ " : "○ " }
  }

  override var hint: String { "space chooses · ctrl-a all · ctrl-r invert · type to filter · enter answers" }
  override var answerText: String {
    chosen.isEmpty ? "none" : chosenInOrder.map { list.titles[$0] }.joined(separator: ", ")
  }

  override func key(_ key: Key) -> ScreenAction {
    message = nil
    switch key {
    case .up, .control("p"): list.move(by: -1)
    case .down, .control("n"), .tab: list.move(by: 1)
    case .pageUp: list.move(by: -list.pageSize)
    case .pageDown: list.move(by: list.pageSize)
    case .space, .right:
      guard let current = list.current else { return .none }
      if chosen.contains(current) {
        chosen.remove(current)
      } else if let maximum, chosen.count >= maximum {
        message = "Choose at most \(maximum)."
      } else {
        chosen.insert(current)
      }
    case .control("a"):
      let shown = (0..<list.matchCount).map(list.option(at:))
      if shown.allSatisfy(chosen.contains) {
        chosen.subtract(shown)
      } else {
        for option in shown where !chosen.contains(option) {
          if let maximum, chosen.count >= maximum {
            message = "Choose at most \(maximum)."
            break
          }
          chosen.insert(option)
        }
      }
    case .control("r"):
      let shown = Set((0..<list.matchCount).map(list.option(at:)))
      chosen = chosen.subtracting(shown).union(shown.subtracting(chosen))
      if let maximum, chosen.count > maximum { message = "Choose at most \(maximum)." }
    case .character(let character): list.type(String(character))
    case .paste(let text): list.type(text)
    case .backspace: return list.deleteBackward() ? .redraw : .none
    case .control("u"): list.filter("")
    case .enter:
      if let brokenRule {
        message = brokenRule
        return .redraw
      }
      answer()
    default: return .none
    }
    return .redraw
  }

  override func take(given: String) -> String? {
    var picked = Set<Int>()
    for part in given.split(separator: ",") where !String(part).trimmingWhitespace.isEmpty {
      guard let option = ConversationLines.option(named: String(part), in: list.titles) else {
        return "No option matches “\(String(part).trimmingWhitespace)”."
      }
      picked.insert(option)
    }
    let before = chosen
    chosen = picked
    if let brokenRule {
      chosen = before
      return brokenRule
    }
    return nil
  }

  override var missingReason: String? { brokenRule }
  override var savedAnswer: SavedAnswer { .list(chosenInOrder.map { list.titles[$0] }) }

  override func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {
    let titles = list.titles
    if titles.count <= ConversationLines.listLimit {
      for (index, title) in titles.enumerated() {
        lines.say("\(index + 1). \(title)\(chosen.contains(index) ? ", chosen" : "")")
      }
    }
    let keep = chosen.isEmpty ? "" : " (Enter keeps \(answerText))"
    let rule = minimum > 0 || maximum != nil ? "; \(count)" : ""
    while true {
      let question =
        "\(title): type the numbers or names to choose, separated by commas or spaces\(rule)\(keep)."
      guard let line = lines.answer(question) else {
        if brokenRule != nil { throw lines.ended(before: title) }
        return
      }
      if !line.isEmpty {
        guard let picked = Self.parse(line, titles: titles) else {
          lines.say("Type numbers from 1 to \(titles.count), or names that match one option each.")
          continue
        }
        chosen = picked
      }
      if let brokenRule {
        lines.say(brokenRule)
        continue
      }
      return
    }
  }

  /// The options an answer names: numbers, or words that match one option each; `nil` when a
  /// part names none or several.
  static func parse(_ line: String, titles: [String]) -> Set<Int>? {
    var picked = Set<Int>()
    let parts = line.split(whereSeparator: { $0 == "," }).flatMap { part -> [Substring] in
      // "1 3" and "Messages, Mentions": spaces separate numbers; names may hold spaces.
      let words = part.split(separator: " ")
      return words.allSatisfy({ Int($0) != nil }) ? words : [part]
    }
    for part in parts {
      let text = String(part).trimmingWhitespace
      if text.isEmpty { continue }
      if let number = Int(text) {
        guard (1...titles.count).contains(number) else { return nil }
        picked.insert(number - 1)
        continue
      }
      let matches = ConversationLines.matches(of: text, in: titles)
      if let exact = matches.first(where: { titles[$0].lowercased() == text.lowercased() }) {
        picked.insert(exact)
      } else if matches.count == 1 {
        picked.insert(matches[0])
      } else {
        return nil
      }
    }
    return picked
  }
}
