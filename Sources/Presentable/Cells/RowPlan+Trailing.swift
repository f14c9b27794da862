/// The trailing parts: one space apart against the trailing edge, bars narrowed or hidden as the
/// row's ``RowSqueeze`` says, and cut, as one run, only when they alone are wider than the row.
extension RowLayout {
  /// Places the trailing parts from `column` (after the gutter) in `budget` columns.
  func placeTrailing(
    _ content: inout RowContent, measure: RowPen, plan: inout RowPlan, column: Int, budget: Int,
    squeeze: RowSqueeze, unused: inout Frame
  ) {
    let parts = content.parts
    var total = 0
    var count = 0
    for part in parts where part.placement == .trailing {
      total += (count > 0 ? 1 : 0) + measure.naturalWidth(part)
      count += 1
    }
    total -= squeeze.freed
    guard total <= budget else {
      // Too wide: the parts and their separators as one run of text, cut once.
      plan.trailingRun = (column, budget)
      plan.hidesBars = squeeze.hidesBars
      return
    }
    var used = 0
    var give = squeeze.give
    for index in parts.indices where parts[index].placement == .trailing {
      let part = parts[index]
      let natural = measure.naturalWidth(part)
      // A bar gives what the squeeze takes from it; the painter draws a bar given fewer columns
      // than its own narrower.
      let columns = squeeze.changesBars ? squeeze.columns(of: part, natural: natural, give: &give) : natural
      if squeeze.hidesBars && part.isBar { continue }
      if used > 0 { used += 1 }
      if columns < natural {
        content.place(index, column: column + used, budget: columns)
        used += columns
      } else {
        content.place(index, column: column + used, budget: budget - used)
        used += measure.drawPart(part, into: &unused, row: 0, x: 0, budget: budget - used, draws: false)
      }
    }
  }
}
