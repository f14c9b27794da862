/// A row whose value arrives later: a spinner until it does.
///
/// ```swift
/// struct LatestVersionViewModel: TextPresentable, DetailTextPresentable, LoadingPresentable {
///   let latest: AsyncValue<String>       // started when the screen opened
///   var text: String { "Latest Version" }
///   var isLoading: Bool { latest.isLoading }
///   var detailText: String { latest.value ?? "unknown" }
/// }
/// ```
///
/// Renders with ``LoadingCell``: a spinner while loading, then the value:
///
/// ```
///   Latest Version                       ⠋
///   Latest Version                     1.1
/// ```
///
/// An ``AsyncValue`` read while the row is drawn draws the row again when the value arrives.
public protocol LoadingPresentable: RowStatePresentable {
  /// Whether the value is still on its way.
  var isLoading: Bool { get }
  /// The spinner's color. Defaults to ``Color/accent`` (the installed look's).
  ///
  /// - Law check: shown when `isLoading` is `true`.
  var loadingColor: Color { get }
}

extension LoadingPresentable {
  /// The installed look's loading color.
  public var loadingColor: Color { .look(.loading) }
}
