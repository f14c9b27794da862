/// The rows a table drew, by item number: what each looks like, so a frame copies unchanged rows
/// instead of asking for and laying them out again.
///
/// Entries are kept for the items on screen and a screenful around them; the rest are dropped at
/// the end of each frame. An entry is drawn again when it is marked stale (the data source
/// reloaded it, a key changed it, a model it read changed) or when the width or its focus changed.
struct TableRowCache {
  /// One drawn item.
  struct Entry {
    /// The item's lines, as wide as the table.
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

    /// The number of lines.
    var lineCount: Int { lines.height }
  }

  private(set) var entries: [Int: Entry] = [:]
  /// The width and ambiguous-width setting the entries were drawn at.
  private(set) var width = -1
  private(set) var ambiguous = AmbiguousWidth.narrow

  /// The entry of an item, if it is current for this width and focus.
  func current(_ item: Int, isFocused: Bool) -> Entry? {
    guard let entry = entries[item], !entry.isStale, entry.isFocused == isFocused else { return nil }
    return entry
  }

  /// An entry, current or not.
  subscript(item: Int) -> Entry? {
    get { entries[item] }
    set { entries[item] = newValue }
  }

  /// Takes an item's entry out, to draw into its storage again.
  mutating func take(_ item: Int) -> Entry? {
    entries.removeValue(forKey: item)
  }

  /// Forgets every entry when the width or ambiguous setting changes.
  mutating func prepare(width: Int, ambiguous: AmbiguousWidth) {
    guard width != self.width || ambiguous != self.ambiguous else { return }
    entries.removeAll(keepingCapacity: true)
    self.width = width
    self.ambiguous = ambiguous
  }

  /// Marks an item to be drawn again.
  mutating func invalidate(_ item: Int) {
    entries[item]?.isStale = true
  }

  /// Marks every item to be drawn again.
  mutating func invalidateAll() {
    for item in entries.keys { entries[item]?.isStale = true }
  }

  /// Forgets everything: the items were renumbered.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }

  /// Drops entries outside `kept`, once there are enough of them to be worth the sweep.
  mutating func evict(outside kept: Range<Int>) {
    guard entries.count > kept.count + 32 else { return }
    entries = entries.filter { kept.contains($0.key) }
  }
}
