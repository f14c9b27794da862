/// The texts of a list, folded once (``SearchFolding``) and laid end to end, so that filtering the
/// list as the user types is one pass over memory at most.
///
/// ```swift
/// var index = SearchIndex(count: zones.count) { (zones[$0].city, zones[$0].region) }
/// index.filter("zu")      // the zones whose city or region contains "zu", "Zü", "ZU", …
/// index.filter("zur")     // looks only among the last matches
/// ```
///
/// Each item also has a 64-bit summary of the bytes it holds (a bit for each letter, digit and
/// space, the other bytes sharing the rest) and one of the pairs of bytes it holds (hashed), so an
/// item that lacks one of the search's bytes or pairs is passed over without reading its text; for
/// a search of one letter the summary is the answer.
///
/// Complexity: building folds every text once. A search that extends the last one looks only
/// among the last matches; any other looks at every item's summary, and at the text of the items
/// the summaries let through. Either way a keystroke reads the folded text once at most.
struct SearchIndex {
  /// The folded texts: each item's texts, `0x01` between them, `0x00` after the item, so that no
  /// match spans two texts or two items.
  private var keys: [UInt8] = []
  /// Where each item's texts start in ``keys``; one more entry for the end.
  private var starts: [Int32] = [0]
  /// Each item's byte summary (see ``bit(_:)``).
  private var summaries: [UInt64] = []
  /// Each item's summary of the pairs of bytes it holds (see ``pairBit(_:_:)``).
  private var pairSummaries: [UInt64] = []
  /// How often each byte occurs in the index: a search looks for its rarest byte first.
  private var byteCounts = [Int](repeating: 0, count: 256)
  /// The number of items.
  let count: Int
  /// The length of the longest item's folded texts: no longer search can match.
  private var longest = 0
  /// The size of the folded texts: what a search that reads every item reads.
  var byteCount: Int { keys.count }

  /// The last search and its matches, for the next keystroke.
  private var last: (query: [UInt8], matches: [Int32])?
  /// Bytes of folded text the last search read: for tests that the work stays linear.
  private(set) var bytesExamined = 0

  /// An index of `count` items, each searched by a text and, if it has one, a detail.
  init(count: Int, texts: (Int) -> (text: String, detail: String?)) {
    self.count = max(0, count)
    starts.reserveCapacity(self.count + 1)
    summaries.reserveCapacity(self.count)
    pairSummaries.reserveCapacity(self.count)
    var folder = SearchFolding.Folder()
    for item in 0..<self.count {
      let (text, detail) = texts(item)
      let start = keys.count
      folder.append(Substring(text), to: &keys)
      if let detail {
        keys.append(0x01)
        folder.append(Substring(detail), to: &keys)
      }
      var summary: UInt64 = 0
      var pairs: UInt64 = 0
      var previous: UInt8 = 0x01
      for index in start..<keys.count {
        let byte = keys[index]
        summary |= Self.bit(byte)
        pairs |= Self.pairBit(previous, byte)
        previous = byte
        byteCounts[Int(byte)] += 1
      }
      summaries.append(summary)
      pairSummaries.append(pairs)
      longest = max(longest, keys.count - start)
      keys.append(0x00)
      starts.append(Int32(keys.count))
    }
  }

  /// The summary bit of a byte: one of its own for `a`–`z`, `0`–`9` and space, a shared one for
  /// the others (UTF-8 of other scripts, punctuation).
  @inline(__always)  // once per byte of every item indexed and every query
  static func bit(_ byte: UInt8) -> UInt64 {
    switch byte {
    case 0x61...0x7A: 1 << UInt64(byte - 0x61)
    case 0x30...0x39: 1 << UInt64(byte - 0x30 + 26)
    case 0x20: 1 << 36
    case 0x01: 0
    default: 1 << UInt64(37 + byte % 27)
    }
  }

  /// The pair summary bit of two bytes in a row: a hash of the pair, so that a search of several
  /// bytes passes over most items that hold its bytes but not next to each other.
  @inline(__always)  // once per pair of bytes of every item indexed
  static func pairBit(_ first: UInt8, _ second: UInt8) -> UInt64 {
    guard first != 0x01, second != 0x01 else { return 0 }
    let pair = UInt32(first) << 8 | UInt32(second)
    return 1 << UInt64((pair &* 0x9E37_79B1) >> 26)
  }

