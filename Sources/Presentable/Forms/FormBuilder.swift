/// Builds a form's sections from a closure: one section per statement, with `if`, `if let`,
/// `switch` and `for` as in any Swift code.
///
/// <!-- snippet: skip (an outline: … stands for the section's rows) -->
/// ```swift
/// Form(table: screen.table) {
///   FormSection("Wi-Fi") { FormRow(WiFiSwitchViewModel(wifi: wifi)) }
///   if wifi.isOn {
///     FormSection("Networks") { … }
///   }
/// }
/// ```
///
/// Prefer ``FormSection/hidden(when:)`` to `if` for a section that comes and goes: it keeps its
/// place, so focus stays where it was.
public typealias FormBuilder = ListBuilder<FormSection>

/// Builds a section's rows from a closure: one row per statement, with `if`, `switch` and `for`.
///
/// ```swift
/// FormSection("Networks") {
///   for network in wifi.nearby { FormRow(NetworkViewModel(network)).id(network.name) }
///   FormRow.link("Other…") { JoinNetworkPage(wifi: wifi) }
/// }
/// ```
public typealias FormRowBuilder = ListBuilder<FormRow>

/// Builds a list from a closure, one element (or array of elements) per statement, with `if`,
/// `switch` and `for`: ``FormBuilder`` and ``FormRowBuilder`` are its two uses.
@resultBuilder
public enum ListBuilder<Element> {
  // Inlinable so an app's form is built with the element type known: unspecialized, each call
  // looked up the generic array's metadata, which cost more than a large form's whole rebuild
  // (Docs/Benchmarks.md, `form.toggle.10000`).
  /// An element.
  @inlinable public static func buildExpression(_ element: Element) -> [Element] { [element] }
  /// Several elements.
  @inlinable public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
  /// The elements in order.
  @inlinable public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
  /// A block of one statement, as a `for` loop's body usually is: passed on as it is, with no
  /// list of lists made and flattened for each pass of the loop.
  @inlinable public static func buildBlock(_ part: [Element]) -> [Element] { part }
  /// An `if` without `else`.
  @inlinable public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
  /// The first branch of an `if` or `switch`.
  @inlinable public static func buildEither(first part: [Element]) -> [Element] { part }
  /// The second branch of an `if` or `switch`.
  @inlinable public static func buildEither(second part: [Element]) -> [Element] { part }
  /// A `for` loop: its parts in one list, made at its full size first, so a long loop does not
  /// grow it again and again.
  @inlinable public static func buildArray(_ parts: [[Element]]) -> [Element] {
    var count = 0
    for part in parts { count += part.count }
    var all: [Element] = []
    all.reserveCapacity(count)
    for part in parts { all.append(contentsOf: part) }
    return all
  }
}
