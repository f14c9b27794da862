/// The app's look: how every part the library draws looks, row text, headers, footers, field
/// labels, placeholders, details and values, controls, the accent, the destructive role,
/// selection, hints, borders.
///
/// It is the app's look, and only that: a type the app writes, conforming to this protocol and
/// setting in one extension only what differs, installed once (``PageStack/init(root:look:)``,
/// ``TableScreen/look``, ``Frame/look``). Every part the library draws reads it, the rows,
/// headers and dialogs the forms layer makes included:
///
/// ```swift
/// struct BrandLook: AppLook {}
/// extension BrandLook {
///   var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }   // every tinted part
///   var destructiveColor: Color { .brightRed }          // rows, dialog buttons, messages
///   var headerFont: Font { .caption.bold() }
/// }
/// let stack = PageStack(root: BackupPage(), look: Look(BrandLook()))
/// ```
///
/// A part an app declares for its own row kind (a ``Look/ColorPart``) is set in the same look,
/// by ``partColors``; so can any of the library's parts be:
///
/// ```swift
/// extension Look.ColorPart {
///   static let rating = Look.ColorPart("ratingColor", default: .look(.accent))
/// }
/// struct StarLook: AppLook {
///   var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
///   var partColors: KeyValuePairs<Look.ColorPart, Color> { [.rating: .yellow] }
/// }
/// ```
///
/// No view model adopts it, and no trait refines it. Each trait declares the look properties its
/// rows show next to its data, with a default that defers to this look's property of the same
/// name: ``SwitchControlPresentable/switchColor`` is the installed look's ``switchColor`` until a
/// view model sets its own:
///
/// ```swift
/// struct WiFiViewModel: TextPresentable, SwitchPresentable {
///   var text: String { "Wi-Fi" }
///   var switchOn: Bool
///   var switchColor: Color { .green }   // this row's own choice wins over the app's look
/// }
/// ```
///
/// The parts no trait shows (the accent, selection, hints, separators, borders, an inactive
/// control, titles, warnings and successes) are chrome: cells and screens read them from the
/// installed look, and only the app's look sets them.
///
/// The defaults below name no color: each defers to the installed look's part of the same name,
/// so a look that leaves a property alone keeps the package's. In the package's own look
/// (``Look/standard``) every tinted part follows ``accentColor``. Precedence, highest first: a
/// view model's own value, a role's color (``destructiveColor`` for a destructive button or a
/// broken rule), the app's look, the package's look; the ``Theme`` resolves what is left
/// semantic.
///
/// Named `RowStylePresentable` before 1.0, as if it were a trait; that name is kept, deprecated.
public protocol AppLook {
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
  /// The line under a row's text. Defaults to ``Color/secondary``.
  var subtitleColor: Color { get }
  /// The subtitle's font. Defaults to ``Font/footnote``.
  var subtitleFont: Font { get }
  /// A date or time a row picks. Defaults to ``Color/accent``.
  var dateColor: Color { get }
  /// A progress bar and the spinner of work whose share done is unknown. Defaults to
  /// ``Color/accent``.
  var progressColor: Color { get }
  /// The spinner of a value on its way. Defaults to ``Color/accent``.
  var loadingColor: Color { get }
  /// The app's tint, which every tinted part follows unless that part is set itself: headers,
  /// buttons, pickers, sliders, steppers, dates, progress, the focus marker, a search's matches,
  /// a dialog's default button. Defaults to ``Color/accent``, the theme's.
  var accentColor: Color { get }
  /// The focused row's background. Defaults to ``Color/selection``.
  var selectionColor: Color { get }
  /// Notices that need attention: a screen too small, a missing image. Defaults to
  /// ``Color/warning``.
  var warningColor: Color { get }
  /// Messages of success. Defaults to ``Color/success``.
  var successColor: Color { get }
  /// Quiet help: the hint line, a list's count, scroll arrows, a picker's arrows, a stepper's
  /// button at its limit. Defaults to ``Color/tertiary``.
  var hintColor: Color { get }
  /// A table's scroll indicator, and the empty part of a slider's or a progress bar's track.
  /// Defaults to ``Color/separator``.
  var separatorColor: Color { get }
  /// A dialog's border, and the earlier pages of a page stack's path. Defaults to
  /// ``Color/secondary``.
  var borderColor: Color { get }
  /// A control that is off: a switch's `[○ OFF]`. Defaults to ``Color/secondary``.
  var inactiveColor: Color { get }
  /// A screen's title, and the current page in a page stack's path. Defaults to
  /// ``Color/default``, the terminal's own text color.
  var titleColor: Color { get }
  /// A screen's title's font. Defaults to ``Font/title``.
  var titleFont: Font { get }
  /// The color of any part by the part, the app's own parts (a ``Look/ColorPart`` it declared
  /// for its own row kind) included; an entry wins over the part's property above. Defaults to
  /// none.
  var partColors: KeyValuePairs<Look.ColorPart, Color> { get }
}

