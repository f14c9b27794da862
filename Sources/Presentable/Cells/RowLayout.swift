/// Places a row's parts and draws them into a frame: a two-column gutter (`› ` when focused),
/// leading parts one space apart, trailing parts at the trailing edge, lines below; the row's
/// state (focused, disabled) on every style.
///
/// What is given up when the row is tight: first its bars (``RowContent/bar(_:style:name:minimumWidth:)``),
/// drawn narrower so the leading text shows whole, down to their minimum, then hidden when the
/// text would lose its first word (``RowSqueeze``); then the trailing parts only when they alone
/// are wider than the row; otherwise the last leading part first, each part keeping a column for
/// every part after it. Cuts fall between grapheme clusters and end in `…` in the style of the
/// text they cut.
@usableFromInline
struct RowLayout {
  /// Whether the row shows focus: focused and enabled.
  let isFocused: Bool
  /// Whether the row is dimmed.
  let isDisabled: Bool

  @usableFromInline
  init(isFocused: Bool, isDisabled: Bool) {
    self.isDisabled = isDisabled
    self.isFocused = isFocused && !isDisabled
  }

  /// Columns before the content: the focus marker and a space.
  @usableFromInline static let gutterWidth = 2

  /// A part's style with the row's state on it.
  func apply(_ style: Style) -> Style {
    var style = style
    if isDisabled { style.font = style.font.dim() }
    if isFocused && style.background == .default { style.background = .look(.selection) }
    return style
  }

  /// What the row's empty columns are drawn in.
  var padding: Style { apply(.plain) }
  /// The plain style as a frame cell: the padding of a row neither focused nor disabled.
  private static let plainCell = FrameCell(glyph: 0, style: .plain)

  typealias Part = RowContent.Part
  typealias Segment = RowContent.Segment

  /// Lines the content takes at its width.
  // `inout` here and in `draw`, though neither changes the content: passed borrowed, its 128
  // bytes were copied to the caller's stack for each call.
  @usableFromInline
  func lineCount(_ content: inout RowContent) -> Int {
    let below = content.linesBelow
    guard content.wraps else { return 1 + below }
    return max(1, wrappedLeading(content, width: content.width).count) + below
  }

  /// Draws the content's lines from the top of `rect`, each exactly `rect.width` wide; `direct`
  /// takes the direct path for a row that gives nothing up (off only to test it against this one).
  @usableFromInline
  func draw(_ content: inout RowContent, into frame: inout Frame, at rect: FrameRect, direct: Bool = true) {
    guard rect.height > 0, rect.row >= 0, rect.row < frame.height else { return }
    let end = min(frame.width, rect.column + rect.width)
    let column = max(0, rect.column)
    guard column < end else { return }
    let width = end - column
    // A row neither focused nor disabled pads in the plain style, which no look changes: packed
    // once, not resolved and packed for every row.
    let paddingCell = isFocused || isDisabled ? frame.cell(glyph: 0, style: padding) : Self.plainCell
    let lastRow = min(frame.height, rect.row + rect.height)
    var row = rect.row

    // The gutter, then the body.
    frame.blank(row: row, from: column, to: end, style: paddingCell)
    // Not focused and wide enough, the gutter is two of the columns just blanked: no call.
    let gutter =
      !isFocused && width >= RowLayout.gutterWidth
      ? RowLayout.gutterWidth : drawGutter(into: &frame, row: row, column: column, width: width)
    let available = width - gutter
    let start = column + gutter
    if direct && !content.wraps
      && drawDirect(content, into: &frame, row: row, start: start, available: available)
    {
      return
    }
    let pen = Pen(
      layout: self, parts: content.parts, segments: content.segments, ambiguous: frame.ambiguous,
      look: frame.look)
    if content.wraps {
      let lines = wrappedLeading(content, width: available)
      for (index, line) in (lines.isEmpty ? [Line()] : lines).enumerated() {
        if index > 0 {
          row += 1
          guard row < lastRow else { return }
          frame.blank(row: row, from: column, to: end, style: paddingCell)
        }
        frame.draw(line.restyled(apply), row: row, column: start, width: available)
      }
    } else {
      pen.drawBody(into: &frame, row: row, start: start, available: available, alignment: content.alignment)
    }
    for part in content.parts where part.placement == .below {
      row += 1
      guard row < lastRow else { return }
      frame.blank(row: row, from: column, to: end, style: paddingCell)
      _ = pen.drawPart(part, into: &frame, row: row, x: start, budget: available, draws: true)
    }
  }

