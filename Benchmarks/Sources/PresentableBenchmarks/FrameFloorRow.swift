/// The switch row written by hand through a grid of 16-byte cells, as the library's frame holds
/// them: the row blanked, the title and the switch put into it, then the grid encoded with the
/// library's own fastest loop (four ASCII cells of one style per test). No layout, measuring,
/// sanitizing or style resolution: the least a row costs once it goes through a frame at all,
/// which `rows.end-to-end` must, and ``FloorRow`` does not.
///
/// The encoding loop is a copy of `ANSIRenderer`'s (its ASCII runs), not a call: the library keeps
/// it private, and a floor must not pay for a call the library's row does not. Keep the two in
/// step. Left out: the library's runs also take cells of the terminal's own foreground where the
/// run is primary text and the other way round (one more AND a test); the floor's styles are
/// concrete, and it does not pay for that.
final class FrameFloorRow {
  /// One column: a glyph and twelve bytes of style, as `FrameCell` lays them out.
  private struct Cell {
    var glyph: UInt32
    var foreground: UInt32
    var background: UInt32
    var style: UInt32
  }

  /// The styles the row uses; a cell's last word holds its number.
  private enum StyleNumber: UInt32 {
    case terminal = 0, text, on, off
  }

  private static let width = 80
  private static let slotBytes = 64
  private let cells = UnsafeMutablePointer<Cell>.allocate(capacity: width)
  /// Escape sequences from one style to another, in 64-byte slots read a word at a time.
  private let transitions = UnsafeMutablePointer<UInt8>.allocate(capacity: 16 * slotBytes)
  private let lengths = UnsafeMutablePointer<Int>.allocate(capacity: 16)
  private let output = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
  private let title: String
  private let switchColumn: Int

  /// The escape sequences are cut out of the library's rows (`on` and `off`), so both write the
  /// same bytes.
  init(title: String, on: [UInt8], off: [UInt8]) {
    self.title = title
    transitions.initialize(repeating: 0, count: 16 * Self.slotBytes)
    lengths.initialize(repeating: 0, count: 16)
    let titleBytes = Array(title.utf8)
    let start = on.firstRange(of: titleBytes)!.lowerBound
    // The gutter's two spaces come before the title, in the title's style.
    let lead = Array(on[..<(start - 2)])
    func afterPadding(_ row: [UInt8]) -> Int {
      var index = start + titleBytes.count
      while row[index] == 0x20 { index += 1 }
      return index
    }
    func control(_ row: [UInt8]) -> (change: [UInt8], reset: [UInt8]) {
      let begin = afterPadding(row)
      let end = row.firstIndex(of: UInt8(ascii: "]"))! + 1
      // The escape sequence ends at its final `m`; the switch's glyphs follow.
      let glyphsStart = row[begin...].firstIndex(of: UInt8(ascii: "m"))! + 1
      return (Array(row[begin..<glyphsStart]), Array(row[end...]))
    }
    // One column a byte from the gutter to the switch: the gutter, the title and its padding.
    switchColumn = 2 + afterPadding(on) - start
    let (onChange, reset) = control(on)
    let (offChange, _) = control(off)
    set(.terminal, .text, lead)
    set(.text, .on, onChange)
    set(.text, .off, offChange)
    set(.on, .terminal, reset)
    set(.off, .terminal, reset)
  }

  deinit {
    cells.deallocate()
    transitions.deallocate()
    lengths.deallocate()
    output.deallocate()
  }

  private func set(_ from: StyleNumber, _ to: StyleNumber, _ bytes: [UInt8]) {
    precondition(bytes.count <= Self.slotBytes - 8)
    let slot = Int(from.rawValue) * 4 + Int(to.rawValue)
    for (index, byte) in bytes.enumerated() { transitions[slot * Self.slotBytes + index] = byte }
    lengths[slot] = bytes.count
  }

  private func cell(_ glyph: UInt32, _ style: StyleNumber) -> Cell {
    // Distinct colors per style, so the encoder's test reads all twelve bytes as the library's does.
    Cell(
      glyph: glyph, foreground: 0x0100_0000 | style.rawValue, background: 0x0101_1C1C, style: style.rawValue)
  }

