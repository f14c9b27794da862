/// A section header: text in the header look.
///
/// A header is drawn in ``headerTextColor`` (the accent color) and ``headerFont`` (a headline),
/// not in the row text's `textColor` and `font`: an app that turns its row text blue keeps its
/// headers as they were. The two defaults defer to the installed look, so the app's look
/// (``AppLook``) changes every header of an app at once:
///
/// ```swift
/// struct BrandLook: AppLook {}
/// extension BrandLook {
///   var headerTextColor: Color { .secondary }
///   var headerFont: Font { .caption.bold() }
/// }
/// struct AppearanceHeader: HeaderTextPresentable { var text: String { "APPEARANCE" } }
/// var frame = Frame(width: 40, height: 1)
/// frame.look = Look(BrandLook())   // AppearanceHeader is secondary and bold in this frame
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

extension HeaderTextPresentable {
  /// The installed look's header color.
  public var headerTextColor: Color { .look(.header) }
  /// The installed look's header font.
  public var headerFont: Font { .look(.header) }
}
