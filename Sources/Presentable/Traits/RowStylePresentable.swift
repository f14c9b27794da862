/// How every part of every row looks: text, headers, footers, field labels, placeholders,
/// details and values, and controls.
///
/// Every trait refines this protocol (through ``RowStatePresentable``), and this protocol's
/// extension is the only place the package gives these properties their defaults. So an app
/// restyles every row it has in one extension of a refinement of its own, and a view model that
/// adopts it keeps the last word on its own row:
///
/// ```swift
/// protocol AppStyle: RowStylePresentable {}
/// extension AppStyle {
///   var textColor: Color { .blue }
///   var headerTextColor: Color { .secondary }
///   var headerFont: Font { .caption.bold() }
///   var labelColor: Color { .secondary }
/// }
///
/// struct AppearanceHeader: HeaderTextPresentable, AppStyle { var text: String { "APPEARANCE" } }
/// struct WiFiViewModel: TextPresentable, SwitchPresentable, AppStyle {
///   var text: String { "Wi-Fi" }
///   var switchOn: Bool
///   var switchColor: Color { .green }   // this row's own choice wins over the app's
/// }
/// ```
///
/// A part takes, from last to first: its role color (a destructive button, an invalid field),
/// the view model's own value, the app's extension, this protocol's default; the ``Theme``
/// resolves whatever is left semantic. Each part has its own property, so the app's body text
/// color never reaches headers: a header's look is ``headerTextColor`` and ``headerFont``.
public protocol RowStylePresentable {
  /// Row text, and the text typed in a field. Defaults to ``Color/primary``.
  var textColor: Color { get }
  /// Row text's font, also the field's and its placeholder's. Defaults to ``Font/body``.
  var font: Font { get }
  /// Section headers' color. Defaults to ``Color/accent``.
  var headerTextColor: Color { get }
  /// Section headers' font. Defaults to ``Font/headline``.
  var headerFont: Font { get }
  /// Section footers' color. Defaults to ``Color/tertiary``.
  var footerTextColor: Color { get }
  /// Section footers' font. Defaults to ``Font/footnote``.
  var footerFont: Font { get }
  /// A text field's label color. Defaults to ``Color/primary``.
  var labelColor: Color { get }
  /// A text field's label font. Defaults to ``Font/body``.
  var labelFont: Font { get }
  /// What an empty text field shows, in this color. Defaults to ``Color/placeholder``.
  var placeholderColor: Color { get }
  /// Details and values: a detail row's value, a slider's percentage, a stepper's number.
  /// Defaults to ``Color/secondary``.
  var detailTextColor: Color { get }
  /// Details' and values' font. Defaults to ``Font/body``.
  var detailFont: Font { get }
  /// A switch's color when on. Defaults to ``Color/purple``.
  var switchColor: Color { get }
  /// An accessory's color: chevron, checkmark, badge. Defaults to ``Color/tertiary``.
  var accessoryColor: Color { get }
  /// A picker's chosen option. Defaults to ``Color/accent``.
  var optionColor: Color { get }
  /// A slider's filled track and knob. Defaults to ``Color/accent``.
  var sliderColor: Color { get }
  /// A stepper's buttons. Defaults to ``Color/accent``.
  var stepperColor: Color { get }
  /// An ordinary button, title and brackets. Defaults to ``Color/accent``.
  var buttonColor: Color { get }
  /// The destructive role: destructive buttons, and the message of a field that broke a rule.
  /// It outranks the other colors of the part it marks. Defaults to ``Color/destructive``.
  var destructiveColor: Color { get }
}

extension RowStylePresentable {
  /// Main text, resolved by the theme.
  public var textColor: Color { .primary }
  /// Body text.
  public var font: Font { .body }
  /// Headers take the app's tint.
  public var headerTextColor: Color { .accent }
  /// Headers are headlines.
  public var headerFont: Font { .headline }
  /// Footers are quieter than rows.
  public var footerTextColor: Color { .tertiary }
  /// Footers are footnotes.
  public var footerFont: Font { .footnote }
  /// A label reads like row text.
  public var labelColor: Color { .primary }
  /// Body text.
  public var labelFont: Font { .body }
  /// The theme's placeholder color.
  public var placeholderColor: Color { .placeholder }
  /// Secondary text, resolved by the theme.
  public var detailTextColor: Color { .secondary }
  /// Body text.
  public var detailFont: Font { .body }
  /// Purple, as in the talk.
  public var switchColor: Color { .purple }
  /// Quiet, like the chevrons in iOS settings.
  public var accessoryColor: Color { .tertiary }
  /// The app's tint.
  public var optionColor: Color { .accent }
  /// The app's tint.
  public var sliderColor: Color { .accent }
  /// The app's tint.
  public var stepperColor: Color { .accent }
  /// The app's tint.
  public var buttonColor: Color { .accent }
  /// The theme's destructive color.
  public var destructiveColor: Color { .destructive }
}
