/// A dialog on screen: which choice has focus, how it is drawn over the page, and what a key does.
struct PresentedDialog {
  /// What a key did.
  enum Outcome: Equatable {
    /// Nothing: the key is kept from the page all the same.
    case none
    /// Focus moved.
    case moved
    /// The user chose the action at this index.
    case chose(Int)
    /// The user closed the dialog without choosing (Escape with no cancel action).
    case dismissed
  }

  var dialog: Dialog
  var focus: Int

  init(_ dialog: Dialog) {
    self.dialog = dialog
    focus = dialog.actions.indices.contains(dialog.initialFocus) ? dialog.initialFocus : 0
  }

  // MARK: Keys

  /// Every key stays in the dialog: focus moves among its choices and wraps around, as `keyMap`
  /// binds keys in ``KeyMap/Context/dialog``.
  mutating func handle(_ key: Key, keyMap: KeyMap = .standard) -> Outcome {
    let count = dialog.actions.count
    switch keyMap.action(for: key, in: .dialog) {
    case .up:
      guard count > 0 else { return .none }
      focus = (focus + count - 1) % count
      return .moved
    case .down:
      guard count > 0 else { return .none }
      focus = (focus + 1) % count
      return .moved
    case .first:
      focus = 0
      return .moved
    case .last:
      focus = max(0, count - 1)
      return .moved
    case .choose:
      return count > 0 ? .chose(focus) : .dismissed
    case .cancel:
      if let cancel = dialog.actions.lastIndex(where: { $0.role == .cancel }) { return .chose(cancel) }
      return .dismissed
    default:
      return .none
    }
  }

  // MARK: Drawing

  /// Columns between the border and the text, each side.
  static let padding = 1
  /// The widest the text inside the box gets, so messages read as paragraphs.
  static let preferredTextWidth = 56
  static let minimumTextWidth = 28

  /// Draws the dialog in a box at the middle of `frame`, over the page dimmed around it, and
  /// `hints` on the last line in place of the page's: the page's keys do not work under a dialog.
  func draw(into frame: inout Frame, hints: String) {
    draw(into: &frame)
    let row = frame.height - 1
    guard row > 0 else { return }
    frame.fill(row: row, style: .plain)
    // The leading space in the hint style too, as a page's status line draws it.
    frame.put(
      " " + hints, ellipsizedAt: frame.width, style: Style(foreground: .look(.hint)), row: row, column: 0)
  }

  /// Draws the dialog in a box at the middle of `frame`, over the page dimmed around it.
  func draw(into frame: inout Frame) {
    frame.dim(rows: 0..<frame.height)
    let inner = textWidth(for: frame)
    guard inner > 0 else { return }
    let lines = contentLines(width: inner, ambiguous: frame.ambiguous, maxLines: max(0, frame.height - 2))
    let boxWidth = inner + 2 * Self.padding + 2
    let boxHeight = lines.count + 2
    let top = max(0, (frame.height - boxHeight) / 2)
    let left = max(0, (frame.width - boxWidth) / 2)
    let border = Style(foreground: .look(.border))
    let glyphs = BoxGlyphs(ambiguous: frame.ambiguous)
    /// The top or bottom edge of the box, with its two corners.
    func edge(row: Int, _ leftCorner: String, _ rightCorner: String) {
      frame.fill(row: row, column: left, count: boxWidth, style: .plain)
      frame.put(leftCorner, style: border, row: row, column: left)
      frame.put(
        String(repeating: glyphs.horizontal, count: max(0, boxWidth - 2)), style: border, row: row,
        column: left + 1, limit: left + boxWidth - 1)
      frame.put(rightCorner, style: border, row: row, column: left + boxWidth - 1)
    }
    edge(row: top, glyphs.topLeft, glyphs.topRight)
    for (index, line) in lines.enumerated() {
      let row = top + 1 + index
      frame.fill(row: row, column: left, count: boxWidth, style: line.background)
      frame.put(glyphs.vertical, style: border, row: row, column: left)
      frame.draw(line.text, row: row, column: left + 1 + Self.padding, width: inner)
      frame.put(glyphs.vertical, style: border, row: row, column: left + boxWidth - 1)
    }
    edge(row: top + boxHeight - 1, glyphs.bottomLeft, glyphs.bottomRight)
  }

  /// The text width: what the content asks for, between the preferred bounds, within the frame.
  func textWidth(for frame: Frame) -> Int {
    let ambiguous = frame.ambiguous
    var wanted = DisplayWidth.of(dialog.title, ambiguous: ambiguous)
    if let message = dialog.message {
      wanted = max(wanted, min(Self.preferredTextWidth, DisplayWidth.of(message, ambiguous: ambiguous)))
    }
    switch dialog.layout {
    case .buttons: wanted = max(wanted, buttonRowWidth(ambiguous: ambiguous))
    case .list:
      for action in dialog.actions {
        wanted = max(wanted, DisplayWidth.of(action.title, ambiguous: ambiguous) + 2)
      }
    }
    wanted = min(max(wanted, Self.minimumTextWidth), Self.preferredTextWidth)
    return min(wanted, frame.width - 2 - 2 * Self.padding)
  }

