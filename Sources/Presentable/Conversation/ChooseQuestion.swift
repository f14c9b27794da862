/// One of a list: the options listed under the question, a page at a time; letters typed filter
/// them, ↑↓ move, Enter answers the highlighted one.
final class ChooseQuestion: QuestionScreen {
  private(set) var list: ChoiceList
  let defaultOption: Int?
  /// The chosen option, once answered.
  private(set) var chosen: Int?

  init(title: String, titles: [String], details: [String?], default defaultOption: Int?) {
    list = ChoiceList(titles: titles, details: details)
    self.defaultOption = defaultOption
    super.init(title: title)
    if let defaultOption { list.highlight(option: defaultOption) }
  }

  override func input() -> [TextRun] { list.filterSpans(placeholder: "(type to filter)") }
  override func body(width: Int) -> [Line] { list.lines { _ in "" } }
  override var hint: String { "↑↓ move · type to filter · enter answers · esc cancels" }
  override var answerText: String { chosen.map { list.titles[$0] } ?? "" }

  override func key(_ key: Key) -> ScreenAction {
    message = nil
    switch key {
    case .up, .control("p"): list.move(by: -1)
    case .down, .control("n"), .tab: list.move(by: 1)
    case .pageUp: list.move(by: -list.pageSize)
    case .pageDown: list.move(by: list.pageSize)
    case .character(let character): list.type(String(character))
    case .space: list.type(" ")
    case .paste(let text): list.type(text)
    case .backspace: return list.deleteBackward() ? .redraw : .none
    case .control("u"): list.filter("")
    case .enter:
      guard let current = list.current else {
        message = "No option matches; type fewer letters."
        return .redraw
      }
      chosen = current
      answer()
    default: return .none
    }
    return .redraw
  }

  override func take(given: String) -> String? {
    guard let option = ConversationLines.option(named: given, in: list.titles) else {
      return "No option matches “\(given.trimmingWhitespace)”."
    }
    chosen = option
    return nil
  }

  override var missingReason: String? { defaultOption == nil ? "Choose one." : nil }
  override func takeDefault() { chosen = defaultOption }

  override func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {
    let keep = defaultOption.map { " (Enter for \(list.titles[$0]))" } ?? ""
    let picked = try lines.pick(
      title: title, titles: list.titles, keep: keep, allowsEmpty: defaultOption != nil)
    chosen = picked ?? defaultOption
  }
}

extension ConversationLines {
  /// The most options listed with numbers at once.
  static let listLimit = 20

  /// The option whose text is `name`, ignoring case and the spaces around it; `nil` for none.
  static func option(named name: String, in titles: [String]) -> Int? {
    let wanted = name.trimmingWhitespace.lowercased()
    return titles.firstIndex { $0.lowercased() == wanted }
  }

  /// Asks for one of `titles` at once: a number from the list, or letters that filter it (one
  /// match answers). `nil` for an empty answer when `allowsEmpty`.
  func pick(title: String, titles: [String], keep: String, allowsEmpty: Bool) throws(PromptCancellation)
    -> Int?
  {
    // Every option has its number from the start, long list or short; the first ones are read
    // out, and the rest said in one line, so a piped number answers at once.
    var listed = Array(titles.indices)
    for (number, option) in listed.prefix(Self.listLimit).enumerated() {
      say("\(number + 1). \(titles[option])")
    }
    if listed.count > Self.listLimit {
      say("And \(listed.count - Self.listLimit) more, \(Self.listLimit + 1) to \(listed.count).")
    }
    while true {
      let how =
        listed.isEmpty
        ? "type letters to filter" : "type a number from 1 to \(listed.count), or letters to filter"
      guard let line = answer("\(title): \(how)\(keep).") else {
        if allowsEmpty { return nil }
        throw ended(before: title)
      }
      if line.isEmpty {
        if allowsEmpty { return nil }
        say("Choose one.")
        continue
      }
      if let number = Int(line), !listed.isEmpty {
        guard (1...listed.count).contains(number) else {
          say("Type a number from 1 to \(listed.count).")
          continue
        }
        return listed[number - 1]
      }
      let matches = Self.matches(of: line, in: titles)
      if matches.count == 1 { return matches[0] }
      // A title typed in full answers even where it is part of others.
      if let exact = matches.first(where: { titles[$0].lowercased() == line.lowercased() }) { return exact }
      if matches.isEmpty {
        say("No option matches “\(line)”.")
      } else if matches.count <= Self.listLimit {
        listed = matches
        for (number, option) in listed.enumerated() { say("\(number + 1). \(titles[option])") }
      } else {
        say("\(matches.count) options match “\(line)”; type more letters.")
        listed = []
      }
    }
  }

  /// The options whose titles contain `text`, folded as the inline filter folds it.
  static func matches(of text: String, in titles: [String]) -> [Int] {
    var index = SearchIndex(count: titles.count) { (titles[$0], nil) }
    return (index.filter(text) ?? []).map(Int.init)
  }
}
