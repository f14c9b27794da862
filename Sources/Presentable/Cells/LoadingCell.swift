/// A row whose value arrives later, configured from a view model that is ``TextPresentable``,
/// ``DetailTextPresentable`` and ``LoadingPresentable``: a spinner until the value arrives, then
/// the value as the row's detail.
///
/// ```
///   Latest Version                       ⠋  ← loading
///   Latest Version                     1.1  ← loaded
/// ```
///
/// Pair it with an ``AsyncValue``: a row that reads one while it is drawn is drawn again when the
/// value arrives, and the spinner turns meanwhile (see ``behavior(state:)``).
///
/// ```swift
/// let latest = AsyncValue { try await updates.latestVersion() }
/// LoadingCell(viewModel: LatestVersionViewModel(latest: latest))
/// ```
public struct LoadingCell<ViewModel: TextPresentable & DetailTextPresentable & LoadingPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The text, then the spinner or the detail.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    if viewModel.isLoading {
      row.spinner(color: viewModel.loadingColor)
      row.recordOrigin(
        "foreground", value: viewModel.loadingColor, part: .loading)
      row.say("loading")  // "Latest Version, loading", then "Latest Version, 1.1"
    } else {
      row.detail(viewModel)
    }
  }

  /// Loading rows take no keys; the spinner turns while loading.
  public func behavior(state: Void) -> CellBehavior {
    rowBehavior(
      isInteractive: false,
      animationInterval: !viewModel.isHidden && viewModel.isLoading ? Spinner.interval : nil)
  }
}
