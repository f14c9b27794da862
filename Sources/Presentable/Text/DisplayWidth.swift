/// How many columns East Asian Ambiguous characters take.
///
/// Characters such as `±`, `…`, `■`, `●` and Greek or Cyrillic letters are one column in most
/// terminals and two in terminals set up for CJK text. Measure with the setting the user's terminal
/// uses, or every row drawn after such a character is shifted.
public enum AmbiguousWidth: Sendable, Hashable {
  /// One column: most Western terminal setups.
  case narrow
  /// Two columns: terminals set up for Chinese, Japanese or Korean.
  case wide
}

/// The number of terminal columns text takes, measured per grapheme cluster.
///
/// The rules, in the order they apply to each grapheme cluster (a `Character`):
/// - ASCII takes one column per character (fast path: eight bytes at a time);
/// - East Asian Wide and Fullwidth characters (CJK, Hangul, fullwidth forms) and emoji with
///   emoji presentation take two; East Asian Ambiguous ones take one or two (``AmbiguousWidth``);
/// - combining marks, zero-width joiners and other zero-width characters take none;
/// - an emoji joined by ZWJ (families, professions), a skin-tone modifier and the second regional
///   indicator of a flag add nothing to the cluster they join; VARIATION SELECTOR-16 widens a
///   narrow emoji-capable base (`❤️`, keycaps such as `1️⃣`) to two;
/// - text is measured as Presentable shows it: control characters count as the one-column glyph
///   that replaces them, an isolated combining mark as `◌` plus the mark, and an isolated invisible
///   format character as nothing (see ``Sanitizer``).
///
/// The tables are embedded in the library (Unicode 17.0), so widths do not depend on the
/// platform's C library.
///
/// ```swift
/// DisplayWidth.of("Minion Mode")              // 11
/// DisplayWidth.of("設定")                     // 4
/// DisplayWidth.of("👨‍👩‍👧‍👦")                       // 2
/// DisplayWidth.of("±1", ambiguous: .wide)     // 3
/// ```
///
/// - Complexity: O(*n*) in the UTF-8 length; text without combining marks, emoji sequences or
///   flags is measured without splitting it into grapheme clusters.
public enum DisplayWidth {
  /// The columns `text` takes.
  public static func of(_ text: String, ambiguous: AmbiguousWidth = .narrow) -> Int {
    measure(text).columns(ambiguous)
  }

  /// The columns `text` takes.
  public static func of(_ text: Substring, ambiguous: AmbiguousWidth = .narrow) -> Int {
    measure(String(text)).columns(ambiguous)
  }

  /// The columns one grapheme cluster takes.
  public static func of(_ character: Character, ambiguous: AmbiguousWidth = .narrow) -> Int {
    character.isASCII ? 1 : measure(String(character)).columns(ambiguous)
  }

  /// Narrow and wide measurements of the same text, taken in one pass.
  struct Measurement: Hashable, Sendable {
    /// Columns with ambiguous characters narrow.
    var narrow: Int
    /// Columns with ambiguous characters wide.
    var wide: Int

    static let zero = Measurement(narrow: 0, wide: 0)

    @inline(__always)
    func columns(_ ambiguous: AmbiguousWidth) -> Int { ambiguous == .narrow ? narrow : wide }

    static func + (a: Measurement, b: Measurement) -> Measurement {
      Measurement(narrow: a.narrow + b.narrow, wide: a.wide + b.wide)
    }
  }

  /// Measures `text` as it will be shown (sanitized).
  static func measure(_ text: String) -> Measurement {
    let inspection = Inspection(text)
    if !inspection.needsClusters { return inspection.measurement }
    return Sanitizer.sanitizeAndMeasure(text).measurement
  }

  /// Sums cluster widths of text that is already sanitized.
  static func measureClusters(_ text: String) -> Measurement {
    var total = Measurement.zero
    for character in text {
      total =
        total
        + (character.isASCII ? Measurement(narrow: 1, wide: 1) : clusterMeasurement(character.unicodeScalars))
    }
    return total
  }

