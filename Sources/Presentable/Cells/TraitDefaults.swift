/// The library's own default values, read through the protocol extensions themselves, so
/// provenance can tell a default from a view model's choice without repeating any default.
enum TraitDefaults {
  private struct PlainText: TextPresentable { var text: String { "" } }
  private struct Header: HeaderTextPresentable { var text: String { "" } }
  private struct Footer: FooterTextPresentable { var text: String { "" } }
  private struct Switch: SwitchPresentable { var switchOn: Bool { false } }
  private struct Detail: DetailTextPresentable { var detailText: String { "" } }
  private struct Accessory: AccessoryPresentable {}
  private struct Options: OptionsPresentable {
    var options: [String] { [] }
    var selectedIndex: Int { 0 }
  }
  private struct Slider: SliderPresentable { var sliderValue: Double { 0 } }
  private struct Stepper: StepperPresentable { var stepperValue: Int { 0 } }

  /// The text color and font defaults that apply to a view model, and the trait that set them.
  static func textStyle(of viewModel: some TextStylePresentable) -> (color: Color, font: Font, trait: String)
  {
    if viewModel is any HeaderTextPresentable {
      return (Header().textColor, Header().font, "HeaderTextPresentable")
    }
    if viewModel is any FooterTextPresentable {
      return (Footer().textColor, Footer().font, "FooterTextPresentable")
    }
    return (PlainText().textColor, PlainText().font, "TextStylePresentable")
  }

  static var switchColor: Color { Switch().switchColor }
  static var detailTextColor: Color { Detail().detailTextColor }
  static var detailFont: Font { Detail().detailFont }
  static var accessoryColor: Color { Accessory().accessoryColor }
  static var optionColor: Color { Options().optionColor }
  static var sliderColor: Color { Slider().sliderColor }
  static var stepperColor: Color { Stepper().stepperColor }

  /// Where a trait property's value came from: the default, or the view model.
  static func origin<Value: Equatable>(
    _ attribute: String, value: Value, default defaultValue: Value, trait: String, property: String
  ) -> RowPart.Origin {
    value == defaultValue
      ? RowPart.Origin(attribute: attribute, traitDefault: trait, property: property)
      : RowPart.Origin(attribute: attribute, layer: .viewModel, source: property)
  }

  /// The text part of any text-presenting view model, with the provenance of its style.
  static func textPart(_ name: String = "text", text: String, style viewModel: some TextStylePresentable)
    -> RowPart
  {
    let defaults = textStyle(of: viewModel)
    return RowPart(
      name, text: text, style: Style(foreground: viewModel.textColor, font: viewModel.font),
      origins: [
        origin(
          "foreground", value: viewModel.textColor, default: defaults.color, trait: defaults.trait,
          property: "textColor"),
        origin(
          "font", value: viewModel.font, default: defaults.font, trait: defaults.trait, property: "font"),
      ])
  }
}
