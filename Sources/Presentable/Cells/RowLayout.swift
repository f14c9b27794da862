/// Lays a row's parts out once into a ``RowPlan`` and paints the plan into a frame: a two-column
/// gutter (`› ` when focused), leading parts one space apart, trailing parts at the trailing edge,
/// lines below; the row's state (focused, disabled) on every style.
///
/// What is given up when the row is tight: first its bars (``RowContent/bar(_:style:name:minimumWidth:)``),
/// drawn narrower so the leading text shows whole, down to their minimum, then hidden when the
/// text would lose its first word (``RowSqueeze``); then the trailing parts only when they alone
/// are wider than the row; otherwise the last leading part first, each part keeping a column for
/// every part after it. Cuts fall between grapheme clusters and end in `…` in the style of the
/// text they cut.
///
/// Each of those rules lives in one file: the gutter (`RowLayout+Gutter`), the trivial plan of a
/// row that gives nothing up (`RowPlan+Trivial`), the trailing parts (`RowPlan+Trailing`), the
/// leading parts (`RowPlan+Leading`), wrapped text and lines below (`RowPlan+Lines`), the bars
/// (`RowSqueeze`) and the cut (`RowCut`); `RowPlan+Paint` only paints what they decided.
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
  static let plainCell = FrameCell(glyph: 0, style: .plain)

  typealias Part = RowContent.Part
  typealias Segment = RowContent.Segment

  // `inout` for the content here and below, though none of them changes what it shows (the plan
  // only records where each part goes): passed borrowed, its bytes were copied to the caller's
  // stack for each call.

  /// Lines the content takes at its width, from its plan: nothing is drawn.
  @usableFromInline
  func lineCount(_ content: inout RowContent) -> Int {
    plan(&content, width: content.width + RowLayout.gutterWidth).lineCount
  }

  /// Lays the content out at `width` and paints it into `lines`, made exactly as tall as the
  /// plan says: what a row cell's drawing is, in one call.
  @usableFromInline
  func drawLines(_ content: inout RowContent, into lines: inout Frame, width: Int, context: CellContext) {
    let width = max(0, width)
    // The painter writes every cell of its lines (the law check sees to it): no need to blank them.
    if content.wraps {
      let (plan, wrapped) = wrappedPlan(&content, width: width)
      lines.prepareForOverwrite(
        width: width, height: plan.lineCount, ambiguous: context.ambiguous, look: context.look)
      let rect = FrameRect(row: 0, column: 0, width: width, height: plan.lineCount)
      return paint(plan, &content, wrapped: wrapped, into: &lines, at: rect)
    }
    let plan = plan(&content, width: width)
    lines.prepareForOverwrite(
      width: width, height: plan.lineCount, ambiguous: context.ambiguous, look: context.look)
    // The lines are the row's own, as wide and as tall as planned: nothing to clip.
    guard width > 0 else { return }
    paint(plan, &content, into: &lines, row: 0, column: 0, end: width, lastRow: plan.lineCount)
  }

  /// Draws the content's lines from the top of `rect`, each exactly `rect.width` wide (no wider
  /// than the frame); `direct` lets a row that gives nothing up take its trivial plan (off only to
  /// test the trivial plan against the general one).
  @usableFromInline
  func draw(_ content: inout RowContent, into frame: inout Frame, at rect: FrameRect, direct: Bool = true) {
    guard rect.height > 0, rect.row >= 0, rect.row < frame.height else { return }
    let width = min(frame.width, rect.column + rect.width) - max(0, rect.column)
    guard width > 0 else { return }
    if content.wraps {
      let (plan, wrapped) = wrappedPlan(&content, width: width)
      return paint(plan, &content, wrapped: wrapped, into: &frame, at: rect)
    }
    paint(plan(&content, width: width, direct: direct), &content, into: &frame, at: rect)
  }
}
