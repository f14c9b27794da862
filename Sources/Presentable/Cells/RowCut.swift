/// The cut: a part wider than the columns it is given is cut between grapheme clusters and ends
/// in `…` (or `.` where `…` takes two columns and one is left) in the style of the text it cuts.
/// The same walk measures a cut for the plan (`draws: false`) and draws it for the painter.
struct RowPen {
  let layout: RowLayout
  let parts: ElementsInPlace<RowContent.Part>
  let segments: ElementsInPlace<RowContent.Segment>
  let ambiguous: AmbiguousWidth
  /// The frame's look, read once a row: the parts' styles name parts of it.
  let look: Look

  init(_ content: borrowing RowContent, layout: RowLayout, look: Look) {
    self.layout = layout
    parts = content.parts
    segments = content.segments
    ambiguous = content.context.ambiguous
    self.look = look
  }

  /// A cell of `style`, its look parts resolved.
  func cell(_ style: Style) -> FrameCell { FrameCell(glyph: 0, style: look.resolve(style)) }

  /// The ellipsis that fits `columns`: `…`, or `.` where `…` is two columns and only one is left.
  func ellipsis(fitting columns: Int) -> (glyph: UInt32, width: Int) {
    let full = ambiguous == .wide ? 2 : 1
    if full <= columns { return (0x2026, full) }
    return columns >= 1 ? (0x2E, 1) : (0, 0)
  }

  /// The columns a part takes uncut: its fixed slot, if it has one.
  func naturalWidth(_ part: RowContent.Part, ignoringFixed: Bool = false) -> Int {
    if !ignoringFixed, let fixed = part.fixedWidth { return fixed }
    return part.columns
  }

  /// Draws (or with `draws` false, measures) one part from `x` in at most `budget` columns, cut
  /// when it is wider, a fixed slot padded or cut to its slot; returns the columns it took.
  func drawPart(_ part: RowContent.Part, into frame: inout Frame, row: Int, x: Int, budget: Int, draws: Bool)
    -> Int
  {
    let natural = naturalWidth(part, ignoringFixed: true)
    var total = natural
    var padding = 0
    var budget = budget
    if let fixed = part.fixedWidth {
      if natural <= fixed {
        padding = fixed - natural
        total = fixed
      } else if budget >= fixed {
        // Cut to its slot; the slot's rest is padding, drawn already.
        budget = fixed
      }
    }
    if total <= budget {
      var used = 0
      for index in part.segments {
        let columns = segments[index].shown.columns
        if draws { draw(index, into: &frame, row: row, x: x + used, limit: x + used + columns) }
        used += columns
      }
      return part.fixedWidth.map { max($0, used + padding) } ?? used + padding
    }
    var cut = Cut(budget: budget, ellipsis: ellipsis(fitting: budget))
    for index in part.segments { cut.write(index, pen: self, into: &frame, row: row, x: x, draws: draws) }
    if padding > 0 {
      cut.write(spaces: padding, style: layout.padding, pen: self, into: &frame, row: row, x: x, draws: draws)
    }
    if let fixed = part.fixedWidth, natural > fixed, budget == fixed { return fixed }
    return cut.used
  }

  /// Draws (or measures) the trailing parts and their separators as one run of text cut once to
  /// `budget` from `x`, for trailing parts wider than the row; returns the columns used. The bars
  /// are hidden by then (a squeeze that keeps them leaves the trailing parts room).
  func drawTrailingRun(
    into frame: inout Frame, row: Int, x: Int, budget: Int, hidesBars: Bool, draws: Bool
  ) -> Int {
    var cut = Cut(budget: budget, ellipsis: ellipsis(fitting: budget))
    var first = true
    for part in parts where part.placement == .trailing {
      if hidesBars && part.isBar { continue }
      if !first {
        cut.write(spaces: 1, style: layout.padding, pen: self, into: &frame, row: row, x: x, draws: draws)
      }
      first = false
      for index in part.segments { cut.write(index, pen: self, into: &frame, row: row, x: x, draws: draws) }
      if let fixed = part.fixedWidth {
        let natural = naturalWidth(part, ignoringFixed: true)
        if natural < fixed {
          cut.write(
            spaces: fixed - natural, style: layout.padding, pen: self, into: &frame, row: row, x: x,
            draws: draws)
        }
      }
    }
    return cut.used
  }

  /// Draws segment `index` from `x` up to `limit`, stopping before a cluster that does not fit;
  /// returns the column after the last cluster drawn.
  @discardableResult
  func draw(_ index: Int, into frame: inout Frame, row: Int, x: Int, limit: Int) -> Int {
    let style = cell(layout.apply(segments[index].style))
    return frame.put(
      segments.field(index, \.shown), style: style, row: row, column: x, limit: limit, blanksCutCluster: false
    )
  }
}

/// One run of text cut to a budget: pieces that fit are written whole, the first that does not
/// is cut and followed by the ellipsis, in its style.
private struct Cut {
  let budget: Int
  let ellipsis: (glyph: UInt32, width: Int)
  /// Columns written so far.
  private(set) var used = 0
  private var isDone = false

  init(budget: Int, ellipsis: (glyph: UInt32, width: Int)) {
    self.budget = budget
    self.ellipsis = ellipsis
  }

  private var room: Int { budget - ellipsis.width }

  mutating func write(_ index: Int, pen: RowPen, into frame: inout Frame, row: Int, x: Int, draws: Bool) {
    guard !isDone else { return }
    let segment = pen.segments[index]
    let columns = segment.shown.columns
    if used + columns <= room {
      if draws { pen.draw(index, into: &frame, row: row, x: x + used, limit: x + used + columns) }
      used += columns
      return
    }
    if draws {
      let end = pen.draw(index, into: &frame, row: row, x: x + used, limit: x + room)
      if end > x + used { frame.dropTrailingJoiner(row: row, before: end) }
      used = end - x
    } else {
      used += segment.shown.prefixWidth(fitting: room - used, ambiguous: pen.ambiguous)
    }
    finish(style: pen.layout.apply(segment.style), pen: pen, into: &frame, row: row, x: x, draws: draws)
  }

  mutating func write(
    spaces count: Int, style: Style, pen: RowPen, into frame: inout Frame, row: Int, x: Int, draws: Bool
  ) {
    guard !isDone else { return }
    if used + count <= room {
      used += count
      return
    }
    used = max(used, room)
    finish(style: style, pen: pen, into: &frame, row: row, x: x, draws: draws)
  }

  private mutating func finish(
    style: Style, pen: RowPen, into frame: inout Frame, row: Int, x: Int, draws: Bool
  ) {
    if draws && ellipsis.width > 0 {
      frame.put(
        ellipsis.glyph, columns: ellipsis.width, style: pen.cell(style), row: row,
        column: x + used)
    }
    used += ellipsis.width
    isDone = true
  }
}
