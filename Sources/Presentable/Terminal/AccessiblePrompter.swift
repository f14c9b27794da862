#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks a stack's forms line by line: accessible mode, and what a form does without a terminal.
///
/// No cursor addressing, no color, no redraw: plain lines a screen reader reads once each. Each
/// shown row is asked in turn from what its traits say ("Minion Mode!!!, switch, on. Keep it on?
/// [Y/n]": `y` always means on); an answer that breaks a rule is said and the question asked
/// again; rows whose condition starts to hold appear in their place; a page a row opens is asked
/// in turn and then left, a picker's list at once; a dialog is a question whose default is the
/// safe choice. Every answer goes to the same callback a key would reach, so the app's model
/// changes exactly as it would on screen.
///
/// Asking N rows costs O(N): the form is made again only after an answer that may have changed
/// what it reads (an answer kept changes nothing; a change an `@Observable` model the row reads
/// reported is left to the form's own observation), and the next row is found from where the
/// last one was, not by reading every row again.
///
/// A form of one row works as any other: it is how a single question is asked line by line.
final class AccessiblePrompter {
  let stack: PageStack
  let input: LineReader
  private let output: (String) -> Void
  let errors: (String) -> Void
  /// Answers given by flags, variables and an answers file (``FormRow/given(flag:environment:)``).
  var answers = GivenAnswers()
  /// Whether every unanswered row is noted and listed at the end (an unattended prompt), rather
  /// than the first one ending the prompt.
  var collects = false
  /// The rows left unanswered so far.
  var unanswered: [UnansweredQuestion] = []

  /// A prompter reading `input` and writing its lines to `output`; what is left unanswered when
  /// the input ends is said to `errors` (standard error by default).
  init(
    stack: PageStack, input: LineReader,
    errors: @escaping (String) -> Void = AccessiblePrompter.standardError,
    output: @escaping (String) -> Void
  ) {
    self.stack = stack
    self.input = input
    self.output = output
    self.errors = errors
  }

  /// Writes `line` to standard error.
  static func standardError(_ line: String) {
    _ = TerminalDevice.writeAll(STDERR_FILENO, Array(line.utf8))
  }

  /// Asks the first page's rows, and those of the pages and dialogs they open, until the last
  /// row is answered or a submit button submits.
  func run() throws(PromptCancellation) {
    guard let page = stack.pages.first as? FormPage else {
      stack.transcript().forEach(say)
      return
    }
    try ask(page)
    try endIfUnanswered()
  }

  // MARK: Lines

  /// Writes a line, sanitized: no escape byte ever reaches the output.
  func say(_ line: String) {
    output(Sanitizer.sanitize(line) + "\n")
  }

