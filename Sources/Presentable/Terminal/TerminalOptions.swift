/// How ``Terminal/run(_:options:)`` shows a screen.
///
/// ```swift
/// var options = TerminalOptions()
/// options.theme = .dark
/// options.script = try KeyScript.parse("down space q")   // run these keys, print the result
/// ```
public struct TerminalOptions: Sendable {
  /// The theme, unless the screen prefers one (or ``backgroundThemes`` chose one).
  public var theme: Theme
  /// A theme for each background: when set, the run draws in the one the terminal's background
  /// asks for (the terminal asked with OSC 11 before the first frame, or `COLORFGBG`; see
  /// ``TerminalBackground``), and in ``theme`` when neither tells. `nil` (the default) fixes
  /// ``theme`` and asks nothing.
  ///
  /// ```swift
  /// var options = TerminalOptions()
  /// options.backgroundThemes = .standard   // Theme.light or Theme.dark, as the terminal is
  /// ```
  public var backgroundThemes: BackgroundThemes?
  /// What the output can show; `nil` detects it from the environment and the output.
  public var profile: TerminalProfile?
  /// The size to draw at when the output is not a terminal.
  public var width: Int
  /// The size to draw at when the output is not a terminal.
  public var height: Int
  /// Keys to apply instead of reading them; the screen is drawn and printed, not shown
  /// interactively.
  public var script: [Key]?
  /// When printing rather than showing: print every frame, not only the last.
  public var printsEveryFrame: Bool
  /// The file descriptors to use.
  public var input: Int32
  /// The file descriptors to use.
  public var output: Int32
  /// Where to record the session as an asciicast, if anywhere; see ``CastRecorder``.
  public var cast: CastRecorder?
  /// Whether the terminal reports the mouse while the screen shows (SGR reports, mode 1006): a
  /// click focuses a row and activates it, the wheel scrolls. Off by default, as reporting takes
  /// the mouse from the terminal's own selection; turned off again on every way out.
  public var mouse: Bool
  /// Run inline, in the normal screen under the prompt, instead of full screen; `nil` (the
  /// default) for full screen. See ``InlineOptions``.
  public var inline: InlineOptions?

  /// Options; by default standard input and output, the default theme, 80×24 when not a terminal.
  public init(
    theme: Theme = .default, profile: TerminalProfile? = nil, width: Int = 80, height: Int = 24,
    script: [Key]? = nil,
    printsEveryFrame: Bool = false, input: Int32 = 0, output: Int32 = 1, cast: CastRecorder? = nil,
    mouse: Bool = false, inline: InlineOptions? = nil, backgroundThemes: BackgroundThemes? = nil
  ) {
    self.backgroundThemes = backgroundThemes
    self.theme = theme
    self.profile = profile
    self.width = width
    self.height = height
    self.script = script
    self.printsEveryFrame = printsEveryFrame
    self.input = input
    self.output = output
    self.cast = cast
    self.mouse = mouse
    self.inline = inline
  }
}
