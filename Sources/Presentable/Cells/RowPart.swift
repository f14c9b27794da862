/// One styled piece of a row, such as its text or its switch, with where its style came from.
///
/// ``RowCell`` subclasses describe their rows as parts; the base class lays them out, applies the
/// row's state and reports the provenance.
public struct RowPart: Sendable {
  /// Where one attribute of the part's style came from.
  public struct Origin: Sendable {
    /// `foreground`, `background` or `font`.
    public var attribute: String
    /// The layer that set it.
    public var layer: StyleProvenance.Layer
    /// The trait property or state that set it: `TextStylePresentable.textColor`, `textColor`,
    /// `focused`.
    public var source: String {
      get { trait.map { "\($0).\(property)" } ?? property }
      set {
        trait = nil
        property = newValue
      }
    }

    // Kept apart and joined only when read: cells make origins on every render, and provenance
    // is rarely asked for.
    private var trait: String?
    private var property: String

    /// An origin.
    public init(attribute: String, layer: StyleProvenance.Layer, source: String) {
      self.attribute = attribute
      self.layer = layer
      self.trait = nil
      self.property = source
    }

    /// A trait default's origin, whose source reads `<trait>.<property>`.
    init(attribute: String, traitDefault trait: String, property: String) {
      self.attribute = attribute
      self.layer = .traitDefault
      self.trait = trait
      self.property = property
    }
  }

  /// The part's name in provenance and tests: `text`, `switch`, `image`, …
  public var name: String
  /// What the part shows.
  public var line: Line
  /// Where its style came from.
  public var origins: [Origin]
  /// Columns the part always takes (an image slot), cut or padded to fit; `nil` for its natural
  /// width.
  public var fixedWidth: Int?
  /// Columns a flexible part keeps even when the row is tight, taken from the parts before it.
  public var minimumWidth: Int

  /// A part of one style.
  public init(
    _ name: String, text: String, style: Style, origins: [Origin] = [], fixedWidth: Int? = nil,
    minimumWidth: Int = 0
  ) {
    self.init(
      name, line: Line(text, style: style), origins: origins, fixedWidth: fixedWidth,
      minimumWidth: minimumWidth)
  }

  /// A part of several styles.
  public init(
    _ name: String, line: Line, origins: [Origin] = [], fixedWidth: Int? = nil, minimumWidth: Int = 0
  ) {
    self.name = name
    self.line = line
    self.origins = origins
    self.fixedWidth = fixedWidth
    self.minimumWidth = minimumWidth
  }
}
