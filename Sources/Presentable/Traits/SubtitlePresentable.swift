/// A second line under a row's text, such as what a setting does or when it last changed.
///
/// ```swift
/// struct WiFiViewModel: TextPresentable, SwitchPresentable, SubtitlePresentable {
///   var text: String { "Wi-Fi" }
///   var subtitle: String { "Home network" }
///   var switchOn: Bool { true }
/// }
/// ```
///
/// Every text row shows it (``TextCell``, ``DetailCell``, ``SwitchWithTextCell``, …), under the
/// text, in its own color and font:
///
/// ```
///   Wi-Fi                          [ ON ●]
///   Home network
/// ```
///
/// An empty subtitle shows no line, so a view model can leave it out when it has nothing to say.
/// Its look defaults defer to the installed look's subtitle color and font.
///
/// - Law check: shows `subtitle` in `subtitleColor` and `subtitleFont`.
public protocol SubtitlePresentable: RowStatePresentable {
  /// The line under the text; empty for none.
  var subtitle: String { get }
  /// Its color. Defaults to ``Color/secondary``.
  var subtitleColor: Color { get }
  /// Its font. Defaults to ``Font/footnote``.
  var subtitleFont: Font { get }
}

extension SubtitlePresentable {
  /// The installed look's subtitle color.
  public var subtitleColor: Color { .look(.subtitle) }
  /// The installed look's subtitle font.
  public var subtitleFont: Font { .look(.subtitle) }
}
