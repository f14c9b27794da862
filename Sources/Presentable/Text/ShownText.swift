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
struct ShownText {
  /// What to draw: the text itself, or a sanitized prefix of it.
  let text: String
  /// Columns of ``text`` up to the cap: exact when at most `cap`, otherwise some number above it.
  let columns: Int
  /// Every scalar of ``text`` is a grapheme cluster of its own, so it can be drawn scalar by
  /// scalar.
  let isScalarAligned: Bool
  /// The columns measured: the text may hold anything past them, so it is never drawn further.
  let cap: Int

  /// Measures `text` as shown, no further than `cap` columns plus one.
  init(_ text: String, cap: Int, ambiguous: AmbiguousWidth) {
    let cap = max(0, cap)
    self.cap = cap
    var source = text
    let probe = source.withUTF8 { Probe($0, cap: cap, ambiguous: ambiguous) }
    if !probe.needsSanitizing {
      self.text = text
      self.columns = probe.columns
      self.isScalarAligned = true
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
        self.columns = width
        self.isScalarAligned = DisplayWidth.Inspection(safe).isDisplayable
        return
      }
      // Dropped clusters (invisible format characters) left the prefix short: take more.
      clusters *= 2
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

  /// One pass over the UTF-8 of the first columns: their width, and whether they need the
  /// sanitizer or grapheme segmentation.
  private struct Probe {
    var columns = 0
    var needsSanitizing = false

    init(_ bytes: UnsafeBufferPointer<UInt8>, cap: Int, ambiguous: AmbiguousWidth) {
      guard let base = bytes.baseAddress else { return }
      let count = bytes.count
      let wideAmbiguous = ambiguous == .wide
      UnicodeWidthTable.withLookup { lookup in
        var i = 0
        var columns = 0
        while i < count && columns <= cap {
          let lead = base[i]
          if lead < 0x80 {
            if lead < 0x20 || lead == 0x7F {
              needsSanitizing = true
              return
            }
            i &+= 1
            columns &+= 1
            continue
          }
          let (scalar, length) = DisplayWidth.Inspection.decode(base + i, lead: lead)
          i &+= length
          let properties = lookup(scalar)
          let width = Int(properties & UnicodeWidthTable.widthMask)
          if properties & UnicodeWidthTable.unsafe != 0 || width == 0 || width == 3 {
            needsSanitizing = true
            return
          }
          columns &+= width == 1 && wideAmbiguous && properties & UnicodeWidthTable.ambiguous != 0 ? 2 : width
        }
        self.columns = columns
      }
    }
  }
}
