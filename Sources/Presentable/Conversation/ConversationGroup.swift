/// Several questions shown together (a group): typing goes into the focused question, Enter or
/// Tab answers it and moves to the next, Shift-Tab goes back, and Enter on the last answers the
/// group. Each question leaves its record line. Made by ``Conversation/group(_:)``.
///
/// ```swift
/// let (name, sign) = try await ask.group { group in
///   (group.text("Name", rules: [.required()]), group.confirm("Sign commits?", default: true))
/// }
/// print(name.value, sign.value)
/// ```
public final class ConversationGroup {
  /// The questions, in order.
  var questions: [QuestionScreen] = []

  init() {}

  /// Adds a line of text; see ``Conversation/text(_:placeholder:default:rules:suggestions:flag:environment:)``.
  public func text(
    _ title: String, placeholder: String = "", default defaultText: String = "", rules: [ValidationRule] = [],
    suggestions: [String] = [], flag: String? = nil, environment: String? = nil
  ) -> GroupAnswer<String> {
    let question = TextQuestion(
      title: title, placeholder: placeholder, default: defaultText, rules: rules, isSecret: false,
      suggestions: { typed in suggestions.filter { $0.hasPrefix(typed) } })
    return add(question.given(flag: flag, environment: environment)) { question.value }
  }

  /// Adds a secret; see ``Conversation/secret(_:rules:flag:environment:)``.
  public func secret(
    _ title: String, rules: [ValidationRule] = [], flag: String? = nil, environment: String? = nil
  ) -> GroupAnswer<String> {
    let question = TextQuestion(
      title: title, placeholder: "", default: "", rules: rules, isSecret: true, suggestions: { _ in [] })
    return add(question.given(flag: flag, environment: environment)) { question.value }
  }

  /// Adds a yes or no question; see ``Conversation/confirm(_:default:flag:environment:)``.
  public func confirm(
    _ title: String, default defaultValue: Bool = false, flag: String? = nil, environment: String? = nil
  ) -> GroupAnswer<Bool> {
    let question = ConfirmQuestion(title: title, default: defaultValue)
    return add(question.given(flag: flag, environment: environment)) { question.value }
  }

  /// Adds a choice of one; see ``Conversation/choose(_:from:default:flag:environment:detail:text:)``.
  public func choose<Option>(
    _ title: String, from options: [Option], default defaultText: String? = nil, flag: String? = nil,
    environment: String? = nil, text: (Option) -> String
  ) -> GroupAnswer<Option> {
    precondition(!options.isEmpty, "choose needs at least one option")
    let titles = options.map(text)
    let question = ChooseQuestion(
      title: title, titles: titles, details: titles.map { _ in nil },
      default: defaultText.flatMap { titles.firstIndex(of: $0) })
    return add(question.given(flag: flag, environment: environment)) { options[question.chosen ?? 0] }
  }

  /// Adds a choice of several; see ``Conversation/chooseMany(_:from:chosen:atLeast:atMost:flag:environment:detail:text:)``.
  public func chooseMany<Option>(
    _ title: String, from options: [Option], chosen: [String] = [], atLeast minimum: Int = 0,
    atMost maximum: Int? = nil, flag: String? = nil, environment: String? = nil, text: (Option) -> String
  ) -> GroupAnswer<[Option]> {
    let titles = options.map(text)
    let question = ChooseManyQuestion(
      title: title, titles: titles, details: titles.map { _ in nil },
      chosen: Set(chosen.compactMap { titles.firstIndex(of: $0) }), atLeast: minimum, atMost: maximum)
    return add(question.given(flag: flag, environment: environment)) {
      question.chosenInOrder.map { options[$0] }
    }
  }

  /// Adds a whole number; see ``Conversation/number(_:in:step:default:flag:environment:)``.
  public func number(
    _ title: String, in range: ClosedRange<Int>, step: Int = 1, default defaultValue: Int? = nil,
    flag: String? = nil, environment: String? = nil
  ) -> GroupAnswer<Int> {
    let question = NumberQuestion(
      title: title, range: range, step: step, default: defaultValue ?? range.lowerBound)
    return add(question.given(flag: flag, environment: environment)) { question.value }
  }

