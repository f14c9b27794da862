extension RowContent {
  /// Adds the view model's subtitle as a line under the row, in its subtitle color and font;
  /// nothing when the subtitle is empty.
  ///
  /// <!-- snippet: in (extension ExampleCell) -->
  /// ```swift
  /// func content(_ row: inout RowContent, state: Void) {
  ///   row.text(viewModel)       // adds the subtitle itself for a SubtitlePresentable view model
  ///   row.subtitle(other)       // a subtitle from another view model
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - viewModel: The view model whose subtitle, color and font the line shows.
  ///   - indent: Columns before the subtitle, to line it up with text that follows an image.
  public mutating func subtitle(_ viewModel: some SubtitlePresentable, indent: Int = 0) {
    let subtitle = viewModel.subtitle
    guard !subtitle.isEmpty else { return }
    let style = Style(unlinkedForeground: viewModel.subtitleColor, font: viewModel.subtitleFont)
    if indent > 0 {
      // The indent is in the subtitle's style, so the part's style is the subtitle's; a short
      // run of spaces is stored inline, not allocated.
      below(String(repeating: " ", count: indent), style: style, name: "subtitle")
      append(subtitle, style: style)
    } else {
      below(subtitle, style: style, name: "subtitle")
    }
    recordTextStyle(color: style.foreground, font: style.font, defaults: TraitDefaults.subtitle)
  }
}
