/// Writes Select Graphic Rendition sequences (`ESC [ … m`): the fewest bytes that take the
/// terminal from one style to the next.
struct SGREncoder {
  /// Appends the sequence that changes the terminal's style from `old` to `new`.
  ///
  /// `old == nil` means the terminal's style is unknown, so the sequence starts from a reset.
  /// Otherwise the shorter of "change what differs" and "reset, then set" is written.
  @inline(__always)
  static func transition(from old: ResolvedStyle?, to new: ResolvedStyle, into bytes: inout [UInt8]) {
    if let old, old == new { return }
    var reset: [UInt8] = []
    reset.reserveCapacity(32)
    reset.append(0x30)  // "0"
    appendAttributes(new.attributes, to: &reset)
    appendColor(new.foreground, isForeground: true, to: &reset, includeDefault: false)
    appendColor(new.background, isForeground: false, to: &reset, includeDefault: false)
    guard let old else { return write(reset, into: &bytes) }

    var change: [UInt8] = []
    change.reserveCapacity(32)
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    if !removed.isDisjoint(with: [.bold, .dim]) {
      add(22, to: &change)  // turns off bold and dim together
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { add(23, to: &change) }
    if removed.contains(.underline) { add(24, to: &change) }
    if removed.contains(.inverse) { add(27, to: &change) }
    if removed.contains(.strikethrough) { add(29, to: &change) }
    appendAttributes(added, to: &change)
    if old.foreground != new.foreground {
      appendColor(new.foreground, isForeground: true, to: &change, includeDefault: true)
    }
    if old.background != new.background {
      appendColor(new.background, isForeground: false, to: &change, includeDefault: true)
    }
    write(change.count < reset.count ? change : reset, into: &bytes)
  }

  /// The sequence that returns to the terminal's default style.
  static let resetSequence: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]  // ESC [ 0 m

  private static func write(_ parameters: [UInt8], into bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    bytes.append(contentsOf: parameters)
    bytes.append(0x6D)
  }

  private static func appendAttributes(_ attributes: TextAttributes, to parameters: inout [UInt8]) {
    if attributes.isEmpty { return }
    if attributes.contains(.bold) { add(1, to: &parameters) }
    if attributes.contains(.dim) { add(2, to: &parameters) }
    if attributes.contains(.italic) { add(3, to: &parameters) }
    if attributes.contains(.underline) { add(4, to: &parameters) }
    if attributes.contains(.inverse) { add(7, to: &parameters) }
    if attributes.contains(.strikethrough) { add(9, to: &parameters) }
  }

  /// Appends the parameters of a concrete color (already downgraded to the output's depth).
  private static func appendColor(
    _ color: Color, isForeground: Bool, to parameters: inout [UInt8], includeDefault: Bool
  ) {
    switch color.kind {
    case .terminalDefault, .role:
      if includeDefault { add(isForeground ? 39 : 49, to: &parameters) }
    case .named:
      let n = Int(color.payload)
      let base = isForeground ? (n < 8 ? 30 : 82) : (n < 8 ? 40 : 92)
      add(base + n, to: &parameters)
    case .indexed:
      add(isForeground ? 38 : 48, to: &parameters)
      add(5, to: &parameters)
      add(Int(color.payload), to: &parameters)
    case .rgb:
      let (r, g, b) = color.rgbComponents
      add(isForeground ? 38 : 48, to: &parameters)
      add(2, to: &parameters)
      add(Int(r), to: &parameters)
      add(Int(g), to: &parameters)
      add(Int(b), to: &parameters)
    }
  }

  /// Appends `;n` (or `n` first).
  @inline(__always)
  private static func add(_ n: Int, to parameters: inout [UInt8]) {
    if !parameters.isEmpty { parameters.append(0x3B) }
    if n >= 100 { parameters.append(UInt8(0x30 + n / 100)) }
    if n >= 10 { parameters.append(UInt8(0x30 + n / 10 % 10)) }
    parameters.append(UInt8(0x30 + n % 10))
  }
}