  /// Whether a byte has a summary bit of its own, so the summary alone says an item holds it.
  @inline(__always)  // once per byte of every query
  static func hasOwnBit(_ byte: UInt8) -> Bool {
    (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x20
  }

  /// The items whose texts contain `query`, folded, in order; `nil` when the query is empty
  /// (every item matches).
  mutating func filter(_ query: String) -> [Int32]? {
    filter(folded: SearchFolding.fold(query))
  }

  /// The items whose texts contain the folded search `folded`, in order; `nil` when it is empty.
  ///
  /// Complexity: a search longer than the longest text is known to match nothing without looking
  /// at it (a pasted megabyte costs nothing here); any other reads the folded texts once at most.
  mutating func filter(folded: [UInt8]) -> [Int32]? {
    guard !folded.isEmpty else {
      last = nil
      bytesExamined = 0
      return nil
    }
    guard folded.count <= longest else {
      // Nothing to narrow later, and no copy of a long search kept.
      last = nil
      bytesExamined = 0
      return []
    }
    let found: (matches: [Int32], examined: Int)
    if let last, folded.starts(with: last.query), last.matches.count * 4 < count {
      found = search(folded, among: last.matches)
    } else {
      found = search(folded, among: nil)
    }
    last = (folded, found.matches)
    bytesExamined = found.examined
    return found.matches
  }

  /// The items among `candidates` (every item when `nil`) whose text contains `query`.
  private func search(_ query: [UInt8], among candidates: [Int32]?) -> (matches: [Int32], examined: Int) {
    let anchor = rarestByte(of: query)
    // The arrays read in place, without a bounds check per byte of the loops below.
    return keys.withUnsafeBufferPointer { keys in
      query.withUnsafeBufferPointer { needle in
        starts.withUnsafeBufferPointer { starts in
          summaries.withUnsafeBufferPointer { summaries in
            pairSummaries.withUnsafeBufferPointer { pairSummaries in
              let index = Pointers(
                keys: keys, starts: starts, summaries: summaries, pairSummaries: pairSummaries)
              if let candidates {
                return Self.scan(candidates.lazy.map { Int($0) }, of: index, for: needle, anchor: anchor)
              }
              return Self.scan(0..<summaries.count, of: index, for: needle, anchor: anchor)
            }
          }
        }
      }
    }
  }

  /// The index's storage, borrowed for one search.
  private struct Pointers {
    var keys: UnsafeBufferPointer<UInt8>
    var starts: UnsafeBufferPointer<Int32>
    var summaries: UnsafeBufferPointer<UInt64>
    var pairSummaries: UnsafeBufferPointer<UInt64>
  }

  /// The items of `items` whose text contains `needle`, and the bytes of text read to know.
  private static func scan(
    _ items: some Sequence<Int>, of index: Pointers, for needle: UnsafeBufferPointer<UInt8>, anchor: Int
  ) -> (matches: [Int32], examined: Int) {
    var matches: [Int32] = []
    var examined = 0
    var needed: UInt64 = 0
    var neededPairs: UInt64 = 0
    for (index, byte) in needle.enumerated() {
      needed |= bit(byte)
      if index > 0 { neededPairs |= pairBit(needle[index - 1], byte) }
    }
    // A search of one letter, digit or space: the summary says it all.
    let summaryDecides = needle.count == 1 && hasOwnBit(needle[0])
    for item in items
    where index.summaries[item] & needed == needed && index.pairSummaries[item] & neededPairs == neededPairs {
      if summaryDecides {
        matches.append(Int32(item))
        continue
      }
      let start = Int(index.starts[item])
      let end = Int(index.starts[item + 1])
      examined += end - start
      if find(needle, anchor: anchor, in: index.keys, from: start, to: end) { matches.append(Int32(item)) }
    }
    return (matches, examined)
  }

  /// The place in `query` of its byte that is rarest in the index.
  private func rarestByte(of query: [UInt8]) -> Int {
    var best = 0
    for index in query.indices where byteCounts[Int(query[index])] < byteCounts[Int(query[best])] {
      best = index
    }
    return best
  }

  /// Whether `needle` occurs in `haystack[from..<to]`: each place of the needle's rarest byte (at
  /// `anchor` in the needle) is checked for the rest. Items are short, so a plain loop beats
  /// calling `memchr` for each.
  @inline(__always)  // once per candidate item of a search
  private static func find(
    _ needle: UnsafeBufferPointer<UInt8>, anchor: Int, in haystack: UnsafeBufferPointer<UInt8>, from: Int,
    to end: Int
  ) -> Bool {
    let length = needle.count
    guard end - from >= length else { return false }
    let byte = needle[anchor]
    var start = from
    let lastStart = end - length
    while start <= lastStart {
      if haystack[start &+ anchor] == byte {
        var matched = true
        for offset in 0..<length where haystack[start &+ offset] != needle[offset] {
          matched = false
          break
        }
        if matched { return true }
      }
      start &+= 1
    }
    return false
  }
}
