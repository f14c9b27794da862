/// A choice in a selection section or a picker's list: its text and detail, the matches of the
/// search typed so far highlighted, and a mark saying whether it is chosen.
///
/// ```
///   Tokyo                                       Asia ✓     (single selection: a checkmark)
///   Messages                                         [✓]   (multiple selection: a box)
///   Mentions                                         [ ]
/// ```
struct OptionCell: RowCell {
  var viewModel: OptionViewModel

  init(viewModel: OptionViewModel) {
    self.viewModel = viewModel
  }

  /// How a matched part of the text looks: without color too (bold, underlined).
  static let matchStyle = Style(foreground: .look(.accent)).bold().underline()

  func content(_ row: inout RowContent, state: Void) {
    let model = viewModel
    Self.add(
      model.text, query: model.query, style: Style(foreground: model.textColor, font: model.font), to: &row
    ) {
      row, text, style in row.leading(text, style: style, name: "text")
    }
    if !model.detailText.isEmpty {
      Self.add(
        model.detailText, query: model.query, style: Style(foreground: model.detailTextColor), to: &row
      ) {
        row, text, style in row.trailing(text, style: style, name: "detail")
      }
    }
    let mark = Style(foreground: .look(.option))
    switch model.mark {
    case .single(let isChosen): row.trailing(isChosen ? "✓" : " ", style: mark, name: "mark")
    case .multiple(let isChosen): row.trailing(isChosen ? "[✓]" : "[ ]", style: mark, name: "mark")
    }
  }

  /// Adds `text` as one part, its matches of `query` in the match style.
  private static func add(
    _ text: String, query: [UInt8], style: Style, to row: inout RowContent,
    start: (inout RowContent, String, Style) -> Void
  ) {
    let matches = text.foldedMatches(of: query)
    guard !matches.isEmpty else { return start(&row, text, style) }
    var index = text.startIndex
    var started = false
    func piece(_ range: Range<String.Index>, _ style: Style) {
      guard !range.isEmpty else { return }
      if started {
        row.append(String(text[range]), style: style)
      } else {
        start(&row, String(text[range]), style)
        started = true
      }
    }
    for match in matches {
      piece(index..<match.lowerBound, style)
      piece(match, matchStyle)
      index = match.upperBound
    }
    piece(index..<text.endIndex, style)
  }

  /// A row's behaviour; focus shows only as the layout paints it (its parts are colored text on
  /// the row's background), so a focus move repaints the row's cells instead of drawing it.
  func behavior(state: Void) -> CellBehavior {
    var behavior = rowBehavior()
    behavior.focusIsOnlyPainted = true
    return behavior
  }

  /// Enter and Space choose the option: `Enter select`.
  func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row)
      .on(.activate, hint: .select) { _ in
        viewModel.choose()
        return .changed
      }
  }

  /// "Tokyo, Asia, selected"; "Mentions, checkbox, not checked".
  func summary(state: Void) -> String {
    let model = viewModel
    let name = model.detailText.isEmpty ? model.text : "\(model.text), \(model.detailText)"
    switch model.mark {
    case .single(let isChosen): return isChosen ? "\(name), selected" : name
    case .multiple(let isChosen): return "\(name), checkbox, \(isChosen ? "checked" : "not checked")"
    }
  }
}

/// A choice's view model: what it says, whether it is chosen, what choosing it does.
struct OptionViewModel: TextPresentable, DetailTextPresentable {
  /// How the row shows that it is chosen.
  enum Mark {
    case single(Bool)
    case multiple(Bool)
  }

  var text: String
  var detailText: String
  var mark: Mark
  /// The folded search typed so far, highlighted in the text.
  var query: [UInt8] = []
  var choose: () -> Void
}
