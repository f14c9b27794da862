import Foundation
import Observation

extension AccessiblePrompter {
  /// Asks the row of `item` (or the options of a selection starting there) and returns the place
  /// to go on from.
  ///
  /// What the answer may have changed is told to the form: an answer kept changes nothing; a
  /// change to an `@Observable` model the row reads is left to the form's own observation (which
  /// makes the sections again only if they or their rules read it); any other change may touch
  /// anything the sections read, so they are made again, as after a key on screen.
  func ask(_ item: Entry, in form: Form) throws(PromptCancellation) -> Place {
    let next = Place(section: item.place.section, row: item.place.row + 1)
    let observed = Locked(false)
    let (transcript, question) = withObservationTracking {
      (self.transcript(of: item.row, in: form), item.row.question)
    } onChange: {
      observed.withLock { $0 = true }
    }
    var changed = false
    func change() { changed = true }
    defer { if changed && !observed.withLock({ $0 }) { form.setNeedsUpdate() } }
    // A row its view model hides says nothing and holds nothing.
    guard !transcript.isEmpty else { return next }
    // A row given by its flag or variable is set, not asked.
    if let question, let given = given(for: question) {
      try take(given, for: question, in: form)
      return next
    }
    guard !item.row.isDisabled, let question else {
      if item.row.isDisabled || (item.row.action == nil && item.row.confirmation == nil) {
        say(transcript)
      } else if confirm("\(transcript). Select?", default: false) {
        press(item.row, in: form)
      }
      return next
    }
    switch question.kind {
    case .toggle(let isOn, let set):
      // `y` means on, `n` off, whatever the switch is now: the answer says what the title states.
      let on = confirm("\(transcript). \(isOn ? "Keep it on" : "Turn it on")?", default: isOn)
      if on != isOn {
        change()
        set(on)
      }
    case .text(let current, let rules, let set):
      try askText(transcript, question: question, current: current, rules: rules) {
        change()
        set($0)
      }
    case .lines(let current, let set):
      askLines(transcript, current: current) {
        change()
        set($0)
      }
    case .choice(let options, let selected, let set):
      askChoice(transcript, options: options, selected: selected) {
        change()
        set($0)
      }
    case .number(let value, let range, let isWhole, let set):
      askNumber(transcript, value: value, range: range, isWhole: isWhole) {
        change()
        set($0)
      }
    case .date(let date, let format, let set):
      askDate(transcript, date: date, format: format) {
        change()
        set($0)
      }
    case .press(let opens):
      try askPress(item.row, transcript: transcript, opens: opens, in: form)
    case .submit:
      guard confirm("\(Sanitizer.sanitize(question.title)), button. Submit?", default: true) else {
        return next
      }
      press(item.row, in: form)
      if !form.isSubmitted, let first = form.issues.first {
        for issue in form.issues {
          if let row = form.row(at: issue.indexPath) {
            say("\(row.question?.title ?? "A row"): \(issue.message)")
          }
        }
        // Asked again, the broken answer would be kept again: nothing more can be read.
        if input.hasEnded, let row = form.row(at: first.indexPath), let broken = row.question {
          try inputEnded(before: broken, because: first.message)
          // Unattended: every row the form refuses is listed, and the prompt ends.
          for issue in form.issues {
            if let question = form.row(at: issue.indexPath)?.question {
              try refuse(question, because: issue.message)
            }
          }
          try endIfUnanswered()
        }
        return place(of: first.indexPath, in: form)
      }
    case .option:
      change()
      return askOptions(from: item, in: form)
    }
    return next
  }

  /// A row that acts: a picker's row opens its list, which is asked at once; another row is
  /// pressed if the user says so.
  func askPress(_ row: FormRow, transcript: String, opens: Bool, in form: Form) throws(PromptCancellation) {
    if opens, row.confirmation == nil, case .push(let make)? = row.action {
      let page = make()
      if let list = page as? any ChoiceListPage {
        stack.push(list)
        return
      }
      if confirm("\(transcript). Open?", default: false) { stack.push(page) }
      return
    }
    if confirm("\(transcript). \(opens ? "Open" : "Press")?", default: false) { press(row, in: form) }
  }

  /// What a screen reader says for the row.
  func transcript(of row: FormRow, in form: Form) -> String {
    var cell = FormCell(viewModel: row)
    cell.form = form
    cell.isReady = form.rulesHold
    return cell.transcript(state: FormCell.initialState)
  }

  /// Does what Enter on the row does: its action, its confirmation, a button's press.
  func press(_ row: FormRow, in form: Form) {
    var cell = FormCell(viewModel: row)
    cell.form = form
    cell.isReady = form.rulesHold
    var state = FormCell.initialState
    _ = cell.handle(.enter, state: &state)
  }

