/// How a row's text looks: its color and font.
///
/// The look half of ``TextPresentable``, on its own so that the talk's
/// ``SwitchWithTextCellDelegate`` (which has the look but not the text) names it too. The
/// defaults are ``RowStylePresentable``'s, the one place every look property gets its default;
/// they are semantic, and the ``Theme`` resolves them.
///
/// To change every row's text in an app, and every other part too, refine
/// ``RowStylePresentable`` once:
///
/// ```swift
/// protocol AppStyle: RowStylePresentable {}
/// extension AppStyle {
///   var textColor: Color { .blue }
/// }
/// ```
public protocol TextStylePresentable: RowStatePresentable {
  /// The text color. Defaults to ``Color/primary``.
  var textColor: Color { get }
  /// The font. Defaults to ``Font/body``.
  var font: Font { get }
}
