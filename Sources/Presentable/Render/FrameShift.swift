#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A band of rows whose content moved up or down between two frames, as a list's rows do when
/// it scrolls: the terminal can move the lines it shows (a scroll region) instead of being sent
/// them again, and only the rows that came into view are written.
///
/// ```swift
/// if let shift = FrameShift(from: shown, to: next) {
///   shift.writeMargins(into: &out)   // unless the terminal has them set already
///   // the cursor to the bottom margin (a line up) or the top one (a line down), then
///   shift.writeLines(into: &out)     // the terminal moves its lines
/// }
/// ```
///
/// The bytes are the VT100's: the margins (DECSTBM, `CSI top;bottom r`), then a line feed at the
/// bottom margin for each line up or a reverse index (RI, `ESC M`) at the top margin for each
/// line down. A screen session keeps the margins set between updates, so that the next scroll
/// of the same band sends only the lines (``ScrollMargins``); the terminal's leave sequence
/// resets them. Every terminal with margins does these, pyte and tmux included; pyte 0.8.2 has
/// no SU/SD (`CSI n S`/`CSI n T`) and its delete-line (DL) leaves a line in place when a blank
/// one moves up into it, so neither is used.
struct FrameShift: Equatable {
  /// The first and the last row of the band, zero-based: the scroll region's margins.
  var top: Int
  var bottom: Int
  /// How many lines the band's content moves: up when positive, down when negative.
  var lines: Int
  /// The rows (of the first 64) of the new frame found equal to the lines the terminal shows
  /// after the shift, a bit each: the update does not compare them again. Not part of `==`.
  var equalRows: UInt64 = 0

  static func == (a: FrameShift, b: FrameShift) -> Bool {
    a.top == b.top && a.bottom == b.bottom && a.lines == b.lines
  }

  /// A shift must leave at least this many more rows equal than the frames have without it:
  /// moving lines costs about 20 bytes, as much as a short row.
  static let minimumGain = 2

  /// The shift that leaves the most rows of `new` equal to `old`'s, if it is worth making; `nil`
  /// when the frames differ in size.
  ///
  /// - Complexity: O(rows) row comparisons (`memcmp`, which stops at the first difference): the
  ///   rows that changed, a few of them looked for nearby in `old`, and each distance found
  ///   checked over the changed rows. Nothing is hashed or allocated.
  init?(from old: Frame, to new: Frame) {
    guard old.width == new.width, old.height == new.height, old.ambiguous == new.ambiguous, new.width > 0,
      new.height > Self.minimumGain
    else { return nil }
    let found = old.cells.withUnsafeBufferPointer { oldCells in
      new.cells.withUnsafeBufferPointer { newCells in
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: new.height) { changed in
          var rows = RowComparison(old: old, oldCells: oldCells, new: new, newCells: newCells)
          return rows.bestShift(changed: changed)
        }
      }
    }
    guard let found else { return nil }
    self = found
  }

  init(top: Int, bottom: Int, lines: Int) {
    (self.top, self.bottom, self.lines) = (top, bottom, lines)
  }

  /// The band's margins, as the terminal keeps them.
  var margins: ScrollMargins { ScrollMargins(top: top, bottom: bottom) }

  /// The row the cursor moves the lines from: the bottom margin for lines up, the top for down.
  var scrollingRow: Int { lines > 0 ? bottom : top }

  /// Writes the margins (DECSTBM), which homes the cursor.
  func writeMargins(into out: inout ByteWriter) {
    out.write(0x1B)
    out.write(0x5B)
    out.write(decimal: top + 1)
    out.write(UInt8(ascii: ";"))
    out.write(decimal: bottom + 1)
    out.write(UInt8(ascii: "r"))
  }

  /// Writes the line feeds or reverse indexes that move the lines, the cursor on
  /// ``scrollingRow``. The terminal must be in its default style, so that the lines that come in
  /// are blank in it (terminals erase with the current background). The cursor stays where it is.
  func writeLines(into out: inout ByteWriter) {
    for _ in 0..<abs(lines) {
      if lines > 0 {
        out.write(0x0A)
      } else {
        out.write(0x1B)
        out.write(UInt8(ascii: "M"))
      }
    }
  }

  /// The margins back to the whole screen (DECSTBM without parameters), which homes the cursor.
  static let resetMargins: [UInt8] = Array("\u{1B}[r".utf8)

  /// The most bytes a scroll takes on a screen of `height` rows: margins, a cursor move, the
  /// lines and a reset.
  static func maximumBytes(height: Int) -> Int { 2 * height + 3 * DecimalDigits.count(height) + 12 }
}

