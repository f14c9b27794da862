/// A section header: text with header defaults.
///
/// A refinement of ``TextPresentable`` whose defaults are the accent color and a headline font.
/// Change this look for every header of an app in one extension of a refinement of its own:
///
/// ```swift
/// protocol AppHeaderTextPresentable: HeaderTextPresentable {}
/// extension AppHeaderTextPresentable {
///   var textColor: Color { .secondary }
///   var font: Font { .caption.bold() }
/// }
/// struct AppearanceHeader: AppHeaderTextPresentable { var text: String { "APPEARANCE" } }
/// ```
///
/// Renders with ``HeaderCell``.
public protocol HeaderTextPresentable: TextPresentable {}

extension HeaderTextPresentable {
  /// Headers take the app's tint.
  public var textColor: Color { .accent }
  /// Headers are headlines.
  public var font: Font { .headline }
}
