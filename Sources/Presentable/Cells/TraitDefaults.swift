/// The package's own look, read through ``RowStylePresentable``'s extension itself, so
/// provenance can tell a default from a value the view model's conformance chose without
/// repeating any default. Read once: nothing here runs while a row is drawn.
@usableFromInline
enum TraitDefaults {
  /// A conformance with nothing of its own: every value is the package default.
  private struct PackageLook: RowStylePresentable {}
  private static let look = PackageLook()

  /// A text style's defaults and the properties that set them.
  @usableFromInline
  struct TextStyle: Sendable {
    var color: Color
    var font: Font
    var colorProperty: String
    var fontProperty: String
  }

  @usableFromInline static let body = TextStyle(
    color: look.textColor, font: look.font, colorProperty: "textColor", fontProperty: "font")
  @usableFromInline static let header = TextStyle(
    color: look.headerTextColor, font: look.headerFont, colorProperty: "headerTextColor",
    fontProperty: "headerFont")
  @usableFromInline static let footer = TextStyle(
    color: look.footerTextColor, font: look.footerFont, colorProperty: "footerTextColor",
    fontProperty: "footerFont")
  @usableFromInline static let label = TextStyle(
    color: look.labelColor, font: look.labelFont, colorProperty: "labelColor", fontProperty: "labelFont")
  @usableFromInline static let detail = TextStyle(
    color: look.detailTextColor, font: look.detailFont, colorProperty: "detailTextColor",
    fontProperty: "detailFont")

  @usableFromInline static let placeholderColor = look.placeholderColor
  @usableFromInline static let switchColor = look.switchColor
  @usableFromInline static let accessoryColor = look.accessoryColor
  @usableFromInline static let optionColor = look.optionColor
  @usableFromInline static let sliderColor = look.sliderColor
  @usableFromInline static let stepperColor = look.stepperColor
  @usableFromInline static let buttonColor = look.buttonColor
  @usableFromInline static let destructiveColor = look.destructiveColor
}

extension RowContent {
  /// Records where a look property's value came from: the package default, or the view model's
  /// conformance (its own value or the app's extension: Swift chose between them when it
  /// compiled, and a running program cannot see which it chose).
  @usableFromInline
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
  @usableFromInline
  mutating func recordOrigin(
    _ attribute: String, value: some CustomStringConvertible, resolves color: Color?,
    layer: StyleProvenance.Layer, source: String
  ) {
    guard provenance != nil, partCount > 0 else { return }
    let entry = StyleProvenance(
      part: lastPartName, attribute: attribute, value: value.description, layer: layer,
      source: source)
    provenance!.append((entry, color))
  }

  /// Records where a text style's color and font came from.
  @usableFromInline
  mutating func recordTextStyle(
    color: Color, font: Font, defaults: @autoclosure () -> TraitDefaults.TextStyle
  ) {
    guard isRecordingProvenance else { return }
    let defaults = defaults()
    recordOrigin("foreground", value: color, default: defaults.color, property: defaults.colorProperty)
    recordOrigin("font", value: font, default: defaults.font, property: defaults.fontProperty)
  }
}
