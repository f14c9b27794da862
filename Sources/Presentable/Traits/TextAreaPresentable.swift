/// A row where the user writes several lines of text, such as a signature or a note.
///
/// ```swift
/// struct SignatureViewModel: TextAreaPresentable {
///   let settings: Settings
///   var label: String { "Signature" }
///   var placeholder: String { "Sent from my terminal" }
///   var text: String { settings.signature }
///   func onTextAreaDidEndEditing(_ text: String) { settings.signature = text }
/// }
/// ```
///
/// Renders with ``TextAreaCell``: the label, then the text wrapped at the row's width, at most
/// ``lineLimit`` lines of it; the rest scrolls. Enter starts editing; then Enter is a new line,
/// the arrows move across lines, pasted text keeps its line breaks, Tab commits and Escape
/// cancels. ``TextStylePresentable/textColor`` and ``TextStylePresentable/font`` style the text;
/// the label's and placeholder's defaults are ``FieldStylePresentable``'s.
///
/// - Law check: used by a cell that reads `lineLimit`, the property no other trait has.
public protocol TextAreaPresentable: TextStylePresentable, FieldStylePresentable {
  /// The label on the row's first line. Defaults to none.
  var label: String { get }
  /// The label's color. Defaults to ``Color/primary``.
  var labelColor: Color { get }
  /// The label's font. Defaults to ``Font/body``.
  var labelFont: Font { get }
  /// What the empty area shows. Defaults to none.
  ///
  /// - Law check: shown when `text` is `""`.
  var placeholder: String { get }
  /// The placeholder's color. Defaults to ``Color/placeholder``.
  ///
  /// - Law check: shown when `text` is `""`.
  var placeholderColor: Color { get }
  /// The text; line breaks are `\n`.
  var text: String { get }
  /// Lines of text shown at most; more scroll. Defaults to 4.
  ///
  /// - Law check: shown when `text` is `"one\ntwo\nthree\nfour\nfive\nsix"`.
  var lineLimit: Int { get }
  /// Called when editing ends with the final text.
  ///
  /// - Law check: keys `[.enter, .character("x"), .tab]` call
  ///   `onTextAreaDidEndEditing("Probe textx")` on the probe.
  func onTextAreaDidEndEditing(_ text: String)
}

extension TextAreaPresentable {
  /// No label.
  public var label: String { "" }
  /// No placeholder.
  public var placeholder: String { "" }
  /// Four lines.
  public var lineLimit: Int { 4 }
  /// Does nothing: a view model that cares implements it.
  public func onTextAreaDidEndEditing(_ text: String) {}
}
