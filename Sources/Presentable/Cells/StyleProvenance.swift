/// Which layer set one style attribute of one part of a row.
///
/// Rows are styled by four layers: the **trait default** (a protocol extension), the **view
/// model** (anything in its conformance that differs from the library default, including an
/// app-wide extension), the row's **state** (focused, disabled, invalid), and the **theme**, which
/// resolves semantic colors and text styles last.
///
/// ```swift
/// for entry in cell.styleProvenance(context: CellContext(isFocused: true), theme: .dark) {
///   print(entry)
/// }
/// // text.foreground = primary ← trait default (TextStylePresentable.textColor)
/// // text.foreground = #f2f2f7 ← theme (dark: primary)
/// // switch.foreground = yellow ← view model (switchColor)
/// // row.background = selection ← state (focused)
/// // row.background = #1f3a5f ← theme (dark: selection)
/// ```
public struct StyleProvenance: Hashable, Sendable, CustomStringConvertible {
  /// A layer that styles rows, from the first to apply to the last.
  public enum Layer: String, Hashable, Sendable {
    /// A trait protocol's extension default.
    case traitDefault = "trait default"
    /// The view model's own value.
    case viewModel = "view model"
    /// The row's state: focused, disabled, invalid.
    case state
    /// The theme's resolution of a semantic value.
    case theme
  }

  /// The part of the row: `text`, `detail`, `switch`, `image`, `field`, `row`, …
  public var part: String
  /// The attribute: `foreground`, `background` or `font`.
  public var attribute: String
  /// The value the layer set, as snapshots name it.
  public var value: String
  /// The layer that set it.
  public var layer: Layer
  /// Where in the layer: a trait property, a state, a theme.
  public var source: String

  /// One entry.
  public init(part: String, attribute: String, value: String, layer: Layer, source: String) {
    self.part = part
    self.attribute = attribute
    self.value = value
    self.layer = layer
    self.source = source
  }

  /// `part.attribute = value ← layer (source)`.
  public var description: String { "\(part).\(attribute) = \(value) ← \(layer.rawValue) (\(source))" }
}
