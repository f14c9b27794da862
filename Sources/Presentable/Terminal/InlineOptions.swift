/// How a screen runs inline, in the normal screen under the shell's prompt, rather than full
/// screen: how many lines it takes and what it leaves behind. Set ``TerminalOptions/inline``.
///
/// ```swift
/// var options = TerminalOptions()
/// options.inline = InlineOptions()                          // what fits under the prompt, then a summary
/// options.inline = InlineOptions(maximumHeight: 12, leaves: .finalFrame)
/// exit(Terminal.run(stack, options: options))
/// ```
///
/// The screen draws from the cursor's line down and never touches a line above it. It takes the
/// lines it needs (the height of its ``Screen/inlineLayout(width:ambiguous:)``), no more than the
/// lines from the cursor to the bottom of the terminal; when fewer than ``minimumHeight`` are
/// left there, the terminal scrolls up to make room for that many (what scrolls goes to the
/// scrollback). A resize draws it again at the new size from the same line. On the way out it
/// leaves its layout's summary (one line per answer) or its final frame, and the cursor on the
/// line after.
public struct InlineOptions: Sendable, Hashable {
  /// What an inline run leaves on screen when it ends.
  public enum Leaving: Sendable, Hashable {
    /// The summary of the screen's ``Screen/inlineLayout(width:ambiguous:)``, one line per
    /// answer, in place of the screen.
    case summary
    /// The last frame, as it was drawn.
    case finalFrame
  }

  /// The most lines the screen takes; `nil` for no limit but the terminal's.
  public var maximumHeight: Int?
  /// The fewest lines the screen takes when it needs them, scrolling the terminal up for them
  /// when the cursor is near its bottom. Defaults to 10.
  public var minimumHeight: Int
  /// What stays on screen when the run ends; the summary by default.
  public var leaves: Leaving

  /// Inline options; by default the lines that fit under the cursor (at least 10), leaving a summary.
  public init(maximumHeight: Int? = nil, minimumHeight: Int = 10, leaves: Leaving = .summary) {
    self.maximumHeight = maximumHeight
    self.minimumHeight = minimumHeight
    self.leaves = leaves
  }
}
