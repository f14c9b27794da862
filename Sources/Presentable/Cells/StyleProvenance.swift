/// Which layer set one style attribute of one part of a row.
///
/// Rows are styled in layers, each outranking the one before: the **theme**'s meaning of the
/// semantic colors and text styles, the package's look (**trait default**), the **app look**
/// installed once (``Look``), the **view model**'s own value, a **role** color (a destructive
/// button, an invalid field), and the row's **state** (focused, disabled, off). Entries come in
/// the order the layers apply; the theme's entry follows the semantic value it resolves.
///
/// A view model that adopts an app style protocol of its own (an older way to share a look)
/// reports those values as the view model's: Swift chose between the protocol's extension and the
/// view model's own value when it compiled, and a running program cannot tell which it took.
///
/// ```swift
/// for entry in cell.styleProvenance(context: CellContext(isFocused: true), theme: .dark) {
///   print(entry)
/// }
/// // text.foreground = primary ← trait default (textColor)
/// // text.foreground = #f2f2f7 ← theme (dark: primary)
/// // switch.foreground = yellow ← view model (switchColor)
/// // row.background = selection ← state (focused)
/// // row.background = #1f3a5f ← theme (dark: selection)
/// ```
public struct StyleProvenance: Hashable, Sendable, CustomStringConvertible {
  /// A layer that styles rows.
  public enum Layer: String, Hashable, Sendable {
    /// The part's default, through a trait's default that the view model and the app's look
    /// leave alone; named by the part (``Look/ColorPart/name``): `textColor`, an app's
    /// `ratingColor`.
    case traitDefault = "trait default"
    /// The app's look, installed once (``Look``), for a property the view model leaves alone.
    case look = "app look"
    /// The view model's conformance: its own value, or a style protocol refining its trait.
    case viewModel = "view model"
    /// A role's color, which outranks the view model's other colors for the part: a destructive
    /// button, the message of an invalid field. The role's color itself is a look property
    /// (``AppLook/destructiveColor``) an app or a view model may change.
    case role
    /// The row's state: focused, disabled, off, at a limit.
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
  init(part: String, attribute: String, value: String, layer: Layer, source: String) {
    self.part = part
    self.attribute = attribute
    self.value = value
    self.layer = layer
    self.source = source
  }

  /// `part.attribute = value ← layer (source)`.
  public var description: String { "\(part).\(attribute) = \(value) ← \(layer.rawValue) (\(source))" }
}
