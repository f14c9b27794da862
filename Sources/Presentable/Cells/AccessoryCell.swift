/// A row the user selects, with an accessory at its trailing edge, configured from a view model
/// that is ``TextPresentable`` and ``AccessoryPresentable``.
///
/// ```
///   Licenses                    ›   ← .disclosure
///   Dark                        ✓   ← .checkmark
///   Inbox                     (3)   ← .badge("3")
/// ```
///
/// Enter and Space call ``AccessoryPresentable/onSelect()``.
public struct AccessoryCell<ViewModel: TextPresentable & AccessoryPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  @inlinable public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The text and the accessory.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.accessory(viewModel)
  }

  /// Enter and Space select the row: `Enter open` with a disclosure accessory, `Enter select`
  /// with any other.
  public func keys(state: Void) -> CellKeys<Void> {
    CellKeys(in: .row)
      .on(.activate, hint: viewModel.accessory.kind == .disclosure ? .open : .select) { _ in
        viewModel.onSelect()
        return .changed
      }
  }
}

extension RowContent {
  /// Adds the view model's accessory at the trailing edge, in its accessory color: `›`, `✓` or a
  /// badge such as `(3)`; nothing for ``Accessory/none``. It says "button", "selected" or the
  /// badge: "Licenses, button", "Dark, selected", "Inbox, 3" for an accessory row.
  public mutating func accessory(_ viewModel: some AccessoryPresentable) {
    let style = Style(foreground: viewModel.accessoryColor)
    switch viewModel.accessory.kind {
    case .none: return
    case .disclosure:
      trailing("›", style: style, name: "accessory")
      say("button")
    case .checkmark:
      trailing("✓", style: style, name: "accessory")
      say("selected")
    case .badge(let text):
      trailing("(", style: style, name: "accessory")
      append(text, style: style)
      append(")", style: style)
      say(text)
    }
    recordOrigin(
      "foreground", value: style.foreground, part: .accessory
    )
  }
}
