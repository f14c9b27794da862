/// What a cell needs to know to render besides its view model.
public struct CellContext: Hashable, Sendable {
  /// Whether the row has keyboard focus.
  public var isFocused: Bool
  /// How wide the output draws East Asian Ambiguous characters.
  public var ambiguous: AmbiguousWidth
  /// Glyphs for image names.
  public var images: ImageCatalog

  /// A context; by default unfocused, ambiguous characters narrow, the standard images.
  public init(isFocused: Bool = false, ambiguous: AmbiguousWidth = .narrow, images: ImageCatalog = .standard)
  {
    self.isFocused = isFocused
    self.ambiguous = ambiguous
    self.images = images
  }
}
