extension RowContent {
  /// Adds the view model's text as a leading part, in its text color and font, with its
  /// decorations: the image before it (``ImagePresentable``) and the subtitle under it
  /// (``SubtitlePresentable``). It says the text, not the decorations.
  ///
  /// <!-- snippet: in (extension ExampleCell) -->
  /// ```swift
  /// func content(_ row: inout RowContent, state: Void) {
  ///   row.text(viewModel)   // "Minion Mode!!!" in the view model's textColor and font
  /// }
  /// ```
  @inlinable public mutating func text(_ viewModel: some TextPresentable, name: String = "text") {
    viewModel.decorateLeading(&self)
    let color = viewModel.textColor
    let font = viewModel.font
    leading(viewModel.text, style: Style(unlinkedForeground: color, font: font), name: name)
    recordTextStyle(color: color, font: font, defaults: TraitDefaults.body)
    say(viewModel.text)
    viewModel.decorateBelow(&self)
  }

  /// Adds a header's text as a leading part, in its header color and font; it says "Appearance,
  /// heading".
  @inlinable public mutating func text(_ viewModel: some HeaderTextPresentable, name: String = "text") {
    let color = viewModel.headerTextColor
    let font = viewModel.headerFont
    leading(viewModel.text, style: Style(unlinkedForeground: color, font: font), name: name)
    recordTextStyle(color: color, font: font, defaults: TraitDefaults.header)
    say("\(viewModel.text), heading")
  }

  /// Adds a footer's text as a leading part, in its footer color and font; it says the text.
  @inlinable public mutating func text(_ viewModel: some FooterTextPresentable, name: String = "text") {
    let color = viewModel.footerTextColor
    let font = viewModel.footerFont
    leading(viewModel.text, style: Style(unlinkedForeground: color, font: font), name: name)
    recordTextStyle(color: color, font: font, defaults: TraitDefaults.footer)
    say(viewModel.text)
  }

  /// Adds the view model's image as a leading part: its glyph in a two-column slot, or a visible
  /// `?` when the context's image catalog lacks the name.
  public mutating func image(_ viewModel: some ImagePresentable) {
    let images = context.images
    let name = viewModel.imageName
    guard let glyph = images[name] else {
      leading(
        ImageCatalog.missingGlyph, style: Style(foreground: .look(.warning)).bold(), name: "image",
        fixedWidth: Self.imageSlotWidth)
      recordOrigin("foreground", layer: .state, source: "missing image")
      return
    }
    leading(glyph, name: "image", fixedWidth: Self.imageSlotWidth)
  }

  /// Columns an image takes before the text.
  static var imageSlotWidth: Int { 2 }
}
