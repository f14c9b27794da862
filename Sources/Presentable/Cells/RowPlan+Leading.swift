/// The leading parts: one space apart from the gutter on, each keeping a column for every part
/// after it, so the last part is cut first; a part left no column is not drawn.
extension RowLayout {
  /// Places the leading parts in `room` columns from the content's start; returns the columns
  /// they use; `unused` is what the measuring walk is handed for a frame.
  func placeLeading(
    _ content: inout RowContent, measure: RowPen, room: Int, unused: inout Frame
  ) -> Int {
    guard room > 0 else { return 0 }
    let parts = content.parts
    var remaining = 0
    for part in parts where part.placement == .leading { remaining += 1 }
    var used = 0
    var room = room
    for index in parts.indices where parts[index].placement == .leading {
      remaining -= 1
      let separator = used > 0 ? 1 : 0
      let fits = max(0, room - separator - remaining)
      if fits <= 0 { break }
      content.place(index, column: used + separator, budget: fits)
      let piece = measure.drawPart(parts[index], into: &unused, row: 0, x: 0, budget: fits, draws: false)
      if piece == 0 { continue }
      used += separator + piece
      room -= separator + piece
    }
    return used
  }

  /// Moves the placed leading parts `columns` on: a row with no trailing part, centered or at the
  /// trailing edge.
  func shiftLeading(_ content: inout RowContent, by columns: Int) {
    let parts = content.parts
    for index in parts.indices where parts[index].placement == .leading && parts[index].plannedColumn >= 0 {
      content.place(
        index, column: Int(parts[index].plannedColumn) + columns, budget: Int(parts[index].plannedBudget))
    }
  }
}
