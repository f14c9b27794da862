/// A row's secondary text: a value shown at its trailing edge, such as a version number.
///
/// ```swift
/// struct VersionViewModel: TextPresentable, DetailTextPresentable {
///   var text: String { "Version" }
///   var detailText: String { "1.0 (42)" }
/// }
/// ```
///
/// Renders with ``DetailCell``: `  Version                1.0 (42)`.
///
/// - Law check: shows `detailText` in `detailTextColor` and `detailFont`.
public protocol DetailTextPresentable: RowStatePresentable {
  /// The secondary text.
  var detailText: String { get }
  /// Its color. Defaults to ``Color/secondary``, the installed look's, which is also that of
  /// values such as a slider's percentage.
  var detailTextColor: Color { get }
  /// Its font. Defaults to ``Font/body``.
  var detailFont: Font { get }
}

extension DetailTextPresentable {
  /// The installed look's detail color.
  public var detailTextColor: Color { .look(.detail) }
  /// The installed look's detail font.
  public var detailFont: Font { .look(.detail) }
}
