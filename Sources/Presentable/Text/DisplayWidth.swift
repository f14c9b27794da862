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
/// The reference is Python's `wcwidth` package, version 0.9.4, and its `width()`; the rules, in
/// the order they apply to each grapheme cluster (a `Character`):
/// - ASCII takes one column per character (fast path: eight bytes at a time);
/// - East Asian Wide and Fullwidth characters (CJK, Hangul, fullwidth forms) and emoji with
///   emoji presentation take two; East Asian Ambiguous ones take one or two (``AmbiguousWidth``);
/// - combining marks, joiners, variation selectors and other zero-width characters take none;
/// - an emoji joined by ZWJ (families, professions), a skin-tone modifier and the second regional
///   indicator of a flag add nothing to the cluster they join; VARIATION SELECTOR-16 widens a
///   narrow emoji-capable base (`❤️`, keycaps such as `1️⃣`) to two, VARIATION SELECTOR-15 narrows
///   a wide one (`⌚︎`) to one;
/// - a conjunct (consonants joined by a virama, `क्ष`) and a consonant with a spacing vowel sign
///   (`का`) take two;
/// - text is **measured as shown**: Presentable draws sanitized text (see ``Sanitizer``), and
///   measures what it draws. Control characters count as the one-column glyph that replaces them,
///   an isolated combining mark as `◌` plus the mark, an isolated invisible format character as
///   nothing, a ZERO WIDTH JOINER that joins nothing is not drawn (`a\u{200D}b` is `ab`, two
///   columns). Docs/Rendering.md lists every place where this differs from wcwidth, and why.
///
/// The tables are embedded in the library (Unicode 18.0, as wcwidth 0.9.4 tabulates it), so
/// widths do not depend on the platform's C library.
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
  static func of(_ text: Substring, ambiguous: AmbiguousWidth = .narrow) -> Int {
    measure(String(text)).columns(ambiguous)
  }

  /// The columns one grapheme cluster takes: for the library's own loops over characters; an app
  /// measures `String(character)`.
  static func of(_ character: Character, ambiguous: AmbiguousWidth = .narrow) -> Int {
    // CR LF is the one ASCII cluster of two scalars: it is shown as two pictures, `␍␊`.
    character.isASCII ? character.utf8.count : measure(String(character)).columns(ambiguous)
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
    static func hasControl(_ word: UInt64) -> Bool {
      // A byte below 0x20 or equal to 0x7F, tested for all eight bytes at once.
      let low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
      let del =
        ((word ^ 0x7F7F_7F7F_7F7F_7F7F) &- 0x0101_0101_0101_0101) & ~(word ^ 0x7F7F_7F7F_7F7F_7F7F)
        & 0x8080_8080_8080_8080
      return low | del != 0
    }

    /// Where the first byte of a little-endian word that is not printable ASCII is (0x80 and
    /// above, a C0 control or DEL): 0 to 7, or 8 when every byte is printable.
    @inline(__always)
    static func firstNonPrintable(_ word: UInt64) -> Int {
      // The tests of `hasControl`, whose lowest flag is exact: a borrow only carries upward.
      let low = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
      let del =
        ((word ^ 0x7F7F_7F7F_7F7F_7F7F) &- 0x0101_0101_0101_0101) & ~(word ^ 0x7F7F_7F7F_7F7F_7F7F)
        & 0x8080_8080_8080_8080
      return (word & 0x8080_8080_8080_8080 | low | del).trailingZeroBitCount >> 3
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

  /// The columns of one grapheme cluster, by the rules of the reference (Python's wcwidth 0.9.4,
  /// `width()`) applied to its scalars:
  /// - each scalar with columns of its own starts a new part of the cluster, and the parts add up;
  /// - after a virama or invisible stacker, the next scalar with columns joins the part before
  ///   it, and the joined part takes two columns (a conjunct: `क्ष`);
  /// - a spacing mark (Mc) right after a measured scalar makes its part two columns (`का`);
  /// - VARIATION SELECTOR-16 makes a narrow emoji-capable base two columns (`❤️`), and
  ///   VARIATION SELECTOR-15 makes a wide one one column (`⌚︎`);
  /// - a ZERO WIDTH JOINER hides the scalar after it (the next emoji of a ZWJ sequence), except
  ///   after a virama, where it asks for a half form and hides nothing;
  /// - a skin-tone modifier after an emoji, and the second regional indicator of a pair, add
  ///   nothing.
  ///
  /// The sanitizer makes sure no rule reaches from one cluster into the next (see ``Sanitizer``),
  /// so the width of text is the sum of its clusters' widths.
  static func clusterMeasurement(_ scalars: Character.UnicodeScalarView, lookup: UnicodeWidthTable.Lookup)
    -> Measurement
  {
    measureCluster(scalars, lookup: lookup).measurement
  }

  /// A cluster's width, and whether its end would reach into the next cluster: a virama still
  /// waiting for a consonant (after it, only joiners or selectors), or a joiner about to hide the
  /// next scalar.
  static func measureCluster(_ scalars: some Sequence<Unicode.Scalar>, lookup: UnicodeWidthTable.Lookup)
    -> (measurement: Measurement, reachesNext: Bool)
  {
    var done = Measurement.zero  // parts finished
    var part = Measurement.zero  // the part being measured
    // The last scalar measured, while a selector or spacing mark may still change its part.
    var hasBase = false
    var baseProperties: UInt8 = 0
    // The last scalar measured or paired (a regional indicator), for skin-tone modifiers.
    var lastIsEmoji = false
    var lastWidth = 0  // columns of the last scalar measured; 0 after a joiner
    var afterVirama = false
    var hideNext = false
    var indicatorRun = 0  // regional indicators just before this scalar
    for scalar in scalars {
      let value = scalar.value
      let isIndicator = (0x1_F1E6...0x1_F1FF).contains(value)
      let indicatorsBefore = indicatorRun
      indicatorRun = isIndicator ? indicatorRun + 1 : 0
      if hideNext {
        hideNext = false
        continue
      }
      if value == 0x200D {  // ZERO WIDTH JOINER
        if !afterVirama {
          hideNext = true
          lastWidth = 0
        }
        continue
      }
      if hasBase && (value == 0xFE0F || value == 0xFE0E) {
        let presentation = baseProperties & UnicodeWidthTable.hasPresentationSequence != 0
        let baseWidth = baseProperties & UnicodeWidthTable.widthMask
        if value == 0xFE0F && presentation && baseWidth == 1 {
          part = Measurement(narrow: 2, wide: 2)
        } else if value == 0xFE0E && presentation && baseWidth == 2 && lastWidth == 2 {
          done = done + Measurement(narrow: -1, wide: -1)
        }
        hasBase = false
        continue
      }
      if isIndicator && indicatorsBefore % 2 == 1 {
        lastIsEmoji = true  // the second half of a flag
        continue
      }
      if (0x1_F3FB...0x1_F3FF).contains(value) && lastIsEmoji { continue }  // skin tone on an emoji
      let properties = lookup(value)
      var width = Int(properties & UnicodeWidthTable.widthMask)
      if properties & UnicodeWidthTable.unsafe != 0 {
        width = 1  // the visible glyph the sanitizer puts in its place
      } else if width == 3 {
        width = isIndicator || (0x1_F3FB...0x1_F3FF).contains(value) ? 2 : 1
      }
      if width > 0 {
        if afterVirama {
          part = Measurement(narrow: 2, wide: 2)
        } else {
          done = done + part
          let isAmbiguous = width == 1 && properties & UnicodeWidthTable.ambiguous != 0
          part = Measurement(narrow: width, wide: isAmbiguous ? 2 : width)
        }
        hasBase = true
        baseProperties = properties
        lastIsEmoji = isIndicator || properties & UnicodeWidthTable.pictographic != 0
        lastWidth = width
        afterVirama = false
      } else if properties & UnicodeWidthTable.virama != 0 {
        afterVirama = true
      } else if hasBase && properties & UnicodeWidthTable.spacingMark != 0 {
        part = Measurement(narrow: 2, wide: 2)
        hasBase = false
        afterVirama = false
      } else {
        afterVirama = false
      }
    }
    return (done + part, afterVirama || hideNext)
  }
}
