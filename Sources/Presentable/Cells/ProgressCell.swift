/// A row that shows how far along some work is, configured from a view model that is
/// ``TextPresentable`` and ``ProgressPresentable``.
///
/// ```
///   Downloading       ━━━━━━━━──────────── 40%  ← progress 0.4
///   Checking                                 ⠋  ← progress nil: a spinner
/// ```
///
/// The bar is 20 columns in the view model's ``ProgressPresentable/progressColor``,
/// the rest of the track in the separator color, and the text after it in the detail look, as a
/// slider's value. A spinner turns on its own: the cell says so
/// through ``behavior(state:)``, and a table draws only this row for each turn. The row
/// takes no focus.
///
/// ```swift
/// let cell = ProgressCell(viewModel: DownloadViewModel(progress: 0.4))
/// cell.transcript()   // "Downloading, progress, 40%"
/// ```
public struct ProgressCell<ViewModel: TextPresentable & ProgressPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Columns of the bar.
  static var barWidth: Int { ProgressTrack.width }

  /// The text, then the bar and its text, or the spinner.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    let color = viewModel.progressColor
    if let fraction {
      let filled = Int((fraction * Double(ProgressTrack.width)).rounded(.down))
      row.bar(ProgressTrack.filled[filled], style: Style(foreground: color), name: "progress")
      recordColor(&row)
      row.append(
        ProgressTrack.empty[ProgressTrack.width - filled], style: Style(foreground: .look(.separator)))
      row.say("progress")  // "Downloading, progress, 40%"
    } else {
      row.spinner(color: color, name: "progress")
      recordColor(&row)
      row.say("in progress")  // "Checking, in progress"
    }
    let text = viewModel.progressText
    if !text.isEmpty { row.value(text) }
  }

  private func recordColor(_ row: inout RowContent) {
    row.recordOrigin(
      "foreground", value: viewModel.progressColor, part: .progress)
  }

  /// Progress rows take no keys. A spinner turns every ``Spinner/interval``; a bar changes only
  /// with its view model.
  public func behavior(state: Void) -> CellBehavior {
    rowBehavior(
      isInteractive: false, animationInterval: viewModel.isHidden || fraction != nil ? nil : Spinner.interval)
  }

  /// The share done, from 0 to 1; `nil` when unknown. Not a number counts as nothing done.
  var fraction: Double? {
    guard let progress = viewModel.progress else { return nil }
    guard progress.isFinite else { return 0 }
    return min(1, max(0, progress))
  }
}

/// The progress bar's pieces, made once: rows draw them all the time.
enum ProgressTrack {
  static let width = 20
  static let filled = (0...width).map { String(repeating: "━", count: $0) }
  static let empty = (0...width).map { String(repeating: "─", count: $0) }
}