  private func buttonRowWidth(ambiguous: AmbiguousWidth) -> Int {
    dialog.actions.reduce(0) { $0 + DisplayWidth.of($1.title, ambiguous: ambiguous) + 4 }
      + 2 * max(0, dialog.actions.count - 1)
  }

  /// A line inside the box, and what its empty columns are drawn in.
  struct ContentLine {
    var text: Line
    var background: Style = .plain
  }

  /// The lines inside the box: title, message, choices. When they do not fit, the message is cut
  /// first, so the choices always show.
  func contentLines(width: Int, ambiguous: AmbiguousWidth, maxLines: Int) -> [ContentLine] {
    let title = Line(dialog.title, style: Style(foreground: .look(.text)).bold()).fitted(
      to: width, ambiguous: ambiguous)
    var message: [Line] = []
    if let text = dialog.message, !text.isEmpty {
      message = Line(text, style: Style(foreground: .look(.text))).wrapped(to: width, ambiguous: ambiguous)
    }
    let choices = choiceLines(width: width, ambiguous: ambiguous)
    var lines = [ContentLine(text: title)]
    let room = maxLines - 1 - choices.count - 1
    if !message.isEmpty && room >= 2 {
      lines.append(ContentLine(text: Line()))
      lines.append(contentsOf: message.prefix(room - 1).map { ContentLine(text: $0) })
    }
    if maxLines - lines.count > choices.count { lines.append(ContentLine(text: Line())) }
    lines.append(contentsOf: choices)
    return Array(lines.prefix(maxLines))
  }

  /// The choices: a row of buttons, right-aligned, or one line each with the cancel action apart.
  private func choiceLines(width: Int, ambiguous: AmbiguousWidth) -> [ContentLine] {
    switch dialog.layout {
    case .buttons:
      var line = Line()
      for (index, action) in dialog.actions.enumerated() {
        if index > 0 { line.append("  ") }
        var style = Style(foreground: action.role == .destructive ? .look(.destructive) : .look(.button))
        if index == focus { style = style.bold().inverse() }
        line.append("[ \(action.title) ]", style: style)
      }
      let used = line.width(ambiguous: ambiguous)
      if used < width { line = Line(String(repeating: " ", count: width - used)) + line }
      return [ContentLine(text: line.fitted(to: width, ambiguous: ambiguous))]
    case .list:
      var lines: [ContentLine] = []
      for (index, action) in dialog.actions.enumerated() {
        if action.role == .cancel && index == dialog.actions.count - 1 && index > 0 {
          lines.append(ContentLine(text: Line()))
        }
        let focused = index == focus
        var style = Style(foreground: action.role == .destructive ? .look(.destructive) : .look(.text))
        var marker = Style(foreground: .look(.accent))
        if focused {
          style.background = .look(.selection)
          marker = marker.bold().background(.look(.selection))
        }
        var line = Line(focused ? "›" : " ", style: marker)
        line.append(" ", style: focused ? Style(background: .look(.selection)) : .plain)
        line.append(action.title, style: style)
        lines.append(
          ContentLine(
            text: line.fitted(
              to: width, padding: focused ? Style(background: .look(.selection)) : .plain,
              ambiguous: ambiguous),
            background: focused ? Style(background: .look(.selection)) : .plain))
      }
      return lines
    }
  }

  // MARK: Transcript

  /// What a screen reader says: the title, the message, each choice with its role and focus.
  func transcript() -> [String] {
    var lines = ["\(Sanitizer.sanitize(dialog.title)), dialog"]
    if let message = dialog.message, !message.isEmpty { lines.append(Sanitizer.sanitize(message)) }
    for (index, action) in dialog.actions.enumerated() {
      var parts = [Sanitizer.sanitize(action.title), "button"]
      if action.role == .destructive { parts.append("destructive") }
      if index == focus { parts.append("focused") }
      lines.append(parts.joined(separator: ", "))
    }
    return lines
  }
}

/// The glyphs of a dialog's border: rounded box drawing, or ASCII where East Asian Ambiguous
/// characters are drawn two columns wide (box drawing is ambiguous, and would break the box).
struct BoxGlyphs {
  let topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: String

  init(ambiguous: AmbiguousWidth) {
    if ambiguous == .wide {
      (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("+", "+", "+", "+", "-", "|")
    } else {
      (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = ("╭", "╮", "╰", "╯", "─", "│")
    }
  }
}
