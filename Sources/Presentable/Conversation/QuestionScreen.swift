/// One question of a ``Conversation`` as a screen: the question's line (a marker, the title and
/// what is typed), the lines under it (options, a message), and a hint line; typed keys go
/// straight in. An inline run draws it under the cursor; line by line it asks itself in words.
///
/// Each kind of question is a subclass that says what follows the title, what is under it, what
/// the keys do and what the answer is in words.
class QuestionScreen: Screen {
  /// How the question ended, once it has.
  enum Outcome: Equatable {
    case answered
    case cancelled
  }

  /// The question, as the app wrote it.
  let title: String
  /// The app's look: the marker, title, answer and hints take their colors from its parts.
  var look: Look = .standard
  /// How the question ended; `nil` while it is asked.
  private(set) var outcome: Outcome?
  /// What is said under the question: the rule the answer breaks, or what to do.
  var message: String?

  init(title: String) {
    self.title = title
  }

  // MARK: What each kind says

  /// What follows the title on the question's line: the typed text and its cursor.
  func input() -> [TextRun] { [] }
  /// The lines under the question's line (options, a page of them), at `width`.
  func body(width: Int) -> [Line] { [] }
  /// The keys the hint line names.
  var hint: String { "enter answers · esc cancels" }
  /// Handles a key other than Ctrl-C and Escape.
  func key(_ key: Key) -> ScreenAction { .none }
  /// The answer in words, as the record line shows it.
  var answerText: String { "" }
  /// Asks the question line by line, reading answers until one holds.
  func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {}

  /// Ends the question with its answer.
  final func answer() { outcome = .answered }
  /// Asks the question again, its answer kept to change: a group went back to it.
  final func reopen() { outcome = nil }
  /// Whether Tab is the question's own key (a completion to take) rather than the group's.
  var takesTab: Bool { false }

  // MARK: Given answers

  /// The command-line flag that gives the answer, without its dashes; `nil` for none.
  var flag: String?
  /// The environment variable that gives the answer; `nil` for none.
  var environment: String?
  /// The question, answered by `flag` (dashes optional) and `environment` when they are given.
  final func given(flag: String?, environment: String?) -> Self {
    self.flag = flag.map(GivenAnswers.flagName)
    self.environment = environment
    return self
  }
  /// The question's key in an answers file: its flag, else its variable, else its title.
  final var answerKey: String { flag ?? environment ?? title }
  /// Whether the answer is a secret: never written to an answers file or a command line.
  var isSecretAnswer: Bool { false }
  /// Takes `given` as the answer, checked as a typed answer is; the message a typed answer
  /// breaking the same rule gets when it breaks one (the answer then is left as it was).
  func take(given: String) -> String? { nil }
  /// Why the default cannot answer the question (a required answer), if it cannot.
  var missingReason: String? { nil }
  /// Takes the default as the answer, without asking.
  func takeDefault() {}
  /// The answer as an answers file keeps it.
  var savedAnswer: SavedAnswer { .text(answerText) }

  // MARK: Drawing

  /// Every line of the question, at `width`.
  final func lines(width: Int) -> [Line] {
    var head = Line([
      TextRun("? ", style: Self.markerStyle), TextRun(Sanitizer.sanitize(title), style: Self.titleStyle),
    ])
    let typed = input()
    if !typed.isEmpty {
      head.append(" ")
      for span in typed { head.append(span) }
    }
    var result = [head]
    result += body(width: width)
    if let message {
      result.append(Line("  " + Sanitizer.sanitize(message), style: Style(foreground: .look(.warning))))
    } else {
      result.append(Line("  " + hint, style: Style(foreground: .look(.hint))))
    }
    return result
  }

  /// The line the question leaves in the scrollback once answered: `? Name Ada`.
  final var record: Line {
    var line = Line([
      TextRun("? ", style: Self.markerStyle), TextRun(Sanitizer.sanitize(title), style: Self.titleStyle),
    ])
    let answer = answerText
    if !answer.isEmpty {
      line.append(" ")
      line.append(Sanitizer.sanitize(answer), style: Style(foreground: .look(.accent)))
    }
    return line
  }

  static let markerStyle = Style(foreground: .look(.accent), font: Font.body.bold())
  static let titleStyle = Style(foreground: .look(.title), font: Font.body.bold())
  /// The cursor, drawn as a block: an inline run hides the terminal's own.
  static let cursorStyle = Style(isInverse: true)
  /// Text suggested but not typed: a placeholder, a completion.
  static let ghostStyle = Style(foreground: .look(.placeholder))

  // MARK: Screen

  func draw(into frame: inout Frame) {
    frame.look = look
    let shown = lines(width: frame.width)
    for row in 0..<frame.height {
      frame.fill(row: row, style: .plain)
      if row < shown.count { frame.draw(shown[row], row: row) }
    }
  }

  func handle(_ event: ScreenEvent) -> ScreenAction {
    guard case .key(let pressed) = event, outcome == nil else { return .none }
    switch pressed {
    case .control("c"): return .quit
    case .escape:
      outcome = .cancelled
      return .quit
    default: return key(pressed)
    }
  }

  func transcript() -> [String] { lines(width: 80).map(\.plainText) }

  func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
    // Nothing is left behind by the run: the conversation writes the record line itself.
    InlineLayout(height: lines(width: width).count, summary: [])
  }
}

/// An answer as an answers file keeps it, and a command line gives it.
enum SavedAnswer: Equatable {
  case text(String)
  case flag(Bool)
  case number(Int)
  case list([String])

  /// The answer as a flag's value: `Ada`, `true`, `3`, `Messages, Mentions`.
  var commandText: String {
    switch self {
    case .text(let text): text
    case .flag(let on): on ? "true" : "false"
    case .number(let number): String(number)
    case .list(let texts): texts.joined(separator: ", ")
    }
  }
}
