/// A row with an accessory that the user can select: navigation, a choice in a list, a badge.
///
/// ```swift
/// struct LicensesViewModel: TextPresentable, AccessoryPresentable {
///   var text: String { "Licenses" }
///   func onSelect() { router.show(.licenses) }
/// }
/// ```
///
/// Renders with ``AccessoryCell``: `  Licenses                  ›`. Enter and Space select it.
public protocol AccessoryPresentable: RowStatePresentable {
  /// The accessory. Defaults to ``Accessory/disclosure``.
  var accessory: Accessory { get }
  /// Its color. Defaults to ``Color/tertiary``; checkmarks are usually ``Color/accent``.
  var accessoryColor: Color { get }
  /// Called when the user selects the row.
  ///
  /// - Law check: keys `[.enter]` call `onSelect()` on the probe.
  func onSelect()
}

extension AccessoryPresentable {
  /// The installed look's accessory color.
  public var accessoryColor: Color { .look(.accessory) }
  /// A disclosure chevron: the most common accessory.
  public var accessory: Accessory { .disclosure }
  /// Does nothing: a view model that cares implements it.
  public func onSelect() {}
}
