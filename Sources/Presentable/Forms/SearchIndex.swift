#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The texts of a list, folded once (``SearchFolding``) and laid end to end, so that filtering the
/// list as the user types is one pass over memory.
///
/// ```swift
/// var index = SearchIndex(count: zones.count) { [zones[$0].city, zones[$0].region] }
/// index.filter("zu")      // the zones whose city or region contains "zu", "Zü", "ZU", …
/// index.filter("zur")     // looks only among the last matches
/// ```
///
/// Complexity: building folds every text once. A query that extends the last one looks only
/// among the last matches; any other looks at every text, in one scan of the folded bytes.
/// Either way a keystroke is at most one linear pass, whatever the query.
struct SearchIndex {
  /// The folded texts: each item's texts, `0x01` between them, `0x00` after the item, so that no
  /// match spans two texts or two items.
  private var keys: [UInt8] = []
  /// Where each item's texts start in ``keys``; one more entry for the end.
  private var starts: [Int32] = [0]
  /// The number of items.
  let count: Int
  /// The size of the folded texts: what a search that looks at every item reads.
  var byteCount: Int { keys.count }

  /// The last query and its matches, for the next keystroke.
  private var last: (query: [UInt8], matches: [Int32])?
  /// Bytes the last filter looked at: for tests that the work stays linear.
  private(set) var bytesExamined = 0

  /// An index of `count` items, each searched by the texts `texts` gives for it.
  init(count: Int, texts: (Int) -> [String]) {
    self.count = max(0, count)
    starts.reserveCapacity(self.count + 1)
    for item in 0..<self.count {
      for (index, text) in texts(item).enumerated() {
        if index > 0 { keys.append(0x01) }
        SearchFolding.append(Substring(text), to: &keys)
      }
      keys.append(0x00)
      starts.append(Int32(keys.count))
    }
    for byte in keys { byteCounts[Int(byte)] += 1 }
  }

  /// The items whose texts contain `query`, folded, in order; `nil` when the query is empty
  /// (every item matches).
  mutating func filter(_ query: String) -> [Int32]? {
    let folded = SearchFolding.fold(query)
    guard !folded.isEmpty else {
      last = nil
      bytesExamined = 0
      return nil
    }
    let found: (matches: [Int32], examined: Int)
    if let last, folded.starts(with: last.query), last.matches.count * 4 < count {
      found = search(folded, among: last.matches)
    } else {
      found = search(folded)
    }
    last = (folded, found.matches)
    bytesExamined = found.examined
    return found.matches
  }

  /// Every item whose key contains `query`: one pass over the whole index.
  private func search(_ query: [UInt8]) -> (matches: [Int32], examined: Int) {
    var matches: [Int32] = []
    var examined = 0
    let anchor = rarestByte(of: query)
    keys.withUnsafeBufferPointer { keys in
      query.withUnsafeBufferPointer { needle in
        var position = 0
        var item = 0
        while position < keys.count {
          guard let offset = Self.find(needle, anchor: anchor, in: keys, from: position, to: keys.count) else {
            examined += keys.count - position
            break
          }
          // Items are in order: walk to the one holding the hit, then go on after it.
          while Int(starts[item + 1]) <= offset { item += 1 }
          matches.append(Int32(item))
          examined += Int(starts[item + 1]) - position
          position = Int(starts[item + 1])
          item += 1
        }
      }
    }
    return (matches, examined)
  }

  /// The items among `candidates` whose key contains `query`.
  private func search(_ query: [UInt8], among candidates: [Int32]) -> (matches: [Int32], examined: Int) {
    var matches: [Int32] = []
    var examined = 0
    let anchor = rarestByte(of: query)
    keys.withUnsafeBufferPointer { keys in
      query.withUnsafeBufferPointer { needle in
        for item in candidates {
          let start = Int(starts[Int(item)])
          let end = Int(starts[Int(item) + 1])
          examined += end - start
          if Self.find(needle, anchor: anchor, in: keys, from: start, to: end) != nil { matches.append(item) }
        }
      }
    }
    return (matches, examined)
  }

  /// How often each byte occurs in the index: the search looks for a query's rarest byte first.
  private var byteCounts = [Int](repeating: 0, count: 256)

  /// The place in `query` of its byte that is rarest in the index.
  private func rarestByte(of query: [UInt8]) -> Int {
    var best = 0
    for index in query.indices where byteCounts[Int(query[index])] < byteCounts[Int(query[best])] {
      best = index
    }
    return best
  }

  /// Where `needle` first occurs in `haystack[from..<to]`: `memchr` finds each place of the
  /// needle's rarest byte (at `anchor` in the needle), `memcmp` checks the rest.
  private static func find(
    _ needle: UnsafeBufferPointer<UInt8>, anchor: Int, in haystack: UnsafeBufferPointer<UInt8>, from: Int,
    to end: Int
  ) -> Int? {
    guard let base = haystack.baseAddress, let needleBase = needle.baseAddress, end - from >= needle.count
    else { return nil }
    let byte = Int32(needle[anchor])
    var position = from + anchor
    let last = end - needle.count + anchor
    while position <= last {
      guard let found = memchr(base + position, byte, last + 1 - position) else { return nil }
      let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      let start = at - anchor
      if memcmp(base + start, needleBase, needle.count) == 0 { return start }
      position = at + 1
    }
    return nil
  }
}