/// The scroll margins (DECSTBM) a terminal was left with for a band, kept between updates: a list
/// that scrolls the same band again moves its lines without sending them. Margins change nothing
/// else an update sends (cursor moves are absolute while origin mode is off, and no other line
/// feed is written), so they stay set until the terminal is left (``TerminalRestorer`` resets
/// them) or the screen is drawn whole (after a resize terminals differ on what they keep, so
/// they are sent again).
struct ScrollMargins: Equatable {
  var top: Int
  var bottom: Int
}

extension Frame {
  /// Moves rows as the terminal moves its lines for `shift`: the band's rows move, and the rows
  /// that come in are blank in the terminal's default style. (An update reads the shown frame's
  /// rows at this offset instead of moving them: ``FrameDiff/terminalLine(_:)``.)
  mutating func shift(_ shift: FrameShift) {
    let width = self.width
    let count = shift.bottom - shift.top + 1 - abs(shift.lines)
    let (from, to, blank) =
      shift.lines > 0
      ? (shift.top + shift.lines, shift.top, shift.bottom - shift.lines + 1)
      : (shift.top, shift.top - shift.lines, shift.top)
    cells.withUnsafeMutableBufferPointer { cells in
      let base = cells.baseAddress!
      // Overlapping rows of plain values: one memmove.
      memmove(base + to * width, base + from * width, count * width * MemoryLayout<FrameCell>.stride)
      (base + blank * width).update(
        repeating: FrameCell(glyph: 0x20, style: .plain), count: abs(shift.lines) * width)
    }
  }
}

/// Row-by-row comparisons of two frames of one size, for finding a shift.
private struct RowComparison {
  let old: Frame
  let oldCells: UnsafeBufferPointer<FrameCell>
  let new: Frame
  let newCells: UnsafeBufferPointer<FrameCell>
  let hasClusters: Bool

  init(
    old: Frame, oldCells: UnsafeBufferPointer<FrameCell>, new: Frame, newCells: UnsafeBufferPointer<FrameCell>
  ) {
    (self.old, self.oldCells, self.new, self.newCells) = (old, oldCells, new, newCells)
    hasClusters = !old.clusters.isEmpty || !new.clusters.isEmpty
  }

  /// Whether `new`'s row `row` shows what `old`'s row `oldRow` did.
  func same(_ row: Int, _ oldRow: Int) -> Bool {
    let width = new.width
    let same =
      memcmp(
        newCells.baseAddress! + row * width, oldCells.baseAddress! + oldRow * width,
        width * MemoryLayout<FrameCell>.stride) == 0
    // Equal indices can name different clusters in two frames.
    guard same, hasClusters else { return same }
    return (0..<width).allSatisfy { new.cell(row * width + $0, equals: old, oldRow * width + $0) }
  }

  /// How many cells of `new`'s row `row` equal those of `old`'s row `oldRow`, or blanks in the
  /// terminal's default style (a line that comes in) for `nil`.
  func equalCells(_ row: Int, _ oldRow: Int?) -> Int {
    let width = new.width
    let cells = newCells.baseAddress! + row * width
    var count = 0
    // A loop for each case, through pointers: the band's growth counts up to four rows a step.
    if let oldRow {
      let oldRowCells = oldCells.baseAddress! + oldRow * width
      for column in 0..<width where cells[column] == oldRowCells[column] { count += 1 }
    } else {
      let blank = FrameCell(glyph: 0x20, style: .plain)
      for column in 0..<width where cells[column] == blank { count += 1 }
    }
    return count
  }

