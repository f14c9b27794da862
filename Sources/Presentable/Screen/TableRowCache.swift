/// The rows a table drew, by item number: what each looks like, so a frame copies unchanged rows
/// instead of asking for and laying them out again.
///
/// Entries are kept for the items on screen and a screenful around them, in a window of slots
/// indexed by item number: finding an item is a subtraction, not a hash. The window moves with
/// the screen, and items that fall out of it are forgotten. An entry is drawn again when it is
/// marked stale (the data source reloaded it, a key changed it, a model it read changed) or when
/// its focus changed; a change of width forgets them all.
///
/// An item asked only for its shape (how many lines, whether it takes focus), as the viewport
/// asks of the items a jump scrolls past, is measured, not drawn: its entry has a line count and
/// no lines, and is drawn only when it is shown. It goes stale as a drawn one does.
struct TableRowCache {
  /// One drawn or measured item.
  struct Entry {
    /// The item's lines, as wide as the table, when ``isDrawn``; otherwise storage to draw into.
    var lines: Frame
    /// The cell that drew a row, kept for keys and transcripts; `nil` for gaps, headers, footers.
    var cell: (any Cell)?
    /// Whether the row can take focus.
    var canFocus: Bool
    /// Whether it was drawn focused.
    var isFocused: Bool
    /// Whether it must be drawn again before it is shown.
    var isStale = false
    /// How often the row changes by itself, if it animates.
    var animationInterval: Duration?
    /// The animation time it was drawn for.
    var drawnAt = Duration.zero
    /// Whether focus shows on the row only as the layout paints it (`CellBehavior`).
    var focusIsOnlyPainted = false
    /// The hint line's part for the row focused in its initial state, once asked for, and which
    /// keys reach the row: the line is read every frame and the row offered every key, and
    /// working either out builds the cell's keys. Kept while ``cell`` is.
    var keyHints: (hints: [KeyHint], isCapturingInput: Bool, facts: KeyFacts)?
    /// The number of lines, drawn or measured.
    var lineCount = 0
    /// Whether ``lines`` hold the item as drawn; a measured item's do not.
    var isDrawn = false
  }

  /// The item number of the first slot.
  private var first = 0
  /// Entries in place (read without copying), and which slots hold one.
  private var slots: [Entry] = []
  private var present: [Bool] = []
  /// The width and ambiguous-width setting the entries were drawn at.
  private(set) var width = -1
  private(set) var ambiguous = AmbiguousWidth.narrow
  /// The look the entries were drawn in.
  private(set) var look = Look.standard

  /// What an empty slot holds, and what a row drawn for the first time is drawn into.
  static var vacant: Entry {
    Entry(lines: Frame(width: 0, height: 0), cell: nil, canFocus: false, isFocused: false)
  }

  /// The largest number of slots the window has spanned, kept or empty: what the cache's memory
  /// follows (for tests).
  private(set) var largestWindow = 0

  /// The number of items drawn and kept.
  var count: Int { present.reduce(0) { $0 + ($1 ? 1 : 0) } }

  private func slot(_ item: Int) -> Int? {
    let index = item &- first
    return index >= 0 && index < slots.count && present[index] ? index : nil
  }

  /// Whether an item has an entry, current or not.
  func contains(_ item: Int) -> Bool { slot(item) != nil }

  /// Reads an item's entry in place; the item must have one.
  func read<R>(_ item: Int, _ body: (borrowing Entry) -> R) -> R {
    body(slots[slot(item)!])
  }

  /// The lines an item's entry takes and whether it can take focus, if the entry is current for
  /// this focus (and drawn, if `drawn`): one look for what a walk over items asks most.
  func currentShape(_ item: Int, isFocused: Bool, drawn: Bool = false) -> (lineCount: Int, canFocus: Bool)? {
    guard let index = slot(item), !slots[index].isStale, slots[index].isFocused == isFocused,
      slots[index].isDrawn || !drawn
    else { return nil }
    return (slots[index].lineCount, slots[index].canFocus)
  }

  /// Copies lines of an item's entry onto `frame` from `row` down; the item must have one, drawn.
  /// Mutating only so the entry is read in place.
  mutating func copyLines(of item: Int, _ lines: Range<Int>, into frame: inout Frame, at row: Int) {
    let index = slot(item)!
    precondition(slots[index].isDrawn, "Copying the lines of a row only measured")
    guard slots[index].lines.clusters.isEmpty else {
      return frame.copyRows(lines, of: slots[index].lines, to: row)
    }
    // The cells alone, read in place: passing the entry's frame would copy it (and retain its
    // storage) for every row of every frame.
    frame.copyCellRows(lines, of: &slots[index].lines, to: row)
  }

