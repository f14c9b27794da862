/// A screen of a title, a table, and a status line.
///
/// ```
///  Settings                          ← the title
///   Appearance                       ← the table: it scrolls, it has the focus
/// › 🎉 Minion Mode!!!        [ ON ●]
///   Theme                   ‹ dark ›
///  ↑↓ move · Space toggle · q quit   ← the status line: the keys the focused row takes
/// ```
///
/// The status line shows the keys the focused row takes, as its cell names them
/// (``Cell/keys(state:)``), then ``leaveHint``: `↑↓ move · Enter edit · Esc quit` on a text field
/// (where `q` is typed), `Enter save · Esc cancel` while it is edited. A ``message`` takes its place until
/// the next key or for ``messageDuration``, whichever comes first.
///
/// Keys go to the table (the focused cell first, then navigation, as ``keyMap`` binds it). `q`,
/// Escape, Ctrl-C and Ctrl-D leave (unless ``keyMap`` says otherwise), unless a cell takes them
/// (a text row takes `q` as text, and a field being edited Escape to cancel). A terminal smaller
/// than ``minimumSize`` gets a message saying so.
///
/// Not final only for ``FormPage``, the table screen a form fills.
public class TableScreen: Screen {
  /// The title on the first line; empty for none.
  public var title: String
  /// The table.
  public let table: TableView
  /// The status line's message, until the next key or for ``messageDuration``; `nil` shows the
  /// key hints.
  public var message: StatusMessage? {
    didSet { messageDeadline = nil }
  }
  /// How long a message stays on the status line without a key: 4 seconds unless set.
  public var messageDuration: Duration = .seconds(4)
  /// What leaving the screen is called, last on the hint line (`q quit`, `Esc back`); `nil` for
  /// no hint. The line names the key ``keyMap`` binds to ``KeyMap/Action/leave`` (this hint's
  /// key where the map binds it), and no hint when the map binds none.
  public var leaveHint: KeyHint? = .quit {
    didSet { shownLeaveHint = Self.shownLeaveHint(leaveHint, keyMap) }
  }
  /// Which keys move focus (the table's) and leave the screen: ``KeyMap/Context/table``.
  ///
  /// ```swift
  /// var keys = KeyMap.standard
  /// keys.unbind(.character("q"), in: .table)   // Escape still leaves; the line says `Esc quit`
  /// screen.keyMap = keys
  /// ```
  public var keyMap: KeyMap {
    get { table.keyMap }
    set {
      table.keyMap = newValue
      shownLeaveHint = Self.shownLeaveHint(leaveHint, newValue)
    }
  }
  /// ``leaveHint`` with the key the map binds, worked out when either is set.
  private var shownLeaveHint: KeyHint? = .quit

  private static func shownLeaveHint(_ hint: KeyHint?, _ keyMap: KeyMap) -> KeyHint? {
    guard let hint else { return nil }
    return keyMap.hint(for: [.leave], in: .table, words: hint.action, preferring: hint.keys).map(KeyHint.init)
  }
  /// The smallest size the screen draws itself at.
  public var minimumSize = (width: 20, height: 5)
  /// The theme to draw with; `nil` leaves it to the runner.
  public var theme: Theme?
  /// The app's look, which the rows, headers, status line and notices are drawn in; `nil` leaves
  /// the frame's own (``Frame/look``), which a ``PageStack`` sets for its pages.
  ///
  /// ```swift
  /// screen.look = Look(BrandLook())
  /// ```
  public var look: Look?

  /// A screen around a table.
  public init(title: String = "", table: TableView = TableView()) {
    self.title = title
    self.table = table
  }

  /// When the message shown goes; set at the first ``ScreenEvent/time(_:)`` after it was shown,
  /// so its time counts from when it is on screen.
  private var messageDeadline: ContinuousClock.Instant?

  /// What the status line shows when there is no message: the table's key hints and
  /// ``leaveHint``, one `·` apart.
  var hintLine: String {
    var (all, capturing, typing) = table.keyHintsCaptureAndTyping
    if !capturing, let leave = typing ? typingLeaveHint : shownLeaveHint { all.append(leave) }
    return recentHintLines.line(joining: all)
  }

  /// ``leaveHint`` on a row that takes typed characters (a text row, where `q` is typed): the
  /// first key the map binds to leave that is not a character (`Esc quit`), none if it binds none.
  private var typingLeaveHint: KeyHint? {
    guard let leaveHint, let shownLeaveHint else { return nil }
    let keys = keyMap.keys(for: .leave, in: .table)
    guard keys.contains(where: { if case .character = $0 { true } else { false } }) else {
      return shownLeaveHint
    }
    return keys.first { if case .character = $0 { false } else { true } }
      .map { KeyHint(KeyMap.label($0), leaveHint.action) }
  }

  /// The hint lines joined lately, so that a frame seldom joins one.
  private var recentHintLines = RecentHintLines()

  /// The title and the status line as last drawn.
  private var titleLine = CachedLine()
  private var statusLine = CachedLine()