  /// The shift worth the most rows, with `changed` (a flag a row) as scratch memory.
  mutating func bestShift(changed: UnsafeMutableBufferPointer<Bool>) -> FrameShift? {
    let height = new.height
    var first = -1
    var last = -1
    var count = 0
    for row in 0..<height {
      changed[row] = !same(row, row)
      if changed[row] {
        if first < 0 { first = row }
        last = row
        count += 1
      }
    }
    guard count >= FrameShift.minimumGain else { return nil }
    // Where a few changed rows were in `old`: the first two, one in the middle, the last two
    // (fewer when they coincide). A list scrolled by some lines has nearly all of them a fixed
    // distance away; the row with focus, or one that came into view, is not found, and another
    // probe is.
    var middle = (first + last) / 2
    while !changed[middle] { middle += 1 }
    var best: FrameShift?
    var bestGain = FrameShift.minimumGain - 1
    var bestMatched: UInt64 = 0
    // Distances checked already, a bit each up and down (a farther one may be checked twice).
    var tried = (up: UInt64(0), down: UInt64(0))
    var previousProbe = -1
    for index in 0..<5 {
      let probe =
        switch index {
        case 0: first
        case 1: next(after: first, changed)
        case 2: middle
        case 3: previous(before: last, changed)
        default: last
        }
      if index > 0 && probe == previousProbe { continue }
      previousProbe = probe
      guard let distance = distance(of: probe, within: first...last, changed: changed) else { continue }
      let bit: UInt64 = abs(distance) < 64 ? 1 << abs(distance) : 0
      if (distance > 0 ? tried.up : tried.down) & bit != 0 { continue }
      if distance > 0 { tried.up |= bit } else { tried.down |= bit }
      if let found = evaluate(distance, within: first...last, changed: changed), found.gain > bestGain {
        (best, bestGain, bestMatched) = found
      }
      // A shift that serves more than half the changed rows is the one: another distance could
      // serve only rows it does not, unless rows repeat. (A one-line scroll stops at its first
      // probe, instead of looking far for the focus rows, which no distance finds.)
      if bestGain * 2 > count { break }
    }
    guard var best else { return nil }
    // Rows equal after the shift: in the band those that matched at its distance, outside it
    // those that did not change.
    for row in 0..<min(height, 64) {
      let inBand = row >= best.top && row <= best.bottom
      if inBand ? bestMatched & (1 << row) != 0 : !changed[row] { best.equalRows |= 1 << row }
    }
    return best
  }

  func next(after row: Int, _ changed: UnsafeMutableBufferPointer<Bool>) -> Int {
    var next = row + 1
    while next < changed.count && !changed[next] { next += 1 }
    return next < changed.count ? next : row
  }

  func previous(before row: Int, _ changed: UnsafeMutableBufferPointer<Bool>) -> Int {
    var previous = row - 1
    while previous >= 0 && !changed[previous] { previous -= 1 }
    return previous >= 0 ? previous : row
  }

  /// How far up (positive) or down the nearest changed row of `old` equal to `new`'s row `row`
  /// is. Rows that did not change are not looked at: one equal to `row` is a repeated row (a
  /// blank one), not one that moved; and a focus move, two changed rows, costs two comparisons.
  func distance(of row: Int, within span: ClosedRange<Int>, changed: UnsafeMutableBufferPointer<Bool>) -> Int?
  {
    for distance in 1...max(1, span.count - 1) {
      let below = row + distance
      if below <= span.upperBound && changed[below] && same(row, below) { return distance }
      let above = row - distance
      if above >= span.lowerBound && changed[above] && same(row, above) { return -distance }
    }
    return nil
  }

