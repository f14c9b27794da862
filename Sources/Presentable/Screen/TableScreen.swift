/// A screen of a title, a table, and a status line.
///
/// ```
///  Settings                                    ← title
///  Appearance                                  ┐
/// › 🎉 Minion Mode!!!                  [ ON ●] │ the table: it scrolls, it has the focus
///    Theme                            ‹ dark › ┘
///  The Minions are here to stay!               ← status: the last message, else key hints
/// ```
///
/// Keys go to the table (the focused cell first, then navigation). `q`, Escape, Ctrl-C and
/// Ctrl-D leave, unless a cell takes them (a text field being edited takes `q` as text and
/// Escape to cancel). A terminal smaller than ``minimumSize`` gets a message saying so.
public final class TableScreen: Screen {
  /// The title on the first line; empty for none.
  public var title: String
  /// The table.
  public let table: TableView
  /// The status line's message; `nil` shows ``hints``.
  public var message: StatusMessage?
  /// What the status line shows when there is no message.
  public var hints = "↑↓ move · Space toggle · Enter edit · q quit"
  /// The smallest size the screen draws itself at.
  public var minimumSize = (width: 20, height: 5)
  /// The theme to draw with; `nil` leaves it to the runner.
  public var theme: Theme?

  /// The screen's theme, if it has one.
  public var preferredTheme: Theme? { theme }

  /// A screen around a table.
  public init(title: String = "", table: TableView = TableView()) {
    self.title = title
    self.table = table
  }

  /// Shows a message on the status line until the next one.
  public func show(_ message: StatusMessage) {
    self.message = message
  }

  /// Title, table and status line at a size; a clear message if the size is too small.
  public func frame(width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow) -> Frame {
    var frame = Frame(width: width, height: height, ambiguous: ambiguous)
    guard width >= minimumSize.width, height >= minimumSize.height else {
      for (row, line) in tooSmallNotice(width: width, height: height, ambiguous: ambiguous).enumerated() {
        frame.draw(line, row: row)
      }
      return frame
    }
    var tableRows = 0..<height - 1
    if !title.isEmpty {
      frame.put(title, ellipsizedAt: width, style: Style().font(.title), row: 0, column: 1)
      tableRows = 1..<height - 1
    }
    table.render(into: &frame, rows: tableRows)
    // The status line, its leading space in its own style.
    let status = message?.text ?? hints
    let style = message?.style ?? Style(foreground: .tertiary)
    frame.fill(row: height - 1, count: 1, style: style)
    frame.put(status, ellipsizedAt: width, style: style, row: height - 1, column: 1)
    return frame
  }

  /// The longest notice that fits: the sizes, then only the size needed, then that cut short with
  /// an ellipsis, so the last row shown says the notice goes on.
  private func tooSmallNotice(width: Int, height: Int, ambiguous: AmbiguousWidth) -> [Line] {
    let style = Style(foreground: .warning).bold()
    let need = "\(minimumSize.width)×\(minimumSize.height)"
    let notices = ["Terminal too small: \(width)×\(height), need \(need)", "Too small, need \(need)"]
    var lines: [Line] = []
    for notice in notices {
      lines = Line(notice, style: style).wrapped(to: width, ambiguous: ambiguous)
      if lines.count <= height { return lines }
    }
    var shown = Array(lines.prefix(height))
    if let last = shown.indices.last {
      shown[last] = (shown[last] + Line("…", style: style)).fitted(to: width, ambiguous: ambiguous)
    }
    return shown
  }

  /// The table first; then `q`, Escape, Ctrl-C and Ctrl-D leave.
  public func handle(_ key: Key) -> ScreenAction {
    switch table.handle(key) {
    case .changed, .handled: return .redraw
    case .ignored: break
    }
    switch key {
    case .character("q"), .escape, .control("c"), .control("d"): return .quit
    default: return .none
    }
  }

  /// The table's next animation frame: a spinner's next turn.
  public var nextAnimationTime: Duration? { table.nextAnimationTime }

  /// Moves the table's animation clock; the rows whose frame changed are drawn again.
  public func advanceAnimations(to time: Duration) -> Bool { table.advanceAnimations(to: time) }

  /// The title, every row's transcript, and the message.
  public func transcript() -> [String] {
    var lines: [String] = []
    if !title.isEmpty { lines.append("\(Sanitizer.sanitize(title)), heading") }
    lines.append(contentsOf: table.transcript())
    if let message { lines.append(Sanitizer.sanitize(message.text)) }
    return lines
  }
}
