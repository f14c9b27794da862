import Presentable

/// The tags of a snapshot's styled runs (`accent bold`, `#0a84ff on #1c1c1e`), each written once
/// per snapshot and kept, concatenated, in one byte array.
///
/// Semantic tags are the words of `Style.description`. With a theme, a tag names what the theme
/// resolves the style to (the `description` of `Theme.resolve(_:depth:)`'s style); styles that resolve alike (primary text
/// and the terminal's own) share one tag, so their runs merge. A style with no words (the
/// terminal's own look) has no tag.
struct SnapshotTags {
  let theme: Theme?
  /// Styles seen, and the tag of each (`-1` for none).
  private var keys: [Style] = []
  private var keyTags: [Int] = []
  /// Every tag's bytes, one after the other.
  private(set) var bytes: [UInt8] = []
  /// Where each tag is in ``bytes``.
  private(set) var ranges: [Range<Int>] = []

  /// The number of styles the table knows.
  var styleCount: Int { keys.count }

  init(theme: Theme?) {
    self.theme = theme
    keys.reserveCapacity(8)
    keyTags.reserveCapacity(8)
    ranges.reserveCapacity(8)
    bytes.reserveCapacity(256)
  }

  /// The tag of a run's style, `-1` for none.
  mutating func index(of style: Style) -> Int {
    let known = keys.withUnsafeBufferPointer { keys in keys.firstIndex { $0 == style } }
    if let known { return keyTags[known] }
    var words = theme.map { $0.resolve(style, depth: .trueColor).description } ?? style.description
    // A resolved style has no link: the tag says it after the colors.
    if theme != nil, let link = style.link { words += (words.isEmpty ? "" : " ") + "link " + link }
    keys.append(style)
    keyTags.append(intern(Array(words.utf8)))
    return keyTags[keys.count - 1]
  }

  /// The index of a tag with these words, added if new; `-1` for no words.
  mutating func intern(_ words: [UInt8]) -> Int {
    if words.isEmpty { return -1 }
    let known = bytes.withUnsafeBufferPointer { bytes in
      words.withUnsafeBufferPointer { words in
        ranges.firstIndex { range in
          range.count == words.count
            && UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual(words)
        }
      }
    }
    if let known { return known }
    ranges.append(bytes.count..<(bytes.count + words.count))
    bytes.append(contentsOf: words)
    return ranges.count - 1
  }
}