  /// The band that moving by `distance` serves and the rows it leaves equal beyond those equal
  /// without it.
  func evaluate(_ distance: Int, within span: ClosedRange<Int>, changed: UnsafeMutableBufferPointer<Bool>)
    -> (shift: FrameShift, gain: Int, matched: UInt64)?
  {
    let rows =
      distance > 0
      ? span.lowerBound...span.upperBound - distance : span.lowerBound - distance...span.upperBound
    guard !rows.isEmpty else { return nil }
    var matched = 0
    var firstMatch = -1
    var lastMatch = -1
    var matchedRows: UInt64 = 0
    for row in rows where same(row, row + distance) {
      matched += 1
      if firstMatch < 0 { firstMatch = row }
      lastMatch = row
      matchedRows |= 1 << row
    }
    guard matched > 0 else { return nil }
    // The band runs from the first row that moves to the last, plus the rows it moves over;
    // then grows over a changed row at either end while that leaves more cells equal: a row
    // that differs from its moved line only in a scroll bar's column, say, but not the row
    // that had focus, whose highlight makes it differ from its moved line in every cell.
    var top = distance > 0 ? firstMatch : firstMatch + distance
    var bottom = distance > 0 ? lastMatch + distance : lastMatch
    let lines = abs(distance)
    for _ in 0...lines {
      guard top > span.lowerBound, changed[top - 1] else { break }
      // Up: the row above takes the line `lines` below it. Down: it comes in blank, and the
      // row `lines` below it takes its line.
      let better =
        distance > 0
        ? equalCells(top - 1, top - 1 + lines) > equalCells(top - 1, top - 1)
        : equalCells(top - 1 + lines, top - 1) + equalCells(top - 1, nil)
          > equalCells(top - 1 + lines, nil) + equalCells(top - 1, top - 1)
      guard better else { break }
      top -= 1
    }
    for _ in 0...lines {
      guard bottom < span.upperBound, changed[bottom + 1] else { break }
      let better =
        distance < 0
        ? equalCells(bottom + 1, bottom + 1 - lines) > equalCells(bottom + 1, bottom + 1)
        : equalCells(bottom + 1 - lines, bottom + 1) + equalCells(bottom + 1, nil)
          > equalCells(bottom + 1 - lines, nil) + equalCells(bottom + 1, bottom + 1)
      guard better else { break }
      bottom += 1
    }
    // Rows in the band that were equal already are written again after the move.
    var unchanged = 0
    for row in top...bottom where !changed[row] { unchanged += 1 }
    return (FrameShift(top: top, bottom: bottom, lines: distance), matched - unchanged, matchedRows)
  }
}

extension ANSIRenderer {
  /// The shift worth making from `old` to `new`; `nil` where the profile has no scroll regions
  /// or nothing moved.
  func scrollShift(from old: Frame, to new: Frame) -> FrameShift? {
    guard profile.supportsScrollRegions, profile.emitsEscapes else { return nil }
    return FrameShift(from: old, to: new)
  }
}

extension FrameDiff {
  /// Moves the terminal's lines for `shift`, and compares rows with the lines it has after. The
  /// margins are sent unless `margins` says the terminal has them; with `keepsMargins` they are
  /// left set (and `margins` says so), without it reset at once. The lines that come in are
  /// erased in the current background: in a style that erases like the default one (the frame's
  /// blanks), or the default style is set first.
  mutating func scroll(_ shift: FrameShift, margins: inout ScrollMargins?, keepsMargins: Bool) {
    begin()
    if !erasesAlike(style, .terminalDefault) { transition(to: .terminalDefault) }
    if margins != shift.margins {
      shift.writeMargins(into: &out)
      cursor = (0, 0)
    }
    move(to: shift.scrollingRow, 0)
    shift.writeLines(into: &out)
    // A line feed or reverse index keeps the column (and one that also returns the carriage
    // finds it at 0 already).
    cursor = (shift.scrollingRow, 0)
    if keepsMargins {
      margins = shift.margins
    } else {
      out.write(FrameShift.resetMargins)
      margins = nil
      cursor = nil
    }
    band = (shift.top, shift.bottom, shift.lines)
    knownEqualRows = shift.equalRows
  }
}
