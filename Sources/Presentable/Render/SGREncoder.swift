/// Writes Select Graphic Rendition sequences (`ESC [ … m`): the fewest bytes that take the
/// terminal from one style to the next.
enum SGREncoder {
  /// Appends the sequence that changes the terminal's style from `old` to `new`.
  ///
  /// `old == nil` means the terminal's style is unknown, so the sequence starts from a reset.
  /// Otherwise the shorter of "change what differs" and "reset, then set" is written. Parameters
  /// are built on the stack: this runs for every style change of every frame.
  @inline(__always)
  static func transition(from old: ResolvedStyle?, to new: ResolvedStyle, into bytes: inout [UInt8]) {
    if let old, old == new { return }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { buffer in
      let base = buffer.baseAddress!
      var reset = Parameters(base)
      reset.add(0)
      reset.addAttributes(new.attributes)
      reset.addColor(new.foreground, isForeground: true, includeDefault: false)
      reset.addColor(new.background, isForeground: false, includeDefault: false)
      guard let old else { return reset.write(into: &bytes) }
      if old == .plain {
        // From the default style, setting is the reset without its leading "0;".
        return reset.write(into: &bytes, droppingFirst: reset.count > 1 ? 2 : 0)
      }

      var change = Parameters(base + 64)
      let removed = old.attributes.subtracting(new.attributes)
      var added = new.attributes.subtracting(old.attributes)
      if !removed.isDisjoint(with: [.bold, .dim]) {
        change.add(22)  // turns off bold and dim together
        added.formUnion(new.attributes.intersection([.bold, .dim]))
      }
      if removed.contains(.italic) { change.add(23) }
      if removed.contains(.underline) { change.add(24) }
      if removed.contains(.inverse) { change.add(27) }
      if removed.contains(.strikethrough) { change.add(29) }
      change.addAttributes(added)
      if old.foreground != new.foreground {
        change.addColor(new.foreground, isForeground: true, includeDefault: true)
      }
      if old.background != new.background {
        change.addColor(new.background, isForeground: false, includeDefault: true)
      }
      (change.count < reset.count ? change : reset).write(into: &bytes)
    }
  }

  /// The sequence that returns to the terminal's default style.
  static let resetSequence: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]  // ESC [ 0 m

  /// Semicolon-separated decimal parameters in a caller-owned buffer (at most 64 bytes; the
  /// longest sequence, every attribute and two RGB colors, is under 50).
  private struct Parameters {
    let start: UnsafeMutablePointer<UInt8>
    var count = 0

    init(_ start: UnsafeMutablePointer<UInt8>) { self.start = start }

    /// Adds a parameter from 0 to 255.
    @inline(__always)
    mutating func add(_ n: Int) {
      var p = start + count
      if count > 0 {
        p.pointee = 0x3B
        p += 1
      }
      var rest = UInt32(truncatingIfNeeded: n)
      if rest >= 100 {
        let hundreds = rest >= 200 ? 2 as UInt32 : 1
        p.pointee = UInt8(truncatingIfNeeded: 0x30 + hundreds)
        p += 1
        rest -= hundreds * 100
        p.pointee = UInt8(truncatingIfNeeded: 0x30 + (rest &* 205) >> 11)  // rest / 10 for rest < 100
        p += 1
      } else if rest >= 10 {
        p.pointee = UInt8(truncatingIfNeeded: 0x30 + (rest &* 205) >> 11)
        p += 1
      }
      p.pointee = UInt8(truncatingIfNeeded: 0x30 + rest - ((rest &* 205) >> 11) * 10)
      p += 1
      count = p - start
    }

    mutating func addAttributes(_ attributes: TextAttributes) {
      if attributes.isEmpty { return }
      if attributes.contains(.bold) { add(1) }
      if attributes.contains(.dim) { add(2) }
      if attributes.contains(.italic) { add(3) }
      if attributes.contains(.underline) { add(4) }
      if attributes.contains(.inverse) { add(7) }
      if attributes.contains(.strikethrough) { add(9) }
    }

    /// Adds a concrete color (already downgraded to the output's depth).
    mutating func addColor(_ color: Color, isForeground: Bool, includeDefault: Bool) {
      switch color.kind {
      case .terminalDefault, .role, .look:
        if includeDefault { add(isForeground ? 39 : 49) }
      case .named:
        let n = Int(color.payload)
        add((isForeground ? (n < 8 ? 30 : 82) : (n < 8 ? 40 : 92)) + n)
      case .indexed:
        add(isForeground ? 38 : 48)
        add(5)
        add(Int(color.payload))
      case .rgb:
        let (r, g, b) = color.rgbComponents
        add(isForeground ? 38 : 48)
        add(2)
        add(Int(r))
        add(Int(g))
        add(Int(b))
      }
    }

    func write(into bytes: inout [UInt8], droppingFirst dropped: Int = 0) {
      bytes.append(0x1B)
      bytes.append(0x5B)
      bytes.append(contentsOf: UnsafeBufferPointer(start: start + dropped, count: count - dropped))
      bytes.append(0x6D)
    }
  }
}
