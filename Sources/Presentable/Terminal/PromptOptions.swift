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
    /// Line by line where the user or the setting asks for it: `ACCESSIBLE` set (to anything but
    /// empty or `0`: huh's convention), `TERM=dumb`, or input or output that is not a terminal (a
    /// pipe, a file, CI). Inline otherwise.
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

  /// Whether the environment asks for line-by-line prompts: `ACCESSIBLE` set to anything but
  /// empty or `0` (huh's convention), or `TERM=dumb`.
  public static func asksForAccessibleMode(_ environment: [String: String]) -> Bool {
    if let value = environment["ACCESSIBLE"], !value.isEmpty, value != "0" { return true }
    return environment["TERM"] == "dumb"
  }
}
