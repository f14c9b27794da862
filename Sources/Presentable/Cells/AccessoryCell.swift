/// A row the user selects, with an accessory at its trailing edge, configured from a view model
/// that is ``TextPresentable`` and ``AccessoryPresentable``.
///
/// ```
///   Licenses                    ›      (.disclosure)
///   Dark                        ✓      (.checkmark)
///   Inbox                     (3)      (.badge("3"))
/// ```
///
/// Enter and Space call ``AccessoryPresentable/onSelect()``.
open class AccessoryCell<T: TextPresentable & AccessoryPresentable>: RowCell<T> {
  /// The text and the accessory.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    var trailing: [RowPart] = []
    if let glyph = Self.glyph(for: viewModel.accessory) {
      trailing.append(
        RowPart(
          "accessory", text: glyph, style: Style(foreground: viewModel.accessoryColor),
          origins: [
            Self.origin(
              "foreground", value: viewModel.accessoryColor, default: TraitDefaults.accessoryColor,
              trait: "AccessoryPresentable", property: "accessoryColor")
          ]))
    }
    return RowContent(leading: [Self.textPart(viewModel)], trailing: trailing)
  }

  /// Enter and Space select the row.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    guard key == .enter || key == .space else { return .ignored }
    viewModel.onSelect()
    return .changed
  }

  /// "Licenses, button", "Dark, selected", "Inbox, 3".
  open override func transcript(for viewModel: T) -> String {
    switch viewModel.accessory.kind {
    case .none: viewModel.text
    case .disclosure: "\(viewModel.text), button"
    case .checkmark: "\(viewModel.text), selected"
    case .badge(let badge): "\(viewModel.text), \(badge)"
    }
  }

  /// What an accessory draws as.
  static func glyph(for accessory: Accessory) -> String? {
    switch accessory.kind {
    case .none: nil
    case .disclosure: "›"
    case .checkmark: "✓"
    case .badge(let text): "(\(text))"
    }
  }
}
