/// What a text row shows around its text: an image before it and a subtitle under it, for view
/// models that are ``ImagePresentable`` or ``SubtitlePresentable``.
///
/// You do not implement this protocol's requirements: its defaults look at the traits a view
/// model adopts, so adopting ``ImagePresentable`` puts the image on every text row kind (a switch,
/// a detail, an option, a text field, …), and adopting ``SubtitlePresentable`` puts the subtitle
/// under it:
///
/// ```swift
/// struct WiFiViewModel: TextPresentable, SwitchPresentable, ImagePresentable {
///   var text: String { "Wi-Fi" }
///   var switchOn: Bool { true }
///   var imageName: String { "wifi" }   // 📶 before "Wi-Fi" in any cell that shows text
/// }
/// ```
///
/// A cell calls `row.text(viewModel)`, which adds the decorations; a cell that draws its
/// text another way calls ``decorateLeading(_:)`` before its text and ``decorateBelow(_:)``
/// after its row's parts.
///
/// The defaults are chosen where the view model declares its conformance, from the traits it
/// adopts in the same module.
public protocol TextDecorationPresentable: RowStatePresentable {
  /// Adds what goes before the row's text. Defaults to nothing, or the image of an
  /// ``ImagePresentable`` view model.
  func decorateLeading(_ row: inout RowContent)
  /// Adds what goes under the row. Defaults to nothing, or the subtitle of a
  /// ``SubtitlePresentable`` view model.
  func decorateBelow(_ row: inout RowContent)
}

extension TextDecorationPresentable {
  /// No image: the constrained extensions add one for an ``ImagePresentable`` view model.
  public func decorateLeading(_ row: inout RowContent) {}
  /// No subtitle: the constrained extensions add one for a ``SubtitlePresentable`` view model.
  public func decorateBelow(_ row: inout RowContent) {}
}

extension TextDecorationPresentable where Self: ImagePresentable {
  /// The image, in its two-column slot.
  public func decorateLeading(_ row: inout RowContent) { row.image(self) }
}

extension TextDecorationPresentable where Self: SubtitlePresentable {
  /// The subtitle, under the text.
  public func decorateBelow(_ row: inout RowContent) { row.subtitle(self) }
}

extension TextDecorationPresentable where Self: SubtitlePresentable & ImagePresentable {
  /// The subtitle, under the text (past the image).
  public func decorateBelow(_ row: inout RowContent) {
    row.subtitle(self, indent: RowContent.imageSlotWidth + 1)
  }
}
