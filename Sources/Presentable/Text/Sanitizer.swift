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

  /// The full pass: replace unsafe scalars, then give isolated clusters a base or drop them.
  static func sanitizeSlowly(_ text: String) -> String {
    var result = replacingUnsafeScalars(text)
    // Dropping or prefixing a cluster can make its neighbours join differently; repeat until
    // stable, which takes one more pass at most in practice (the loop is bounded regardless).
    for _ in 0..<4 {
      guard let fixed = fixingIsolatedClusters(result) else { break }
      result = fixed
    }
    return closingEdges(result)
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1_F1E6...0x1_F1FF).contains(scalar.value)
  }

  /// Makes the text's first and last clusters unable to join text drawn beside it.
  private static func closingEdges(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    if let first = scalars.first, (0x1_F3FB...0x1_F3FF).contains(first.value) {
      scalars.insert("\u{25CC}", at: 0)
    }
    while scalars.last == "\u{200D}" { scalars.removeLast() }
    if let last = scalars.last, isRegionalIndicator(last),
      scalars.reversed().prefix(while: isRegionalIndicator).count % 2 == 1
    {
      scalars.append("\u{200C}")
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    let closed = String(view)
    return closed == text ? text : closed
  }

  private static func replacingUnsafeScalars(_ text: String) -> String {
    var needed = false
    for scalar in text.unicodeScalars where UnicodeWidthTable.properties(scalar.value) & UnicodeWidthTable.unsafe != 0 {
      needed = true
      break
    }
    guard needed else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if UnicodeWidthTable.properties(scalar.value) & UnicodeWidthTable.unsafe != 0 {
        scalars.append(replacement(for: scalar))
      } else {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// `nil` when every cluster already takes a column and none ends in a Prepend character.
  ///
  /// A cluster can end in a Prepend character (which joins what follows it) only before a
  /// character it cannot join; if a cut or a neighbouring span put something joinable there, the
  /// widths would change, so such a Prepend character gets a dotted circle to join now.
  private static func fixingIsolatedClusters(_ text: String) -> String? {
    var result: String?
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character.isASCII {
        result?.append(character)
      } else if DisplayWidth.clusterWidth(character.unicodeScalars, ambiguous: .narrow) == 0 {
        if result == nil { result = String(text[..<index]) }
        if let replacement = isolatedClusterReplacement(character) { result!.append(replacement) }
      } else if let last = character.unicodeScalars.last,
        UnicodeWidthTable.properties(last.value) & UnicodeWidthTable.widthMask == UnicodeWidthTable.prependWidth
      {
        if result == nil { result = String(text[..<index]) }
        result!.append(character)
        result!.append("\u{25CC}")
      } else {
        result?.append(character)
      }
      index = next
    }
    return result
  }
}
