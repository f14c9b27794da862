/// Shows frames in the normal screen, from the line the cursor was on down, and leaves every line
/// above as it was: the drawing side of an inline run (``InlineOptions``).
///
/// Every move is relative to the region's first line, where the cursor waits (hidden) between
/// frames. After a resize the cursor is still on that line, in a terminal that cuts lines as in
/// one that reflows them, so erasing from there down (`CSI J`) takes the whole region with it,
/// however the terminal rewrapped it: no stray lines. Lines are written from their first column
/// after erasing them, so a line as wide as the terminal never has its last column erased by a
/// pending wrap.
struct InlineDisplay {
  let options: InlineOptions
  /// The lines from the region's first line to the bottom of the terminal, if the terminal said
  /// where its cursor is.
  var roomBelow: Int?
  /// Each line's bytes as last sent: as many as the region has lines.
  private(set) var lines: [[UInt8]] = []
  /// A mutant for the tests that prove a check catches it: printing above the region starts one
  /// line higher, over the last line printed. Never set outside them.
  var writesAboveFirstLine = false

  init(options: InlineOptions) {
    self.options = options
  }

  /// The lines the region has now.
  var height: Int { lines.count }

  /// The most lines the region takes in a terminal `terminalHeight` lines tall: what fits under
  /// the first line, but at least the minimum, never more than the terminal or the maximum.
  func limit(terminalHeight: Int) -> Int {
    let most = min(terminalHeight, options.maximumHeight ?? terminalHeight)
    // Where the cursor is unknown, assume little room rather than scroll lines away for nothing.
    let room = roomBelow ?? 0
    return max(1, min(most, max(room, options.minimumHeight)))
  }

  /// Appends what shows `frame` in place of the lines drawn before: only the lines that changed,
  /// new lines made by line feeds (which scroll the terminal at its bottom), lines no longer
  /// needed erased. The cursor ends where it started, on the first line.
  mutating func show(_ frame: Frame, renderer: ANSIRenderer, into bytes: inout [UInt8]) {
    var rendered: [UInt8] = []
    renderer.render(frame, into: &rendered)
    // Rows are separated by line feeds; sanitized text and escape sequences hold none.
    let shown = rendered.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    var row = 0
    func move(to target: Int) {
      if target > row { Self.csi(target - row, "B", into: &bytes) }
      if target < row { Self.csi(row - target, "A", into: &bytes) }
      row = target
    }
    for (index, line) in shown.enumerated() {
      if index < lines.count {
        guard lines[index] != line else { continue }
        move(to: index)
        // A glyph that changed alone (a spinner's turn) is written alone.
        if let patch = InlinePatch(from: lines[index], to: line) {
          if patch.column > 0 { Self.csi(patch.column, "C", into: &bytes) }
          bytes.append(contentsOf: patch.bytes)
          bytes.append(0x0D)
          continue
        }
      } else if index > 0 {
        move(to: index - 1)
        bytes.append(contentsOf: [0x0D, 0x0A])
        row = index
      }
      bytes.append(contentsOf: Self.eraseLine)
      bytes.append(contentsOf: line)
      bytes.append(0x0D)
    }
    if shown.count < lines.count {
      move(to: shown.count)
      bytes.append(contentsOf: Self.eraseBelow)
    }
    move(to: 0)
    lines = shown
  }

  /// Erases the region (the cursor is on its first line) and forgets it: after a resize, whose
  /// lines the terminal may have cut or rewrapped, the next frame is drawn whole.
  mutating func erase(into bytes: inout [UInt8]) {
    bytes.append(contentsOf: Self.eraseBelow)
    lines = []
  }

  /// Appends finished lines above the region: the region is erased from its first line (where the
  /// cursor is), the lines written there, each ended by a line feed (which scrolls the terminal at
  /// its bottom, sending them to the scrollback as the shell's own output goes), and the region
  /// forgotten, so the next ``show(_:renderer:into:)`` draws it whole under them. Each of `rows`
  /// is one terminal line's bytes, no wider than the terminal (a line as wide ends in a pending
  /// wrap, which the carriage return cancels).
  mutating func printAbove(_ rows: [[UInt8]], into bytes: inout [UInt8]) {
    if writesAboveFirstLine { Self.csi(1, "A", into: &bytes) }
    bytes.append(contentsOf: Self.eraseBelow)
    for row in rows {
      bytes.append(contentsOf: row)
      bytes.append(contentsOf: [0x0D, 0x0A])
    }
    lines = []
  }

  /// Appends what leaves nothing of the region, the cursor on its first line: a live region that
  /// leaves no record.
  mutating func clear(into bytes: inout [UInt8]) {
    bytes.append(contentsOf: Self.eraseBelow)
    lines = []
  }

  /// Forgets the region without erasing it: the terminal already did (a suspend leaves it blank).
  mutating func forget() { lines = [] }

  /// Appends how the run ends: the summary's lines in place of the region, or the last frame
  /// kept; either way the cursor on the line after.
  mutating func finish(summary: [String], into bytes: inout [UInt8]) {
    switch options.leaves {
    case .finalFrame:
      if height > 1 { Self.csi(height - 1, "B", into: &bytes) }
      bytes.append(contentsOf: [0x0D, 0x0A])
    case .summary:
      bytes.append(contentsOf: Self.eraseBelow)
      for line in summary {
        bytes.append(contentsOf: Sanitizer.sanitize(line).utf8)
        bytes.append(contentsOf: [0x0D, 0x0A])
      }
    }
    lines = []
  }

  /// Carriage return, then erase to the end of the line.
  private static let eraseLine: [UInt8] = [0x0D, 0x1B, 0x5B, 0x4B]
  /// Carriage return, then erase to the end of the screen: the line first, then from its second
  /// column on (`CSI K`, `CSI C`, `CSI J`, CR), never from the top left corner, where tmux (its
  /// `scroll-on-clear`) would copy the whole screen, a run's frame, into the scrollback.
  private static let eraseBelow: [UInt8] = [
    0x0D, 0x1B, 0x5B, 0x4B, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x4A, 0x0D,
  ]

  static func csi(_ count: Int, _ final: Character, into bytes: inout [UInt8]) {
    bytes.append(contentsOf: [0x1B, 0x5B])
    bytes.append(contentsOf: String(count).utf8)
    bytes.append(final.asciiValue!)
  }
}
