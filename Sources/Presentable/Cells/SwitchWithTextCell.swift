/// A row with text and an on/off switch, configured from one view model that is
/// ``TextPresentable`` and ``SwitchPresentable``.
///
/// ```swift
/// let cell = SwitchWithTextCell<MinionModeViewModel>()
/// cell.configure(with: viewModel)
/// cell.render(width: 30, context: CellContext())
/// // ["  Minion Mode!!!      [ ON ●]"]
/// ```
///
/// The switch reads without color: `[ ON ●]` when on, `[○ OFF]` when off, in ``SwitchControlPresentable/switchColor``
/// when on. Space and Enter flip it; Right turns it on and Left off. Each flip calls
/// ``SwitchControlPresentable/onSwitchToggleOn(_:)`` with the new state.
///
/// Adding a part to the row is a couple of lines in a subclass: see ``ImageSwitchWithTextCell``.
open class SwitchWithTextCell<T: TextPresentable & SwitchPresentable>: RowCell<T> {
  /// The parts before the switch: the text. Subclasses add to them.
  open func leadingParts(for viewModel: T, context: CellContext) -> [RowPart] {
    [Self.textPart(viewModel)]
  }

  /// The leading parts and the switch.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(
      leading: leadingParts(for: viewModel, context: context), trailing: [Self.switchPart(viewModel)])
  }

  /// Space and Enter flip the switch; Right turns it on, Left off.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    switch key {
    case .space, .enter: viewModel.onSwitchToggleOn(!viewModel.switchOn)
    case .right where !viewModel.switchOn: viewModel.onSwitchToggleOn(true)
    case .left where viewModel.switchOn: viewModel.onSwitchToggleOn(false)
    default: return .ignored
    }
    return .changed
  }

  /// "Minion Mode!!!, switch, on".
  open override func transcript(for viewModel: T) -> String {
    "\(viewModel.text), switch, \(viewModel.switchOn ? "on" : "off")"
  }

  /// The switch: `[ ON ●]` in the switch color, or `[○ OFF]` in the secondary color.
  public static func switchPart(_ viewModel: T) -> RowPart {
    let colorOrigin = origin(
      "foreground", value: viewModel.switchColor, default: TraitDefaults.switchColor,
      trait: "SwitchControlPresentable",
      property: "switchColor")
    if viewModel.switchOn {
      return RowPart(
        "switch", text: "[ ON ●]", style: Style(foreground: viewModel.switchColor).bold(),
        origins: [colorOrigin])
    }
    return RowPart(
      "switch", text: "[○ OFF]", style: Style(foreground: .secondary),
      origins: [RowPart.Origin(attribute: "foreground", layer: .state, source: "off")])
  }
}

/// A switch row with an image before its text, configured from one view model that is
/// ``ImagePresentable``, ``TextPresentable`` and ``SwitchPresentable``.
///
/// The whole difference from ``SwitchWithTextCell`` is one override:
///
/// ```swift
/// override func leadingParts(for viewModel: T, context: CellContext) -> [RowPart] {
///   [Self.imagePart(viewModel, images: context.images)] + super.leadingParts(for: viewModel, context: context)
/// }
/// ```
open class ImageSwitchWithTextCell<T: ImagePresentable & TextPresentable & SwitchPresentable>:
  SwitchWithTextCell<T>
{
  /// The image, then the text.
  open override func leadingParts(for viewModel: T, context: CellContext) -> [RowPart] {
    [Self.imagePart(viewModel, images: context.images)] + super.leadingParts(for: viewModel, context: context)
  }
}

extension RowCell where ViewModel: ImagePresentable {
  /// The image glyph in a two-column slot; a visible `?` when the catalog lacks the name.
  public static func imagePart(_ viewModel: ViewModel, images: ImageCatalog) -> RowPart {
    let known = images.contains(viewModel.imageName)
    return RowPart(
      "image", text: images.glyph(named: viewModel.imageName),
      style: known ? .plain : Style(foreground: .warning).bold(),
      origins: known ? [] : [RowPart.Origin(attribute: "foreground", layer: .state, source: "missing image")],
      fixedWidth: 2)
  }
}
