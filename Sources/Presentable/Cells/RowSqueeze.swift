/// What a tight row's bars give up so that its leading text keeps its first word: the bars are
/// drawn narrower first, down to their minimum, and hidden when that is not enough.
///
/// Planned only for a row with a bar (a part whose ``RowContent/Part/isBar``): a row
/// without one never builds it.
struct RowSqueeze {
  /// Columns the bars give up, taken from the first bar on.
  private(set) var give = 0
  /// Whether the bars are hidden.
  private(set) var hidesBars = false
  /// Trailing columns freed: given up, or the hidden bars with their separators.
  private(set) var freed = 0

  /// The leading text keeps at least this many columns (when it has them) before a bar stays.
  static let minimumText = 6

  /// Whether any bar is drawn narrower or hidden.
  var changesBars: Bool { give > 0 || hidesBars }

  /// Nothing given up: a row without a bar, or one where everything fits.
  init() {}

  typealias Part = RowContent.Part

  /// Plans the squeeze of a row whose trailing parts take `trailingWidth` of `available` columns.
  /// Out of line: only rows with a bar plan, so it must not weigh on the hot code of the others.
  @inline(never)
  init(
    parts: ElementsInPlace<Part>, segments: ElementsInPlace<RowContent.Segment>, available: Int,
    trailingWidth: Int, ellipsisWidth: Int, ambiguous: AmbiguousWidth
  ) {
    var leading = 0
    var leadingCount = 0
    for part in parts where part.placement == .leading {
      leading += (leadingCount > 0 ? 1 : 0) + (part.fixedWidth ?? part.columns)
      leadingCount += 1
    }
    let room = available - trailingWidth - (leading > 0 ? 1 : 0)
    guard leading > room else { return }
    var shrinkable = 0
    for part in parts where part.placement == .trailing {
      if part.isBar { shrinkable += max(0, part.columns - Int(part.minimumWidth)) }
    }
    // Enough to show the text whole: the bars give only what it lacks.
    if leading - room <= shrinkable {
      give = leading - room
      freed = give
      return
    }
    let wanted = min(
      leading,
      max(
        Self.minimumText, Self.firstWord(parts, segments, ellipsisWidth: ellipsisWidth, ambiguous: ambiguous))
    )
    if room + shrinkable >= wanted {
      give = shrinkable
      freed = give
      return
    }
    hidesBars = true
    var kept = 0
    var keptCount = 0
    for part in parts where part.placement == .trailing && !part.isBar {
      kept += (keptCount > 0 ? 1 : 0) + part.columns
      keptCount += 1
    }
    freed = trailingWidth - kept
  }

  /// The columns a part is drawn in, taking what it gives from `give`: its natural width, a
  /// bar's narrower one, or 0 when hidden.
  func columns(of part: Part, natural: Int, give: inout Int) -> Int {
    guard part.isBar else { return natural }
    if hidesBars { return 0 }
    let taken = min(give, max(0, natural - Int(part.minimumWidth)))
    give -= taken
    return natural - taken
  }

  /// Columns of the leading parts up to the end of the first word of the first part that is not
  /// a fixed slot, with an ellipsis when more follows.
  private static func firstWord(
    _ parts: ElementsInPlace<Part>, _ segments: ElementsInPlace<RowContent.Segment>,
    ellipsisWidth: Int, ambiguous: AmbiguousWidth
  ) -> Int {
    var columns = 0
    var count = 0
    for part in parts where part.placement == .leading {
      columns += count > 0 ? 1 : 0
      count += 1
      if let fixed = part.fixedWidth {
        columns += fixed
        continue
      }
      var seenLetter = false
      for index in part.segments {
        let text = segments[index].shown.text
        var end = text.startIndex
        while end < text.endIndex {
          let isSpace = text[end].isWhitespace
          if isSpace && seenLetter { break }
          seenLetter = seenLetter || !isSpace
          end = text.index(after: end)
        }
        guard end < text.endIndex else {
          columns += segments[index].shown.columns
          continue
        }
        let word = ShownText(String(text[..<end]), cap: segments[index].shown.cap, ambiguous: ambiguous)
          .columns
        return columns + word + ellipsisWidth
      }
      return columns
    }
    return columns
  }
}
