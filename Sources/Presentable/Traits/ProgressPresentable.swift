/// A row that shows how far along some work is: a bar when the share done is known, a spinner
/// when it is not.
///
/// ```swift
/// struct DownloadViewModel: TextPresentable, ProgressPresentable {
///   let download: Download
///   var text: String { "Downloading" }
///   var progress: Double? { download.fractionCompleted }   // nil until the size is known
/// }
/// ```
///
/// Renders with ``ProgressCell``: a bar, or a spinner while ``progress`` is `nil`:
///
/// ```
///   Downloading       ━━━━━━━━──────────── 40%
///   Checking                                 ⠋
/// ```
///
/// The spinner turns on its own; a screen runner draws only its cell for each turn.
public protocol ProgressPresentable: RowStatePresentable {
  /// The share done, from 0 to 1; `nil` when it is not known, which shows a spinner.
  var progress: Double? { get }
  /// The bar's and the spinner's color. Defaults to ``Color/accent`` (the installed look's).
  var progressColor: Color { get }
  /// The text after the bar. Defaults to a whole percentage, `40%`, and to none for a spinner.
  var progressText: String { get }
}

extension ProgressPresentable {
  /// The installed look's progress color.
  public var progressColor: Color { .look(.progress) }
  /// A whole percentage; nothing while the share is unknown.
  public var progressText: String {
    guard let progress, progress.isFinite else { return "" }
    return "\(Int((min(1, max(0, progress)) * 100).rounded(.down)))%"
  }
}
