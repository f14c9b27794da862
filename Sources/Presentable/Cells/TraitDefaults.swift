import Foundation

/// The library's own default values, read through the protocol extensions themselves, so
/// provenance can tell a default from a view model's choice without repeating any default.
///
/// Which trait's defaults apply is decided by the type a cell is generic over, at compile time:
/// a `HeaderCell` reads header defaults, any other text cell the body text defaults.
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
  private struct Subtitle: SubtitlePresentable { var subtitle: String { "" } }
  private struct Progress: ProgressPresentable { var progress: Double? { nil } }
  private struct Loading: LoadingPresentable { var isLoading: Bool { false } }
  private struct DatePicker: DatePickerPresentable { var date: Date { Date(timeIntervalSince1970: 0) } }

  /// A text style's defaults and the trait that sets them.
  struct TextStyle {
    var color: Color
    var font: Font
    var trait: String
  }

  static let body = TextStyle(
    color: PlainText().textColor, font: PlainText().font, trait: "TextStylePresentable")
  static let header = TextStyle(
    color: Header().textColor, font: Header().font, trait: "HeaderTextPresentable")
  static let footer = TextStyle(
    color: Footer().textColor, font: Footer().font, trait: "FooterTextPresentable")

  static var switchColor: Color { Switch().switchColor }
  static var detailTextColor: Color { Detail().detailTextColor }
  static var detailFont: Font { Detail().detailFont }
  static var accessoryColor: Color { Accessory().accessoryColor }
  static var optionColor: Color { Options().optionColor }
  static var sliderColor: Color { Slider().sliderColor }
  static var stepperColor: Color { Stepper().stepperColor }
  static var subtitleColor: Color { Subtitle().subtitleColor }
  static var subtitleFont: Font { Subtitle().subtitleFont }
  static var progressColor: Color { Progress().progressColor }
  static var loadingColor: Color { Loading().loadingColor }
  static var dateColor: Color { DatePicker().dateColor }
}

extension RowContent {
  /// Records where a trait property's value came from: its default, or the view model.
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
  mutating func recordTextStyle(_ viewModel: some TextStylePresentable, defaults: TraitDefaults.TextStyle) {
    guard isRecordingProvenance else { return }
    recordOrigin(
      "foreground", value: viewModel.textColor, default: defaults.color, trait: defaults.trait,
      property: "textColor")
    recordOrigin(
      "font", value: viewModel.font, default: defaults.font, trait: defaults.trait, property: "font")
  }
}
