/// Makes view-model text safe to put on a terminal.
///
/// A view model's text comes from users, files and networks. Written to a terminal as is, an
/// escape sequence in it could move the cursor, change colors, retitle the window or worse. The
/// sanitizer replaces everything that could act on the terminal with a visible, harmless glyph:
///
/// | input | shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F (ESC, CR, LF, TAB, …) | their Control Pictures `␀`…`␟` (ESC is `␛`) |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F, bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) | `␦` |
/// | LINE SEPARATOR, PARAGRAPH SEPARATOR | `␤` |
///
/// Grapheme clusters that would take no column on their own are made to take one or none: an
/// isolated combining mark gets a dotted circle as its base (`◌́`), an isolated invisible format
/// character (a zero-width space, say) is dropped. So every cluster of sanitized text takes at
/// least one column.
///
/// The edges of the text are made so that it cannot join the text drawn next to it, which would
/// change the width of both: a trailing zero-width joiner is dropped, a trailing lone regional
/// indicator is closed with a zero-width non-joiner, and a leading skin-tone modifier gets a
/// dotted circle, as does a Prepend character (such as U+0600) with nothing to join. So the
/// widths of spans drawn side by side always add up.
///
/// Every ``Span`` sanitizes its text, so cells never have to; call this directly only for text
/// you write to a terminal yourself.
///
/// ```swift
/// Sanitizer.sanitize("Bob\u{1B}[2J")   // "Bob␛[2J": shown, not executed
/// ```
public enum Sanitizer {
  /// Returns `text` with everything that could act on a terminal replaced by a visible glyph.
  ///
  /// Text that needs no change is returned as is, without copying.
  ///
  /// - Complexity: O(*n*); text without controls, isolated marks or format characters is only
  ///   scanned.
  public static func sanitize(_ text: String) -> String {
    Inspection(text).isDisplayable ? text : sanitizeSlowly(text)
  }

  private typealias Inspection = DisplayWidth.Inspection

