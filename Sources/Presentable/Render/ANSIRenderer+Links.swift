/// OSC 8 hyperlinks: `ESC ] 8 ; ; address ESC \` opens a link, `ESC ] 8 ; ; ESC \` closes it.
///
/// A link is opened where a run of its cells starts and closed where every written run ends, so a
/// repaint that writes part of a row never leaves a link open over cells it did not write.
enum HyperlinkEncoder {
  /// `ESC ] 8 ; ;`, which both sequences start with.
  static let prefix: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B]
  /// The 7-bit string terminator, `ESC \`.
  static let terminator: [UInt8] = [0x1B, 0x5C]
  /// The sequence that closes a link.
  static let close: [UInt8] = prefix + terminator

  /// The bytes ``write(_:to:)`` writes for a link number at most.
  static func length(of number: UInt16) -> Int {
    prefix.count + terminator.count + (LinkTable.address(number)?.utf8.count ?? 0)
  }

  /// Writes the sequence that makes `number` the open link (0: closes it) at `output`; returns the
  /// bytes written, at most ``length(of:)``. The address was percent-encoded when it was kept, so
  /// it holds only printable ASCII.
  static func write(_ number: UInt16, to output: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 0
    for byte in prefix {
      output[count] = byte
      count &+= 1
    }
    if let address = LinkTable.address(number) {
      for byte in address.utf8 {
        output[count] = byte
        count &+= 1
      }
    }
    for byte in terminator {
      output[count] = byte
      count &+= 1
    }
    return count
  }

  /// Appends the sequence that makes `number` the open link (0: closes it).
  static func append(_ number: UInt16, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: prefix)
    if let address = LinkTable.address(number) { bytes.append(contentsOf: address.utf8) }
    bytes.append(contentsOf: terminator)
  }

  /// Room a frame diff's links in a row's cells `start..<end` can take: the runs it writes are
  /// more than `runGap` equal cells apart, and each can open a link where the link changes and
  /// at its start, and close it at its end.
  static func updateBytes(
    of cells: UnsafeBufferPointer<FrameCell>, from start: Int, to end: Int, runGap: Int
  ) -> Int {
    var changes = 0
    var longest = 0
    var current: UInt16 = 0
    for index in start..<end {
      let number = LinkTable.number(inAttributes: cells[index].attributes)
      if number != current {
        changes += 1
        if number != 0 { longest = max(longest, LinkTable.address(number)?.utf8.count ?? 0) }
        current = number
      }
    }
    guard changes > 0 else { return 0 }
    let runs = (end - start) / (runGap + 1) + 1
    return (changes + 2 * runs) * (longest + prefix.count + terminator.count)
  }

  /// Extra room a row's links take in output: a sequence where the link changes and one closing.
  static func extraBytes(of cells: UnsafeBufferPointer<FrameCell>, from start: Int, to end: Int) -> Int {
    var extra = 0
    var current: UInt16 = 0
    for index in start..<end {
      let number = LinkTable.number(inAttributes: cells[index].attributes)
      if number != current {
        extra += length(of: number)
        current = number
      }
    }
    return current == 0 ? extra : extra + close.count
  }
}
