import Presentable

/// How the last update check went: a spinner until it knows how much there is to do, then a bar,
/// then the result. Hidden before the first check.
///
/// It reads the check's ``AsyncValue`` while the row is drawn, so the row is drawn again as the
/// check reports progress and when it ends.
struct UpdateStatusViewModel: TextPresentable, ProgressPresentable {
  var check: AsyncValue<String>?

  var isHidden: Bool { check == nil }

  var text: String {
    switch check?.phase {
    case .loaded?: "Up to Date"
    case .failed?: "Check Failed"
    case .loading?, nil: "Checking for Updates…"
    }
  }

  var progress: Double? {
    guard let check else { return nil }
    return check.isLoading ? check.progress : 1
  }

  var progressColor: Color {
    if case .failed? = check?.phase { .look(.destructive) } else { .look(.accent) }
  }

  var progressText: String {
    switch check?.phase {
    case .loaded(let version)?: version
    case .failed?: "try again"
    case .loading?, nil: progress.map { "\(Int(($0 * 100).rounded(.down)))%" } ?? ""
    }
  }
}
