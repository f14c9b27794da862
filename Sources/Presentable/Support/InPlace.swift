/// A value read and written where it lives, without copying it: the engine's way for code above
/// it (the row layout, the table's cache) to pass a value by address while naming no pointer.
///
/// Engine machinery (Docs/Architecture.md, "Hot paths and their rooms"): valid only inside the
/// `withInPlace` call that made it.
///
/// ```swift
/// let words = withInPlace(["a"]) { $0.value.count }   // 1
/// ```
@usableFromInline
struct InPlace<Value> {
  // An address, not a copy: a copied value retains what it holds, and releases it again.
  @usableFromInline let address: UnsafePointer<Value>

  @usableFromInline init(_ address: UnsafePointer<Value>) { self.address = address }

  /// The value, read in place.
  @inlinable var value: Value {
    unsafeAddress { address }
  }
}

/// A value of the caller's, written in place: what a row described for its summary or its
/// provenance appends to.
@usableFromInline
struct InPlaceMutable<Value> {
  // An address: the row content that holds it then holds nothing to release.
  @usableFromInline let address: UnsafeMutablePointer<Value>

  @usableFromInline init(_ address: UnsafeMutablePointer<Value>) { self.address = address }

  /// The value, read and written in place.
  @inlinable var value: Value {
    unsafeAddress { UnsafePointer(address) }
    nonmutating unsafeMutableAddress { address }
  }
}

/// Calls `body` with `value` in place, for the duration of the call.
@inlinable
func withInPlace<Value, Result>(_ value: Value, _ body: (InPlace<Value>) -> Result) -> Result {
  withUnsafePointer(to: value) { body(InPlace($0)) }
}

/// Calls `body` with `value` writable in place, for the duration of the call.
@inlinable
func withInPlaceMutable<Value, Result>(
  _ value: inout Value, _ body: (InPlaceMutable<Value>) -> Result
) -> Result {
  withUnsafeMutablePointer(to: &value) { body(InPlaceMutable($0)) }
}
