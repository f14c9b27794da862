/// A section header: text in the header look.
///
/// A header is drawn in ``headerTextColor`` (the accent color) and ``headerFont`` (a headline),
/// not in the row text's `textColor` and `font`: an app that turns its row text blue keeps its
/// headers as they were. Change every header of an app in the app's one style extension:
///
/// ```swift
/// protocol AppStyle: RowStylePresentable {}
/// extension AppStyle {
///   var headerTextColor: Color { .secondary }
///   var headerFont: Font { .caption.bold() }
/// }
/// struct AppearanceHeader: HeaderTextPresentable, AppStyle { var text: String { "APPEARANCE" } }
/// ```
///
/// Renders with ``HeaderCell``.
///
/// - Law check: shows `text` in `headerTextColor` and `headerFont`.
public protocol HeaderTextPresentable: TextPresentable {
  /// The header's color. Defaults to ``Color/accent``.
  var headerTextColor: Color { get }
  /// The header's font. Defaults to ``Font/headline``.
  var headerFont: Font { get }
}