  /// One line of text. Enter keeps the value only where the rules take it (a required field
  /// says so, not "press Enter to leave it empty"); a secret is read with echo off.
  func askText(
    _ transcript: String, question: RowQuestion, current: String, rules: [ValidationRule],
    set: (String) -> Void
  ) throws(PromptCancellation) {
    let keeps = rules.firstFailure(for: current) == nil
    let type = question.isSecret ? "Type it (it is not shown)" : "Type a new value"
    let prompt =
      keeps
      ? "\(transcript). \(type), or press Enter to \(current.isEmpty ? "leave it empty" : "keep it")."
      : "\(transcript). \(type)."
    while true {
      let line = answer(prompt, secret: question.isSecret)
      let text = line.flatMap { $0.isEmpty ? nil : $0 } ?? current
      if let failure = rules.firstFailure(for: text) {
        guard line != nil else {
          try inputEnded(before: question, because: failure.message)
          return
        }
        say(failure.message)
        continue
      }
      if text != current { set(text) }
      return
    }
  }

  func askLines(_ transcript: String, current: String, set: (String) -> Void) {
    let prompt =
      "\(transcript). Type the new text, then a line with only a period; or press Enter to keep it."
    guard let first = answer(prompt), !first.isEmpty else { return }
    var lines = [first]
    while let line = input.readLine(), line != "." { lines.append(line) }
    let text = lines.joined(separator: "\n")
    if text != current { set(text) }
  }

  func askChoice(_ transcript: String, options: [String], selected: Int, set: (Int) -> Void) {
    guard !options.isEmpty else { return say(transcript) }
    for (index, option) in options.enumerated() {
      say("\(index + 1). \(option)\(index == selected ? ", chosen" : "")")
    }
    while true {
      guard
        let line = answer(
          "\(transcript). Choose 1 to \(options.count), or type to filter; press Enter to keep it."),
        !line.isEmpty
      else { return }
      if let number = Int(line) {
        guard (1...options.count).contains(number) else {
          say("Type a number from 1 to \(options.count).")
          continue
        }
        if number - 1 != selected { set(number - 1) }
        return
      }
      let query = SearchFolding.fold(line)
      let matches = options.indices.filter { !options[$0].foldedMatches(of: query).isEmpty }
      if matches.count == 1 {
        if matches[0] != selected { set(matches[0]) }
        return say("\(options[matches[0]]), chosen.")
      }
      if matches.isEmpty { say("No option matches “\(line)”.") }
      for index in matches { say("\(index + 1). \(options[index])") }
    }
  }

  func askNumber(
    _ transcript: String, value: Double, range: ClosedRange<Double>, isWhole: Bool, set: (Double) -> Void
  ) {
    func written(_ number: Double) -> String {
      number == number.rounded() ? String(Int(number)) : String(number)
    }
    let bounds = "from \(written(range.lowerBound)) to \(written(range.upperBound))"
    while true {
      let percentage = isWhole ? "" : " (or a percentage)"
      guard
        let line = answer("\(transcript). Type a number \(bounds)\(percentage), or press Enter to keep it."),
        !line.isEmpty
      else { return }
      var number: Double?
      if line.hasSuffix("%"), let percent = Double(line.dropLast()) {
        // A slider says its value as a percentage of its range: an answer may too.
        number = range.lowerBound + percent / 100 * (range.upperBound - range.lowerBound)
      } else {
        number = Double(line)
      }
      guard let number, range.contains(number), !isWhole || number == number.rounded() else {
        say("Type \(isWhole ? "a whole number" : "a number") \(bounds).")
        continue
      }
      if number != value { set(number) }
      return
    }
  }

  func askDate(_ transcript: String, date: Date, format: DateFormatter, set: (Date) -> Void) {
    // Fields the format leaves out (the day, for a time) stay as they are.
    format.defaultDate = date
    while true {
      guard
        let line = answer("\(transcript). Type it as \(format.dateFormat ?? ""), or press Enter to keep it."),
        !line.isEmpty
      else { return }
      guard let typed = format.date(from: line) else {
        say("Type it as \(format.dateFormat ?? ""), such as \(format.string(from: date)).")
        continue
      }
      if typed != date { set(typed) }
      return
    }
  }

  /// The options of a selection section from `item` on, asked as one question; returns the place
  /// after them.
  func askOptions(from item: Entry, in form: Form) -> Place {
    let section = form.sections[item.place.section]
    var options: [FormRow] = []
    var isMultiple = false
    var end = item.place.row
    while end < section.rowCount {
      let row = section[end]
      if !row.isHidden {
        guard case .option(let isChosen, let multiple)? = row.question?.kind else { break }
        isMultiple = multiple
        options.append(row)
        say("\(options.count). \(row.question?.title ?? "")\(isChosen ? ", chosen" : "")")
      }
      end += 1
    }
    let after = Place(section: item.place.section, row: end)
    let name = item.header ?? "Options"
    let prompt =
      isMultiple
      ? "\(name): type the numbers to turn on or off, separated by spaces; or press Enter to keep them."
      : "\(name): choose 1 to \(options.count), or press Enter to keep the choice."
    while true {
      guard let line = answer(prompt), !line.isEmpty else { return after }
      let numbers = line.split(whereSeparator: { $0 == " " || $0 == "," }).map { Int($0) }
      guard !numbers.isEmpty, numbers.allSatisfy({ $0.map { (1...options.count).contains($0) } ?? false }),
        isMultiple || numbers.count == 1
      else {
        say(
          isMultiple
            ? "Type numbers from 1 to \(options.count)." : "Type a number from 1 to \(options.count).")
        continue
      }
      for number in numbers.compactMap({ $0 }) { press(options[number - 1], in: form) }
      return after
    }
  }
}
