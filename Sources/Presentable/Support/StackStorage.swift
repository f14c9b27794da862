/// Elements in memory a caller lends for the duration of a call (the stack, in
/// ``withStackStorage(of:capacity:_:)``), moved to heap memory of their own past its capacity:
/// how a row describes its parts without allocating.
///
/// Engine machinery (Docs/Architecture.md, "Hot paths and their rooms"). The owner calls
/// ``deinitialize()`` once, before the lent memory goes away.
@usableFromInline
struct StackStorage<Element> {
  private var buffer: UnsafeMutableBufferPointer<Element>
  private(set) var count = 0
  /// Whether an element has something to release: never for a trivial type, whose elements are
  /// then dropped without a pass.
  private var needsDeinitialization: Bool { !_isPOD(Element.self) }
  // Last, so the owner's next fields can use the bytes after it.
  private var ownsBuffer = false

  init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }

  /// The elements in place, valid while the storage lives and is not appended to.
  var elements: ElementsInPlace<Element> { ElementsInPlace(UnsafeBufferPointer(rebasing: buffer[0..<count])) }

  /// Appends `element`.
  // In line where a row adds a part: the call was much of what adding a part costs.
  @inline(__always)
  mutating func append(_ element: consuming Element) {
    if count == buffer.count { grow() }
    (buffer.baseAddress! + count).initialize(to: element)
    count += 1
  }

  /// Moves the elements to heap memory twice as large: rows with more parts than the stack
  /// holds are rare.
  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(8, buffer.count * 2))
    larger.baseAddress!.moveInitialize(from: buffer.baseAddress!, count: count)
    if ownsBuffer { buffer.deallocate() }
    (buffer, ownsBuffer) = (larger, true)
  }

  subscript(index: Int) -> Element {
    get { buffer[index] }
    set { buffer[index] = newValue }
  }

  /// Destroys the elements (when they hold something to release) and frees heap memory taken.
  func deinitialize() {
    // One element at a time: `deinitialize(count:)` goes through the runtime's generic array
    // destroy, a longer way for the few elements a row holds (Docs/Benchmarks.md, the row).
    if needsDeinitialization, let base = buffer.baseAddress {
      for index in 0..<count { _ = (base + index).move() }
    }
    if ownsBuffer { buffer.deallocate() }
  }
}

/// Calls `body` with an empty storage for `capacity` elements of stack memory.
func withStackStorage<Element, Result>(
  of type: Element.Type, capacity: Int, _ body: (StackStorage<Element>) -> Result
) -> Result {
  withUnsafeTemporaryAllocation(of: type, capacity: capacity) { body(StackStorage($0)) }
}

/// A storage's elements read in place: indexing one reads it where it lives, without the copy
/// (and the retains) a value read out would cost.
@usableFromInline
struct ElementsInPlace<Element>: RandomAccessCollection {
  private let buffer: UnsafeBufferPointer<Element>

  init(_ buffer: UnsafeBufferPointer<Element>) { self.buffer = buffer }

  @usableFromInline var startIndex: Int { 0 }
  @usableFromInline var endIndex: Int { buffer.count }

  @usableFromInline subscript(index: Int) -> Element {
    unsafeAddress { buffer.baseAddress! + index }
  }

  /// A field of element `index`, in place: what the frame draws a segment's text from.
  func field<Field>(_ index: Int, _ keyPath: KeyPath<Element, Field>) -> InPlace<Field> {
    let element = UnsafeRawPointer(buffer.baseAddress! + index)
    return InPlace(
      element.advanced(by: MemoryLayout<Element>.offset(of: keyPath)!).assumingMemoryBound(to: Field.self))
  }
}
