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
/// Grapheme clusters that start with a scalar of no width, which a terminal would lean on the
/// text before them, get a base of their own or lose that scalar: an isolated combining mark gets
/// a dotted circle (`◌́`), a lone Hangul vowel or final jamo gets fillers, an isolated invisible
/// format character (a zero-width space, say) is dropped. So every cluster of sanitized text
/// starts with a scalar that takes a column.
///
/// No cluster reaches into the next one: a ZERO WIDTH JOINER that joins nothing (`a\u{200D}b`,
/// `設\u{200D}設`) is dropped, and a virama the platform's segmentation leaves at the end of a
/// cluster (Khmer `ខ្` before `មែ`) is closed with a ZERO WIDTH NON-JOINER. So the width of
/// sanitized text is the sum of its clusters' widths, as Presentable lays it out, and the same as
/// the reference (wcwidth 0.9.4) measures the whole.
///
/// The edges of the text are made so that it cannot join the text drawn next to it, which would
/// change the width of both: a trailing zero-width joiner is dropped, a trailing lone regional
/// indicator is closed with a zero-width non-joiner, and a leading skin-tone modifier gets a
/// dotted circle, as does a Prepend character (such as U+0600) with nothing to join. So the
/// widths of spans drawn side by side always add up.
///
/// Every ``TextRun`` sanitizes its text, so cells never have to; call this directly only for text
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

  /// What a cluster that starts with a scalar of no width becomes: an isolated combining mark, a
  /// lone Hangul vowel or final jamo, a mark followed by a skin tone. In a terminal such a
  /// cluster would lean on whatever is drawn before it, so it gets a base of its own: a Hangul
  /// choseong filler before a vowel jamo, choseong and jungseong fillers before a final jamo, a
  /// dotted circle before anything else. An invisible first scalar (a format character such as
  /// a zero-width space, a variation selector) is dropped instead. A mark that nothing joins (one
  /// newer than this platform's Unicode data, say) is replaced by the dotted circle.
  static func headlessClusterReplacement(_ cluster: Character) -> String {
    let scalars = cluster.unicodeScalars
    guard let first = scalars.first else { return "" }
    let rest = String(String.UnicodeScalarView(scalars.dropFirst()))
    let properties = first.properties
    if properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
      || properties.isVariationSelector || properties.generalCategory == .control
    {
      return rest
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
      return candidate
    }
    return "\u{25CC}" + rest
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
    var settled = false
    for _ in 0..<8 {
      let (fixed, width) = fixingClusters(current)
      measurement = width
      guard let fixed else {
        settled = true
        break
      }
      current = fixed
    }
    if !settled { measurement = DisplayWidth.measureClusters(current) }
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

  /// Whether `text` holds a control character: a scalar that could act on a terminal (C0, DEL,
  /// C1, bidirectional controls, line and paragraph separators), as the width table marks them.
  /// The one definition: the sanitizer replaces exactly these, and the law check looks for them.
  /// Package access: the law check in PresentableTesting asks it, and no app needs to.
  package static func containsControl(_ text: String) -> Bool {
    UnicodeWidthTable.withLookup { lookup in
      text.unicodeScalars.contains { lookup($0.value) & UnicodeWidthTable.unsafe != 0 }
    }
  }

  private static func replacingUnsafeScalars(_ text: String) -> String {
    guard containsControl(text) else { return text }
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
  /// (`nil` when every cluster starts with a scalar that takes a column and none ends in a
  /// joiner, a virama or a Prepend character).
  ///
  /// A cluster's last scalar must not reach into the next cluster, or the widths of the two
  /// would not add up (and a cut or a neighbouring span could change them):
  /// - a ZERO WIDTH JOINER that ends a cluster joins nothing (terminals draw what follows as a
  ///   cluster of its own, where wcwidth hides it): it is dropped;
  /// - a virama that ends a cluster (the platform's segmentation did not join the next
  ///   consonant to it; joiners and variation selectors after it change nothing) is closed with
  ///   a ZERO WIDTH NON-JOINER, the standard request for a visible virama, so that terminals
  ///   which form conjuncts measure it as the others do;
  /// - a Prepend character that ends a cluster gets a dotted circle to join now.
  private static func fixingClusters(_ text: String) -> (String?, DisplayWidth.Measurement) {
    UnicodeWidthTable.withLookup { lookup in
      var result: String?
      var total = DisplayWidth.Measurement.zero
      var offset = 0  // UTF-8 offset of the current cluster
      func startResult() {
        if result == nil { result = String(Substring(text.utf8.prefix(offset))) }
      }
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
        let (width, reachesNext) = DisplayWidth.measureCluster(scalars, lookup: lookup)
        if width.narrow == 0 || lookup(scalars.first!.value) & UnicodeWidthTable.widthMask == 0 {
          startResult()
          let replacement = headlessClusterReplacement(character)
          result!.append(replacement)
          total = total + DisplayWidth.measureClusters(replacement)
        } else if reachesNext || scalars.last == "\u{200D}" {
          startResult()
          var closed = String.UnicodeScalarView(scalars)
          while closed.count > 1 && closed.last == "\u{200D}" { closed.removeLast() }
          if DisplayWidth.measureCluster(closed, lookup: lookup).reachesNext { closed.append("\u{200C}") }
          let fixed = String(closed)
          result!.append(fixed)
          total = total + DisplayWidth.measureClusters(fixed)
        } else if let last = scalars.last, isPrepend(last, lookup) {
          startResult()
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
