/// Renders frames and lines as text with ANSI escape sequences for a terminal.
///
/// The output follows the ``TerminalProfile``: colors downgraded to its depth, no color for
/// `NO_COLOR`, and no escape sequence at all for a dumb terminal or a pipe. Semantic colors and
/// text styles are resolved with the ``Theme``.
///
/// ```swift
/// let renderer = ANSIRenderer(profile: .detect(), theme: .default)
/// print(renderer.render(frame))
/// ```
///
/// A renderer remembers the escape sequences between the styles it has drawn; keep one renderer
/// and call the `into:` methods to repaint without encoding the same sequences again. Use a
/// renderer from one thread at a time.
///
/// This renders whole frames, for output that scrolls (a log, a pipe, `--plain`). An interactive
/// screen sends only what changed between frames instead.
public struct ANSIRenderer {
  /// What the output can show.
  var profile: TerminalProfile {
    didSet { prepare() }
  }
  /// How semantic styles look.
  var theme: Theme {
    didSet { prepare() }
  }
  /// Escape sequences between styles already drawn, for this theme and color depth. Copies of a
  /// renderer share it, which is safe: its keys say everything the sequences depend on.
  private(set) var transitions: SGRTransitionCache

  /// A renderer for an output and a theme.
  public init(profile: TerminalProfile, theme: Theme = .default) {
    self.profile = profile
    self.theme = theme
    self.transitions = SGRTransitionCache(
      theme: theme.downgraded(to: profile.colorDepth), depth: profile.colorDepth)
  }

  private mutating func prepare() {
    transitions = SGRTransitionCache(
      theme: theme.downgraded(to: profile.colorDepth), depth: profile.colorDepth)
  }

  /// The style a terminal is left in between updates, which a screen session keeps for its next
  /// update: the transition cache's own key, so carrying it over costs nothing.
  typealias TerminalStyle = SGRTransitionCache.PackedStyle

  /// The longest sequence one style change can take.
  static let maximumTransitionBytes = SGRTransitionCache.slotBytes

  /// Whether a key draws exactly like the terminal's own style.
  private func isTerminalDefault(_ key: SGRTransitionCache.PackedStyle) -> Bool {
    key == .terminalDefault || transitions.resolve(key) == .plain
  }

