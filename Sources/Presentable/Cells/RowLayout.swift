/// Places a row's parts and draws them into a frame: a two-column gutter (`› ` when focused),
/// leading parts one space apart, trailing parts at the trailing edge, lines below; the row's
/// state (focused, disabled) on every style.
///
/// What is cut when the row is tight: the trailing parts only when they alone are wider than the
/// row; otherwise the last leading part first, each part keeping a column for every part after
/// it. Cuts fall between grapheme clusters and end in `…` in the style of the text they cut.
struct RowLayout {
  /// Whether the row shows focus: focused and enabled.
  let isFocused: Bool
  /// Whether the row is dimmed.
  let isDisabled: Bool

  init(isFocused: Bool, isDisabled: Bool) {
    self.isDisabled = isDisabled
    self.isFocused = isFocused && !isDisabled
  }

  /// Columns before the content: the focus marker and a space.
  static let gutterWidth = 2

  /// A part's style with the row's state on it.
  @inline(__always)
  func apply(_ style: Style) -> Style {
    var style = style
    if isDisabled { style.font = style.font.dim() }
    if isFocused && style.background == .default { style.background = .selection }
    return style
  }

  /// What the row's empty columns are drawn in.
  var padding: Style { apply(.plain) }

  /// Lines the content takes at its width.
  func lineCount(_ content: borrowing RowContent) -> Int {
    var below = 0
    for index in 0..<content.partCount where content.part(index).placement == .below { below += 1 }
    guard content.wraps else { return 1 + below }
    return max(1, wrappedLeading(content, width: content.width).count) + below
  }

  /// Draws the content's lines from the top of `rect`, each exactly `rect.width` wide.
  func draw(_ content: borrowing RowContent, into frame: inout Frame, at rect: FrameRect) {
    guard rect.height > 0, rect.row >= 0, rect.row < frame.height else { return }
    let end = min(frame.width, rect.column + rect.width)
    let column = max(0, rect.column)
    guard column < end else { return }
    var pen = Pen(frame: frame, layout: self)
    frame = Frame(width: 0, height: 0)  // the pen owns the frame's storage while it draws
    defer { frame = pen.frame }
    let width = end - column
    let paddingCell = Frame.Cell(glyph: 0x20, style: padding)
    var row = rect.row
    let lastRowLimit = min(pen.frame.height, rect.row + rect.height)

    // The gutter, then the body.
    pen.frame.blank(row: row, from: column, to: end, style: paddingCell)
    let gutter = pen.drawGutter(row: row, column: column, width: width)
    let available = width - gutter
    let start = column + gutter
    if content.wraps {
      let lines = wrappedLeading(content, width: available)
      for (index, line) in (lines.isEmpty ? [Line()] : lines).enumerated() {
        if index > 0 {
          row += 1
          guard row < lastRowLimit else { return }
          pen.frame.blank(row: row, from: column, to: end, style: paddingCell)
        }
        pen.frame.draw(line.restyled(apply), row: row, column: start, width: available)
      }
    } else {
      pen.drawBody(content, row: row, start: start, available: available)
    }
    for index in 0..<content.partCount where content.part(index).placement == .below {
      row += 1
      guard row < lastRowLimit else { return }
      pen.frame.blank(row: row, from: column, to: end, style: paddingCell)
      _ = pen.drawPart(content, index, row: row, x: start, budget: available, draws: true)
    }
  }

  /// The leading parts as one line, wrapped: for footers.
  private func wrappedLeading(_ content: borrowing RowContent, width: Int) -> [Line] {
    var line = Line()
    for index in 0..<content.partCount where content.part(index).placement == .leading {
      for segment in content.part(index).segments {
        line.append(content.segment(segment).raw, style: content.segment(segment).style)
      }
    }
    return line.wrapped(to: width, ambiguous: content.context.ambiguous)
  }
}

/// Draws a row's pieces into a frame it holds while drawing.
private struct Pen {
  var frame: Frame
  let layout: RowLayout

  /// The ellipsis that fits `columns`: `…`, or `.` where `…` is two columns and only one is left.
  private func ellipsis(fitting columns: Int) -> (glyph: UInt32, width: Int) {
    let full = frame.ambiguous == .wide ? 2 : 1
    if full <= columns { return (0x2026, full) }
    return columns >= 1 ? (0x2E, 1) : (0, 0)
  }

