extension Conversation {
  /// Asks for a line of text: typed straight in, `rules` said under it as it is typed and on
  /// Enter, Tab completing from `suggestions`. Returns what was typed, or `default` when nothing was.
  ///
  /// Every question may name the command-line `flag` (`"name"` for `--name`) and the
  /// `environment` variable that give its answer instead (``PromptOptions/answers``): checked by
  /// the same rules, said in the record line, and not asked.
  ///
  /// ```swift
  /// let name = try await ask.text("What's your name?", placeholder: "Ada", rules: [.required()])
  /// let email = try await ask.text("E-mail", rules: [.email()], flag: "email", environment: "SETUP_EMAIL")
  /// let shell = try await ask.text("Shell", default: "zsh", suggestions: ["bash", "fish", "zsh"])
  /// ```
  public nonisolated(nonsending) func text(
    _ title: String, placeholder: String = "", default defaultText: String = "",
    rules: [ValidationRule] = [], suggestions: [String] = [], flag: String? = nil, environment: String? = nil
  ) async throws(PromptCancellation) -> String {
    try await text(
      title, placeholder: placeholder, default: defaultText, rules: rules, flag: flag,
      environment: environment
    ) { typed in
      suggestions.filter { $0.hasPrefix(typed) }
    }
  }

  /// Asks for a line of text whose completions `complete` gives for what is typed so far (paths,
  /// branch names); Tab takes the first.
  ///
  /// ```swift
  /// let file = try await ask.text("File") { typed in files.filter { $0.hasPrefix(typed) } }
  /// ```
  public nonisolated(nonsending) func text(
    _ title: String, placeholder: String = "", default defaultText: String = "",
    rules: [ValidationRule] = [], flag: String? = nil, environment: String? = nil,
    complete: @escaping (String) -> [String]
  ) async throws(PromptCancellation) -> String {
    let question = TextQuestion(
      title: title, placeholder: placeholder, default: defaultText, rules: rules, isSecret: false,
      suggestions: complete)
    try ask(question.given(flag: flag, environment: environment))
    return question.value
  }

  /// Asks for a secret: never shown, neither its characters nor their number, in any mode; line
  /// by line in a terminal it is read with echo off.
  ///
  /// ```swift
  /// let password = try await ask.secret("Password", rules: [.minimumLength(8)])
  /// ```
  public nonisolated(nonsending) func secret(
    _ title: String, rules: [ValidationRule] = [], flag: String? = nil, environment: String? = nil
  ) async throws(PromptCancellation) -> String {
    let question = TextQuestion(
      title: title, placeholder: "", default: "", rules: rules, isSecret: true, suggestions: { _ in [] })
    try ask(question.given(flag: flag, environment: environment))
    return question.value
  }

  /// Asks yes or no: `y` or `n` answers at once, Enter takes `default`. `true` means yes in every
  /// mode.
  ///
  /// ```swift
  /// if try await ask.confirm("Turn on Minion Mode?", default: true) { ask.print("Minions on.") }
  /// ```
  public nonisolated(nonsending) func confirm(
    _ title: String, default defaultValue: Bool = false, flag: String? = nil, environment: String? = nil
  ) async throws(PromptCancellation) -> Bool {
    let question = ConfirmQuestion(title: title, default: defaultValue)
    try ask(question.given(flag: flag, environment: environment))
    return question.value
  }

  /// Asks for one of `options`, each shown as `text` gives it (and `detail`, dimmed, after it):
  /// letters filter, ↑↓ move, Enter answers. `default` is the text of the option highlighted
  /// first (and the answer to an empty line line by line).
  ///
  /// ```swift
  /// let zone = try await ask.choose("Time zone", from: zones, default: "London") { $0.name }
  /// ```
  public nonisolated(nonsending) func choose<Option>(
    _ title: String, from options: [Option], default defaultText: String? = nil, flag: String? = nil,
    environment: String? = nil, detail: (Option) -> String? = { _ in nil }, text: (Option) -> String
  ) async throws(PromptCancellation) -> Option {
    precondition(!options.isEmpty, "choose needs at least one option")
    let titles = options.map(text)
    let question = ChooseQuestion(
      title: title, titles: titles, details: options.map(detail),
      default: defaultText.flatMap { titles.firstIndex(of: $0) })
    try ask(question.given(flag: flag, environment: environment))
    return options[question.chosen ?? 0]
  }

