/// How a row's text looks: its color and font.
///
/// The look half of ``TextPresentable``, on its own so that the talk's
/// ``SwitchWithTextCellDelegate`` (which has the look but not the text) names it too. The
/// defaults here defer to the installed look's text color and font.
///
/// To change every row's text in an app, and every other part too, set it in the app's look
/// (``AppLook``), installed once:
///
/// ```swift
/// struct BrandLook: AppLook {}
/// extension BrandLook {
///   var textColor: Color { .blue }
/// }
/// let look = Look(BrandLook())   // for TableScreen.look, Frame.look or PageStack.look
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
  /// The installed look's text color.
  public var textColor: Color { .look(.text) }
  /// The installed look's text font.
  public var font: Font { .look(.text) }
}
