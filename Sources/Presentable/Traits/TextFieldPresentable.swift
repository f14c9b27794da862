/// A row where the user types text.
///
/// ```swift
/// struct EmailViewModel: TextFieldPresentable {
///   let profile: Profile
///   var label: String { "E-mail" }
///   var placeholder: String { "name@example.com" }
///   var text: String { profile.email }
///   var validationRules: [ValidationRule] { [.email()] }
///   func onTextFieldDidEndEditing(_ text: String) { profile.email = text }
/// }
/// ```
///
/// Renders with ``TextFieldCell``: `  E-mail  bob@example.com`. Enter starts editing; Enter
/// commits, Escape cancels. A commit that breaks a rule keeps the field editing and shows the
/// rule's message under the row, so nothing typed is lost; ``onTextFieldDidEndEditing(_:)`` is
/// called with valid text only.
///
/// ``TextStylePresentable/textColor`` and ``TextStylePresentable/font`` style the typed text (and
/// the font the placeholder), ``labelColor`` and ``labelFont`` the label, ``placeholderColor``
/// the placeholder (their defaults are ``FieldStylePresentable``'s). The message of a broken rule
/// is in the installed look's ``AppLook/destructiveColor``: a role, not the field's.
///
/// - Law check: used by a cell that reads `isSecure` or `validationRules`, the
///   properties no other trait has.
public protocol TextFieldPresentable: TextStylePresentable, FieldStylePresentable {
  /// The label before the field. Defaults to none: the field spans the row.
  var label: String { get }
  /// The label's color. Defaults to ``Color/primary``.
  var labelColor: Color { get }
  /// The label's font. Defaults to ``Font/body``.
  var labelFont: Font { get }
  /// What the empty field shows.
  ///
  /// - Law check: shown when `text` is `""`.
  var placeholder: String { get }
  /// The placeholder's color. Defaults to ``Color/placeholder``.
  ///
  /// - Law check: shown when `text` is `""`.
  var placeholderColor: Color { get }
  /// The field's text.
  var text: String { get }
  /// `true` hides the text: the field shows the same bullets whatever its length, and editing
  /// starts from an empty draft. Defaults to `false`.
  var isSecure: Bool { get }
  /// Rules a committed text must pass, in order. Defaults to none.
  ///
  /// - Law check: shown after keys `[.enter, .enter]`: a commit that breaks a rule.
  var validationRules: [ValidationRule] { get }
  /// Called when editing ends with the final, valid text.
  ///
  /// - Law check: keys `[.enter, .character("x"), .enter]` call
  ///   `onTextFieldDidEndEditing("Probe textx")` on the probe.
  func onTextFieldDidEndEditing(_ text: String)
}

extension TextFieldPresentable {
  /// No label.
  public var label: String { "" }
  /// Plain text.
  public var isSecure: Bool { false }
  /// Anything goes.
  public var validationRules: [ValidationRule] { [] }
  /// Does nothing: a view model that cares implements it.
  public func onTextFieldDidEndEditing(_ text: String) {}
}