  /// The replacement for one scalar the width table marks unsafe.
  static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00...0x1F: Unicode.Scalar(0x2400 + scalar.value)!
    case 0x7F: "\u{2421}"
    case 0x2028, 0x2029: "\u{2424}"
    default: "\u{2426}"
    }
  }

  /// What an isolated zero-width cluster becomes: a mark on a dotted circle, or `nil` to drop it.
  ///
  /// A base is chosen that the cluster joins: a Hangul choseong filler before a lone vowel jamo,
  /// choseong and jungseong fillers before a lone final jamo, a dotted circle before anything
  /// else. A cluster nothing can join (one this platform's Unicode data does not know yet, say)
  /// is shown as the dotted circle alone.
  static func isolatedClusterReplacement(_ cluster: Character) -> Character? {
    guard let first = cluster.unicodeScalars.first else { return nil }
    let properties = first.properties
    if properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
      || properties.isVariationSelector || properties.generalCategory == .control
    {
      return nil
    }
    let base: String
    switch first.value {
    case 0x1160...0x11A7, 0xD7B0...0xD7C6: base = "\u{115F}"
    case 0x11A8...0x11FF, 0xD7CB...0xD7FB: base = "\u{115F}\u{1160}"
    default: base = "\u{25CC}"
    }
    let candidate = base + String(cluster)
    if candidate.count == 1, let joined = candidate.first,
      DisplayWidth.clusterWidth(joined.unicodeScalars, ambiguous: .narrow) > 0
    {
      return joined
    }
    return "\u{25CC}"
  }

  /// The full pass: replace unsafe scalars, give isolated clusters a base or drop them, close
  /// the edges.
  static func sanitizeSlowly(_ text: String) -> String {
    sanitizeAndMeasure(text).text
  }

  /// Sanitized text and its width, from one walk over its grapheme clusters.
  static func sanitizeAndMeasure(_ text: String) -> (text: String, measurement: DisplayWidth.Measurement) {
    var current = replacingUnsafeScalars(text)
    var measurement = DisplayWidth.Measurement.zero
    // Dropping or prefixing a cluster can make its neighbours join differently, so a changed text
    // is walked again; the walk that changes nothing has measured the final text. Bounded, as
    // hostile input must not loop.
    for _ in 0..<4 {
      let (fixed, width) = fixingClusters(current)
      measurement = width
      guard let fixed else { break }
      current = fixed
    }
    let closed = closingEdges(current)
    if closed != current { return (closed, DisplayWidth.measureClusters(closed)) }
    return (current, measurement)
  }

  private static func isPrepend(_ scalar: Unicode.Scalar, _ lookup: UnicodeWidthTable.Lookup) -> Bool {
    lookup(scalar.value) & UnicodeWidthTable.widthMask == UnicodeWidthTable.neighbourDependentWidth
      && !isRegionalIndicator(scalar) && !(0x1_F3FB...0x1_F3FF).contains(scalar.value)
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1_F1E6...0x1_F1FF).contains(scalar.value)
  }

  /// Makes the text's first and last clusters unable to join text drawn beside it.
  private static func closingEdges(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return text }
    let leadingModifier = (0x1_F3FB...0x1_F3FF).contains(first.value)
    let trailingJoiner = last == "\u{200D}"
    let trailingLoneIndicator =
      isRegionalIndicator(last) && scalars.reversed().prefix(while: isRegionalIndicator).count % 2 == 1
    guard leadingModifier || trailingJoiner || trailingLoneIndicator else { return text }
    var result = String.UnicodeScalarView()
    if leadingModifier { result.append("\u{25CC}") }
    result.append(contentsOf: scalars)
    while result.last == "\u{200D}" { result.removeLast() }
    if let end = result.last, isRegionalIndicator(end),
      result.reversed().prefix(while: isRegionalIndicator).count % 2 == 1
    {
      result.append("\u{200C}")
    }
    return String(result)
  }

  private static func replacingUnsafeScalars(_ text: String) -> String {
    let needed = UnicodeWidthTable.withLookup { lookup in
      text.unicodeScalars.contains { lookup($0.value) & UnicodeWidthTable.unsafe != 0 }
    }
    guard needed else { return text }
    var scalars = String.UnicodeScalarView()
    UnicodeWidthTable.withLookup { lookup in
      for scalar in text.unicodeScalars {
        scalars.append(
          lookup(scalar.value) & UnicodeWidthTable.unsafe != 0 ? replacement(for: scalar) : scalar)
      }
    }
    return String(scalars)
  }

  /// One walk over the clusters: their total width, and the fixed text if anything had to change
  /// (`nil` when every cluster already takes a column and none ends in a Prepend character).
  ///
  /// A cluster can end in a Prepend character (which joins what follows it) only before a
  /// character it cannot join; if a cut or a neighbouring span put something joinable there, the
  /// widths would change, so such a Prepend character gets a dotted circle to join now.
  private static func fixingClusters(_ text: String) -> (String?, DisplayWidth.Measurement) {
    UnicodeWidthTable.withLookup { lookup in
      var result: String?
      var total = DisplayWidth.Measurement.zero
      var offset = 0  // UTF-8 offset of the current cluster
      for character in text {
        let length = character.utf8.count
        defer { offset += length }
        if character.isASCII {
          total.narrow += 1
          total.wide += 1
          result?.append(character)
          continue
        }
        let scalars = character.unicodeScalars
        let width = DisplayWidth.clusterMeasurement(scalars, lookup: lookup)
        if width.narrow == 0 {
          if result == nil { result = String(Substring(text.utf8.prefix(offset))) }
          if let replacement = isolatedClusterReplacement(character) {
            result!.append(replacement)
            total = total + DisplayWidth.clusterMeasurement(replacement.unicodeScalars, lookup: lookup)
          }
        } else if let last = scalars.last, isPrepend(last, lookup) {
          if result == nil { result = String(Substring(text.utf8.prefix(offset))) }
          result!.append(character)
          result!.append("\u{25CC}")
          total = total + width + DisplayWidth.Measurement(narrow: 1, wide: 1)
        } else {
          total = total + width
          result?.append(character)
        }
      }
      return (result, total)
    }
  }
}