  /// The frame's rows, separated by newlines, each ending in the terminal's default style.
  ///
  /// Trailing blank columns in the default style are left out.
  public func render(_ frame: Frame) -> String {
    var bytes: [UInt8] = []
    render(frame, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the frame's rows, separated by newlines, to `bytes`.
  public func render(_ frame: Frame, into bytes: inout [UInt8]) {
    // Links are found in the cells themselves (their number rides in the attributes), so a row
    // never asks the process-wide link table, and its lock, whether any link exists.
    let writesLinks = profile.supportsHyperlinks
    for row in 0..<frame.height {
      if row > 0 { bytes.append(0x0A) }
      render(row: row, of: frame, writesLinks: writesLinks, into: &bytes)
    }
  }

  /// The output memory grown by the bytes a row's links take, keeping what is written so far.
  @inline(never)
  private func makeRoomForLinks(
    in cells: UnsafeBufferPointer<FrameCell>, from start: Int, to end: Int, capacity: Int, keeping count: Int
  ) -> UnsafeMutablePointer<UInt8> {
    let extra = HyperlinkEncoder.extraBytes(of: cells, from: start, to: end)
    return transitions.outputBuffer(capacity: capacity + extra, keeping: count).baseAddress!
  }

  private func render(row: Int, of frame: Frame, writesLinks: Bool, into bytes: inout [UInt8]) {
    let transitions = self.transitions
    let emitsEscapes = profile.emitsEscapes
    frame.cells.withUnsafeBufferPointer { cells in
      let start = row * frame.width
      var end = start + frame.width
      // Drop trailing spaces that look like the terminal's own background (any space, without
      // escape sequences).
      var blankKey = SGRTransitionCache.PackedStyle.terminalDefault
      while end > start, cells[end - 1].glyph == 0x20 {
        if emitsEscapes {
          let key = SGRTransitionCache.PackedStyle(cells[end - 1])
          if key != blankKey {
            guard isTerminalDefault(key) else { break }
            blankKey = key
          }
        }
        end -= 1
      }
      // Each cell at most one 4-byte scalar and one style change; clusters add their own bytes.
      var capacity =
        (end - start) * (emitsEscapes ? 4 + Self.maximumTransitionBytes : 4) + Self.maximumTransitionBytes
      if !frame.clusters.isEmpty {
        for index in start..<end where cells[index].glyph & FrameCell.clusterFlag != 0 {
          if let text = frame.text(of: cells[index]) { capacity += text.utf8.count }
        }
      }
      var output = transitions.outputBuffer(capacity: capacity).baseAddress!
      // Room for the row's links is made at its first link: a row without one never counts them.
      var hasRoomForLinks = false
      var count = 0
      var cell = UnsafeRawPointer(cells.baseAddress! + start)
      let last = UnsafeRawPointer(cells.baseAddress! + end)
      let stride = MemoryLayout<FrameCell>.stride
      if emitsEscapes {
        // A cell's style is its last twelve bytes, compared as a word and a half; the terminal's
        // style is kept the same way, so a change is looked up by the words in hand.
        var colors = UInt64.max
        var attributes = UInt32.max
        var currentColors = UInt64.max
        var currentAttributes = UInt32.max
        // The link open in the output (0: none); a cell's link is in its attributes' top bits,
        // which runs compare but style changes leave out.
        var link: UInt16 = 0
        while cell < last {
          let cellColors = cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
          let linkedAttributes = cell.load(fromByteOffset: 12, as: UInt32.self)
          if cellColors != colors || linkedAttributes != attributes {
            let cellAttributes = linkedAttributes & LinkTable.styleBits
            if writesLinks {
              let number = LinkTable.number(inAttributes: linkedAttributes)
              if number != link {
                if !hasRoomForLinks {
                  output = makeRoomForLinks(
                    in: cells, from: start, to: end, capacity: capacity, keeping: count)
                  hasRoomForLinks = true
                }
                count &+= HyperlinkEncoder.write(number, to: output + count)
                link = number
              }
            }
            // Back to the style the terminal is in (a row's padding after text that draws like
            // it): nothing to write and nothing to look up.
            if cellColors != currentColors || cellAttributes != currentAttributes {
              let sequence = transitions.sequence(
                fromColors: currentColors, fromAttributes: currentAttributes, toColors: cellColors,
                toAttributes: cellAttributes)
              // An empty change means the two draw alike (the theme resolves them the same), so
              // the terminal stays named by the current style and every later change from it is
              // the same.
              if sequence.count > 0 {
                Self.copy(sequence, to: output + count)
                count &+= sequence.count
                (currentColors, currentAttributes) = (cellColors, cellAttributes)
              }
            }
            (colors, attributes) = (cellColors, linkedAttributes)
          }
          count &+= Self.writeGlyph(cell.load(as: UInt32.self), of: frame, to: output + count)
          cell += stride
          // Most of a row is runs of ASCII in one style: copied in a loop of their own.
          let run = Self.copyASCII(
            from: cell, to: last, colors: colors, attributes: attributes, into: output + count)
          cell = run.end
          count &+= run.count
        }
        if link != 0 { count &+= HyperlinkEncoder.write(0, to: output + count) }
        let sequence = transitions.sequence(
          fromColors: currentColors, fromAttributes: currentAttributes, toColors: .max, toAttributes: .max)
        Self.copy(sequence, to: output + count)
        count &+= sequence.count
      } else {
        while cell < last {
          count &+= Self.writeGlyph(cell.load(as: UInt32.self), of: frame, to: output + count)
          cell += stride
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(start: output, count: count))
    }
  }

  /// The one bit in which the terminal's own foreground (``Color/default``) and primary text
  /// (``Color/primary``) differ: the role kind's. Every theme draws the two alike
  /// (`Theme.resolve` reads the first as the second), whatever the background and attributes.
  static let defaultOrPrimaryBit: UInt64 = 0x0100_0000

  /// Copies the ASCII glyphs of the cells from `start` that have these colors and attributes,
  /// one byte each; returns where the run ends and the bytes written. In a run whose foreground
  /// is the terminal's own or primary text, cells of the other go on the run: they draw alike.
  @inline(__always)
  private static func copyASCII(
    from start: UnsafeRawPointer, to last: UnsafeRawPointer, colors: UInt64, attributes: UInt32,
    into output: UnsafeMutablePointer<UInt8>
  ) -> (end: UnsafeRawPointer, count: Int) {
    var cell = start
    var count = 0
    // A row's gutter and padding (plain) around its title (primary) then make one run, not
    // three, as they write no change between them: one AND a test, not two restarts a row.
    let alike = colors & ~(0xFFFF_FFFF_0000_0000 | defaultOrPrimaryBit) == 0 ? defaultOrPrimaryBit : 0
    let keepColors = ~alike
    // Four cells at a time, each read as two words: the first holds the glyph and the
    // foreground, the second the background and the attributes. A cell is ASCII in this style
    // when its first word, the foreground taken away, is under 0x80 and its second word matches.
    let first = (colors & 0xFFFF_FFFF) << 32
    let keepFirst = ~(alike << 32)
    let second = colors >> 32 | UInt64(attributes) << 32
    let stride = MemoryLayout<FrameCell>.stride
    while last - cell >= 4 &* stride {
      let a = cell.loadUnaligned(as: UInt64.self) ^ first
      let b = cell.loadUnaligned(fromByteOffset: stride, as: UInt64.self) ^ first
      let c = cell.loadUnaligned(fromByteOffset: 2 &* stride, as: UInt64.self) ^ first
      let d = cell.loadUnaligned(fromByteOffset: 3 &* stride, as: UInt64.self) ^ first
      if (a | b | c | d) & keepFirst >= 0x80
        || cell.loadUnaligned(fromByteOffset: 8, as: UInt64.self) != second
        || cell.loadUnaligned(fromByteOffset: stride &+ 8, as: UInt64.self) != second
        || cell.loadUnaligned(fromByteOffset: 2 &* stride &+ 8, as: UInt64.self) != second
        || cell.loadUnaligned(fromByteOffset: 3 &* stride &+ 8, as: UInt64.self) != second
      {
        break
      }
      let glyphs = UInt32(truncatingIfNeeded: a | b << 8 | c << 16 | d << 24)
      UnsafeMutableRawPointer(output + count).storeBytes(of: glyphs, as: UInt32.self)
      count &+= 4
      cell += 4 &* stride
    }
    while cell < last {
      let glyph = cell.load(as: UInt32.self)
      if glyph >= 0x80 || (cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self) ^ colors) & keepColors != 0
        || cell.load(fromByteOffset: 12, as: UInt32.self) != attributes
      {
        break
      }
      output[count] = UInt8(truncatingIfNeeded: glyph)
      count &+= 1
      cell += MemoryLayout<FrameCell>.stride
    }
    return (cell, count)
  }

  /// Copies a cached escape sequence a word at a time. Cache slots are
  /// ``maximumTransitionBytes`` long and the output keeps as many for every style change, so the
  /// last word may run past the sequence (into bytes written over next) but never past either.
  @inline(__always)
  private static func copy(_ sequence: UnsafeBufferPointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) {
    guard let source = sequence.baseAddress else { return }
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(output)
    var offset = 0
    while offset < sequence.count {
      to.storeBytes(
        of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self
      )
      offset &+= 8
    }
  }

  /// Writes a cell's glyph as UTF-8 (nothing for the right half of a wide character); returns
  /// the bytes written. The caller makes room for them.
  @inline(__always)
  static func writeGlyph(_ glyph: UInt32, of frame: Frame, to output: UnsafeMutablePointer<UInt8>) -> Int {
    if glyph < 0x80 {
      output.pointee = UInt8(truncatingIfNeeded: glyph)
      return 1
    }
    // Two- and three-byte scalars (a switch's `●`, most symbols) in line: a call cost them more
    // than their bytes; clusters, right halves and four-byte scalars go out of line.
    if glyph < 0x1_0000 { return ScalarUTF8.write(glyph, to: output) }
    return writeWideGlyph(glyph, of: frame, to: output)
  }

  private static func writeWideGlyph(_ glyph: UInt32, of frame: Frame, to output: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    if glyph == FrameCell.continuation { return 0 }
    if glyph & FrameCell.clusterFlag != 0 {
      // A cluster: its bytes were counted into the capacity.
      let text = frame.clusters[Int(glyph & ~FrameCell.clusterFlag)]
      var written = 0
      for byte in text.utf8 {
        output[written] = byte
        written += 1
      }
      return written
    }
    var writer = ByteWriter(UnsafeMutableBufferPointer(start: output, count: 4))
    writer.write(scalar: glyph)
    return writer.count
  }

  /// One line, ending in the terminal's default style.
  public func render(_ line: Line) -> String {
    var bytes: [UInt8] = []
    render(line, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends one line to `bytes`, ending in the terminal's default style.
  public func render(_ line: Line, into bytes: inout [UInt8]) {
    guard profile.emitsEscapes else {
      for span in line.spans { bytes.append(contentsOf: span.text.utf8) }
      return
    }
    let transitions = self.transitions
    line.spans.withUnsafeBufferPointer { spans in
      guard let first = spans.baseAddress else { return }
      // One pass into the renderer's own memory, grown (rarely) as a span needs it, then one
      // append: no temporary allocation and no second walk to add up the text's length.
      var output = transitions.outputBuffer(capacity: 0)
      var count = 0
      var current = SGRTransitionCache.PackedStyle.terminalDefault
      let writesLinks = profile.supportsHyperlinks && LinkTable.isInUse
      var link: UInt16 = 0
      // Through pointers, so each span is read in place rather than copied (and retained).
      for span in first..<first + spans.count {
        let key = SGRTransitionCache.PackedStyle(span.pointee.style)
        let number = writesLinks ? span.pointee.style.linkNumber : 0
        // Room for a link change and the one closing it.
        let linkBytes =
          number == link ? 0 : HyperlinkEncoder.length(of: number) &+ HyperlinkEncoder.close.count
        StringUTF8.with(span.pointee.text) { text in
          // Room for this change (and the word its copy may run over), the text, and the last
          // change, back to the terminal's style: so the memory always has room for that one.
          let needed = count &+ text.count &+ 2 &* Self.maximumTransitionBytes &+ linkBytes
          if output.count < needed { output = transitions.outputBuffer(capacity: needed, keeping: count) }
          let base = output.baseAddress!
          if number != link {
            count &+= HyperlinkEncoder.write(number, to: base + count)
            link = number
          }
          if key != current {
            let sequence = transitions.sequence(from: current, to: key)
            Self.copy(sequence, to: base + count)
            count &+= sequence.count
            current = key
          }
          var writer = ByteWriter(UnsafeMutableBufferPointer(start: base + count, count: text.count))
          writer.write(text)
          count &+= text.count
        }
      }
      if link != 0 { count &+= HyperlinkEncoder.write(0, to: output.baseAddress! + count) }
      let sequence = transitions.sequence(from: current, to: .terminalDefault)
      Self.copy(sequence, to: output.baseAddress! + count)
      count &+= sequence.count
      bytes.append(contentsOf: UnsafeBufferPointer(start: output.baseAddress!, count: count))
    }
  }
}
