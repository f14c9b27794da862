/// A screen's line of text (its title, its status line) drawn once and copied into each frame
/// while its text, style and width stay the same: they change far less often than the frames
/// around them, and measuring and cutting the text again for every key is wasted work.
struct CachedLine {
  private var key:
    (text: String, style: Style, lead: Style, width: Int, ambiguous: AmbiguousWidth, look: Look)?
  private var drawn = Frame(width: 0, height: 0)

  /// Writes every cell of `row`: a space in `lead`, then `text` in `style` cut with an ellipsis
  /// at the frame's edge, then blanks.
  mutating func draw(_ text: String, style: Style, lead: Style, into frame: inout Frame, row: Int) {
    let width = frame.width
    if let key, key.width == width, key.ambiguous == frame.ambiguous, key.style == style, key.lead == lead,
      key.text == text, key.look == frame.look
    {
      frame.copyRows(0..<1, of: drawn, to: row)
      return
    }
    drawn = Frame(width: width, height: 1, ambiguous: frame.ambiguous)
    drawn.look = frame.look
    drawn.fill(row: 0, count: 1, style: lead)
    drawn.put(text, ellipsizedAt: width, style: style, row: 0, column: 1)
    key = (text, style, lead, width, frame.ambiguous, frame.look)
    frame.copyRows(0..<1, of: drawn, to: row)
  }
}
