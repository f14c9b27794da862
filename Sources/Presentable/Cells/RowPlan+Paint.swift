/// The painter: draws a ``RowPlan`` and decides nothing. It blanks each line in the row's
/// padding, draws the gutter, then each part where the plan placed it, in the columns the plan
/// gave it (a part given fewer than its own is cut, a bar drawn narrower), then the lines below.
extension RowLayout {
  /// Paints `plan`, made for `content` at `rect`'s width (no wider than the frame), from the top
  /// of `rect`; `wrapped` holds a wrapped plan's lines.
  func paint(
    _ plan: RowPlan, _ content: inout RowContent, wrapped: [Line] = [], into frame: inout Frame,
    at rect: FrameRect
  ) {
    guard rect.height > 0, rect.row >= 0, rect.row < frame.height else { return }
    let end = min(frame.width, rect.column + rect.width)
    let column = max(0, rect.column)
    guard column < end else { return }
    paint(
      plan, &content, wrapped: wrapped, into: &frame, row: rect.row, column: column, end: end,
      lastRow: min(frame.height, rect.row + rect.height))
  }

  /// Paints `plan` from `column` to before `end` of the frame, from `row` to before `lastRow`, all
  /// inside the frame and `column` before `end`.
  func paint(
    _ plan: RowPlan, _ content: inout RowContent, wrapped: [Line] = [], into frame: inout Frame, row: Int,
    column: Int, end: Int, lastRow: Int
  ) {
    // A row neither focused nor disabled pads in the plain style, which no look changes: packed
    // once, not resolved and packed for every row.
    let paddingCell = isFocused || isDisabled ? frame.cell(glyph: 0, style: padding) : Self.plainCell
    var row = row
    frame.blank(row: row, from: column, to: end, style: paddingCell)
    // Not focused and two columns wide, the gutter is two of the columns just blanked: no call.
    if isFocused || plan.gutter < RowLayout.gutterWidth {
      _ = drawGutter(into: &frame, row: row, column: column, width: end - column)
    }
    let start = column + plan.gutter
    if plan.kind == .trivial {
      return paintTrivial(content, into: &frame, row: row, start: start, available: plan.available)
    }
    let pen = RowPen(content, layout: self, look: frame.look)
    let parts = content.parts
    if plan.kind == .wrapped {
      for (index, line) in (wrapped.isEmpty ? [Line()] : wrapped).enumerated() {
        if index > 0 {
          row += 1
          guard row < lastRow else { return }
          frame.blank(row: row, from: column, to: end, style: paddingCell)
        }
        frame.draw(line.restyled(apply), row: row, column: start, width: plan.available)
      }
    } else {
      for part in parts where part.placement == .leading {
        paint(part, pen: pen, into: &frame, row: row, start: start)
      }
      if let run = plan.trailingRun {
        _ = pen.drawTrailingRun(
          into: &frame, row: row, x: start + run.column, budget: run.budget, hidesBars: plan.hidesBars,
          draws: true)
      } else {
        for part in parts where part.placement == .trailing {
          paint(part, pen: pen, into: &frame, row: row, start: start)
        }
      }
    }
    for part in parts where part.placement == .below {
      row += 1
      guard row < lastRow else { return }
      frame.blank(row: row, from: column, to: end, style: paddingCell)
      paint(part, pen: pen, into: &frame, row: row, start: start)
    }
  }

  /// Draws a placed part where the plan put it; nothing for a part it did not place.
  private func paint(_ part: RowContent.Part, pen: RowPen, into frame: inout Frame, row: Int, start: Int) {
    guard part.plannedColumn >= 0 else { return }
    let x = start + Int(part.plannedColumn)
    let budget = Int(part.plannedBudget)
    if part.isBar && budget < pen.naturalWidth(part) {
      drawBar(part, pen: pen, into: &frame, row: row, x: x, columns: budget)
    } else {
      _ = pen.drawPart(part, into: &frame, row: row, x: x, budget: budget, draws: true)
    }
  }

  /// Draws a bar narrower than it was made, in `columns`: its first and last runs share what its
  /// middle pieces (a knob) leave, in proportion; a column a wide character cannot fill stays blank.
  private func drawBar(
    _ part: RowContent.Part, pen: RowPen, into frame: inout Frame, row: Int, x: Int, columns: Int
  ) {
    let segments = pen.segments
    let first = part.segments.lowerBound
    let last = part.segments.upperBound - 1
    let limit = x + columns
    guard first < last else {
      pen.draw(first, into: &frame, row: row, x: x, limit: limit)
      return
    }
    var middle = 0
    for index in (first + 1)..<last { middle += segments[index].shown.columns }
    let runs = segments[first].shown.columns + segments[last].shown.columns
    let shared = max(0, columns - middle)
    // Rounded down, as the bars round what they fill: a bar never looks fuller than it is.
    let lead = runs > 0 ? segments[first].shown.columns * shared / runs : 0
    var end = pen.draw(first, into: &frame, row: row, x: x, limit: min(limit, x + lead))
    for index in (first + 1)..<last {
      end = pen.draw(
        index, into: &frame, row: row, x: end, limit: min(limit, end + segments[index].shown.columns))
    }
    pen.draw(last, into: &frame, row: row, x: end, limit: min(limit, end + shared - lead))
  }
}