  /// Draws the gutter; returns its width.
  mutating func drawGutter(row: Int, column: Int, width: Int) -> Int {
    let markerStyle = layout.apply(Style(foreground: .accent).bold())
    if width >= RowLayout.gutterWidth {
      if layout.isFocused {
        frame.put(
          0x203A, columns: 1, style: Frame.Cell(glyph: 0, style: markerStyle), row: row, column: column)
      }
      return RowLayout.gutterWidth
    }
    if width == 1 {
      // No room for the gutter: it is cut, and says so.
      let style = layout.isFocused ? markerStyle : layout.padding
      let mark = ellipsis(fitting: 1)
      frame.put(mark.glyph, columns: 1, style: Frame.Cell(glyph: 0, style: style), row: row, column: column)
      return 1
    }
    return 0
  }

  /// Leading parts, the gap, trailing parts: the first line of a row that does not wrap.
  mutating func drawBody(_ content: borrowing RowContent, row: Int, start: Int, available: Int) {
    // The trailing parts, one space apart; cut only when they alone are wider than the row.
    var trailingWidth = 0
    var trailingCount = 0
    for index in 0..<content.partCount where content.part(index).placement == .trailing {
      trailingWidth += (trailingCount > 0 ? 1 : 0) + naturalWidth(content, index)
      trailingCount += 1
    }
    let trailingFits = trailingWidth <= available
    if !trailingFits {
      trailingWidth = drawTrailing(content, row: row, x: start, budget: available, draws: false)
    }
    let room = available - trailingWidth - (trailingWidth > 0 ? 1 : 0)
    let alignsLeading = trailingCount > 0 || content.alignment == .leading
    let leadingWidth = drawLeading(content, row: row, x: start, room: room, draws: alignsLeading)
    if trailingCount == 0 {
      guard !alignsLeading else { return }
      let missing = available - leadingWidth
      let offset = content.alignment == .center ? missing / 2 : missing
      _ = drawLeading(content, row: row, x: start + offset, room: room, draws: true)
      return
    }
    _ = drawTrailing(
      content, row: row, x: start + available - trailingWidth,
      budget: trailingFits ? trailingWidth : available,
      draws: true)
  }

  /// The leading parts from `x`, each keeping a column for every part after it; returns the
  /// columns used.
  private mutating func drawLeading(_ content: borrowing RowContent, row: Int, x: Int, room: Int, draws: Bool)
    -> Int
  {
    guard room > 0 else { return 0 }
    var remaining = 0
    for index in 0..<content.partCount where content.part(index).placement == .leading { remaining += 1 }
    var used = 0
    var room = room
    for index in 0..<content.partCount where content.part(index).placement == .leading {
      remaining -= 1
      let separator = used > 0 ? 1 : 0
      let fits = max(0, room - separator - remaining)
      if fits <= 0 { break }
      let piece = drawPart(content, index, row: row, x: x + used + separator, budget: fits, draws: draws)
      if piece == 0 { continue }
      used += separator + piece
      room -= separator + piece
    }
    return used
  }

  /// The trailing parts one space apart from `x`, cut to `budget`; returns the columns used.
  private mutating func drawTrailing(
    _ content: borrowing RowContent, row: Int, x: Int, budget: Int, draws: Bool
  ) -> Int {
    var total = 0
    var count = 0
    for index in 0..<content.partCount where content.part(index).placement == .trailing {
      total += (count > 0 ? 1 : 0) + naturalWidth(content, index)
      count += 1
    }
    if total <= budget {
      var used = 0
      for index in 0..<content.partCount where content.part(index).placement == .trailing {
        if used > 0 { used += 1 }
        used += drawPart(content, index, row: row, x: x + used, budget: budget - used, draws: draws)
      }
      return used
    }
    // Too wide: the parts and their separators as one run of text, cut once.
    var cut = Cut(budget: budget, ellipsis: ellipsis(fitting: budget))
    var first = true
    for index in 0..<content.partCount where content.part(index).placement == .trailing {
      if !first {
        cut.write(separatorOf: layout.padding, pen: &self, row: row, x: x, draws: draws)
      }
      first = false
      for segment in content.part(index).segments {
        cut.write(content.segment(segment), pen: &self, row: row, x: x, draws: draws)
      }
      if let fixed = content.part(index).fixedWidth {
        let natural = naturalWidth(content, index, ignoringFixed: true)
        if natural < fixed {
          cut.write(spaces: fixed - natural, style: layout.padding, pen: &self, row: row, x: x, draws: draws)
        }
      }
    }
    return cut.used
  }

