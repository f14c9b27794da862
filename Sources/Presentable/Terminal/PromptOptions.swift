/// How ``Terminal/prompt(_:options:isolation:answer:)`` asks a form: inline under the prompt, or
/// line by line (accessible mode).
///
/// ```swift
/// var options = PromptOptions()
/// options.mode = .accessible                       // as if ACCESSIBLE=1
/// options.terminal.inline = InlineOptions(leaves: .finalFrame)
/// ```
public struct PromptOptions: Sendable {
  /// Inline, line by line, or chosen from the environment.
  public enum Mode: Sendable, Hashable {
    /// Line by line where the user or the setting asks for it: `ACCESSIBLE` on (`1`, `true`,
    /// `yes` or `on`: see ``PromptOptions/asksForAccessibleMode(_:)``), `TERM=dumb`, or input or
    /// output that is not a terminal (a pipe, a file, CI). Inline otherwise.
    case automatic
    /// Inline under the prompt, in a terminal (where there is none, line by line all the same).
    case inline
    /// Line by line: no cursor addressing, no color, no redraw; plain lines a screen reader reads
    /// once each, and answers read a line at a time.
    case accessible
  }

  /// Whether a question may wait for an answer, or the run is unattended.
  public enum Interaction: Sendable, Hashable {
    /// Asks, except where nobody can answer: with `CI` set (to anything but empty, `0`,
    /// `false`, `no` or `off`) and a standard input that is not a terminal, no input is read, as
    /// with ``PromptOptions/Interaction/never``. A pipe that ends before a required answer ends
    /// a ``Conversation/run(_:)`` the same way.
    case automatic
    /// Asks, whatever `CI` says (an app that knows someone answers, a test feeding a pipe).
    case always
    /// Never waits (`--no-interactive`): reads no input; questions take their given answers or
    /// their defaults, and the required ones left are listed on standard error
    /// (``PromptCancellation/unanswered``, exit status 64).
    case never
  }

  /// How to ask; ``Mode/automatic`` by default.
  public var mode: Mode
  /// Whether questions may wait for answers; ``Interaction/automatic`` by default.
  ///
  /// ```swift
  /// var options = PromptOptions()
  /// if CommandLine.arguments.contains("--no-interactive") { options.interaction = .never }
  /// ```
  public var interaction: Interaction = .automatic
  /// Answers given on the command line, in the environment or in an answers file: a question
  /// that names its flag or variable takes its answer from here instead of asking. None by
  /// default.
  ///
  /// ```swift
  /// var options = PromptOptions()
  /// options.answers = GivenAnswers.commandLine()
  /// ```
  public var answers = GivenAnswers()
  /// The terminal, theme, descriptors and inline options (``TerminalOptions/inline``, set by
  /// default) of an inline run; accessible mode reads and writes the same descriptors.
  public var terminal: TerminalOptions

  /// Options; by default chosen from the environment, inline with a summary on standard output.
  public init(
    mode: Mode = .automatic, terminal: TerminalOptions = TerminalOptions(inline: InlineOptions())
  ) {
    self.mode = mode
    self.terminal = terminal
  }

  /// Whether the form is asked line by line.
  var isAccessible: Bool {
    let interactive =
      TerminalDevice.isTerminal(terminal.input) && TerminalDevice.isTerminal(terminal.output)
    switch mode {
    case .accessible: return true
    case .inline: return !interactive
    case .automatic:
      return !interactive || Self.asksForAccessibleMode(ProcessEnvironment.current())
    }
  }

  /// Whether no question may wait for an answer: ``Interaction/never``, or `CI` set in
  /// ``Interaction/automatic`` with an input that is not a terminal.
  var isUnattended: Bool {
    Self.isUnattended(
      interaction, environment: ProcessEnvironment.current(),
      inputIsTerminal: TerminalDevice.isTerminal(terminal.input))
  }

  static func isUnattended(
    _ interaction: Interaction, environment: [String: String], inputIsTerminal: Bool
  ) -> Bool {
    switch interaction {
    case .never: true
    case .always: false
    case .automatic:
      !inputIsTerminal
        && (environment["CI"].map { !["", "0", "false", "no", "off"].contains($0.lowercased()) } ?? false)
    }
  }

  /// Whether the environment asks for line-by-line prompts: `ACCESSIBLE` read as a boolean
  /// (huh's convention: `1`, `true`, `yes` or `on` in any case is on; `0`, `false`, `no`, `off`
  /// or anything else is off), or, with `ACCESSIBLE` unset or empty, `TERM=dumb`. The one place the
  /// variable is read: an app that chooses line by line itself (as SettingsDemo does) asks this.
  ///
  /// ```swift
  /// let lineByLine = PromptOptions.asksForAccessibleMode(ProcessInfo.processInfo.environment)
  /// ```
  ///
  /// ``Terminal/prompt(_:options:isolation:answer:)`` honours it in ``Mode/automatic``;
  /// ``Terminal/run(_:options:)`` shows a screen, which has no questions to ask line by line, so
  /// an app that offers a line-by-line mode asks this and prompts its form instead.
  public static func asksForAccessibleMode(_ environment: [String: String]) -> Bool {
    if let value = environment["ACCESSIBLE"], let on = parsedBoolean(value) { return on }
    return environment["TERM"] == "dumb"
  }

  /// `ACCESSIBLE`'s value as a boolean; `nil` when empty (unset in effect).
  private static func parsedBoolean(_ value: String) -> Bool? {
    switch value.trimmingWhitespace.lowercased() {
    case "": nil
    case "1", "true", "yes", "on": true
    default: false
    }
  }
}
