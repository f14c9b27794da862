/// Remembers the escape sequence between two styles, so that repainting the same styles (what a
/// screen does all day) costs a lookup and a copy instead of resolving and encoding again.
///
/// Keys are the frame's packed, unresolved styles, so one cache serves one theme and one color
/// depth. Direct-mapped: a colliding pair replaces the old one. A reference type with its own
/// memory, so a lookup needs no copy-on-write check and no retain.
final class SGRTransitionCache {
  /// A packed style, or ``terminalDefault`` for the terminal's own style at the start of output.
  struct PackedStyle: Equatable, Sendable {
    var foreground: UInt32
    var background: UInt32
    var attributes: UInt32

    static let terminalDefault = PackedStyle(foreground: .max, background: .max, attributes: .max)

    init(foreground: UInt32, background: UInt32, attributes: UInt32) {
      (self.foreground, self.background, self.attributes) = (foreground, background, attributes)
    }

    /// A style's key; its link is not part of it (links are written apart from SGR).
    init(_ style: Style) {
      self.init(
        foreground: style.foreground.rawValue, background: style.background.rawValue,
        attributes: style.packedAttributes & LinkTable.styleBits)
    }

    /// A cell's style's key, without its link.
    init(_ cell: FrameCell) {
      self.init(
        foreground: cell.foreground, background: cell.background,
        attributes: cell.attributes & LinkTable.styleBits)
    }

    var style: Style { Style(foreground: foreground, background: background, packedAttributes: attributes) }
  }

  /// One remembered transition, its styles as the words a frame cell holds them in (colors as one
  /// word, both attributes in another) so that a look-up compares three words. An empty slot
  /// holds the terminal's style to itself, whose sequence is empty. An empty transition (two
  /// styles this theme draws alike) is remembered too, as length 0.
  private struct Entry {
    var fromColors: UInt64
    var toColors: UInt64
    var attributes: UInt64
    var length: Int
  }

  private static let slotCount = 256
  /// Longer than any transition: every attribute and two RGB colors take under 50 bytes.
  static let slotBytes = 64

  private let entries: UnsafeMutablePointer<Entry>
  private let pool: UnsafeMutablePointer<UInt8>
  /// Resolves styles on a miss.
  private let theme: Theme
  private let depth: ColorDepth

  /// A cache for drawing with `theme` (its colors already approximated) at `depth`.
  init(theme: Theme, depth: ColorDepth) {
    self.theme = theme
    self.depth = depth
    entries = .allocate(capacity: Self.slotCount)
    entries.initialize(
      repeating: Entry(fromColors: .max, toColors: .max, attributes: .max, length: 0), count: Self.slotCount)
    pool = .allocate(capacity: Self.slotCount * Self.slotBytes)
  }

  deinit {
    entries.deallocate()
    pool.deallocate()
    output.pointee.deallocate()
    output.deallocate()
    rows.pointee.deallocate()
    rows.deallocate()
  }

  /// Memory the renderer writes a row into before appending it to the caller's bytes, kept from
  /// row to row so that encoding allocates nothing once it is large enough. Behind a pointer of
  /// its own, so reading it takes no exclusivity check.
  private let output: UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>> = {
    let pointer = UnsafeMutablePointer<UnsafeMutableBufferPointer<UInt8>>.allocate(capacity: 1)
    pointer.initialize(to: .allocate(capacity: 4096))
    return pointer
  }()

  /// Numbers for one row each, kept like the output memory.
  private let rows: UnsafeMutablePointer<UnsafeMutableBufferPointer<Int>> = {
    let pointer = UnsafeMutablePointer<UnsafeMutableBufferPointer<Int>>.allocate(capacity: 1)
    pointer.initialize(to: .allocate(capacity: 64))
    return pointer
  }()

