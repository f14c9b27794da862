/// A view model's text as a row shows it, measured and sanitized only as far as the row can show.
///
/// A row never shows more columns than it has, so nothing past them needs measuring: a 1 MB
/// string costs what 80 columns of it cost. Text that can be drawn scalar by scalar (no control
/// characters, marks, joiners, selectors, flags or skin tones) is kept as it is and only its
/// first columns are inspected; other text is sanitized from a prefix of grapheme clusters that
/// is just long enough (see ``Sanitizer``).
///
/// ```swift
/// let shown = ShownText(String(repeating: "x", count: 1_000_000), cap: 80, ambiguous: .narrow)
/// shown.columns   // 81: wider than 80, measured no further
/// ```
@usableFromInline
struct ShownText {
  /// What to draw: the text as given, or a sanitized prefix of it.
  let text: String
  /// The text as given, when ``text`` is a sanitized prefix of it (`nil` otherwise: it is
  /// ``text``).
  private let original: String?
  /// Columns of the text up to the cap: exact when at most `cap`, otherwise some number above it.
  let columns: Int
  /// The columns measured: the text may hold anything past them, so it is never drawn further.
  /// It and ``leadingASCII`` are kept in 32 bits so that a row's segments stay small enough to
  /// live on the stack (see ``RowContent/describe(width:context:provenance:spoken:_:)``).
  var cap: Int { Int(storedCap) }
  private let storedCap: UInt32

  /// The text as given.
  var source: String { original ?? text }

  /// Every scalar of ``text`` is a grapheme cluster of its own, so it can be drawn scalar by
  /// scalar: true of any text that needed no sanitizing, and checked for sanitized text.
  let isScalarAligned: Bool
  /// Every scalar of ``text`` is one column (none of two, none of none), found while measuring:
  /// text measured whole is then drawn without the width table (`Frame.putWhole`).
  let isNarrow: Bool

  /// How many of ``text``'s first bytes are known to be printable ASCII, one column each: found
  /// while measuring, so drawing copies them without looking again.
  private let knownASCII: UInt32
  var leadingASCII: Int { Int(knownASCII) }

  /// `text` as `init(_:cap:ambiguous:)` measures it, for a displayable text whose measure is
  /// known beforehand (`columns` at most `cap`, its first `leadingASCII` bytes printable ASCII,
  /// `isNarrow` when every scalar is one column).
  // For the library's fixed texts, such as a switch's (`RowContent.switchText`).
  init(measured text: String, columns: Int, leadingASCII: Int, isNarrow: Bool, cap: Int) {
    self.text = text
    original = nil
    self.columns = columns
    storedCap = UInt32(min(max(0, cap), Int(UInt32.max)))
    knownASCII = UInt32(leadingASCII)
    isScalarAligned = true
    self.isNarrow = isNarrow
  }

  /// Measures `text` as shown, no further than `cap` columns plus one: through its bytes, read
  /// by the same route drawing reads them (``withUTF8(_:_:)``), or by sanitizing a prefix of it.
  @usableFromInline
  init(_ text: String, cap: Int, ambiguous: AmbiguousWidth) {
    let cap = min(max(0, cap), Int(UInt32.max))
    storedCap = UInt32(cap)
    if let probed = StringUTF8.with(text, { Self.displayableColumns($0, cap: cap, ambiguous: ambiguous) }) {
      self.text = text
      original = nil
      columns = probed.columns
      knownASCII = UInt32(clamping: probed.ascii)
      isScalarAligned = true
      isNarrow = probed.isNarrow
      return
    }
    // Sanitize a prefix of clusters long enough to overflow the cap by a margin, so that what
    // happens at the prefix's end (edges closed, a cluster dropped) stays out of the shown part.
    var clusters = cap + 4
    while true {
      let end = text.index(text.startIndex, offsetBy: clusters, limitedBy: text.endIndex) ?? text.endIndex
      let (safe, measurement) = Sanitizer.sanitizeAndMeasure(String(text[..<end]))
      let width = measurement.columns(ambiguous)
      if end == text.endIndex || width > cap + 2 {
        self.text = safe
        original = text
        columns = width
        knownASCII = 0
        isScalarAligned = DisplayWidth.Inspection(safe).isDisplayable
        isNarrow = false
        return
      }
      // Dropped clusters (invisible format characters) left the prefix short: take more.
      clusters *= 2
    }
  }

