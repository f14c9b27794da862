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

    init(_ style: Style) {
      self.init(
        foreground: style.foreground.rawValue, background: style.background.rawValue,
        attributes: style.packedAttributes)
    }

    init(_ cell: FrameCell) {
      self.init(foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
    }

    var style: Style { Style(foreground: foreground, background: background, packedAttributes: attributes) }
  }

  /// One remembered transition; `length < 0` marks an empty slot. An empty transition (two
  /// styles this theme draws alike) is remembered too, as length 0.
  private struct Entry {
    var from: PackedStyle
    var to: PackedStyle
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
      repeating: Entry(from: .terminalDefault, to: .terminalDefault, length: -1), count: Self.slotCount)
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

  @inline(__always)
  private static func slot(_ a: PackedStyle, _ b: PackedStyle) -> Int {
    var h = (UInt64(a.foreground) << 32 | UInt64(a.background)) &* 0x9E37_79B9_7F4A_7C15
    h ^= (UInt64(a.attributes) << 32 | UInt64(b.attributes)) &* 0xC2B2_AE3D_27D4_EB4F
    h ^= (UInt64(b.foreground) << 32 | UInt64(b.background)) &* 0x1656_67B1_9E37_79F9
    return Int(truncatingIfNeeded: (h ^ (h >> 31)) >> 56)  // 256 slots
  }

  /// The concrete style a packed style is drawn in.
  func resolve(_ key: PackedStyle) -> ResolvedStyle {
    if key == .terminalDefault { return .plain }
    return theme.resolve(key.style, depth: depth)
  }

  /// The sequence that changes the terminal's style from `old` to `new`, for copying at once:
  /// it points into the cache, which the next transition not seen yet may write over.
  @inline(__always)
  func sequence(from old: PackedStyle, to new: PackedStyle) -> UnsafeBufferPointer<UInt8> {
    let slot = Self.slot(old, new)
    let entry = entries[slot]
    if !(entry.length >= 0 && entry.from == old && entry.to == new) {
      remember(from: old, to: new, slot: slot)
    }
    return UnsafeBufferPointer(start: pool + slot &* Self.slotBytes, count: max(0, entries[slot].length))
  }

  /// Encodes a transition into its slot (every transition fits in one).
  @inline(never)
  private func remember(from old: PackedStyle, to new: PackedStyle, slot: Int) {
    var sequence: [UInt8] = []
    SGREncoder.transition(from: resolve(old), to: resolve(new), into: &sequence)
    precondition(sequence.count <= Self.slotBytes, "an escape sequence longer than a cache slot")
    entries[slot] = Entry(from: old, to: new, length: sequence.count)
    sequence.withUnsafeBufferPointer {
      if let base = $0.baseAddress { (pool + slot * Self.slotBytes).update(from: base, count: $0.count) }
    }
  }
}
