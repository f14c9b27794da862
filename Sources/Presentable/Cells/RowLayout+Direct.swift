/// The first line of a row that gives nothing up, drawn without the general layout's planning.
///
/// Most rows are a text and a control that fit: no bar, no fixed slot, no line below, nothing
/// cut. For those the layout's answer is known from what the content added up as its parts were
/// added (`RowContent.DirectSummary`): the leading parts one space apart from the gutter on, the
/// trailing parts one space apart against the trailing edge, each segment drawn whole. The general layout (``RowLayout``, `Pen`) draws exactly the
/// same cells for them (`RowLayoutDirectTests` compares the two over varied rows); this path only
/// skips its planning, which cost a row more than drawing its text.
extension RowLayout {
  /// Draws the gutter (`› ` when focused, a cut marker when only one column is left); returns
  /// its width.
  func drawGutter(into frame: inout Frame, row: Int, column: Int, width: Int) -> Int {
    if width >= RowLayout.gutterWidth {
      if isFocused {
        let marker = frame.cell(glyph: 0, style: apply(Style(foreground: .look(.accent)).bold()))
        frame.put(0x203A, columns: 1, style: marker, row: row, column: column)
      }
      return RowLayout.gutterWidth
    }
    if width == 1 {
      // No room for the gutter: it is cut, and says so (`…`, or `.` where `…` takes two columns).
      let style = isFocused ? apply(Style(foreground: .look(.accent)).bold()) : padding
      let glyph: UInt32 = frame.ambiguous == .wide ? 0x2E : 0x2026
      frame.put(glyph, columns: 1, style: frame.cell(glyph: 0, style: style), row: row, column: column)
      return 1
    }
    return 0
  }

  /// Draws the body of a row whose parts all fit whole, from `start` in `available` columns, and
  /// returns `true`; returns `false`, having drawn nothing, for any other row.
  // A fast path: the content's summary decides (a tight row walks its parts), one pass draws,
  // instead of the general layout's planning.
  func drawDirect(
    _ content: borrowing RowContent, into frame: inout Frame, row: Int, start: Int, available: Int
  )
    -> Bool
  {
    // Parts read in place, through their address: a `for part in parts` loop copied each
    // 48-byte part to the stack in every pass.
    let parts = content.parts
    let segments = content.segments
    guard !parts.isEmpty else { return content.alignment == .leading }
    let first = parts
    let count = parts.count
    // Bars, fixed slots, lines below and text that is not scalar-aligned are the general
    // layout's; the columns were added up as the parts were added.
    let summary = content.direct
    guard summary.isPossible else { return false }
    let trailingWidth = summary.trailingWidth
    let leadingWidth = summary.leadingWidth
    guard trailingWidth <= available, summary.hasTrailing || content.alignment == .leading else {
      return false
    }
    // The leading parts as the general layout places them: each keeps a column for every part
    // after it; one that would be cut sends the row to the general layout.
    let room = available - trailingWidth - (trailingWidth > 0 ? 1 : 0)
    if room > 0 && summary.hasLeading {
      // Parts of a column or more all fit exactly when their columns and separators do: each
      // part after one takes more than the column it keeps, and none is cut. Empty parts, or
      // parts too wide together, take the long way, part by part.
      let isTight = summary.hasEmptyLeading || leadingWidth > room
      var leadingCount = 0
      if isTight {
        for index in 0..<count where first[index].placement == .leading { leadingCount += 1 }
        var remaining = leadingCount
        var used = 0
        for index in 0..<count where first[index].placement == .leading {
          let columns = first[index].columns
          remaining -= 1
          let separator = used > 0 ? 1 : 0
          let fits = max(0, room - used - separator - remaining)
          if fits <= 0 { break }
          if columns > fits { return false }
          if columns > 0 { used += separator + columns }
        }
      }
      // Drawn in a second pass, now that nothing is cut.
      var remaining = leadingCount
      var used = 0
      for index in 0..<count where first[index].placement == .leading {
        let columns = first[index].columns
        let separator = used > 0 ? 1 : 0
        if isTight {
          remaining -= 1
          if room - used - separator - remaining <= 0 { break }
        }
        if columns == 0 { continue }
        drawSegments(first[index].segments, segments, into: &frame, row: row, x: start + used + separator)
        used += separator + columns
      }
    }
    var used = 0
    let x = start + available - trailingWidth
    for index in 0..<count where first[index].placement == .trailing {
      if used > 0 { used += 1 }
      drawSegments(first[index].segments, segments, into: &frame, row: row, x: x + used)
      used += first[index].columns
    }
    return true
  }

  /// Draws a part's segments whole from `x` on the row blanked for them, each as the general
  /// layout does.
  private func drawSegments(
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
}