  /// The columns of the first `cap` plus one columns of UTF-8 text, how many bytes of them
  /// lead in ASCII and whether every scalar of them is one column, or `nil` when they need the
  /// sanitizer or grapheme segmentation. ASCII is counted without the width table. Internal for
  /// `ShownTextShortTests`, which checks short texts' measures against it.
  static func displayableColumns(
    _ bytes: UnsafeBufferPointer<UInt8>, cap: Int, ambiguous: AmbiguousWidth
  ) -> (columns: Int, ascii: Int, isNarrow: Bool)? {
    guard let base = bytes.baseAddress else { return (0, 0, true) }
    let count = bytes.count
    var i = 0
    // Eight bytes at a time while they are printable ASCII, as far as the cap needs.
    let words = min(count, cap + 1)
    while i &+ 8 <= words {
      let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 || DisplayWidth.Inspection.hasControl(word) {
        // Past the word's printable ASCII at once: the lowest byte flagged is the first that is
        // not (a flag above it may be a borrow's, never one below).
        i &+= DisplayWidth.Inspection.firstNonPrintable(word)
        break
      }
      i &+= 8
    }
    // Fewer than eight bytes left (not a word that stopped the loop): those as one word too,
    // overlapping the one before.
    if i < words && words &- i < 8 && words >= 8 {
      let word = UnsafeRawPointer(base + (words &- 8)).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 == 0 && !DisplayWidth.Inspection.hasControl(word) { i = words }
    }
    while i < count && i <= cap {
      let byte = base[i]
      if byte >= 0x80 {
        return nonASCIIColumns(base, count: count, from: i, columns: i, cap: cap, ambiguous: ambiguous)
          .map { ($0.columns, i, $0.isNarrow) }
      }
      if byte < 0x20 || byte == 0x7F { return nil }
      i &+= 1
    }
    return (i, i, true)
  }

  private static func nonASCIIColumns(
    _ base: UnsafePointer<UInt8>, count: Int, from start: Int, columns: Int, cap: Int,
    ambiguous: AmbiguousWidth
  ) -> (columns: Int, isNarrow: Bool)? {
    let wideAmbiguous = ambiguous == .wide
    return UnicodeWidthTable.withLookup { lookup in
      var i = start
      var columns = columns
      var isNarrow = true
      while i < count && columns <= cap {
        let lead = base[i]
        if lead < 0x80 {
          if lead < 0x20 || lead == 0x7F { return nil }
          i &+= 1
          columns &+= 1
          continue
        }
        let (scalar, length) = DisplayWidth.Inspection.decode(base + i, lead: lead)
        i &+= length
        let properties = lookup(scalar)
        let width = Int(properties & UnicodeWidthTable.widthMask)
        if properties & UnicodeWidthTable.unsafe != 0 || width == 0 || width == 3 { return nil }
        let scalarColumns =
          width == 1 && wideAmbiguous && properties & UnicodeWidthTable.ambiguous != 0 ? 2 : width
        if scalarColumns != 1 { isNarrow = false }
        columns &+= scalarColumns
      }
      return (columns, isNarrow)
    }
  }

  /// The columns of the longest prefix of whole clusters that fits in `columns`.
  func prefixWidth(fitting columns: Int, ambiguous: AmbiguousWidth) -> Int {
    let limit = min(columns, cap)
    var used = 0
    if isScalarAligned {
      for scalar in text.unicodeScalars {
        var width = Int(UnicodeWidthTable.properties(scalar.value) & UnicodeWidthTable.widthMask)
        if width == 1 && ambiguous == .wide
          && UnicodeWidthTable.properties(scalar.value) & UnicodeWidthTable.ambiguous != 0
        {
          width = 2
        }
        if used + width > limit { break }
        used += width
      }
      return used
    }
    for character in text {
      let width =
        character.isASCII ? 1 : DisplayWidth.clusterWidth(character.unicodeScalars, ambiguous: ambiguous)
      if used + width > limit { break }
      used += width
    }
    return used
  }
}
