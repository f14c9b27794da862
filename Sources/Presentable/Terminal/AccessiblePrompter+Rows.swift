import Foundation

extension AccessiblePrompter {
  /// Asks the row at `position` (or the options of a selection starting there) and returns the
  /// position to ask next.
  func ask(_ items: [Entry], at position: Int, in form: Form) throws(PromptCancellation) -> Int {
    let item = items[position]
    let transcript = self.transcript(of: item.row, in: form)
    // A row its view model hides says nothing and holds nothing.
    guard !transcript.isEmpty else { return position + 1 }
    guard !item.row.isDisabled, let question = item.row.question else {
      if item.row.isDisabled || (item.row.action == nil && item.row.confirmation == nil) {
        say(transcript)
      } else if confirm("\(transcript). Select?", default: false) {
        press(item.row, in: form)
      }
      return position + 1
    }
    switch question.kind {
    case .toggle(let isOn, let set):
      if confirm("\(transcript). Toggle?", default: false) { set(!isOn) }
    case .text(let current, let rules, let set):
      try askText(transcript, current: current, rules: rules, set: set)
    case .lines(let current, let set):
      askLines(transcript, current: current, set: set)
    case .choice(let options, let selected, let set):
      askChoice(transcript, options: options, selected: selected, set: set)
    case .number(let value, let range, let isWhole, let set):
      askNumber(transcript, value: value, range: range, isWhole: isWhole, set: set)
    case .date(let date, let format, let set):
      askDate(transcript, date: date, format: format, set: set)
    case .press(let opens):
      if confirm("\(transcript). \(opens ? "Open" : "Press")?", default: false) { press(item.row, in: form) }
    case .submit:
      guard confirm("\(Sanitizer.sanitize(question.title)), button. Submit?", default: true) else {
        return position + 1
      }
      press(item.row, in: form)
      if !form.isSubmitted, let first = form.issues.first {
        for issue in form.issues {
          if let row = form.row(at: issue.indexPath) {
            say("\(row.question?.title ?? "A row"): \(issue.message)")
          }
        }
        return entries(of: form).firstIndex { $0.indexPath == first.indexPath } ?? 0
      }
    case .option:
      return askOptions(items, from: position, in: form)
    }
    return position + 1
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

  func askText(
    _ transcript: String, current: String, rules: [ValidationRule], set: (String) -> Void
  ) throws(PromptCancellation) {
    let keep = current.isEmpty ? "leave it empty" : "keep it"
    while true {
      let line = answer("\(transcript). Type a new value, or press Enter to \(keep).")
      let text = line.flatMap { $0.isEmpty ? nil : $0 } ?? current
      if let failure = rules.firstFailure(for: text) {
        guard line != nil else { throw .inputEnded }
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

  /// The options of a selection section, asked as one question; returns the position after them.
  func askOptions(_ items: [Entry], from position: Int, in form: Form) -> Int {
    var end = position
    var isMultiple = false
    while end < items.count, items[end].indexPath.section == items[position].indexPath.section,
      case .option(let isChosen, let multiple)? = items[end].row.question?.kind
    {
      isMultiple = multiple
      say("\(end - position + 1). \(items[end].row.question?.title ?? "")\(isChosen ? ", chosen" : "")")
      end += 1
    }
    let options = Array(items[position..<end])
    let name = options[0].header ?? "Options"
    let prompt =
      isMultiple
      ? "\(name): type the numbers to turn on or off, separated by spaces; or press Enter to keep them."
      : "\(name): choose 1 to \(options.count), or press Enter to keep the choice."
    while true {
      guard let line = answer(prompt), !line.isEmpty else { return end }
      let numbers = line.split(whereSeparator: { $0 == " " || $0 == "," }).map { Int($0) }
      guard !numbers.isEmpty, numbers.allSatisfy({ $0.map { (1...options.count).contains($0) } ?? false }),
        isMultiple || numbers.count == 1
      else {
        say(
          isMultiple
            ? "Type numbers from 1 to \(options.count)." : "Type a number from 1 to \(options.count).")
        continue
      }
      for number in numbers.compactMap({ $0 }) { press(options[number - 1].row, in: form) }
      return end
    }
  }
}
