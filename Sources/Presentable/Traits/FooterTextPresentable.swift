/// A section footer: a note under a section, with footer defaults.
///
/// A refinement of ``TextPresentable`` whose defaults are tertiary color and a footnote font.
/// Footers wrap onto as many lines as they need. Renders with ``FooterCell``.
///
/// ```swift
/// struct NotificationsFooter: FooterTextPresentable {
///   var text: String { "Quiet hours silence everything but calls from favourites." }
/// }
/// ```
public protocol FooterTextPresentable: TextPresentable {}

extension FooterTextPresentable {
  /// Footers are quieter than rows.
  public var textColor: Color { .tertiary }
  /// Footers are footnotes.
  public var font: Font { .footnote }
}
