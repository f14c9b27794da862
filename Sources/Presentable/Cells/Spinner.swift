/// The frames of the spinner that rows show while work of unknown length goes on, and how fast
/// it turns.
///
/// A cell shows the frame for its ``CellContext/time`` and says it animates through
/// ``Cell/behavior(state:)``:
///
/// <!-- snippet: in (extension ExampleRow) -->
/// ```swift
/// func content(_ row: inout RowContent, state: Void) {
///   row.text(viewModel)
///   row.spinner(color: .accent)                     // "⠹", the frame for row.context.time
/// }
/// func behavior(state: Void) -> CellBehavior { rowBehavior(animationInterval: Spinner.interval) }
/// ```
///
/// The frames are Braille patterns: one column each in every terminal (they are not East Asian
/// Ambiguous), and they read as turning without color.
public enum Spinner {
  /// The frames, in order.
  static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// How long each frame shows: four a second. An idle spinner sends a terminal a move and its
  /// glyph each time, 11 bytes: about 44 bytes a second.
  public static let interval = Duration.milliseconds(250)

  /// The frame shown at `time` on the screen's animation clock. A cell shows it with
  /// ``RowContent/spinner(color:name:)``.
  static func frame(at time: Duration) -> String {
    frames[index(at: time)]
  }

  /// The index of the frame shown at `time`.
  static func index(at time: Duration) -> Int {
    let turns = Int((max(.zero, time) / interval).rounded(.down))
    return turns % frames.count
  }
}

extension RowContent {
  /// Adds a spinner at the trailing edge, turned to the frame for the row's time.
  ///
  /// The cell that adds it also says it animates (``CellBehavior/animationInterval``), else the
  /// spinner stands still.
  public mutating func spinner(color: Color, name: String = "spinner") {
    trailing(Spinner.frame(at: context.time), style: Style(foreground: color), name: name)
  }
}