  /// Copies the lines of items from `item` on (less the first `skip` lines of it) onto `rows` of
  /// `frame`, while each item's entry is current for focus on `focused`. Returns where it
  /// stopped: the first item not copied, the lines of it still to skip, and the next free row.
  /// Mutating only so the table reads its cache in place: a call a row copied the cache, and
  /// retained its storage, every time.
  mutating func copyCurrentLines(
    from item: Int, skip: Int, end: Int, focused: Int?, into frame: inout Frame, rows: Range<Int>
  ) -> (item: Int, skip: Int, row: Int) {
    var (item, skip, row) = (item, skip, rows.lowerBound)
    let width = frame.width
    while item < end && row < rows.upperBound {
      // An entry with clusters is left to `copyLines`, which numbers them in the frame.
      // A measured entry is left to the caller to draw.
      guard let index = slot(item), !slots[index].isStale, slots[index].isFocused == (focused == item),
        slots[index].isDrawn, slots[index].lines.clusters.isEmpty
      else { break }
      let lines = min(slots[index].lines.height - skip, rows.upperBound - row)
      if lines > 0 {
        precondition(slots[index].lines.width <= width, "Copying rows from a wider frame")
        frame.copyCellRows(skip..<skip + lines, of: &slots[index].lines, to: row)
        row += lines
      }
      skip = 0
      item += 1
    }
    return (item, skip, row)
  }

  /// Takes an item's entry out, to draw into its storage again: a row drawn again allocates
  /// nothing.
  mutating func take(_ item: Int) -> Entry? {
    guard let index = slot(item) else { return nil }
    present[index] = false
    // Swapped out, not copied: the entry's storage stays uniquely referenced, so drawing into it
    // again writes in place.
    var entry = Self.vacant
    swap(&entry, &slots[index])
    return entry
  }

  /// Puts an item's entry in, widening the window to reach it.
  mutating func put(_ entry: Entry, for item: Int) {
    // A jump (End, Home, a far index) starts a new window: filling the gap with empty slots
    // would cost time and memory in proportion to the jump, not to the screen. The entries
    // dropped are ones the next eviction would drop anyway, being far from what is shown.
    let reach = max(2 * slots.count, 128)
    if !slots.isEmpty && (item < first - reach || item >= first + slots.count + reach) {
      removeAll()
    }
    if slots.isEmpty { first = item }
    if item < first {
      slots.insert(contentsOf: repeatElement(Self.vacant, count: first - item), at: 0)
      present.insert(contentsOf: repeatElement(false, count: first - item), at: 0)
      first = item
    } else if item >= first + slots.count {
      let missing = item - first - slots.count + 1
      slots.append(contentsOf: repeatElement(Self.vacant, count: missing))
      present.append(contentsOf: repeatElement(false, count: missing))
    }
    slots[item - first] = entry
    present[item - first] = true
    largestWindow = max(largestWindow, slots.count)
  }

  /// Forgets every entry when the width, the ambiguous setting or the look changes.
  mutating func prepare(width: Int, ambiguous: AmbiguousWidth, look: Look) {
    guard width != self.width || ambiguous != self.ambiguous || look != self.look else { return }
    removeAll()
    self.width = width
    self.ambiguous = ambiguous
    self.look = look
  }

  /// Marks an item to be drawn again.
  mutating func invalidate(_ item: Int) {
    if let index = slot(item) { slots[index].isStale = true }
  }

  /// Keeps the hint line's part for an item's row focused in its initial state.
  mutating func keep(keyHints: (hints: [KeyHint], isCapturingInput: Bool, facts: KeyFacts), of item: Int) {
    if let index = slot(item) { slots[index].keyHints = keyHints }
  }

  /// Forgets the kept hints (``Entry/keyHints``): the key map they name keys from changed.
  mutating func forgetKeyHints() {
    for index in slots.indices { slots[index].keyHints = nil }
  }

  /// Marks every item to be drawn again.
  mutating func invalidateAll() {
    for index in slots.indices { slots[index].isStale = true }
  }

  /// Forgets everything: the items were renumbered.
  mutating func removeAll() {
    slots.removeAll(keepingCapacity: true)
    present.removeAll(keepingCapacity: true)
    first = 0
  }

  /// Forgets the entries outside `kept`, once the window is worth trimming.
  mutating func evict(outside kept: Range<Int>) {
    guard slots.count > kept.count + 32 else { return }
    let end = first + slots.count
    if kept.upperBound < end {
      let drop = min(slots.count, end - max(kept.upperBound, first))
      slots.removeLast(drop)
      present.removeLast(drop)
    }
    if kept.lowerBound > first {
      let drop = min(slots.count, kept.lowerBound - first)
      slots.removeFirst(drop)
      present.removeFirst(drop)
      first += drop
    }
  }
}
