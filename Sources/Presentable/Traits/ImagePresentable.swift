/// A row with an image: in a terminal, a glyph or an emoji looked up by name.
///
/// ```swift
/// extension MinionModeViewModel: ImagePresentable {
///   var imageName: String { "minionParty.png" }
/// }
/// ```
///
/// An ``ImageCatalog`` maps names to glyphs; a name it does not know is drawn as a visible `?`,
/// so a missing image shows rather than silently vanishing.
public protocol ImagePresentable: RowStatePresentable {
  /// The image's name in the ``ImageCatalog``.
  var imageName: String { get }
}
