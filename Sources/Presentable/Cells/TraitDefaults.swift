/// The library's own default values, read through the protocol extensions themselves, so
/// provenance can tell a default from a view model's choice without repeating any default.
///
/// Which trait's defaults apply is decided by the type a cell is generic over, at compile time:
/// a `HeaderCell` reads header defaults, any other text cell the body text defaults.
@usableFromInline
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

  /// A text style's defaults and the trait that sets them.
  @usableFromInline
  struct TextStyle: Sendable {
    @usableFromInline var color: Color
    @usableFromInline var font: Font
    @usableFromInline var trait: String
  }

  @usableFromInline static let body = TextStyle(
    color: PlainText().textColor, font: PlainText().font, trait: "TextStylePresentable")
  @usableFromInline static let header = TextStyle(
    color: Header().textColor, font: Header().font, trait: "HeaderTextPresentable")
  @usableFromInline static let footer = TextStyle(
    color: Footer().textColor, font: Footer().font, trait: "FooterTextPresentable")

  @usableFromInline static var switchColor: Color { Switch().switchColor }
  @usableFromInline static var detailTextColor: Color { Detail().detailTextColor }
  @usableFromInline static var detailFont: Font { Detail().detailFont }
  @usableFromInline static var accessoryColor: Color { Accessory().accessoryColor }
  @usableFromInline static var optionColor: Color { Options().optionColor }
  @usableFromInline static var sliderColor: Color { Slider().sliderColor }
  @usableFromInline static var stepperColor: Color { Stepper().stepperColor }
}

extension RowContent {
  /// Records where a trait property's value came from: its default, or the view model.
  @inlinable
  mutating func recordOrigin<Value: Equatable>(
    _ attribute: String, value: Value, default defaultValue: Value, trait: String, property: String
  ) {
    guard isRecordingProvenance else { return }
    if value == defaultValue {
      recordOrigin(attribute, layer: .traitDefault, source: "\(trait).\(property)")
    } else {
      recordOrigin(attribute, layer: .viewModel, source: property)
    }
  }

  /// Records where a text style's color and font came from.
  @inlinable
  mutating func recordTextStyle(_ viewModel: some TextStylePresentable, defaults: TraitDefaults.TextStyle) {
    guard isRecordingProvenance else { return }
    recordOrigin(
      "foreground", value: viewModel.textColor, default: defaults.color, trait: defaults.trait,
      property: "textColor")
    recordOrigin(
      "font", value: viewModel.font, default: defaults.font, trait: defaults.trait, property: "font")
  }
}
