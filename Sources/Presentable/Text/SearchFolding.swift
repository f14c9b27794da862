/// Text as a search compares it: lowercase, without accents, fullwidth letters as ASCII, in UTF-8.
///
/// "Zürich", "ZURICH" and "ｚｕｒｉｃｈ" all fold to `zurich`; "Straße" to `strasse`; "Łódź" to
/// `lodz`; CJK and other scripts without case fold to themselves. A query matches a text when its
/// folding occurs in the text's folding, so every search is case- and accent-insensitive.
///
/// Accents come off by the Unicode name of the letter (`LATIN SMALL LETTER U WITH DIAERESIS` is a
/// `u`), read from the standard library's Unicode data the first time a search needs it, so the
/// library carries no table of its own. Letters with strokes (`ø`, `ł`, `đ`) fold to their base
/// letter too, as people type them; combining marks are dropped.
enum SearchFolding {
  /// Appends the folding of `text` to `bytes`.
  static func append(_ text: Substring, to bytes: inout [UInt8]) {
    var folder = Folder()
    folder.append(text, to: &bytes)
  }

  /// The folding of `text`.
  static func fold(_ text: some StringProtocol) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    append(Substring(text), to: &bytes)
    return bytes
  }

  @inline(__always)  // once per byte of every text folded
  static func appendASCII(_ byte: UInt8, to bytes: inout [UInt8]) {
    switch byte {
    case 0x41...0x5A: bytes.append(byte | 0x20)
    case 0x00...0x1F, 0x7F: return
    default: bytes.append(byte)
    }
  }

  /// Appends a run of ASCII, folded: copied in one call and lowered in place, which keeps a long
  /// paste fast even in an unoptimized build, where appending byte by byte is not.
  static func appendASCII(_ run: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
    let start = bytes.count
    bytes.append(contentsOf: run)
    let end = bytes.withUnsafeMutableBufferPointer { out in
      var written = start
      var index = start
      while index < out.count {
        let byte = out[index]
        index += 1
        if byte < 0x20 || byte == 0x7F { continue }
        out[written] = byte &- 0x41 < 26 ? byte | 0x20 : byte
        written += 1
      }
      return written
    }
    bytes.removeLast(bytes.count - end)
  }

  /// Folds many texts, remembering what each character other than ASCII folds to: what an index of
  /// a long list uses, so that a scalar's Unicode properties are read once, not once a use.
  struct Folder {
    /// Up to eight bytes of a folding, packed, and how many there are.
    private struct Packed {
      var bytes: UInt64
      var count: UInt8
    }

    private var memo: [UInt32: Packed] = [:]
    private var scratch: [UInt8] = []

    /// Appends the folding of `text` to `bytes`, reading its UTF-8 in place.
    mutating func append(_ text: Substring, to bytes: inout [UInt8]) {
      var text = text
      text.withUTF8 { utf8 in
        var i = 0
        let count = utf8.count
        while i < count {
          let lead = utf8[i]
          if lead < 0x80 {
            var end = i + 1
            while end < count && utf8[end] < 0x80 { end += 1 }
            SearchFolding.appendASCII(UnsafeBufferPointer(rebasing: utf8[i..<end]), to: &bytes)
            i = end
            continue
          }
          // Swift strings are valid UTF-8: the lead byte says the length.
          var value: UInt32
          var length: Int
          if lead < 0xE0 {
            (value, length) = (UInt32(lead & 0x1F), 2)
          } else if lead < 0xF0 {
            (value, length) = (UInt32(lead & 0x0F), 3)
          } else {
            (value, length) = (UInt32(lead & 0x07), 4)
          }
          // While loops, not ranges: a paste of a megabyte is folded in an unoptimized build too.
          var j = 1
          while j < length && i + j < count {
            value = value << 6 | UInt32(utf8[i + j] & 0x3F)
            j += 1
          }
          append(value, to: &bytes)
          i += length
        }
      }
    }

    private mutating func append(_ value: UInt32, to bytes: inout [UInt8]) {
      if let packed = memo[value] {
        var word = packed.bytes
        var left = packed.count
        while left > 0 {
          bytes.append(UInt8(truncatingIfNeeded: word))
          word >>= 8
          left -= 1
        }
        return
      }
      guard let scalar = Unicode.Scalar(value) else { return }
      scratch.removeAll(keepingCapacity: true)
      SearchFolding.append(scalar, to: &scratch)
      bytes.append(contentsOf: scratch)
      guard scratch.count <= 8 else { return }
      var word: UInt64 = 0
      for byte in scratch.reversed() { word = word << 8 | UInt64(byte) }
      memo[value] = Packed(bytes: word, count: UInt8(scratch.count))
    }
  }

  /// Appends the folding of one scalar.
  static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    let value = scalar.value
    if value < 0x80 { return appendASCII(UInt8(value), to: &bytes) }
    if let folded = Table.shared.folded[value] {
      bytes.append(contentsOf: folded)
      return
    }
    // Letters the table does not list: marks go, case comes off, the rest is itself.
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .control, .format: return
    default: break
    }
    if scalar.properties.changesWhenLowercased {
      for lower in scalar.properties.lowercaseMapping.unicodeScalars where lower != scalar {
        append(lower, to: &bytes)
      }
      return
    }
    bytes.append(contentsOf: String(scalar).utf8)
  }

  /// The foldings worked out ahead of time: letters with accents, fullwidth forms, and the few
  /// letters whose folding is more than one letter.
  struct Table: Sendable {
    let folded: [UInt32: [UInt8]]

    static let shared = Table()

    /// The blocks whose accented letters are named `… WITH …`.
    static let accentedBlocks: [ClosedRange<UInt32>] = [
      0x00C0...0x024F, 0x1E00...0x1EFF, 0x0370...0x03FF, 0x1F00...0x1FFF, 0x0400...0x04FF,
    ]

    private init() {
      var byName: [String: UInt32] = [:]
      for range in [0x41...0x5A, 0x61...0x7A] + Self.accentedBlocks {
        for value in range {
          guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name else { continue }
          byName[name] = value
        }
      }
      var folded: [UInt32: [UInt8]] = [:]
      func lowered(_ value: UInt32) -> [UInt8] {
        guard let scalar = Unicode.Scalar(value) else { return [] }
        if value < 0x80 { return value >= 0x41 && value <= 0x5A ? [UInt8(value | 0x20)] : [UInt8(value)] }
        return Array(scalar.properties.lowercaseMapping.utf8)
      }
      for range in Self.accentedBlocks {
        for value in range {
          guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name,
            let base = Self.baseName(of: name).flatMap({ byName[$0] })
          else { continue }
          folded[value] = lowered(base)
        }
      }
      // Fullwidth ASCII, as CJK input methods type it.
      for value in UInt32(0xFF01)...0xFF5E { folded[value] = lowered(value - 0xFEE0) }
      folded[0x3000] = [0x20]
      // Letters that fold to more than themselves, or whose name hides their base.
      let special: [UInt32: String] = [
        0x00DF: "ss", 0x1E9E: "ss", 0x00E6: "ae", 0x00C6: "ae", 0x0153: "oe", 0x0152: "oe",
        0x0131: "i", 0x03C2: "σ", 0x0451: "е", 0x0401: "е", 0x0439: "и", 0x0419: "и",
      ]
      for (value, text) in special { folded[value] = Array(text.utf8) }
      self.folded = folded
    }

    /// `LATIN SMALL LETTER U` for `LATIN SMALL LETTER U WITH DIAERESIS`; `nil` for a name without
    /// ` WITH `.
    static func baseName(of name: String) -> String? {
      let words = name.split(separator: " ")
      guard let with = words.firstIndex(of: "WITH"), with > 0 else { return nil }
      return words[..<with].joined(separator: " ")
    }
  }
}