  @inline(never)
  func write(on isOn: Bool, into bytes: inout [UInt8]) {
    let padding = cell(0x20, .text)
    for column in 0..<Self.width { cells[column] = padding }
    var column = 2
    var text = title
    text.withUTF8 { utf8 in
      for byte in utf8 {
        cells[column] = cell(UInt32(byte), .text)
        column &+= 1
      }
    }
    let style: StyleNumber = isOn ? .on : .off
    column = switchColumn
    for scalar in (isOn ? "[ ON ●]" : "[○ OFF]").unicodeScalars {
      cells[column] = cell(scalar.value, style)
      column &+= 1
    }
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: UnsafeBufferPointer(start: output, count: encode()))
  }

  /// The library's encoding loop over the grid; returns the bytes written to `output`.
  private func encode() -> Int {
    var count = 0
    var current = StyleNumber.terminal.rawValue
    var colors = UInt64.max
    var attributes = UInt32.max
    var cell = UnsafeRawPointer(cells)
    let last = UnsafeRawPointer(cells + Self.width)
    let stride = MemoryLayout<Cell>.stride
    while cell < last {
      let cellColors = cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self)
      let cellStyle = cell.load(fromByteOffset: 12, as: UInt32.self)
      if cellColors != colors || cellStyle != attributes {
        count &+= copyTransition(from: current, to: cellStyle, at: count)
        (current, colors, attributes) = (cellStyle, cellColors, cellStyle)
      }
      count &+= writeGlyph(cell.load(as: UInt32.self), at: count)
      cell += stride
      let first = (colors & 0xFFFF_FFFF) << 32
      let second = colors >> 32 | UInt64(attributes) << 32
      while last - cell >= 4 &* stride {
        let a = cell.loadUnaligned(as: UInt64.self) ^ first
        let b = cell.loadUnaligned(fromByteOffset: stride, as: UInt64.self) ^ first
        let c = cell.loadUnaligned(fromByteOffset: 2 &* stride, as: UInt64.self) ^ first
        let d = cell.loadUnaligned(fromByteOffset: 3 &* stride, as: UInt64.self) ^ first
        if a | b | c | d >= 0x80 || cell.loadUnaligned(fromByteOffset: 8, as: UInt64.self) != second
          || cell.loadUnaligned(fromByteOffset: stride &+ 8, as: UInt64.self) != second
          || cell.loadUnaligned(fromByteOffset: 2 &* stride &+ 8, as: UInt64.self) != second
          || cell.loadUnaligned(fromByteOffset: 3 &* stride &+ 8, as: UInt64.self) != second
        {
          break
        }
        UnsafeMutableRawPointer(output + count).storeBytes(
          of: UInt32(truncatingIfNeeded: a | b << 8 | c << 16 | d << 24), as: UInt32.self)
        count &+= 4
        cell += 4 &* stride
      }
      while cell < last {
        let glyph = cell.load(as: UInt32.self)
        if glyph >= 0x80 || cell.loadUnaligned(fromByteOffset: 4, as: UInt64.self) != colors
          || cell.load(fromByteOffset: 12, as: UInt32.self) != attributes
        {
          break
        }
        output[count] = UInt8(truncatingIfNeeded: glyph)
        count &+= 1
        cell += stride
      }
    }
    return count &+ copyTransition(from: current, to: StyleNumber.terminal.rawValue, at: count)
  }

  @inline(__always)
  private func copyTransition(from: UInt32, to: UInt32, at offset: Int) -> Int {
    let slot = Int(from &* 4 &+ to)
    let source = UnsafeRawPointer(transitions + slot &* Self.slotBytes)
    let length = lengths[slot]
    var copied = 0
    while copied < length {
      UnsafeMutableRawPointer(output + offset).storeBytes(
        of: source.loadUnaligned(fromByteOffset: copied, as: UInt64.self), toByteOffset: copied,
        as: UInt64.self)
      copied &+= 8
    }
    return length
  }

  /// One glyph as UTF-8: the row's glyphs are all under U+10000.
  @inline(__always)
  private func writeGlyph(_ glyph: UInt32, at offset: Int) -> Int {
    let out = output + offset
    if glyph < 0x80 {
      out[0] = UInt8(truncatingIfNeeded: glyph)
      return 1
    }
    if glyph < 0x800 {
      out[0] = 0xC0 | UInt8(truncatingIfNeeded: glyph >> 6)
      out[1] = 0x80 | UInt8(truncatingIfNeeded: glyph & 0x3F)
      return 2
    }
    out[0] = 0xE0 | UInt8(truncatingIfNeeded: glyph >> 12)
    out[1] = 0x80 | UInt8(truncatingIfNeeded: (glyph >> 6) & 0x3F)
    out[2] = 0x80 | UInt8(truncatingIfNeeded: glyph & 0x3F)
    return 3
  }
}
