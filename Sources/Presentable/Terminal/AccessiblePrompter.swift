/// Asks a stack's forms line by line: accessible mode, and what a form does without a terminal.
///
/// No cursor addressing, no color, no redraw: plain lines a screen reader reads once each. Each
/// shown row is asked in turn from what its traits say ("Minion Mode!!!, switch, on. Toggle?
/// [y/N]"); an answer that breaks a rule is said and the question asked again; rows whose
/// condition starts to hold appear in their place; a page a row opens is asked in turn and then
/// left; a dialog is a question whose default is the safe choice. Every answer goes to the same
/// callback a key would reach, so the app's model changes exactly as it would on screen.
final class AccessiblePrompter {
  let stack: PageStack
  let input: LineReader
  private let output: (String) -> Void

  init(stack: PageStack, input: LineReader, output: @escaping (String) -> Void) {
    self.stack = stack
    self.input = input
    self.output = output
  }

  /// Asks the first page's rows, and those of the pages and dialogs they open, until the last
  /// row is answered or a submit button submits.
  func run() throws(PromptCancellation) {
    guard let page = stack.pages.first as? FormPage else {
      stack.transcript().forEach(say)
      return
    }
    try ask(page)
  }

  // MARK: Lines

  /// Writes a line, sanitized: no escape byte ever reaches the output.
  func say(_ line: String) {
    output(Sanitizer.sanitize(line) + "\n")
  }

  /// Asks `question` and reads the answer, trimmed; `nil` at the end of input.
  func answer(_ question: String) -> String? {
    say(question)
    guard let line = input.readLine() else { return nil }
    return line.trimmingWhitespace
  }

  /// A yes or no answer; the default for an empty answer and at the end of input.
  func confirm(_ question: String, default yes: Bool) -> Bool {
    while true {
      guard let line = answer(question + (yes ? " [Y/n]" : " [y/N]")) else { return yes }
      switch line.lowercased() {
      case "": return yes
      case "y", "yes": return true
      case "n", "no": return false
      default: say("Answer y or n.")
      }
    }
  }

  // MARK: Pages

  /// One entry of a page: a shown row, where it is, and the header of its section.
  struct Entry {
    var indexPath: TableIndexPath
    var row: FormRow
    var header: String?
  }

  func entries(of form: Form) -> [Entry] {
    form.updateIfNeeded()
    var result: [Entry] = []
    for (section, shown) in form.shownSections.enumerated() {
      let header = shown.header
      for index in 0..<shown.rowCount {
        let indexPath = TableIndexPath(row: index, section: section)
        guard let row = form.row(at: indexPath), !row.isHidden else { continue }
        result.append(Entry(indexPath: indexPath, row: row, header: header))
      }
    }
    return result
  }

  /// Asks a page's rows in turn, reading them again after each answer (rows come and go).
  func ask(_ page: FormPage) throws(PromptCancellation) {
    say(page.title)
    let form = page.form
    var position = 0
    var lastSection: Int?
    while !form.isSubmitted, stack.pages.contains(where: { $0 === page }) {
      let items = entries(of: form)
      guard position < items.count else { return }
      let item = items[position]
      if item.indexPath.section != lastSection {
        lastSection = item.indexPath.section
        if let header = item.header { say(header) }
      }
      position = try ask(items, at: position, in: form)
      form.setNeedsUpdate()
      try followUp(page)
    }
  }

  /// Asks what the last answer opened: a dialog, a page, a list to choose from; until `page` is
  /// on top again.
  func followUp(_ page: any StackPage) throws(PromptCancellation) {
    while true {
      if let dialog = stack.dialog {
        ask(dialog)
        continue
      }
      let top = stack.top
      guard top !== page, stack.pages.contains(where: { $0 === page }) else { return }
      if let list = top as? any ChoiceListPage {
        try ask(list)
      } else if let form = top as? FormPage {
        try ask(form)
      } else {
        top.transcript().forEach(say)
      }
      if stack.top === top { stack.pop() }
    }
  }

  /// A dialog as a question: a confirmation is yes or no, No by default; an alert is said; a
  /// list of actions is a numbered choice, Cancel by default.
  func ask(_ dialog: Dialog) {
    let actions = dialog.actions
    let cancel = actions.firstIndex { $0.role == .cancel }
    var title = dialog.title
    if let message = dialog.message { title += " " + message }
    if actions.count <= 1 {
      say(title)
      stack.chooseDialogAction(at: 0)
      if stack.dialog != nil { stack.dismissDialog() }
      return
    }
    if dialog.layout == .buttons, actions.count == 2, let cancel {
      let other = 1 - cancel
      // "Reset?" is asked once, not "Reset? Reset?": a default confirmation is titled for its action.
      let action = "\(actions[other].title)?"
      let question = dialog.message == nil && dialog.title == action ? title : "\(title) \(action)"
      stack.chooseDialogAction(at: confirm(question, default: false) ? other : cancel)
      return
    }
    say(title)
    for (index, action) in actions.enumerated() { say("\(index + 1). \(action.title)") }
    let fallback = cancel ?? actions.count - 1
    while true {
      guard let line = answer("Choose 1 to \(actions.count), or press Enter for \(actions[fallback].title).")
      else { return stack.chooseDialogAction(at: fallback) }
      if line.isEmpty { return stack.chooseDialogAction(at: fallback) }
      if let number = Int(line), (1...actions.count).contains(number) {
        return stack.chooseDialogAction(at: number - 1)
      }
      say("Type a number from 1 to \(actions.count).")
    }
  }

  /// A long list to choose from (a picker's page): a number, or letters that filter it.
  func ask(_ list: any ChoiceListPage) throws(PromptCancellation) {
    say("\(list.title), \(list.optionCount) options, \(list.chosenText) chosen.")
    var listed: [String] = list.optionCount <= Self.listLimit ? list.matchTexts : []
    for (index, text) in listed.enumerated() { say("\(index + 1). \(text)") }
    while true {
      let prompt =
        listed.isEmpty
        ? "Type letters to filter, or press Enter to keep \(list.chosenText)."
        : "Choose 1 to \(listed.count), type letters to filter, or press Enter to keep \(list.chosenText)."
      guard let line = answer(prompt), !line.isEmpty else { return }
      if let number = Int(line), !listed.isEmpty {
        guard (1...listed.count).contains(number) else {
          say("Type a number from 1 to \(listed.count).")
          continue
        }
        _ = list.chooseMatch(at: number - 1)
        return say("\(list.title): \(listed[number - 1])")
      }
      list.search(line)
      let matches = list.matchTexts
      switch matches.count {
      case 0:
        say("No option matches “\(line)”.")
        list.search("")
        listed = []
      case 1:
        _ = list.chooseMatch(at: 0)
        return say("\(list.title): \(matches[0])")
      case ...Self.listLimit:
        listed = matches
        for (index, text) in listed.enumerated() { say("\(index + 1). \(text)") }
      default:
        say("\(matches.count) options match “\(line)”; type more letters.")
        listed = []
      }
    }
  }

  /// The most options listed with numbers at once.
  static let listLimit = 20
}

extension String {
  /// The string without whitespace at either end.
  var trimmingWhitespace: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
