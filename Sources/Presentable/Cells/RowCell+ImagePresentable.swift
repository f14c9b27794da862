extension RowCell where ViewModel: ImagePresentable {
  /// The image glyph in a two-column slot; a visible `?` when the catalog lacks the name.
  public static func imagePart(_ viewModel: ViewModel, images: ImageCatalog) -> RowPart {
    let known = images.contains(viewModel.imageName)
    return RowPart(
      "image", text: images.glyph(named: viewModel.imageName),
      style: known ? .plain : Style(foreground: .warning).bold(),
      origins: known ? [] : [RowPart.Origin(attribute: "foreground", layer: .state, source: "missing image")],
      fixedWidth: 2)
  }
}
