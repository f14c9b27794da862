/// The package's own look, read through ``RowStylePresentable``'s extension itself, so
/// provenance can tell a default from a value the view model's conformance chose without
/// repeating any default. Read once: nothing here runs while a row is drawn.
enum TraitDefaults {
  /// A conformance with nothing of its own: every value is the package default.
  private struct PackageLook: RowStylePresentable {}
  private static let look = PackageLook()

  /// A text style's defaults and the properties that set them.
  struct TextStyle {
    var color: Color
    var font: Font
    var colorProperty: String
    var fontProperty: String
  }

  static let body = TextStyle(
    color: look.textColor, font: look.font, colorProperty: "textColor", fontProperty: "font")
  static let header = TextStyle(
    color: look.headerTextColor, font: look.headerFont, colorProperty: "headerTextColor",
    fontProperty: "headerFont")
  static let footer = TextStyle(
    color: look.footerTextColor, font: look.footerFont, colorProperty: "footerTextColor",
    fontProperty: "footerFont")
  static let label = TextStyle(
    color: look.labelColor, font: look.labelFont, colorProperty: "labelColor", fontProperty: "labelFont")
  static let detail = TextStyle(
    color: look.detailTextColor, font: look.detailFont, colorProperty: "detailTextColor",
    fontProperty: "detailFont")

  static let placeholderColor = look.placeholderColor
  static let switchColor = look.switchColor
  static let accessoryColor = look.accessoryColor
  static let optionColor = look.optionColor
  static let sliderColor = look.sliderColor
  static let stepperColor = look.stepperColor
  static let buttonColor = look.buttonColor
  static let destructiveColor = look.destructiveColor
}

extension RowContent {
  /// Records where a look property's value came from: the package default, or the view model's
  /// conformance (its own value or the app's extension: Swift chose between them when it
  /// compiled, and a running program cannot see which it chose).
  mutating func recordOrigin<Value: Equatable>(
    _ attribute: String, value: Value, default defaultValue: @autoclosure () -> Value, property: String
  ) {
    guard isRecordingProvenance else { return }
    if value == defaultValue() {
      recordOrigin(attribute, layer: .traitDefault, source: "RowStylePresentable.\(property)")
    } else {
      recordOrigin(attribute, layer: .viewModel, source: property)
    }
  }

  /// Records where an attribute of the last part came from, with its value given rather than
  /// read from the part's first piece: a value in a later piece (a button's title between its
  /// brackets), or one a higher layer outranked (`resolves: nil`, so no theme entry follows).
  mutating func recordOrigin(
    _ attribute: String, value: some CustomStringConvertible, resolves color: Color?,
    layer: StyleProvenance.Layer, source: String
  ) {
    guard provenance != nil, partCount > 0 else { return }
    let entry = StyleProvenance(
      part: part(partCount - 1).name, attribute: attribute, value: value.description, layer: layer,
      source: source)
    provenance!.append((entry, color))
  }

  /// Records where a text style's color and font came from.
  mutating func recordTextStyle(
    color: Color, font: Font, defaults: @autoclosure () -> TraitDefaults.TextStyle
  ) {
    guard isRecordingProvenance else { return }
    let defaults = defaults()
    recordOrigin("foreground", value: color, default: defaults.color, property: defaults.colorProperty)
    recordOrigin("font", value: font, default: defaults.font, property: defaults.fontProperty)
  }
}