  /// When the table's animation clock started: the first ``ScreenEvent/time(_:)``.
  private var animationStart: ContinuousClock.Instant?

  /// The screen's theme, if it has one, and when it next changes without a key.
  public var preferences: ScreenPreferences { ScreenPreferences(theme: theme, nextUpdate: nextChange) }

  /// When the message shown expires, if one is, or a row in view next animates (a spinner's next
  /// turn), whichever comes first.
  private var nextChange: ContinuousClock.Instant? {
    let expiry = message == nil ? nil : messageDeadline
    let turn = animationStart.flatMap { start in table.nextAnimationTime.map { start + $0 } }
    guard let expiry, let turn else { return expiry ?? turn }
    return min(expiry, turn)
  }

  /// Starts the time of a new message, or ends an expired one; moves the table's animation clock,
  /// so the rows whose frame changed (a spinner's turn) are drawn again.
  private func update(to now: ContinuousClock.Instant) -> ScreenAction {
    let start = animationStart ?? now
    animationStart = start
    let animated = table.advanceAnimations(to: start.duration(to: now))
    return updateMessage(at: now) == .redraw || animated ? .redraw : .none
  }

  private func updateMessage(at now: ContinuousClock.Instant) -> ScreenAction {
    guard message != nil else { return .none }
    guard let deadline = messageDeadline else {
      messageDeadline = now + messageDuration
      return .none
    }
    guard now >= deadline else { return .none }
    message = nil
    return .redraw
  }

  /// Draws title, table and status line into `frame`, writing every cell: the title and status
  /// rows whole, the table its rows and the blank lines under them.
  public func draw(into frame: inout Frame) {
    if let look { frame.look = look }
    let (width, height) = (frame.width, frame.height)
    guard width >= minimumSize.width, height >= minimumSize.height else {
      frame.clear()
      for (row, line) in tooSmallNotice(width: width, height: height, ambiguous: frame.ambiguous).enumerated()
      {
        frame.draw(line, row: row)
      }
      return
    }
    var tableRows = 0..<height - 1
    if !title.isEmpty {
      titleLine.draw(
        title, style: Style(foreground: .look(.title), font: .look(.title)), lead: .plain, into: &frame,
        row: 0)
      tableRows = 1..<height - 1
    }
    table.render(into: &frame, rows: tableRows)
    // The status line, its leading space in its own style.
    let style = message?.style ?? Style(foreground: .look(.hint))
    statusLine.draw(message?.text ?? hintLine, style: style, lead: style, into: &frame, row: height - 1)
  }

  /// The longest notice that fits: the sizes, then only the size needed, then that cut short with
  /// an ellipsis, so the last row shown says the notice goes on.
  private func tooSmallNotice(width: Int, height: Int, ambiguous: AmbiguousWidth) -> [Line] {
    let style = Style(foreground: .look(.warning)).bold()
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

  /// The title line, the table's rows and the status line; no summary.
  ///
  /// Complexity: the rows up to a thousand lines (more than any terminal has), not the whole table.
  public func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
    InlineLayout(height: inlineHeight(width: width, ambiguous: ambiguous, limit: 1_000))
  }

  /// The title line, the table's rows and the status line, counted no further than `limit`.
  ///
  /// Complexity: the rows up to `limit` lines (what the run gives), not the whole table.
  public func inlineHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int) -> Int? {
    let chrome = (title.isEmpty ? 0 : 1) + 1
    // A screen smaller than its minimum shows a notice instead: ask for at least that.
    let rows = table.contentHeight(width: width, ambiguous: ambiguous, limit: max(1, limit - chrome + 1))
    return max(minimumSize.height, rows + chrome)
  }

  /// No summary.
  public func inlineSummary() -> [String] { [] }

  /// A key, or the time passing.
  public func handle(_ event: ScreenEvent) -> ScreenAction {
    switch event {
    case .key(let key): handle(key: key)
    case .time(let now): update(to: now)
    }
  }

  /// The table first; then the keys ``keyMap`` binds to leave or quit (`q`, Escape, Ctrl-C and
  /// Ctrl-D unless changed). Any key ends the message shown before it.
  private func handle(key: Key) -> ScreenAction {
    let hadMessage = message != nil
    message = nil
    // Only a note this key leaves is shown: one left earlier on this thread (by a cell drawn
    // without a screen) is not this screen's.
    _ = ExternalEditor.takeNote()
    let result = table.handle(key)
    // A row that opened an editor which failed says why here.
    if let note = ExternalEditor.takeNote() { message = StatusMessage(note, kind: .warning) }
    switch result {
    case .changed, .handled: return .redraw
    case .ignored: break
    }
    switch keyMap.action(for: key, in: .table) {
    case .leave, .quit: return .quit
    default: return hadMessage ? .redraw : .none
    }
  }

  /// The title, every row's transcript, and the message.
  public func transcript() -> [String] {
    var lines: [String] = []
    if !title.isEmpty { lines.append("\(Sanitizer.sanitize(title)), heading") }
    lines.append(contentsOf: table.transcript())
    if let message { lines.append(Sanitizer.sanitize(message.text)) }
    return lines
  }
}
