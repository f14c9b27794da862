/// The text styles' look properties as a view model leaves them: each defers to the installed
/// look's part (``Look``). Provenance compares a view model's value with these to tell its own
/// choice from the look's; a single color is named by its part (``RowContent/recordOrigin(_:value:part:)``).
/// Nothing here runs while a row is drawn.
@usableFromInline
enum TraitDefaults {
  /// A text style's deferred color and font, and the properties that set them.
  @usableFromInline
  struct TextStyle: Sendable {
    var color: Color
    var font: Font
    var colorProperty: String
    var fontProperty: String

    init(_ color: Look.ColorPart, _ font: Look.FontPart) {
      self.color = .look(color)
      self.font = .look(font)
      colorProperty = color.name
      fontProperty = font.property
    }
  }

  @usableFromInline static let body = TextStyle(.text, .text)
  @usableFromInline static let header = TextStyle(.header, .header)
  @usableFromInline static let footer = TextStyle(.footer, .footer)
  @usableFromInline static let label = TextStyle(.label, .label)
  @usableFromInline static let detail = TextStyle(.detail, .detail)
  @usableFromInline static let placeholder = TextStyle(.placeholder, .text)
  @usableFromInline static let subtitle = TextStyle(.subtitle, .subtitle)
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
      // Left to the look: the app's, where it set the part (or one it follows), else the package's.
      let setter: String? =
        if let color = value as? Color, let part = color.lookPart {
          context.look.setter(of: part)?.name
        } else if let font = value as? Font, let part = font.lookPart, context.look.sets(part) {
          part.property
        } else {
          nil
        }
      if let setter {
        recordOrigin(attribute, layer: .look, source: setter)
      } else {
        recordOrigin(attribute, layer: .traitDefault, source: property)
      }
    } else {
      recordOrigin(attribute, layer: .viewModel, source: property)
    }
  }

  /// Records where a color of the last part came from, when the row is described for provenance
  /// (``RowCell/styleProvenance(state:context:theme:)``): `value` is the trait property's value,
  /// and `part` the look part its default defers to. Left alone, the entry names the app's look
  /// where it set the part (`app look (ratingColor)`) and the part's default otherwise
  /// (`trait default (ratingColor)`); a value of the view model's own names the view model.
  /// Does nothing while the row is drawn.
  ///
  /// <!-- snippet: in (extension ExampleRow) -->
  /// ```swift
  /// func content(_ row: inout RowContent, state: Void) {
  ///   row.trailing("★★★★☆", style: Style(foreground: .look(.accent)), name: "rating")
  ///   row.recordOrigin("foreground", value: .look(.accent), part: .accent)
  /// }
  /// ```
  @inlinable public mutating func recordOrigin(_ attribute: String, value: Color, part: Look.ColorPart) {
    // Tested here, in the caller: a row drawn (not described for provenance) makes no call.
    if provenance != nil { recordColorOrigin(attribute, value: value, part: part) }
  }

  /// Records the color's origin, once the caller found provenance being recorded.
  @usableFromInline
  mutating func recordColorOrigin(_ attribute: String, value: Color, part: Look.ColorPart) {
    recordOrigin(attribute, value: value, default: .look(part), property: part.name)
  }

  /// Records where a switch's color came from, for the inlinable `switchControl(_:)`.
  @inlinable
  mutating func recordSwitchColor(_ color: Color) {
    // Tested here, in the caller: a row drawn (not described for provenance) makes no call.
    if provenance != nil { recordSwitchColorOrigin(color) }
  }

  /// Records the switch color's origin, once the caller found provenance being recorded.
  @usableFromInline
  mutating func recordSwitchColorOrigin(_ color: Color) {
    recordColorOrigin("foreground", value: color, part: .switchOn)
  }

  /// Records where a font came from: `part` is the look property that sets it.
  mutating func recordOrigin(_ attribute: String, value: Font, part: Look.FontPart) {
    recordOrigin(attribute, value: value, default: .look(part), property: part.property)
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
    let shown: String =
      if let color = value as? Color {
        context.look.resolve(color).description
      } else if let font = value as? Font {
        context.look.resolve(font).description
      } else {
        value.description
      }
    let entry = StyleProvenance(
      part: provenance!.value.lastPartName, attribute: attribute, value: shown, layer: layer,
      source: source)
    provenance!.value.entries.append((entry, color.map { context.look.resolve($0) }))
  }

  /// Records where a text style's color and font came from.
  @inlinable
  mutating func recordTextStyle(
    color: Color, font: Font, defaults: @autoclosure () -> TraitDefaults.TextStyle
  ) {
    // Tested here, in the caller: a row drawn (not described for provenance) makes no call.
    if provenance != nil { recordTextStyleOrigin(color: color, font: font, defaults: defaults()) }
  }

  /// Records the text style's origins, once the caller found provenance being recorded.
  @usableFromInline
  mutating func recordTextStyleOrigin(color: Color, font: Font, defaults: TraitDefaults.TextStyle) {
    recordOrigin("foreground", value: color, default: defaults.color, property: defaults.colorProperty)
    recordOrigin("font", value: font, default: defaults.font, property: defaults.fontProperty)
  }
}
