/// A section footer: a note under a section, in the footer look.
///
/// A footer is drawn in ``footerTextColor`` (tertiary) and ``footerFont`` (a footnote), not in
/// the row text's `textColor` and `font`. Footers wrap onto as many lines as they need. Renders
/// with ``FooterCell``; a table shows one under a section from
/// ``TableViewDataSource/tableView(_:footerCellForSection:)``.
///
/// ```swift
/// struct NotificationsFooter: FooterTextPresentable {
///   var text: String { "Quiet hours silence everything but calls from favourites." }
/// }
/// ```
///
/// - Law check: shows `text` in `footerTextColor` and `footerFont`.
public protocol FooterTextPresentable: TextPresentable {
  /// The footer's color. Defaults to ``Color/tertiary``.
  var footerTextColor: Color { get }
  /// The footer's font. Defaults to ``Font/footnote``.
  var footerFont: Font { get }
}

extension FooterTextPresentable {
  /// The installed look's footer color.
  public var footerTextColor: Color { .look(.footer) }
  /// The installed look's footer font.
  public var footerFont: Font { .look(.footer) }
}