/// The app's look, by its name before 1.0.
@available(*, deprecated, renamed: "AppLook")
public typealias RowStylePresentable = AppLook

extension AppLook {
  // Each default defers to the installed look's part of the same name: a look that leaves a
  // property alone keeps the package's (`Look.init(_:)` reads only what differs).
  /// The installed look's ``textColor``.
  public var textColor: Color { .look(.text) }
  /// The installed look's ``headerTextColor``.
  public var headerTextColor: Color { .look(.header) }
  /// The installed look's ``footerTextColor``.
  public var footerTextColor: Color { .look(.footer) }
  /// The installed look's ``labelColor``.
  public var labelColor: Color { .look(.label) }
  /// The installed look's ``placeholderColor``.
  public var placeholderColor: Color { .look(.placeholder) }
  /// The installed look's ``detailTextColor``.
  public var detailTextColor: Color { .look(.detail) }
  /// The installed look's ``switchColor``.
  public var switchColor: Color { .look(.switchOn) }
  /// The installed look's ``accessoryColor``.
  public var accessoryColor: Color { .look(.accessory) }
  /// The installed look's ``optionColor``.
  public var optionColor: Color { .look(.option) }
  /// The installed look's ``sliderColor``.
  public var sliderColor: Color { .look(.slider) }
  /// The installed look's ``stepperColor``.
  public var stepperColor: Color { .look(.stepper) }
  /// The installed look's ``buttonColor``.
  public var buttonColor: Color { .look(.button) }
  /// The installed look's ``destructiveColor``.
  public var destructiveColor: Color { .look(.destructive) }
  /// The installed look's ``subtitleColor``.
  public var subtitleColor: Color { .look(.subtitle) }
  /// The installed look's ``dateColor``.
  public var dateColor: Color { .look(.date) }
  /// The installed look's ``progressColor``.
  public var progressColor: Color { .look(.progress) }
  /// The installed look's ``loadingColor``.
  public var loadingColor: Color { .look(.loading) }
  /// The installed look's ``accentColor``.
  public var accentColor: Color { .look(.accent) }
  /// The installed look's ``selectionColor``.
  public var selectionColor: Color { .look(.selection) }
  /// The installed look's ``warningColor``.
  public var warningColor: Color { .look(.warning) }
  /// The installed look's ``successColor``.
  public var successColor: Color { .look(.success) }
  /// The installed look's ``hintColor``.
  public var hintColor: Color { .look(.hint) }
  /// The installed look's ``separatorColor``.
  public var separatorColor: Color { .look(.separator) }
  /// The installed look's ``borderColor``.
  public var borderColor: Color { .look(.border) }
  /// The installed look's ``inactiveColor``.
  public var inactiveColor: Color { .look(.inactive) }
  /// The installed look's ``titleColor``.
  public var titleColor: Color { .look(.title) }
  /// The installed look's ``font``.
  public var font: Font { .look(.text) }
  /// The installed look's ``headerFont``.
  public var headerFont: Font { .look(.header) }
  /// The installed look's ``footerFont``.
  public var footerFont: Font { .look(.footer) }
  /// The installed look's ``labelFont``.
  public var labelFont: Font { .look(.label) }
  /// The installed look's ``detailFont``.
  public var detailFont: Font { .look(.detail) }
  /// The installed look's ``subtitleFont``.
  public var subtitleFont: Font { .look(.subtitle) }
  /// The installed look's ``titleFont``.
  public var titleFont: Font { .look(.title) }
  /// None: the properties above set the library's parts, and an app's own parts keep their
  /// defaults.
  public var partColors: KeyValuePairs<Look.ColorPart, Color> { [:] }
}
