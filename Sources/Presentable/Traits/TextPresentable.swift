/// A row that shows text.
///
/// A view model states only the text and whatever differs from the defaults:
///
/// ```swift
/// struct AboutViewModel: TextPresentable {
///   var text: String { "About" }
/// }
/// struct WarningViewModel: TextPresentable {
///   var text: String { "Battery low" }
///   var textColor: Color { .warning }
/// }
/// ```
///
/// Renders with ``TextCell``: `  About` (plus focus marker and focus background when focused).
///
/// - Law check: shows `text` in `textColor` and `font`.
public protocol TextPresentable: TextStylePresentable {
  /// The text. Any string is safe: control characters are shown, never executed.
  var text: String { get }
}