  /// Memory for at least `capacity` numbers, one per row of a frame.
  @inline(__always)
  func rowBuffer(capacity: Int) -> UnsafeMutableBufferPointer<Int> {
    if rows.pointee.count < capacity {
      let larger = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(capacity, rows.pointee.count * 2))
      rows.pointee.deallocate()
      rows.pointee = larger
    }
    return rows.pointee
  }

  /// The output memory, at least `capacity` bytes long, its first `keeping` bytes kept when it
  /// has to grow.
  @inline(__always)
  func outputBuffer(capacity: Int, keeping: Int = 0) -> UnsafeMutableBufferPointer<UInt8> {
    if output.pointee.count < capacity { growOutput(to: capacity, keeping: keeping) }
    return output.pointee
  }

  @inline(never)
  private func growOutput(to capacity: Int, keeping: Int) {
    let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(capacity, output.pointee.count * 2))
    if keeping > 0 { larger.baseAddress!.update(from: output.pointee.baseAddress!, count: keeping) }
    output.pointee.deallocate()
    output.pointee = larger
  }

  /// A style's two colors as one word, the foreground in its low half: a frame cell's bytes 4 to 11.
  @inline(__always)
  static func colors(_ style: PackedStyle) -> UInt64 {
    UInt64(style.background) << 32 | UInt64(style.foreground)
  }

  /// The slot of a transition: the same function of the two styles as when they were keyed by
  /// fields (foreground in the high half), so the same transitions share slots; dropping the last
  /// mix made two of the benchmark screen's transitions collide, re-encoded at every key.
  @inline(__always)
  private static func slot(_ fromColors: UInt64, _ toColors: UInt64, _ attributes: UInt64) -> Int {
    var h = (fromColors << 32 | fromColors >> 32) &* 0x9E37_79B9_7F4A_7C15
    h ^= attributes &* 0xC2B2_AE3D_27D4_EB4F
    h ^= (toColors << 32 | toColors >> 32) &* 0x1656_67B1_9E37_79F9
    return Int(truncatingIfNeeded: (h ^ (h >> 31)) >> 56)  // 256 slots
  }

  /// The concrete style a packed style is drawn in.
  func resolve(_ key: PackedStyle) -> ResolvedStyle {
    if key == .terminalDefault { return .plain }
    return theme.resolved(key.style, depth: depth)
  }

  /// The sequence that changes the terminal's style from `old` to `new`, for copying at once:
  /// it points into the cache, which the next transition not seen yet may write over.
  @inline(__always)
  func sequence(from old: PackedStyle, to new: PackedStyle) -> UnsafeBufferPointer<UInt8> {
    sequence(
      fromColors: Self.colors(old), fromAttributes: old.attributes, toColors: Self.colors(new),
      toAttributes: new.attributes)
  }

  /// The same, the styles given as a frame cell's words (colors, foreground in the low half;
  /// attributes): what the encoder has in hand, so a look-up builds no keys.
  @inline(__always)
  func sequence(fromColors: UInt64, fromAttributes: UInt32, toColors: UInt64, toAttributes: UInt32)
    -> UnsafeBufferPointer<UInt8>
  {
    let attributes = UInt64(fromAttributes) << 32 | UInt64(toAttributes)
    let slot = Self.slot(fromColors, toColors, attributes)
    let entry = entries + slot
    if entry.pointee.fromColors != fromColors || entry.pointee.toColors != toColors
      || entry.pointee.attributes != attributes
    {
      remember(fromColors: fromColors, toColors: toColors, attributes: attributes, slot: slot)
    }
    return UnsafeBufferPointer(start: pool + slot &* Self.slotBytes, count: entry.pointee.length)
  }

  /// Encodes a transition into its slot (every transition fits in one).
  @inline(never)
  private func remember(fromColors: UInt64, toColors: UInt64, attributes: UInt64, slot: Int) {
    func style(_ colors: UInt64, _ attributes: UInt64) -> PackedStyle {
      PackedStyle(
        foreground: UInt32(truncatingIfNeeded: colors), background: UInt32(truncatingIfNeeded: colors >> 32),
        attributes: UInt32(truncatingIfNeeded: attributes))
    }
    let old = style(fromColors, attributes >> 32)
    let new = style(toColors, attributes)
    var sequence: [UInt8] = []
    SGREncoder.transition(from: resolve(old), to: resolve(new), into: &sequence)
    precondition(sequence.count <= Self.slotBytes, "an escape sequence longer than a cache slot")
    entries[slot] = Entry(
      fromColors: fromColors, toColors: toColors, attributes: attributes, length: sequence.count)
    sequence.withUnsafeBufferPointer {
      if let base = $0.baseAddress { (pool + slot * Self.slotBytes).update(from: base, count: $0.count) }
    }
  }
}
