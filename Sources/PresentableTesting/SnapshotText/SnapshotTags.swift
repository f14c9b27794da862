import Presentable

/// The tags of a snapshot's styled runs (`accent bold`, `#0a84ff on #1c1c1e`), each written once
/// per snapshot and kept, concatenated, in one byte array.
///
/// Semantic tags are the words of `Style.description`. With a theme, a tag names what the theme
/// resolves the style to; styles that resolve alike (primary text and the terminal's own) share
/// one tag, so their runs merge. A style with no words (the terminal's own look) has no tag.
struct SnapshotTags {
  let theme: Theme?
  /// Cell styles seen, and the tag of each (`-1` for none).
  private var keys: [(colors: UInt64, attributes: UInt32)] = []
  private var keyTags: [Int] = []
  /// Every tag's bytes, one after the other.
  private(set) var bytes: [UInt8] = []
  /// Where each tag is in ``bytes``.
  private(set) var ranges: [Range<Int>] = []

  /// The number of cell styles the table knows.
  var styleCount: Int { keys.count }

  init(theme: Theme?) {
    self.theme = theme
    keys.reserveCapacity(8)
    keyTags.reserveCapacity(8)
    ranges.reserveCapacity(8)
    bytes.reserveCapacity(256)
  }

  /// The tag of a frame cell's style, `-1` for none.
  ///
  /// - Parameters:
  ///   - colors: The cell's foreground and background words, loaded as one.
  ///   - attributes: The cell's attributes word.
  ///   - cell: The cell, to read the style from when it is new.
  mutating func index(colors: UInt64, attributes: UInt32, of cell: UnsafeRawPointer) -> Int {
    lookUp(colors: colors, attributes: attributes, of: cell)
  }

  private mutating func lookUp(colors: UInt64, attributes: UInt32, of cell: UnsafeRawPointer) -> Int {
    let known = keys.withUnsafeBufferPointer { keys in
      keys.firstIndex { $0.colors == colors && $0.attributes == attributes }
    }
    if let known { return keyTags[known] }
    // A frame drawn without a look names parts of one: they read as the package's look.
    let style = Look.standard.resolve(
      Style(
        foreground: cell.loadUnaligned(fromByteOffset: 4, as: UInt32.self),
        background: cell.loadUnaligned(fromByteOffset: 8, as: UInt32.self), packedAttributes: attributes))
    let words: [UInt8]
    if let theme {
      var resolved: [UInt8] = []
      Self.appendWords(of: theme.resolve(style, depth: .trueColor), to: &resolved)
      words = resolved
    } else {
      var semantic: [UInt8] = []
      Self.appendWords(of: style, to: &semantic)
      words = semantic
    }
    keys.append((colors, attributes))
    keyTags.append(intern(words))
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

  // MARK: Words

  /// The words of `Style.description` (`accent on selection headline bold`), from words kept as
  /// bytes.
  static func appendWords(of style: Style, to tag: inout [UInt8]) {
    tag.reserveCapacity(48)
    if style.foreground != .default { appendColor(style.foreground, to: &tag) }
    if style.background != .default { appendColor(style.background, on: true, to: &tag) }
    let font = style.font
    if font != .body {
      if font.textStyle != .body { appendWord(Words.textStyles[Int(font.textStyle.rawValue)], to: &tag) }
      for (attribute, word) in Words.attributes where font.enabled.contains(attribute) {
        appendWord(word, to: &tag)
      }
      for (attribute, word) in Words.negatedAttributes where font.disabled.contains(attribute) {
        appendWord(word, to: &tag)
      }
    }
    if style.isInverse { appendWord(Words.inverse, to: &tag) }
  }

  /// A resolved style in words: `#0a84ff on #1c1c1e bold`; none for the terminal's own.
  static func appendWords(of style: ResolvedStyle, to tag: inout [UInt8]) {
    tag.reserveCapacity(48)
    if style.foreground != .default { appendColor(style.foreground, to: &tag) }
    if style.background != .default { appendColor(style.background, on: true, to: &tag) }
    for (attribute, word) in Words.attributes where style.attributes.contains(attribute) {
      appendWord(word, to: &tag)
    }
  }

  /// The words tags are made of, as bytes.
  private enum Words {
    static let roles = Color.Role.allCases.map { Array($0.name.utf8) }
    static let named = Color.namedColorNames.map { Array($0.utf8) }
    static let textStyles = Font.TextStyle.allCases.map { Array($0.name.utf8) }
    static let attributes = TextAttributes.names.map { ($0.0, Array($0.1.utf8)) }
    static let negatedAttributes = TextAttributes.names.map { ($0.0, Array(("-" + $0.1).utf8)) }
    static let inverse = Array("inverse".utf8)
    static let on = Array("on ".utf8)
    static let terminalDefault = Array("default".utf8)
    static let color = Array("color(".utf8)
    static let hex = Array("0123456789abcdef".utf8)
  }

  @inline(__always)
  private static func appendWord(_ word: [UInt8], to tag: inout [UInt8]) {
    if !tag.isEmpty { tag.append(0x20) }
    tag.append(contentsOf: word)
  }

  /// `Color.description` as a word, after `on ` for a background.
  private static func appendColor(_ color: Color, on: Bool = false, to tag: inout [UInt8]) {
    if !tag.isEmpty { tag.append(0x20) }
    if on { tag.append(contentsOf: Words.on) }
    switch color.kind {
    case .terminalDefault: tag.append(contentsOf: Words.terminalDefault)
    case .look: tag.append(contentsOf: color.description.utf8)
    case .role:
      if let role = color.role {
        tag.append(contentsOf: Words.roles[Int(role.rawValue)])
      } else {
        tag.append(contentsOf: color.description.utf8)
      }
    case .named: tag.append(contentsOf: Words.named[Int(color.payload & 0x0F)])
    case .indexed:
      tag.append(contentsOf: Words.color)
      DecimalDigits.append(Int(color.payload), to: &tag)
      tag.append(0x29)
    case .rgb:
      tag.append(0x23)
      for shift in stride(from: 20, through: 0, by: -4) {
        tag.append(Words.hex[Int(color.payload >> UInt32(shift) & 0xF)])
      }
    }
  }
}
