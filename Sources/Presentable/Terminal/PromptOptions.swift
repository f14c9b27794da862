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

  /// How to ask; ``Mode/automatic`` by default.
  public var mode: Mode
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