  /// The leading parts as one line, wrapped: for footers.
  private func wrappedLeading(_ content: borrowing RowContent, width: Int) -> [Line] {
    var line = Line()
    let segments = content.segments
    for part in content.parts where part.placement == .leading {
      for index in part.segments { line.append(segments[index].shown.source, style: segments[index].style) }
    }
    return line.wrapped(to: width, ambiguous: content.context.ambiguous)
  }
}

/// Draws a row's pieces, reading them in place.
private struct Pen {
  let layout: RowLayout
  let parts: ElementsInPlace<RowContent.Part>
  let segments: ElementsInPlace<RowContent.Segment>
  let ambiguous: AmbiguousWidth
  /// The frame's look, read once a row: the parts' styles name parts of it.
  let look: Look

  /// A cell of `style`, its look parts resolved.
  func cell(_ style: Style) -> FrameCell { FrameCell(glyph: 0, style: look.resolve(style)) }

  /// The ellipsis that fits `columns`: `…`, or `.` where `…` is two columns and only one is left.
  func ellipsis(fitting columns: Int) -> (glyph: UInt32, width: Int) {
    let full = ambiguous == .wide ? 2 : 1
    if full <= columns { return (0x2026, full) }
    return columns >= 1 ? (0x2E, 1) : (0, 0)
  }

  /// Leading parts, the gap, trailing parts: the first line of a row that does not wrap.
  func drawBody(into frame: inout Frame, row: Int, start: Int, available: Int, alignment: TextAlignment) {
    // The trailing parts, one space apart; cut only when they alone are wider than the row.
    var trailingWidth = 0
    var trailingCount = 0
    var hasBar = false
    for part in parts where part.placement == .trailing {
      trailingWidth += (trailingCount > 0 ? 1 : 0) + naturalWidth(part)
      trailingCount += 1
      hasBar = hasBar || part.isBar
    }
    // Only a row with a bar plans what it gives up: other rows pay one test a part.
    var squeeze = RowSqueeze()
    if hasBar {
      squeeze = RowSqueeze(
        parts: parts, segments: segments, available: available, trailingWidth: trailingWidth,
        ellipsisWidth: ellipsis(fitting: 2).width, ambiguous: ambiguous)
      trailingWidth -= squeeze.freed
    }
    let trailingFits = trailingWidth <= available
    if !trailingFits {
      trailingWidth = drawTrailing(
        into: &frame, row: row, x: start, budget: available, squeeze: squeeze, draws: false)
    }
    let room = available - trailingWidth - (trailingWidth > 0 ? 1 : 0)
    let alignsLeading = trailingCount > 0 || alignment == .leading
    let leadingWidth = drawLeading(into: &frame, row: row, x: start, room: room, draws: alignsLeading)
    if trailingCount == 0 {
      guard !alignsLeading else { return }
      let missing = available - leadingWidth
      let offset = alignment == .center ? missing / 2 : missing
      _ = drawLeading(into: &frame, row: row, x: start + offset, room: room, draws: true)
      return
    }
    _ = drawTrailing(
      into: &frame, row: row, x: start + available - trailingWidth,
      budget: trailingFits ? trailingWidth : available, squeeze: squeeze, draws: true)
  }

  /// The leading parts from `x`, each keeping a column for every part after it; returns the
  /// columns used.
  private func drawLeading(into frame: inout Frame, row: Int, x: Int, room: Int, draws: Bool) -> Int {
    guard room > 0 else { return 0 }
    var remaining = 0
    for part in parts where part.placement == .leading { remaining += 1 }
    var used = 0
    var room = room
    for part in parts where part.placement == .leading {
      remaining -= 1
      let separator = used > 0 ? 1 : 0
      let fits = max(0, room - separator - remaining)
      if fits <= 0 { break }
      let piece = drawPart(part, into: &frame, row: row, x: x + used + separator, budget: fits, draws: draws)
      if piece == 0 { continue }
      used += separator + piece
      room -= separator + piece
    }
    return used
  }

