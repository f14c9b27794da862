/// How a row's text looks: its color and font.
///
/// The look half of ``TextPresentable``, on its own so that the talk's
/// ``SwitchWithTextCellDelegate`` (which has the look but not the text) shares these defaults
/// rather than repeating them. Defaults are semantic; the ``Theme`` resolves them.
///
/// To change every row's text in an app, refine ``TextPresentable`` once:
///
/// ```swift
/// protocol AppTextPresentable: TextPresentable {}
/// extension AppTextPresentable {
///   var textColor: Color { .blue }
/// }
/// ```
///
/// It refines ``TextDecorationPresentable``, so a text row also shows the image and subtitle of a
/// view model that is ``ImagePresentable`` or ``SubtitlePresentable``.
public protocol TextStylePresentable: TextDecorationPresentable {
  /// The text color. Defaults to ``Color/primary``.
  var textColor: Color { get }
  /// The font. Defaults to ``Font/body``.
  var font: Font { get }
}

extension TextStylePresentable {
  /// Main text, resolved by the theme.
  public var textColor: Color { .primary }
  /// Body text.
  public var font: Font { .body }
}
