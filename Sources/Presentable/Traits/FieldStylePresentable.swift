/// How a field's label and placeholder look: the look half that ``TextFieldPresentable`` and
/// ``TextAreaPresentable`` share.
///
/// Both traits declare these properties next to their label and placeholder; the defaults live
/// here, once, so a view model that is both a field and an area gets one default of each. Each
/// defers to the installed look's part of the same name (``AppLook``).
public protocol FieldStylePresentable: RowStatePresentable {
  /// The label's color. Defaults to ``Color/primary``.
  var labelColor: Color { get }
  /// The label's font. Defaults to ``Font/body``.
  var labelFont: Font { get }
  /// The placeholder's color. Defaults to ``Color/placeholder``.
  var placeholderColor: Color { get }
}

extension FieldStylePresentable {
  /// The installed look's label color.
  public var labelColor: Color { .look(.label) }
  /// The installed look's label font.
  public var labelFont: Font { .look(.label) }
  /// The installed look's placeholder color.
  public var placeholderColor: Color { .look(.placeholder) }
}
