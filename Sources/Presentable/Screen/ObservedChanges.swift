/// The items whose drawing read an `@Observable` property that has changed since: a table draws
/// them again, and no others, at its next frame.
///
/// ```swift
/// observedChanges.withLock { $0.add(item) }      // from the observation's change handler
/// let items = observedChanges.withLock { $0.take() }
/// ```
struct ObservedChanges {
  /// The items not drawn again yet, in the order they were heard of.
  private var items: [Int] = []
  /// How many changes were ever heard of: a key's change was observed when this grew under it.
  private(set) var total = 0

  /// Notes that item `item` read something that changed.
  mutating func add(_ item: Int) {
    items.append(item)
    total += 1
  }

  /// Whether no change waits to be drawn.
  var isEmpty: Bool { items.isEmpty }

  /// The items heard of since the last call, which are forgotten.
  mutating func take() -> [Int] {
    // Nothing heard of, the common case, costs no allocation.
    guard !items.isEmpty else { return [] }
    defer { items = [] }
    return items
  }
}