  private func add<Value>(_ question: QuestionScreen, value: @escaping () -> Value) -> GroupAnswer<Value> {
    questions.append(question)
    return GroupAnswer(value)
  }
}

/// The answer to one question of a group, to read once the group is answered.
public final class GroupAnswer<Value> {
  private let read: () -> Value

  init(_ read: @escaping () -> Value) {
    self.read = read
  }

  /// The answer (before the group is answered: the question's default).
  public var value: Value { read() }
}

/// A group's questions on one screen: the answered ones as their record lines, the focused one
/// whole, those still to come as their question's line.
final class GroupScreen: Screen {
  let questions: [QuestionScreen]
  /// The focused question.
  private(set) var focus = 0
  /// Whether every question is answered.
  private(set) var isAnswered = false
  private(set) var isCancelled = false
  var look: Look = .standard

  init(_ questions: [QuestionScreen]) {
    self.questions = questions
  }

  func lines(width: Int) -> [Line] {
    var result: [Line] = []
    for (index, question) in questions.enumerated() {
      if index == focus && !isAnswered {
        result += question.lines(width: width)
      } else if question.outcome == .answered {
        result.append(question.record)
      } else {
        result.append(question.lines(width: width)[0])
      }
    }
    return result
  }

  func draw(into frame: inout Frame) {
    frame.look = look
    let shown = lines(width: frame.width)
    for row in 0..<frame.height {
      frame.fill(row: row, style: .plain)
      if row < shown.count { frame.draw(shown[row], row: row) }
    }
  }

  func handle(_ event: ScreenEvent) -> ScreenAction {
    guard case .key(let key) = event, !isAnswered, !questions.isEmpty else { return .none }
    let question = questions[focus]
    switch key {
    case .control("c"): return .quit
    case .escape:
      isCancelled = true
      return .quit
    case .backTab:
      guard focus > 0 else { return .none }
      focus -= 1
      questions[focus].reopen()
      return .redraw
    case .tab where !question.takesTab:
      _ = question.handle(.key(.enter))
    default:
      _ = question.handle(event)
    }
    if question.outcome == .answered {
      if focus + 1 < questions.count {
        focus += 1
        questions[focus].reopen()
      } else {
        isAnswered = true
      }
    }
    return .redraw
  }

  func transcript() -> [String] { lines(width: 80).map(\.plainText) }

  func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
    InlineLayout(height: lines(width: width).count, summary: [])
  }
}

extension Conversation {
  /// Asks several questions together: `build` adds them to the group and returns their
  /// answers' handles, which hold the answers once this returns. Line by line they are asked in
  /// turn.
  ///
  /// ```swift
  /// let (name, sign) = try await ask.group { group in
  ///   (group.text("Name", rules: [.required()]), group.confirm("Sign commits?", default: true))
  /// }
  /// ```
  public nonisolated(nonsending) func group<Result>(
    _ build: (ConversationGroup) -> Result
  ) async throws(PromptCancellation) -> Result {
    let group = ConversationGroup()
    let result = build(group)
    for question in group.questions { question.look = look }
    if isLineByLine {
      for question in group.questions { try ask(question) }
      return result
    }
    // Those given (or, unattended, every one) are answered first; the rest share the screen.
    var asked: [QuestionScreen] = []
    for question in group.questions where !(try answerWithoutAsking(question)) { asked.append(question) }
    guard !asked.isEmpty else { return result }
    let screen = GroupScreen(asked)
    screen.look = look
    var terminal = options.terminal
    let width = TerminalDevice.size(of: terminal.output)?.width ?? terminal.width
    terminal.inline = InlineOptions(
      maximumHeight: terminal.inline?.maximumHeight, minimumHeight: screen.lines(width: width).count,
      leaves: .summary)
    let status = Terminal.run(screen, options: terminal, until: { screen.isAnswered })
    guard screen.isAnswered else { throw status == 130 ? .interrupted : .cancelled }
    for question in asked {
      writeRecord(question.record, terminal: terminal)
      keep(question)
    }
    return result
  }
}