  /// Asks `question` and reads the answer, trimmed; `nil` at the end of input. A `secret` is read
  /// with echo off where the input is a terminal.
  func answer(_ question: String, secret: Bool = false) -> String? {
    // A secret's question is written once echo is off: a key typed straight after it is hidden.
    if !secret { say(question) }
    guard let line = secret ? input.readSecret(asking: { say(question) }) : input.readLine() else {
      return nil
    }
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

  /// Says on standard error that the input ended before `question` was answered, and throws
  /// ``PromptCancellation/inputEnded``; an unattended prompt notes it and goes on.
  func inputEnded(before question: RowQuestion, because reason: String) throws(PromptCancellation) {
    if collects { return try refuse(question, because: reason) }
    errors(Self.unanswered(question, because: reason) + "\n")
    throw .inputEnded
  }

  /// "Not answered: Name (Enter a name); the input ended." The ways the answer can be given
  /// otherwise (``RowQuestion/givenBy``: a flag, a variable) are said when the question names them.
  static func unanswered(_ question: RowQuestion, because reason: String) -> String {
    var line = "Not answered: \(Sanitizer.sanitize(question.title)) (\(Sanitizer.sanitize(reason)))"
    if !question.givenBy.isEmpty { line += "; give it with " + question.givenBy.joined(separator: " or ") }
    return line + "; the input ended."
  }

  // MARK: Pages

  /// One entry of a page: a shown row, where it is, and the header of its section.
  struct Entry {
    /// Where the row is in the table (shown sections only).
    var indexPath: TableIndexPath
    /// Where the row is among the form's sections as made, hidden ones counted.
    var place: Place
    var row: FormRow
    var header: String?
  }

  /// A row's place among a form's sections as made (hidden sections counted): what stays put
  /// when a section before it is shown or hidden.
  struct Place: Equatable {
    var section: Int
    var row: Int
  }

  /// The shown sections of the form as last made, and where each made section is among them;
  /// made again only when the form was.
  private var shownSections: [ObjectIdentifier: (updates: Int, shown: [Int?], declared: [Int])] = [:]

  private func shown(_ form: Form) -> (shown: [Int?], declared: [Int]) {
    if let known = shownSections[ObjectIdentifier(form)], known.updates == form.updateCount {
      return (known.shown, known.declared)
    }
    var shown: [Int?] = []
    var declared: [Int] = []
    for (index, section) in form.sections.enumerated() {
      shown.append(section.isHidden ? nil : declared.count)
      if !section.isHidden { declared.append(index) }
    }
    shownSections[ObjectIdentifier(form)] = (form.updateCount, shown, declared)
    return (shown, declared)
  }

  /// The first shown row at `place` or after it; reads only the rows it passes.
  func entry(at place: Place, in form: Form) -> Entry? {
    form.updateIfNeeded()
    let map = shown(form).shown
    var place = place
    while place.section < form.sections.count {
      let section = form.sections[place.section]
      if let shownIndex = map[place.section] {
        while place.row < section.rowCount {
          let row = section[place.row]
          if !row.isHidden {
            return Entry(
              indexPath: TableIndexPath(row: place.row, section: shownIndex), place: place, row: row,
              header: section.header)
          }
          place.row += 1
        }
      }
      place = Place(section: place.section + 1, row: 0)
    }
    return nil
  }

  /// Where the row at `indexPath` (shown sections) is among the form's made sections.
  func place(of indexPath: TableIndexPath, in form: Form) -> Place {
    let declared = shown(form).declared
    guard declared.indices.contains(indexPath.section) else { return Place(section: 0, row: 0) }
    return Place(section: declared[indexPath.section], row: indexPath.row)
  }

  /// Asks a page's rows in turn, from where the last answer left off (rows come and go).
  func ask(_ page: FormPage) throws(PromptCancellation) {
    say(page.title)
    let form = page.form
    var place = Place(section: 0, row: 0)
    var lastSection: Int?
    while !form.isSubmitted, stack.pages.contains(where: { $0 === page }) {
      guard let item = entry(at: place, in: form) else { return }
      if item.place.section != lastSection {
        lastSection = item.place.section
        if let header = item.header { say(header) }
      }
      place = try ask(item, in: form)
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

  /// A long list to choose from (a picker's page), answered at once: the options are listed (the
  /// first ``listLimit`` of a longer list), and a number chooses one (any of the list's, before a
  /// filter), letters filter it, Enter keeps the choice.
  func ask(_ list: any ChoiceListPage) throws(PromptCancellation) {
    say("\(list.title), \(list.optionCount) options, \(list.chosenText) chosen.")
    var listed = list.matchTexts
    sayListed(listed)
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
        listed = list.matchTexts
      case 1:
        _ = list.chooseMatch(at: 0)
        return say("\(list.title): \(matches[0])")
      default:
        listed = matches
        say("\(matches.count) options match “\(line)”.")
        sayListed(listed)
      }
    }
  }

  /// Says the first ``listLimit`` options numbered, and how many more there are.
  private func sayListed(_ listed: [String]) {
    for (index, text) in listed.prefix(Self.listLimit).enumerated() { say("\(index + 1). \(text)") }
    if listed.count > Self.listLimit {
      say("And \(listed.count - Self.listLimit) more, \(Self.listLimit + 1) to \(listed.count).")
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
