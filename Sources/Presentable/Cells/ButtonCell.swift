/// A button row, configured from a view model that is ``TextPresentable`` and
/// ``ButtonPresentable``: `     [ Reset All Settings ]   `, centered, in its role's color:
/// ``ButtonPresentable/buttonColor`` (the accent color), or ``ButtonPresentable/destructiveColor``
/// for a destructive button, which no text color or button color outranks. The title is in the
/// view model's font. Enter and Space press it. An ``ImagePresentable``
/// view model's image goes before the brackets; a button shows no subtitle.
public struct ButtonCell<ViewModel: TextPresentable & ButtonPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The title between brackets, centered.
  public func content(_ row: inout RowContent) {
    let isDestructive = viewModel.buttonRole == .destructive
    let color = isDestructive ? viewModel.destructiveColor : viewModel.buttonColor
    let font = viewModel.font
    viewModel.decorateLeading(&row)
    row.leading("[ ", style: Style(foreground: color), name: "button")
    row.append(viewModel.text, style: Style(foreground: color, font: font))
    row.append(" ]", style: Style(foreground: color))
    row.alignment = .center
    guard row.isRecordingProvenance else { return }
    if isDestructive {
      // The role outranks the button color; say so, then where the role's color came from.
      let normal = viewModel.buttonColor
      if normal != TraitDefaults.buttonColor {
        row.recordOrigin(
          "foreground", value: normal, resolves: nil, layer: .viewModel,
          source: "buttonColor, outranked by the destructive role")
      }
      let source =
        color != TraitDefaults.destructiveColor
        ? "destructive: destructiveColor"
        : row.context.look.sets(.destructive)
          ? "destructive: app look's destructiveColor" : "destructive: RowStylePresentable.destructiveColor"
      row.recordOrigin("foreground", layer: .role, source: source)
    } else {
      row.recordOrigin(
        "foreground", value: color, default: TraitDefaults.buttonColor, property: "buttonColor")
    }
    // The title's font, not the brackets'.
    let isDefault = font == TraitDefaults.body.font
    row.recordOrigin(
      "font", value: font, resolves: nil, layer: isDefault ? .traitDefault : .viewModel,
      source: isDefault ? "RowStylePresentable.font" : "font")
  }

  /// Enter and Space press the button.
  public func respond(to key: Key) -> KeyResult {
    guard key == .enter || key == .space else { return .ignored }
    viewModel.onButtonPress()
    return .changed
  }

  /// Enter presses.
  public func keyHints(state: Void) -> [KeyHint] { [.press] }

  /// "Reset All Settings, button".
  public var summary: String { "\(viewModel.text), button" }
}
