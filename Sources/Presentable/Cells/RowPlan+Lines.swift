/// Lines past the first: a wrapped row's leading text on as many lines as it needs (footers), and
/// the parts placed below the row (a validation message), one line each, from the content's
/// start, cut to the row.
extension RowLayout {
  /// The plan of a row that wraps, and its lines, wrapped once for its line count and its drawing.
  func wrappedPlan(_ content: inout RowContent, width: Int) -> (plan: RowPlan, lines: [Line]) {
    let width = max(0, width)
    let gutter = Self.gutter(width: width)
    let lines = wrappedLeading(content, width: width - gutter)
    placeBelow(&content, available: width - gutter)
    let plan = RowPlan(
      kind: .wrapped, gutter: gutter, available: width - gutter,
      lineCount: max(1, lines.count) + content.linesBelow)
    return (plan, lines)
  }

  /// The leading parts as one line, wrapped.
  private func wrappedLeading(_ content: borrowing RowContent, width: Int) -> [Line] {
    var line = Line()
    let segments = content.segments
    for part in content.parts where part.placement == .leading {
      for index in part.segments { line.append(segments[index].shown.source, style: segments[index].style) }
    }
    return line.wrapped(to: width, ambiguous: content.context.ambiguous)
  }

  /// Places each part below the row on a line of its own.
  func placeBelow(_ content: inout RowContent, available: Int) {
    guard content.linesBelow > 0 else { return }
    let parts = content.parts
    for index in parts.indices where parts[index].placement == .below {
      content.place(index, column: 0, budget: available)
    }
  }
}