  /// The trailing parts one space apart from `x`, bars as `squeeze` draws them, cut to `budget`;
  /// returns the columns used.
  private func drawTrailing(
    into frame: inout Frame, row: Int, x: Int, budget: Int, squeeze: RowSqueeze, draws: Bool
  ) -> Int {
    var total = 0
    var count = 0
    for part in parts where part.placement == .trailing {
      total += (count > 0 ? 1 : 0) + naturalWidth(part)
      count += 1
    }
    total -= squeeze.freed
    if total <= budget && !squeeze.changesBars {
      // Kept apart from the loop below so a row that gives nothing up pays nothing for bars.
      var used = 0
      for part in parts where part.placement == .trailing {
        if used > 0 { used += 1 }
        used += drawPart(part, into: &frame, row: row, x: x + used, budget: budget - used, draws: draws)
      }
      return used
    }
    if total <= budget {
      var used = 0
      var give = squeeze.give
      for part in parts where part.placement == .trailing {
        let natural = naturalWidth(part)
        let columns = squeeze.columns(of: part, natural: natural, give: &give)
        if squeeze.hidesBars && part.isBar { continue }
        if used > 0 { used += 1 }
        if columns < natural {
          if draws { drawBar(part, into: &frame, row: row, x: x + used, columns: columns) }
          used += columns
        } else {
          used += drawPart(part, into: &frame, row: row, x: x + used, budget: budget - used, draws: draws)
        }
      }
      return used
    }
    // Too wide: the parts and their separators as one run of text, cut once. The bars are
    // hidden by then (a squeeze that keeps them leaves the trailing parts room).
    var cut = Cut(budget: budget, ellipsis: ellipsis(fitting: budget))
    var first = true
    for part in parts where part.placement == .trailing {
      if squeeze.hidesBars && part.isBar { continue }
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

  /// Draws a bar narrower than it was made, in `columns`: its first and last runs share what its
  /// middle pieces (a knob) leave, in proportion; a column a wide character cannot fill stays blank.
  @inline(never)  // only a shrunk bar comes here: out of the hot code of rows that fit
  private func drawBar(_ part: RowContent.Part, into frame: inout Frame, row: Int, x: Int, columns: Int) {
    let first = part.segments.lowerBound
    let last = part.segments.upperBound - 1
    let limit = x + columns
    guard first < last else {
      draw(first, into: &frame, row: row, x: x, limit: limit)
      return
    }
    var middle = 0
    for index in (first + 1)..<last { middle += segments[index].shown.columns }
    let runs = segments[first].shown.columns + segments[last].shown.columns
    let shared = max(0, columns - middle)
    // Rounded down, as the bars round what they fill: a bar never looks fuller than it is.
    let lead = runs > 0 ? segments[first].shown.columns * shared / runs : 0
    var end = draw(first, into: &frame, row: row, x: x, limit: min(limit, x + lead))
    for index in (first + 1)..<last {
      end = draw(
        index, into: &frame, row: row, x: end, limit: min(limit, end + segments[index].shown.columns))
    }
    draw(last, into: &frame, row: row, x: end, limit: min(limit, end + shared - lead))
  }

  /// Draws one part from `x` in at most `budget` columns; returns the columns it took.
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

  /// The columns a part takes uncut.
  private func naturalWidth(_ part: RowContent.Part, ignoringFixed: Bool = false) -> Int {
    if !ignoringFixed, let fixed = part.fixedWidth { return fixed }
    return part.columns
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

  mutating func write(_ index: Int, pen: Pen, into frame: inout Frame, row: Int, x: Int, draws: Bool) {
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
    spaces count: Int, style: Style, pen: Pen, into frame: inout Frame, row: Int, x: Int, draws: Bool
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
    style: Style, pen: Pen, into frame: inout Frame, row: Int, x: Int, draws: Bool
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
