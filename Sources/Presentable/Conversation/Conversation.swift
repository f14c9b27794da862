#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks one question at a time and returns its typed answer, so an app branches in plain Swift
/// between questions.
///
/// ```swift
/// let ask = Conversation()
/// let name = try await ask.text("What's your name?", placeholder: "Ada", rules: [.required()])
/// if try await ask.confirm("Turn on Minion Mode?", default: true) {
///   ask.print("Minions are on their way, \(name).")
/// }
/// let topics = try await ask.chooseMany("Notify me about", from: ["Messages", "Mentions"], atLeast: 1)
/// ```
///
/// **In a terminal** each question is drawn inline under the cursor, in the app's look, taking
/// only the lines it needs. Typing goes straight in, Enter answers, Escape throws
/// ``PromptCancellation/cancelled`` and Ctrl-C ``PromptCancellation/interrupted`` (exit 130).
/// Once answered, the question leaves one record line in the scrollback (`? What's your name?
/// Ada`; a secret shows `[hidden]`, never its characters or their number) and the cursor under it.
///
/// **Line by line** (``PromptOptions/Mode/accessible``, `ACCESSIBLE=1`, `TERM=dumb`, a pipe)
/// each question is one plain line and its answer a line read: `y` means yes, a picker takes a
/// number or letters at once, a secret is read with echo off. When the input ends before a
/// required answer, standard error names the question and ``PromptCancellation/inputEnded`` is
/// thrown. The record lines are printed there too.
///
/// Questions run in the caller's isolation and wait for keys on its thread, as
/// ``Terminal/prompt(_:options:isolation:answer:)`` does.
public final class Conversation {
  /// How questions are asked: inline or line by line, and on which terminal.
  public let options: PromptOptions
  /// The app's look: the questions, hints and record lines take their colors from it.
  public let look: Look
  /// Where line-by-line answers come from; a test gives lines.
  let reader: LineReader
  /// Where line-by-line output and record lines go.
  let write: (String) -> Void
  /// Where the unanswered question is named when the input ends.
  let writeError: (String) -> Void
  /// Whether a ``run(_:)`` is under way: an unanswered question is noted, not thrown at once.
  var isCollecting = false
  /// The questions left unanswered so far, in order.
  public internal(set) var unanswered: [UnansweredQuestion] = []
  /// The questions answered so far, in order: what an answers file and a next-time line hold.
  var kept: [KeptAnswer] = []

  /// A conversation on the terminal `options` names, in `look` (the package's when `nil`).
  public init(options: PromptOptions = PromptOptions(), look: Look? = nil) {
    self.options = options
    self.look = look ?? .standard
    let output = options.terminal.output
    reader = .fileDescriptor(options.terminal.input, output: options.terminal.output)
    write = { TerminalDevice.writeAll(output, Array($0.utf8)) }
    writeError = { TerminalDevice.writeAll(STDERR_FILENO, Array($0.utf8)) }
  }

  /// A line-by-line conversation reading `lines`, for tests.
  init(
    lines: [String], look: Look = .standard, interaction: PromptOptions.Interaction = .always,
    answers: GivenAnswers = GivenAnswers(), write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void = { _ in }
  ) {
    var options = PromptOptions(mode: .accessible)
    options.interaction = interaction
    options.answers = answers
    self.options = options
    self.look = look
    reader = .lines(lines)
    self.write = write
    self.writeError = writeError
  }

  /// Prints a line between questions, sanitized: no escape byte from `text` reaches the terminal.
  ///
  /// ```swift
  /// ask.print("Two more questions.")
  /// ```
  public func print(_ text: String) {
    let lines = Sanitizer.sanitize(text).split(separator: "\n", omittingEmptySubsequences: false)
    write(lines.joined(separator: "\n") + "\n")
  }

  /// Whether questions are asked line by line.
  var isLineByLine: Bool { options.isAccessible }

  var lineOutput: ConversationLines {
    // In a run, what the input ended before is listed once at the end, with the rest.
    ConversationLines(reader: reader, write: write, writeError: isCollecting ? { _ in } : writeError)
  }

  /// Asks `question` inline or line by line, then writes its record line; a question given or
  /// unattended is not asked (``answerWithoutAsking(_:)``).
  func ask(_ question: QuestionScreen) throws(PromptCancellation) {
    question.look = look
    if try answerWithoutAsking(question) { return }
    if isLineByLine {
      do {
        try question.askLineByLine(lineOutput)
      } catch {
        guard error == .inputEnded, isCollecting else { throw error }
        try miss(question, reason: question.missingReason ?? "the input ended")
        return
      }
      write(question.record.plainText + "\n")
      keep(question)
      return
    }
    var terminal = options.terminal
    let width = TerminalDevice.size(of: terminal.output)?.width ?? terminal.width
    terminal.inline = InlineOptions(
      maximumHeight: terminal.inline?.maximumHeight,
      minimumHeight: question.lines(width: width).count, leaves: .summary)
    let status = Terminal.run(question, options: terminal, until: { question.outcome == .answered })
    guard question.outcome == .answered else { throw status == 130 ? .interrupted : .cancelled }
    writeRecord(question.record, terminal: terminal)
    keep(question)
  }

  /// Writes `line` where the question was, styled by the look, and ends it.
  func writeRecord(_ line: Line, terminal: TerminalOptions) {
    let profile =
      terminal.profile ?? TerminalProfile.detect(isTerminal: TerminalDevice.isTerminal(terminal.output))
    var frame = Frame(width: max(1, line.width()), height: 1)
    frame.look = look
    frame.draw(line, row: 0)
    var bytes: [UInt8] = []
    ANSIRenderer(profile: profile, theme: terminal.theme).render(frame, into: &bytes)
    // The line ends in the terminal's own style, whatever the frame's last cell was.
    if profile.emitsEscapes { bytes.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }
    bytes.append(contentsOf: [0x0D, 0x0A])
    TerminalDevice.writeAll(terminal.output, bytes)
  }
}