extension String {
  /// The ranges of the text where `query` (folded) occurs, in its characters, for highlighting
  /// the matches a search found; at most `limit` of them, none overlapping.
  ///
  /// Complexity: the length of the text.
  func foldedMatches(of query: [UInt8], limit: Int = 4) -> [Range<String.Index>] {
    guard !query.isEmpty else { return [] }
    var folded: [UInt8] = []
    var folder = SearchFolding.Folder()
    // For each character, where its folding starts.
    var starts: [(index: String.Index, offset: Int)] = []
    var index = startIndex
    while index < endIndex {
      let next = self.index(after: index)
      starts.append((index, folded.count))
      folder.append(self[index..<next], to: &folded)
      index = next
    }
    var ranges: [Range<String.Index>] = []
    var from = 0
    while ranges.count < limit, let hit = folded.firstRange(of: query, from: from) {
      // The characters whose foldings the hit touches.
      let first = starts.lastIndex { $0.offset <= hit.lowerBound } ?? 0
      let last = starts.lastIndex { $0.offset < hit.upperBound } ?? first
      let end = last + 1 < starts.count ? starts[last + 1].index : endIndex
      ranges.append(starts[first].index..<end)
      from = max(hit.upperBound, last + 1 < starts.count ? starts[last + 1].offset : folded.count)
    }
    return ranges
  }
}

extension Array where Element == UInt8 {
  /// The first place `needle` occurs at or after `from`.
  func firstRange(of needle: [UInt8], from: Int) -> Range<Int>? {
    guard !needle.isEmpty, count - from >= needle.count else { return nil }
    let first = needle[0]
    var i = Swift.max(0, from)
    while i + needle.count <= count {
      if self[i] == first && self[i..<i + needle.count].elementsEqual(needle) { return i..<i + needle.count }
      i += 1
    }
    return nil
  }
}

extension SearchFolding {
  /// Pasted text as a search: one line, no controls. Worked on the UTF-8 through pointers: a
  /// pasted megabyte takes milliseconds, even unoptimized.
  static func searchText(_ text: String) -> String {
    var text = text
    return text.withUTF8 { utf8 in
      String(
        unsafeUninitializedCapacity: utf8.count,
        initializingUTF8With: { out in
          var written = 0
          var index = 0
          while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case 0x09, 0x0A, 0x0D: out[written] = 0x20
            case 0x00...0x1F, 0x7F: continue
            // C1 controls (U+0080 to U+009F) are C2 80 to C2 9F: both bytes go.
            case 0xC2 where index < utf8.count && utf8[index] < 0xA0:
              index += 1
              continue
            default: out[written] = byte
            }
            written += 1
          }
          return written
        })
    }
  }
}
