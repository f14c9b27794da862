/// One row of styled text: a sequence of ``TextRun``s.
///
/// Cells render lines, and the frame draws them. ``fitted(to:alignment:padding:ambiguous:)``
/// makes a line exactly as wide as asked: it cuts with `…` between grapheme clusters (never
/// through one, never through a wide character) and pads with spaces.
///
/// ```swift
/// var line = Line("Minion Mode!!!", style: Style(foreground: .accent))
/// line.append("  ", style: .plain)
/// line.append("[■ ON ]", style: Style(foreground: .yellow))
/// line.fitted(to: 12).plainText    // "Minion Mode…"
/// line.fitted(to: 26).plainText    // "Minion Mode!!!  [■ ON ]   "
/// ```
public struct Line: Hashable, Sendable {
  /// The spans, in order.
  public private(set) var spans: [TextRun]

  /// A line of these spans (empty ones are dropped).
  public init(_ spans: [TextRun] = []) {
    self.spans = spans.filter { !$0.isEmpty }
  }

  /// A line of one span.
  public init(_ text: String, style: Style = .plain) {
    self.init([TextRun(text, style: style)])
  }

  /// Adds a span at the end.
  mutating func append(_ span: TextRun) {
    if !span.isEmpty { spans.append(span) }
  }

  /// Adds text in a style at the end.
  public mutating func append(_ text: String, style: Style = .plain) {
    append(TextRun(text, style: style))
  }

  /// Adds another line's spans at the end: what `+` does in place.
  mutating func append(_ line: Line) {
    spans.append(contentsOf: line.spans)
  }

  /// The two lines one after the other.
  static func + (left: Line, right: Line) -> Line {
    var result = left
    result.append(right)
    return result
  }

  /// The columns the line takes.
  public func width(ambiguous: AmbiguousWidth = .narrow) -> Int {
    var total = 0
    for span in spans { total += span.width(ambiguous: ambiguous) }
    return total
  }

  /// The text without styles.
  public var plainText: String {
    spans.count == 1 ? spans[0].text : spans.map(\.text).joined()
  }

  /// `true` when the line has no text.
  var isEmpty: Bool { spans.isEmpty }

  /// The line with `transform` applied to every span's style, such as a focus background.
  func restyled(_ transform: (Style) -> Style) -> Line {
    var copy = self
    for i in copy.spans.indices { copy.spans[i].style = transform(copy.spans[i].style) }
    return copy
  }

  /// The line cut to at most `width` columns, ending in `…` when anything was cut.
  ///
  /// The cut falls between grapheme clusters; a wide character that does not fit is left out
  /// whole, so the result may be one column narrower than `width`. The ellipsis takes the style
  /// of the text it replaces.
  func truncated(to width: Int, ambiguous: AmbiguousWidth = .narrow) -> Line {
    let width = max(0, width)
    if self.width(ambiguous: ambiguous) <= width { return self }
    let ellipsis = Line.ellipsis(fitting: width, ambiguous: ambiguous)
    let room = width - ellipsis.width(ambiguous: ambiguous)
    var result = Line()
    var used = 0
    var cutStyle = spans.first?.style ?? .plain
    for span in spans {
      let spanWidth = span.width(ambiguous: ambiguous)
      if used + spanWidth <= room {
        result.spans.append(span)
        used += spanWidth
        continue
      }
      let part = span.prefix(fitting: room - used, ambiguous: ambiguous)
      result.append(part)
      used += part.width(ambiguous: ambiguous)
      cutStyle = span.style
      break
    }
    if !ellipsis.isEmpty { result.append(TextRun(ellipsis.text, style: cutStyle)) }
    return result
  }

  /// The widest ellipsis that fits: `…`, or `.` where `…` is two columns and only one is left.
  private static func ellipsis(fitting width: Int, ambiguous: AmbiguousWidth) -> TextRun {
    let full = TextRun("\u{2026}")
    if full.width(ambiguous: ambiguous) <= width { return full }
    return width >= 1 ? TextRun(".") : TextRun("")
  }

  /// The line padded with spaces to `width` columns (unchanged when already as wide).
  func padded(
    to width: Int, alignment: TextAlignment = .leading, style: Style = .plain,
    ambiguous: AmbiguousWidth = .narrow
  ) -> Line {
    let missing = width - self.width(ambiguous: ambiguous)
    if missing <= 0 { return self }
    let (before, after): (Int, Int) =
      switch alignment {
      case .leading: (0, missing)
      case .trailing: (missing, 0)
      case .center: (missing / 2, missing - missing / 2)
      }
    var result = Line()
    if before > 0 { result.spans.append(Line.spaces(before, style: style)) }
    result.spans.append(contentsOf: spans)
    if after > 0 { result.spans.append(Line.spaces(after, style: style)) }
    return result
  }

  /// The line made exactly `width` columns wide: truncated with `…` if longer, padded if shorter.
  ///
  /// For any text and any `width` ≥ 0 the result is exactly `width` columns.
  public func fitted(
    to width: Int, alignment: TextAlignment = .leading, padding: Style = .plain,
    ambiguous: AmbiguousWidth = .narrow
  ) -> Line {
    truncated(to: width, ambiguous: ambiguous).padded(
      to: max(0, width), alignment: alignment, style: padding, ambiguous: ambiguous)
  }

  /// Runs of spaces, made once: rows pad with them all the time.
  private static let spaceRuns: [String] = (0...256).map { String(repeating: " ", count: $0) }

  static func spaces(_ count: Int, style: Style) -> TextRun {
    let count = max(0, count)
    return TextRun(
      sanitized: count < spaceRuns.count ? spaceRuns[count] : String(repeating: " ", count: count),
      measurement: .init(narrow: count, wide: count), isASCII: true, style: style)
  }

  /// `count` spaces in a style.
  static func blank(_ count: Int, style: Style = .plain) -> Line {
    Line([spaces(count, style: style)])
  }
}
