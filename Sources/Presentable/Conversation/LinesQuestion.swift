/// Text of several lines: Enter starts a new line, Ctrl-D answers (the hint line says so),
/// Ctrl-E opens the lines in the user's editor (`$EDITOR`) and Ctrl-_ undoes what it gave.
final class LinesQuestion: QuestionScreen {
  /// The lines typed; the cursor is at the end of the last.
  private(set) var lines: [String] = [""]
  /// The lines before the editor replaced them, for Ctrl-_ (one step).
  private var beforeEditor: [String]?

  /// The answer, its lines joined by line feeds.
  var value: String { lines.joined(separator: "\n") }

  override func body(width: Int) -> [Line] {
    lines.enumerated().map { index, text in
      var line = Line("  " + Sanitizer.sanitize(text))
      if index == lines.count - 1 { line.append(" ", style: Self.cursorStyle) }
      return line
    }
  }

  override var hint: String { "enter new line · ctrl-d answers · ctrl-e editor · esc cancels" }
  override var answerText: String { lines.joined(separator: " / ") }

  override func key(_ key: Key) -> ScreenAction {
    switch key {
    case .enter: lines.append("")
    case .control("d"):
      while lines.count > 1 && lines.last == "" { lines.removeLast() }
      answer()
    case .control("e"): openInEditor()
    case .control("_"):
      guard let before = beforeEditor else { return .none }
      lines = before
      beforeEditor = nil
    case .character(let character): lines[lines.count - 1].append(character)
    case .space: lines[lines.count - 1].append(" ")
    case .paste(let text):
      let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
      lines[lines.count - 1] += parts[0]
      lines += parts.dropFirst().map(String.init)
    case .backspace:
      if lines[lines.count - 1].isEmpty {
        guard lines.count > 1 else { return .none }
        lines.removeLast()
      } else {
        lines[lines.count - 1].removeLast()
      }
    default: return .none
    }
    return .redraw
  }

  override func take(given: String) -> String? {
    lines = given.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return nil
  }

  override var savedAnswer: SavedAnswer { .text(value) }

  /// Replaces the lines with what the editor gave; a failing or missing editor leaves them, and
  /// the message under the question says why.
  private func openInEditor() {
    message = nil
    switch ExternalEditor.open(value) {
    case .edited(let text):
      _ = ExternalEditor.takeNote()
      // Lines as a paste gives them (shown sanitized); `\r\n` ends a line as `\n` does.
      beforeEditor = lines
      lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    case .failed(let reason):
      _ = ExternalEditor.takeNote()
      message = reason
    }
  }

  override func askLineByLine(_ lines: ConversationLines) throws(PromptCancellation) {
    lines.say("\(title): type the lines, then a line with only a period.")
    var typed: [String] = []
    while let line = lines.reader.readLine(), line != "." { typed.append(line) }
    self.lines = typed.isEmpty ? [""] : typed
  }
}
