/// The trivial plan: a row that gives nothing up.
///
/// Most rows are a text and a control that fit: no bar, no fixed slot, no line below, nothing
/// cut, nothing tight. For those every rule's answer is its first: the leading parts one space
/// apart from the gutter on, the trailing parts one space apart against the trailing edge, each
/// segment drawn whole. What the plan needs was added up as the parts were added
/// (`RowContent.DirectSummary`), so the plan walks no part and records nothing per part, and the
/// painter draws it in one pass. The placed plan draws exactly the same cells for these rows
/// (`RowLayoutDirectTests` compares the two over varied rows).
extension RowLayout {
  /// The trivial plan of a row that gives nothing up, or `nil` for any other row (a bar, a fixed
  /// slot, a line below, text that is not scalar-aligned, trailing parts wider than the row,
  /// leading parts that do not all fit whole, or an alignment other than leading with no trailing
  /// part).
  func trivialPlan(_ content: borrowing RowContent, gutter: Int, available: Int) -> RowPlan? {
    let summary = content.direct
    guard summary.isPossible else { return nil }
    let trailingWidth = summary.trailingWidth
    guard trailingWidth <= available, summary.hasTrailing || content.alignment == .leading else { return nil }
    let room = available - trailingWidth - (trailingWidth > 0 ? 1 : 0)
    // Parts of a column or more all fit exactly when their columns and separators do: each part
    // after one takes more than the column it keeps, and none is cut. Empty parts, or parts too
    // wide together, are the leading rule's to place.
    if room > 0 && summary.hasLeading && (summary.hasEmptyLeading || summary.leadingWidth > room) {
      return nil
    }
    return RowPlan(kind: .trivial, gutter: gutter, available: available, lineCount: 1)
  }

  /// Paints a trivial plan's first line from `start`, on the row blanked for it.
  func paintTrivial(
    _ content: borrowing RowContent, into frame: inout Frame, row: Int, start: Int, available: Int
  ) {
    // Parts read in place, through their address: a `for part in parts` loop copied each part to
    // the stack in every pass.
    let parts = content.parts
    let segments = content.segments
    let trailingWidth = content.direct.trailingWidth
    // No room left beside the trailing parts: the leading parts are not drawn.
    let drawsLeading = available - trailingWidth - (trailingWidth > 0 ? 1 : 0) > 0
    let trailingStart = start + available - trailingWidth
    var leading = 0
    var trailing = 0
    for index in 0..<parts.count {
      let columns = parts[index].columns
      if parts[index].placement == .leading {
        guard drawsLeading else { continue }
        if leading > 0 { leading += 1 }
        drawWhole(parts[index].segments, segments, into: &frame, row: row, x: start + leading)
        leading += columns
      } else {
        if trailing > 0 { trailing += 1 }
        drawWhole(parts[index].segments, segments, into: &frame, row: row, x: trailingStart + trailing)
        trailing += columns
      }
    }
  }

  /// Draws a part's segments whole from `x` on the row blanked for them, each as the cut's pen
  /// draws a segment that fits.
  private func drawWhole(
    _ range: Range<Int>, _ segments: ElementsInPlace<RowContent.Segment>, into frame: inout Frame,
    row: Int, x: Int
  ) {
    var x = x
    for index in range {
      let columns = segments[index].shown.columns
      let style = frame.cell(glyph: 0, style: apply(segments[index].style))
      // On the row blanked for it, a segment that fits whole needs no test for a cut or a wide
      // cluster drawn over.
      frame.putWhole(segments.field(index, \.shown), style: style, row: row, column: x)
      x += columns
    }
  }

  /// Draws the first line of a row that gives nothing up, from `start` in `available` columns, and
  /// returns `true`; returns `false`, having drawn nothing, for any other row: the trivial plan
  /// and its painting in one call (for tests).
  func drawDirect(
    _ content: borrowing RowContent, into frame: inout Frame, row: Int, start: Int, available: Int
  ) -> Bool {
    guard !content.wraps, trivialPlan(content, gutter: 0, available: available) != nil else { return false }
    paintTrivial(content, into: &frame, row: row, start: start, available: available)
    return true
  }
}