  /// One pass over UTF-8 that tells whether text can be shown as is and how wide it is.
  ///
  /// When the text holds no scalar whose width depends on its neighbours (zero-width marks and
  /// joiners, variation selectors, spacing marks, regional indicators, skin-tone modifiers,
  /// Prepend characters), its width is the plain sum of scalar widths, which equals the
  /// per-cluster sum: no grapheme segmentation is needed. Scalars the sanitizer replaces count as
  /// the one column of their replacement.
  struct Inspection {
    /// Only ASCII bytes.
    var isASCII = true
    /// Holds a control or other scalar that the sanitizer replaces.
    var hasUnsafe = false
    /// Holds a scalar whose width depends on its neighbours; ``measurement`` is then not set.
    var needsClusters = false
    /// The width, when ``needsClusters`` is `false`.
    var measurement = Measurement.zero

    /// Shown exactly as it is: nothing to replace, nothing to segment.
    var isDisplayable: Bool { !hasUnsafe && !needsClusters }

    init(_ text: String) {
      var text = text
      text.withUTF8 { inspect($0) }
    }

    init(utf8 bytes: UnsafeBufferPointer<UInt8>) { inspect(bytes) }

    private mutating func inspect(_ bytes: UnsafeBufferPointer<UInt8>) {
      guard let base = bytes.baseAddress else { return }
      UnicodeWidthTable.withLookup { lookup in inspect(base, count: bytes.count, lookup: lookup) }
    }

    @inline(__always)
    private mutating func inspect(_ base: UnsafePointer<UInt8>, count: Int, lookup: UnicodeWidthTable.Lookup)
    {
      var i = 0
      var columns = 0
      var ambiguousColumns = 0
      var hasControl = false
      while i < count {
        let lead = base[i]
        if lead < 0x80 {
          // Eight ASCII bytes at a time: no high bit set means eight one-column characters.
          while i &+ 8 <= count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            if !hasControl && Self.hasControl(word) { hasControl = true }
            i &+= 8
            columns &+= 8
          }
          while i < count && base[i] < 0x80 {
            let byte = base[i]
            if byte < 0x20 || byte == 0x7F { hasControl = true }
            i &+= 1
            columns &+= 1
          }
          continue
        }
        isASCII = false
        let (scalar, length) = Self.decode(base + i, lead: lead)
        i &+= length
        let properties = lookup(scalar)
        if properties & UnicodeWidthTable.unsafe != 0 {
          hasControl = true
          columns &+= 1
          continue
        }
        // Zero width (marks, joiners, selectors) or 3 (Prepend, regional indicators, skin-tone
        // modifiers): the width depends on the neighbours.
        let width = Int(properties & UnicodeWidthTable.widthMask)
        if width == 0 || width == 3 {
          needsClusters = true
          return
        }
        columns &+= width
        if properties & UnicodeWidthTable.ambiguous != 0 && width == 1 { ambiguousColumns &+= 1 }
      }
      hasUnsafe = hasControl
      measurement = Measurement(narrow: columns, wide: columns + ambiguousColumns)
    }

    /// Whether any byte of an all-ASCII word is a C0 control or DEL.
    @inline(__always)
    private static func hasControl(_ word: UInt64) -> Bool {
      // A byte below 0x20 or equal to 0x7F, tested for all eight bytes at once.
      let low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
      let del =
        ((word ^ 0x7F7F_7F7F_7F7F_7F7F) &- 0x0101_0101_0101_0101) & ~(word ^ 0x7F7F_7F7F_7F7F_7F7F)
        & 0x8080_8080_8080_8080
      return low | del != 0
    }