  /// Draws one part from `x` in at most `budget` columns; returns the columns it took.
  mutating func drawPart(
    _ content: borrowing RowContent, _ index: Int, row: Int, x: Int, budget: Int, draws: Bool
  ) -> Int {
    let part = content.part(index)
    let natural = naturalWidth(content, index, ignoringFixed: true)
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
      for segment in part.segments {
        let piece = content.segment(segment)
        if draws { draw(piece, row: row, x: x + used, limit: x + used + piece.shown.columns) }
        used += piece.shown.columns
      }
      return part.fixedWidth.map { max($0, used + padding) } ?? used + padding
    }
    var cut = Cut(budget: budget, ellipsis: ellipsis(fitting: budget))
    for segment in part.segments {
      cut.write(content.segment(segment), pen: &self, row: row, x: x, draws: draws)
    }
    if padding > 0 {
      cut.write(spaces: padding, style: layout.padding, pen: &self, row: row, x: x, draws: draws)
    }
    if let fixed = part.fixedWidth, natural > fixed, budget == fixed { return fixed }
    return cut.used
  }

  /// The columns a part takes uncut.
  private func naturalWidth(_ content: borrowing RowContent, _ index: Int, ignoringFixed: Bool = false) -> Int
  {
    let part = content.part(index)
    if !ignoringFixed, let fixed = part.fixedWidth { return fixed }
    var total = 0
    for segment in part.segments { total += content.segment(segment).shown.columns }
    return total
  }

  /// Draws a segment from `x` up to `limit`, stopping before a cluster that does not fit;
  /// returns the column after the last cluster drawn.
  @discardableResult
  mutating func draw(_ segment: RowContent.Segment, row: Int, x: Int, limit: Int) -> Int {
    let style = Frame.Cell(glyph: 0, style: layout.apply(segment.style))
    return frame.put(segment.shown, style: style, row: row, column: x, limit: limit, blanksCutCluster: false)
  }

  /// Draws an ellipsis at `x`.
  mutating func drawEllipsis(_ ellipsis: (glyph: UInt32, width: Int), style: Style, row: Int, x: Int) {
    guard ellipsis.width > 0 else { return }
    frame.put(
      ellipsis.glyph, columns: ellipsis.width, style: Frame.Cell(glyph: 0, style: style), row: row, column: x)
  }

  /// The columns of the longest prefix of a segment that fits `columns`, without drawing.
  func prefixWidth(_ segment: RowContent.Segment, fitting columns: Int) -> Int {
    segment.shown.prefixWidth(fitting: columns, ambiguous: frame.ambiguous)
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

  mutating func write(_ segment: RowContent.Segment, pen: inout Pen, row: Int, x: Int, draws: Bool) {
    guard !isDone else { return }
    let columns = segment.shown.columns
    if used + columns <= room {
      if draws { pen.draw(segment, row: row, x: x + used, limit: x + used + columns) }
      used += columns
      return
    }
    let style = pen.layout.apply(segment.style)
    if draws {
      let end = pen.draw(segment, row: row, x: x + used, limit: x + room)
      if end > x + used { pen.frame.dropTrailingJoiner(row: row, before: end) }
      used = end - x
    } else {
      used += pen.prefixWidth(segment, fitting: room - used)
    }
    finish(style: style, pen: &pen, row: row, x: x, draws: draws)
  }

  mutating func write(spaces count: Int, style: Style, pen: inout Pen, row: Int, x: Int, draws: Bool) {
    guard !isDone else { return }
    if used + count <= room {
      used += count
      return
    }
    used = max(used, room)
    finish(style: style, pen: &pen, row: row, x: x, draws: draws)
  }

  mutating func write(separatorOf style: Style, pen: inout Pen, row: Int, x: Int, draws: Bool) {
    write(spaces: 1, style: style, pen: &pen, row: row, x: x, draws: draws)
  }

  private mutating func finish(style: Style, pen: inout Pen, row: Int, x: Int, draws: Bool) {
    if draws { pen.drawEllipsis(ellipsis, style: style, row: row, x: x + used) }
    used += ellipsis.width
    isDone = true
  }
}
