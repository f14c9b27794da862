import Presentable

/// Reads terminal output back into rows of text and styled runs, as a terminal would draw it:
/// the inverse of `SGREncoder`, for snapshots that show what each profile sends.
///
/// Select Graphic Rendition sequences become tags in the words snapshots use (`cyan bold`,
/// `color(33)`, `#0a84ff on #1c1c1e`); parameters it does not know show as `sgr(N)`. Any other
/// escape sequence is kept as visible text (`␛[2J`), so it shows in a snapshot instead of hiding.
struct SGRDecoder {
  let ambiguous: AmbiguousWidth
  private(set) var rows: [(text: [UInt8], runs: [SnapshotRun])] = []
  /// The runs' tags.
  private(set) var tags = SnapshotTags(theme: nil)

  private var foreground = Color.default
  private var background = Color.default
  /// The attributes switched on, by their SGR code: 1 bold, 2 dim, 3 italic, 4 underline,
  /// 7 inverse, 9 strikethrough.
  private var attributes: Set<Int> = []
  private var unknown: [Int] = []

  init(ambiguous: AmbiguousWidth) { self.ambiguous = ambiguous }

  /// Reads `output`: rows separated by line feeds.
  mutating func decode(_ output: String) {
    let bytes = Array(output.utf8)
    var text: [UInt8] = []
    var runs: [SnapshotRun] = []
    var runStart = 0
    var column = 0
    var tag = -1

    func closeRun() {
      guard runStart < text.count else { return }
      let width = DisplayWidth.of(String(decoding: text[runStart...], as: UTF8.self), ambiguous: ambiguous)
      if tag < 0 {
        // No tag: the terminal's own style.
      } else if let last = runs.last, last.tag == tag, last.endByte == runStart {
        runs[runs.count - 1].endByte = text.count
        runs[runs.count - 1].endColumn += width
      } else {
        runs.append(
          SnapshotRun(
            startColumn: column, endColumn: column + width, startByte: runStart, endByte: text.count, tag: tag
          ))
      }
      column += width
      runStart = text.count
    }

    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x0A {
        closeRun()
        rows.append((text, runs))
        text.removeAll()
        runs.removeAll()
        runStart = 0
        column = 0
        i += 1
        continue
      }
      if byte == 0x1B, i + 1 < bytes.count, bytes[i + 1] == 0x5B {
        // CSI: parameters and intermediates, then a final byte in 0x40…0x7E.
        var end = i + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == 0x6D {
          closeRun()
          apply(String(decoding: bytes[(i + 2)..<end], as: UTF8.self))
          tag = tags.intern(Array(currentTag().utf8))
          i = end + 1
          continue
        }
      }
      if byte == 0x1B {
        text.append(contentsOf: "\u{241B}".utf8)
      } else {
        text.append(byte)
      }
      i += 1
    }
    closeRun()
    rows.append((text, runs))
  }

  /// Applies one SGR sequence's parameters (`1;38;5;33`; empty means reset).
  private mutating func apply(_ parameters: String) {
    let values = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    var k = 0
    while k < values.count {
      let value = values[k]
      switch value {
      case 0:
        foreground = .default
        background = .default
        attributes = []
        unknown = []
      case 1, 2, 3, 4, 7, 9: attributes.insert(value)
      case 22: attributes.subtract([1, 2])
      case 23, 24, 27, 29: attributes.remove(value - 20)
      case 30...37: foreground = Self.named[value - 30]
      case 90...97: foreground = Self.named[value - 90 + 8]
      case 39: foreground = .default
      case 40...47: background = Self.named[value - 40]
      case 100...107: background = Self.named[value - 100 + 8]
      case 49: background = .default
      case 38, 48:
        var color: Color?
        if k + 2 < values.count, values[k + 1] == 5 {
          color = .indexed(UInt8(clamping: values[k + 2]))
          k += 2
        } else if k + 4 < values.count, values[k + 1] == 2 {
          color = .rgb(
            UInt8(clamping: values[k + 2]), UInt8(clamping: values[k + 3]), UInt8(clamping: values[k + 4]))
          k += 4
        }
        if let color {
          if value == 38 { foreground = color } else { background = color }
        } else {
          unknown.append(value)
        }
      default:
        unknown.append(value)
      }
      k += 1
    }
  }

  /// The 16 named colors in SGR order: black, red, … white.
  private static let named: [Color] = [
    .black, .red, .green, .yellow, .blue, .purple, .cyan, .lightGray,
    .gray, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightPurple, .brightCyan, .white,
  ]

  private func currentTag() -> String {
    var font = Font.body
    if attributes.contains(1) { font = font.bold() }
    if attributes.contains(2) { font = font.dim() }
    if attributes.contains(3) { font = font.italic() }
    if attributes.contains(4) { font = font.underline() }
    if attributes.contains(9) { font = font.strikethrough() }
    let known = Style(
      foreground: foreground, background: background, font: font, isInverse: attributes.contains(7)
    ).description
    return ([known] + unknown.map { "sgr(\($0))" }).filter { !$0.isEmpty }.joined(separator: " ")
  }
}
