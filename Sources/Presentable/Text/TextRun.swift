/// A run of text in one style: the unit rows are built from.
///
/// A span's text is always sanitized (see ``Sanitizer``): whatever a view model puts in it, no
/// control character or escape sequence reaches the terminal. Its width is measured once, when
/// the span is made.
///
/// ```swift
/// let title = TextRun("Minion Mode!!!", style: Style(foreground: .accent))
/// title.text                // "Minion Mode!!!"
/// Line([title]).width()     // 14, measured when the span was made
/// ```
public struct TextRun: Hashable, Sendable {
  /// The sanitized text.
  public let text: String
  /// How the text is drawn.
  public var style: Style
  let measurement: DisplayWidth.Measurement
  /// Only ASCII: one column per byte, so slicing by columns is slicing by bytes.
  let isASCII: Bool
  /// Every scalar is a grapheme cluster of its own with a width of its own (no marks, joiners,
  /// selectors, flags or skin tones), so the text can be walked by scalar.
  let isScalarAligned: Bool

  /// A span of `text`, sanitized, in `style`.
  public init(_ text: String, style: Style = .plain) {
    let inspection = DisplayWidth.Inspection(text)
    if inspection.isDisplayable {
      self.text = text
      self.measurement = inspection.measurement
      self.isASCII = inspection.isASCII
      self.isScalarAligned = true
    } else {
      let (safe, measurement) = Sanitizer.sanitizeAndMeasure(text)
      let check = DisplayWidth.Inspection(safe)
      self.text = safe
      self.measurement = measurement
      self.isASCII = check.isASCII
      self.isScalarAligned = check.isDisplayable
    }
    self.style = style
  }

  /// A span of text that is already sanitized and measured.
  init(sanitized text: String, measurement: DisplayWidth.Measurement, isASCII: Bool, style: Style) {
    self.text = text
    self.measurement = measurement
    self.isASCII = isASCII
    self.isScalarAligned = isASCII || DisplayWidth.Inspection(text).isDisplayable
    self.style = style
  }

  /// The columns the span takes, measured once; an app measures a ``Line`` or calls
  /// ``DisplayWidth/of(_:ambiguous:)``.
  func width(ambiguous: AmbiguousWidth = .narrow) -> Int { measurement.columns(ambiguous) }

  /// `true` when the span has no text.
  var isEmpty: Bool { text.isEmpty }

  /// The longest prefix that fits in `columns`, cut between grapheme clusters.
  func prefix(fitting columns: Int, ambiguous: AmbiguousWidth) -> TextRun {
    if columns <= 0 { return TextRun(sanitized: "", measurement: .zero, isASCII: true, style: style) }
    if width(ambiguous: ambiguous) <= columns { return self }
    if isASCII {
      let cut = String(Substring(text.utf8.prefix(columns)))
      return TextRun(
        sanitized: cut, measurement: .init(narrow: columns, wide: columns), isASCII: true, style: style)
    }
    var used = DisplayWidth.Measurement.zero
    var end = 0  // UTF-8 offset after the last cluster that fits
    for character in text {
      let next =
        used
        + (character.isASCII
          ? .init(narrow: 1, wide: 1) : DisplayWidth.clusterMeasurement(character.unicodeScalars))
      if next.columns(ambiguous) > columns { break }
      used = next
      end += character.utf8.count
    }
    let cut = String(Substring(text.utf8.prefix(end)))
    return TextRun(sanitized: cut, measurement: used, isASCII: false, style: style)
  }

  /// Spans are equal when their text and style are; the width follows from the text.
  public static func == (a: TextRun, b: TextRun) -> Bool { a.text == b.text && a.style == b.style }

  /// Hashes the text and style.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(style)
  }
}