  /// Asks for one of `options`, shown as they describe themselves.
  ///
  /// ```swift
  /// let size = try await ask.choose("Size", from: ["Small", "Medium", "Large"], default: "Medium")
  /// ```
  public nonisolated(nonsending) func choose<Option: CustomStringConvertible>(
    _ title: String, from options: [Option], default defaultText: String? = nil, flag: String? = nil,
    environment: String? = nil
  ) async throws(PromptCancellation) -> Option {
    try await choose(title, from: options, default: defaultText, flag: flag, environment: environment) {
      $0.description
    }
  }

  /// Asks for several of `options`: Space chooses, letters filter, Ctrl-A chooses all shown,
  /// Ctrl-R inverts; Enter answers once at least `atLeast` and at most `atMost` are chosen.
  /// `chosen` holds the texts of the options chosen at first.
  ///
  /// ```swift
  /// let topics = try await ask.chooseMany("Notify me about", from: Topic.allCases, atLeast: 1) { $0.title }
  /// ```
  public nonisolated(nonsending) func chooseMany<Option>(
    _ title: String, from options: [Option], chosen: [String] = [], atLeast minimum: Int = 0,
    atMost maximum: Int? = nil, flag: String? = nil, environment: String? = nil,
    detail: (Option) -> String? = { _ in nil }, text: (Option) -> String
  ) async throws(PromptCancellation) -> [Option] {
    let titles = options.map(text)
    let question = ChooseManyQuestion(
      title: title, titles: titles, details: options.map(detail),
      chosen: Set(chosen.compactMap { titles.firstIndex(of: $0) }), atLeast: minimum, atMost: maximum)
    try ask(question.given(flag: flag, environment: environment))
    return question.chosenInOrder.map { options[$0] }
  }

  /// Asks for several of `options`, shown as they describe themselves.
  ///
  /// ```swift
  /// let toppings = try await ask.chooseMany("Toppings", from: ["Cheese", "Ham"], atMost: 2)
  /// ```
  public nonisolated(nonsending) func chooseMany<Option: CustomStringConvertible>(
    _ title: String, from options: [Option], chosen: [String] = [], atLeast minimum: Int = 0,
    atMost maximum: Int? = nil, flag: String? = nil, environment: String? = nil
  ) async throws(PromptCancellation) -> [Option] {
    try await chooseMany(
      title, from: options, chosen: chosen, atLeast: minimum, atMost: maximum, flag: flag,
      environment: environment
    ) { $0.description }
  }
}

extension Conversation {
  /// Asks for a whole number in `range`: ←→ change it by `step`, digits typed replace it.
  ///
  /// ```swift
  /// let slices = try await ask.number("Slices", in: 1...8, step: 1, default: 2)
  /// ```
  public nonisolated(nonsending) func number(
    _ title: String, in range: ClosedRange<Int>, step: Int = 1, default defaultValue: Int? = nil,
    flag: String? = nil, environment: String? = nil
  ) async throws(PromptCancellation) -> Int {
    let question = NumberQuestion(
      title: title, range: range, step: step, default: defaultValue ?? range.lowerBound)
    try ask(question.given(flag: flag, environment: environment))
    return question.value
  }
}

extension Conversation {
  /// Asks for text of several lines: Enter starts a new line and Ctrl-D answers (line by line, a
  /// line with only a period ends it). Ctrl-E opens the lines in the user's editor (`$EDITOR`,
  /// then `$VISUAL`, then `vi`) and takes them back, Ctrl-_ undoing that; a failing or missing
  /// editor leaves them, saying why under the question.
  ///
  /// ```swift
  /// let notes = try await ask.multilineText("Notes")
  /// ```
  public nonisolated(nonsending) func multilineText(
    _ title: String, flag: String? = nil, environment: String? = nil
  ) async throws(PromptCancellation) -> String {
    let question = LinesQuestion(title: title)
    try ask(question.given(flag: flag, environment: environment))
    return question.value
  }
}
