/// Where a row's parts go at one width, decided once: the gutter, the columns left for the
/// content, the lines the row takes, and for each part its column and the columns it may take
/// (kept with the part, ``RowContent/Part/plannedColumn``). The painter (`RowPlan+Paint`) draws
/// what the plan says and decides nothing; the line count, which a table's viewport asks for, is
/// known without drawing.
///
/// Three kinds of plan:
/// - **trivial** (`RowPlan+Trivial`): the row gives nothing up, so every part sits at its natural
///   width, one space after the one before it; nothing is recorded per part. Most rows.
/// - **placed**: the leading and trailing rules (`RowPlan+Leading`, `RowPlan+Trailing`, the bars'
///   ``RowSqueeze``) placed each part; lines below follow.
/// - **wrapped** (`RowPlan+Lines`): the leading text wrapped onto as many lines as it needs (a
///   footer), then the lines below.
@usableFromInline
struct RowPlan {
  enum Kind: UInt8 {
    case trivial, placed, wrapped
  }

  var kind: Kind
  /// Columns of the gutter: 2, or 1 where only one column is left (the gutter is cut), or 0.
  var gutter: Int
  /// Columns after the gutter.
  var available: Int
  /// Lines the row takes.
  @usableFromInline var lineCount: Int
  /// For a placed row whose trailing parts alone are wider than the row: the trailing parts drawn
  /// as one run cut once, from this column after the gutter (`nil` otherwise: each trailing part
  /// at its own place).
  var trailingRun: (column: Int, budget: Int)?
  /// Whether a placed row hides its bars.
  var hidesBars = false

  init(kind: Kind, gutter: Int, available: Int, lineCount: Int) {
    self.kind = kind
    self.gutter = gutter
    self.available = available
    self.lineCount = lineCount
  }
}

extension RowLayout {
  /// Lays the content out at `width` columns, gutter included: the trivial plan when the row gives
  /// nothing up (and `direct` allows it), else the rules place each part.
  /// A wrapped row's plan is ``wrappedPlan(_:width:)``'s, which keeps its lines for the painter.
  func plan(_ content: inout RowContent, width: Int, direct: Bool = true) -> RowPlan {
    let width = max(0, width)
    let gutter = Self.gutter(width: width)
    let available = width - gutter
    if content.wraps { return wrappedPlan(&content, width: width).plan }
    if direct, let trivial = trivialPlan(content, gutter: gutter, available: available) { return trivial }
    var plan = RowPlan(kind: .placed, gutter: gutter, available: available, lineCount: 1 + content.linesBelow)
    content.clearPlan()
    placeBody(&content, plan: &plan)
    placeBelow(&content, available: available)
    return plan
  }

  /// Places the first line of a row that does not wrap: the trailing parts first (they are cut
  /// only when they alone are wider than the row), then the leading parts in what is left, or,
  /// with no trailing part, in the content's alignment.
  private func placeBody(_ content: inout RowContent, plan: inout RowPlan) {
    let measure = RowPen(content, layout: self, look: content.context.look)
    let available = plan.available
    // The trailing parts, one space apart, and what the bars give up for the text.
    var trailingWidth = 0
    var trailingCount = 0
    var hasBar = false
    for part in content.parts where part.placement == .trailing {
      trailingWidth += (trailingCount > 0 ? 1 : 0) + measure.naturalWidth(part)
      trailingCount += 1
      hasBar = hasBar || part.isBar
    }
    // Only a row with a bar plans what it gives up: other rows pay one test a part.
    var squeeze = RowSqueeze()
    if hasBar {
      squeeze = RowSqueeze(
        parts: content.parts, segments: content.segments, available: available, trailingWidth: trailingWidth,
        ellipsisWidth: measure.ellipsis(fitting: 2).width, ambiguous: measure.ambiguous)
      trailingWidth -= squeeze.freed
    }
    let trailingFits = trailingWidth <= available
    // What the measuring walks (`draws: false`) are handed for a frame: they draw nothing into it.
    var unused = Frame(width: 0, height: 0)
    if !trailingFits {
      trailingWidth = measure.drawTrailingRun(
        into: &unused, row: 0, x: 0, budget: available, hidesBars: squeeze.hidesBars, draws: false)
    }
    let room = available - trailingWidth - (trailingWidth > 0 ? 1 : 0)
    let leadingWidth = placeLeading(&content, measure: measure, room: room, unused: &unused)
    if trailingCount == 0 {
      guard content.alignment != .leading else { return }
      let missing = available - leadingWidth
      shiftLeading(&content, by: content.alignment == .center ? missing / 2 : missing)
      return
    }
    placeTrailing(
      &content, measure: measure, plan: &plan, column: available - trailingWidth,
      budget: trailingFits ? trailingWidth : available, squeeze: squeeze,
      unused: &unused)
  }
}
