/// A button row, configured from a view model that is ``TextPresentable`` and
/// ``ButtonPresentable``: `     [ Reset All Settings ]`, centered, in the accent color (the
/// destructive color for a destructive button) unless the view model picks a text color.
/// Enter and Space press it. An ``ImagePresentable`` view model's image goes before the
/// brackets; a button shows no subtitle.
public struct ButtonCell<ViewModel: TextPresentable & ButtonPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The title between brackets, centered.
  public func content(_ row: inout RowContent) {
    let role: Color = viewModel.buttonRole == .destructive ? .destructive : .accent
    let bracket = Style(foreground: role)
    let picksColor = viewModel.textColor != TraitDefaults.body.color
    viewModel.decorateLeading(&row)
    row.leading("[ ", style: bracket, name: "button")
    row.append(
      viewModel.text, style: Style(foreground: picksColor ? viewModel.textColor : role, font: viewModel.font))
    row.append(" ]", style: bracket)
    row.alignment = .center
    if row.isRecordingProvenance {
      if picksColor {
        row.recordOrigin("foreground", layer: .viewModel, source: "textColor")
      } else {
        row.recordOrigin("foreground", layer: .traitDefault, source: "ButtonPresentable.buttonRole")
      }
      row.recordOrigin(
        "font", value: viewModel.font, default: TraitDefaults.body.font, trait: TraitDefaults.body.trait,
        property: "font")
    }
  }

  /// Enter and Space press the button.
  public func respond(to key: Key) -> KeyResult {
    guard key == .enter || key == .space else { return .ignored }
    viewModel.onButtonPress()
    return .changed
  }

  /// "Reset All Settings, button".
  public var summary: String { "\(viewModel.text), button" }
}