    /// Decodes one scalar from valid UTF-8 (Swift strings are always valid).
    @inline(__always)
    static func decode(_ p: UnsafePointer<UInt8>, lead: UInt8) -> (UInt32, Int) {
      if lead < 0xE0 {
        return (UInt32(lead & 0x1F) << 6 | UInt32(p[1] & 0x3F), 2)
      } else if lead < 0xF0 {
        return (UInt32(lead & 0x0F) << 12 | UInt32(p[1] & 0x3F) << 6 | UInt32(p[2] & 0x3F), 3)
      } else {
        return (
          UInt32(lead & 0x07) << 18 | UInt32(p[1] & 0x3F) << 12 | UInt32(p[2] & 0x3F) << 6
            | UInt32(p[3] & 0x3F), 4
        )
      }
    }
  }

  /// Indic viramas after which a consonant forms a conjunct with the one before.
  @inline(__always)
  private static func isVirama(_ value: UInt32) -> Bool {
    switch value {
    case 0x094D, 0x09CD, 0x0A4D, 0x0ACD, 0x0B4D, 0x0BCD, 0x0C4D, 0x0CCD, 0x0D4D, 0x0DCA, 0x1B44, 0xA806,
      0xA8C4,
      0xA9C0, 0x1_1046, 0x1_10B9, 0x1_11C0, 0x1_1235, 0x1_134D, 0x1_1442, 0x1_14C2, 0x1_15BF, 0x1_163F,
      0x1_16B6,
      0x1_1839, 0x1_19E0, 0x1_1C3F:
      true
    default: false
    }
  }

  /// The columns of one grapheme cluster, from its scalars.
  ///
  /// Returns 0 for a cluster with no visible base (an isolated mark or format character); the
  /// sanitizer gives those a base or removes them before they are drawn.
  static func clusterWidth(_ scalars: Character.UnicodeScalarView, ambiguous: AmbiguousWidth) -> Int {
    clusterMeasurement(scalars).columns(ambiguous)
  }

  /// The columns of one grapheme cluster with ambiguous characters narrow and wide.
  static func clusterMeasurement(_ scalars: Character.UnicodeScalarView) -> Measurement {
    UnicodeWidthTable.withLookup { lookup in clusterMeasurement(scalars, lookup: lookup) }
  }

  static func clusterMeasurement(_ scalars: Character.UnicodeScalarView, lookup: UnicodeWidthTable.Lookup)
    -> Measurement
  {
    var total = 0
    var ambiguousExtra = 0
    var hasBase = false  // a measured scalar that a VS16, modifier or spacing mark can attach to
    var baseProperties: UInt8 = 0
    var baseWidth = 0
    var baseIsAmbiguous = false
    var baseIsRegionalIndicator = false
    var regionalIndicators = 0
    var afterJoiner = false
    var afterVirama = false
    var conjunctPending = false
    for scalar in scalars {
      let value = scalar.value
      if value == 0x200D {  // ZERO WIDTH JOINER: the emoji after it joins the one before.
        if !afterVirama { afterJoiner = true }
        continue
      }
      if afterJoiner {
        afterJoiner = false
        continue
      }
      if value == 0xFE0F {  // VARIATION SELECTOR-16: emoji presentation, two columns.
        if hasBase && baseProperties & UnicodeWidthTable.widensWithVS16 != 0 {
          total += 2 - baseWidth
          if baseIsAmbiguous { ambiguousExtra -= 1 }
        }
        hasBase = false
        continue
      }
      let isRegionalIndicator = (0x1_F1E6...0x1_F1FF).contains(value)
      if isRegionalIndicator {
        regionalIndicators += 1
        if regionalIndicators % 2 == 0 { continue }  // second half of a flag
      }
      if (0x1_F3FB...0x1_F3FF).contains(value) && hasBase
        && (baseProperties & UnicodeWidthTable.pictographic != 0 || baseIsRegionalIndicator)
      {
        continue  // skin tone on an emoji
      }
      let properties = lookup(value)
      if afterVirama && properties & UnicodeWidthTable.conjunctConsonant != 0 {
        hasBase = true
        baseProperties = properties
        baseWidth = 1
        baseIsAmbiguous = false
        baseIsRegionalIndicator = false
        afterVirama = false
        conjunctPending = true
        continue
      }
      var width = Int(properties & UnicodeWidthTable.widthMask)
      if properties & UnicodeWidthTable.unsafe != 0 {
        width = 1
      } else if width == 3 {
        width = isRegionalIndicator || (0x1_F3FB...0x1_F3FF).contains(value) ? 2 : 1
      }
      let isAmbiguous = width == 1 && properties & UnicodeWidthTable.ambiguous != 0
      if width > 0 {
        if conjunctPending {
          total += 1
          conjunctPending = false
        }
        total += width
        if isAmbiguous { ambiguousExtra += 1 }
        hasBase = true
        baseProperties = properties
        baseWidth = width
        baseIsAmbiguous = isAmbiguous
        baseIsRegionalIndicator = isRegionalIndicator
        afterVirama = false
      } else if properties & UnicodeWidthTable.spacingMark != 0 && hasBase {
        total += 1
        hasBase = false
        afterVirama = false
        conjunctPending = false
      } else {
        afterVirama = isVirama(value)
      }
    }
    if conjunctPending { total += 1 }
    return Measurement(narrow: total, wide: total + ambiguousExtra)
  }
}
