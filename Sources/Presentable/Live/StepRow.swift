/// How a step is drawn and said: a line in a terminal (spinner, title, progress; then ✓ and the
/// time), a plain line per change elsewhere, a sentence in accessible mode.
public enum StepRow {
  /// The step's line in a terminal at `time` (what turns its spinner), in the app's look.
  public static func line(_ step: some StepPresentable, time: Duration) -> Line {
    var line = Line()
    switch step.stepState {
    case .pending:
      line.append("·", style: Style(foreground: .look(.hint)))
      line.append(" " + step.stepTitle, style: Style(foreground: .look(.hint)))
    case .running:
      line.append(Spinner.frame(at: time), style: Style(foreground: .look(.accent)))
      line.append(" " + step.stepTitle)
      if let progress = step.stepProgress { appendProgress(progress, elapsed: step.stepElapsed, to: &line) }
    case .succeeded:
      line.append("✓", style: Style(foreground: .look(.success)))
      line.append(" " + step.stepTitle)
      appendTime(step.stepElapsed, to: &line)
    case .failed(let reason):
      line.append("✗", style: Style(foreground: .look(.destructive)))
      line.append(" " + step.stepTitle)
      if !reason.isEmpty { line.append(": " + reason, style: Style(foreground: .look(.destructive))) }
      appendTime(step.stepElapsed, to: &line)
    case .skipped(let reason):
      line.append("–", style: Style(foreground: .look(.hint)))
      line.append(
        " " + step.stepTitle + " skipped" + (reason.isEmpty ? "" : ": " + reason),
        style: Style(foreground: .look(.hint)))
    }
    return line
  }

  /// The step's lines: its line, then, while it runs, the last lines of its log.
  public static func lines(_ step: some StepPresentable, time: Duration, logLines: Int = 3) -> [Line] {
    var lines = [line(step, time: time)]
    if step.stepState == .running {
      for text in step.stepLogTail.suffix(logLines) {
        lines.append(Line("  " + text, style: Style(foreground: .look(.hint))))
      }
    }
    return lines
  }

  /// The plain line for the step's state, where there is no terminal: `nil` for pending.
  public static func plainLine(_ step: some StepPresentable) -> String? {
    switch step.stepState {
    case .pending: nil
    case .running: "→ \(step.stepTitle)"
    case .succeeded: "✓ \(step.stepTitle)" + (step.stepElapsed.map { " (\(seconds($0)))" } ?? "")
    case .failed(let reason):
      "✗ \(step.stepTitle) failed" + (reason.isEmpty ? "" : ": \(reason)")
        + (step.stepElapsed.map { " (\(seconds($0)))" } ?? "")
    case .skipped(let reason): "– \(step.stepTitle) skipped" + (reason.isEmpty ? "" : ": \(reason)")
    }
  }

  /// What accessible mode says for the step's state: "Step 2 of 5, Download, done in 3.2 s".
  public static func sentence(_ step: some StepPresentable, number: Int, of count: Int) -> String? {
    let start = "Step \(number) of \(count), \(step.stepTitle), "
    switch step.stepState {
    case .pending: return nil
    case .running: return start + "started"
    case .succeeded: return start + "done" + (step.stepElapsed.map { " in \(seconds($0))" } ?? "")
    case .failed(let reason):
      return start + "failed" + (step.stepElapsed.map { " after \(seconds($0))" } ?? "")
        + (reason.isEmpty ? "" : ": \(reason)")
    case .skipped(let reason): return start + "skipped" + (reason.isEmpty ? "" : ": \(reason)")
    }
  }

  private static func appendTime(_ elapsed: Duration?, to line: inout Line) {
    guard let elapsed else { return }
    line.append("  " + seconds(elapsed), style: Style(foreground: .look(.hint)))
  }

  private static func appendProgress(_ progress: StepProgress, elapsed: Duration?, to line: inout Line) {
    if let count = progress.count {
      line.append("  \(count.done)/\(count.total)", style: Style(foreground: .secondary))
    }
    if let fraction = progress.fraction {
      let filled = Int((fraction * Double(ProgressTrack.width)).rounded(.down))
      line.append("  ")
      line.append(ProgressTrack.filled[filled], style: Style(foreground: .look(.progress)))
      line.append(
        ProgressTrack.empty[ProgressTrack.width - filled], style: Style(foreground: .look(.separator)))
      line.append(" \(Int((fraction * 100).rounded(.down)))%", style: Style(foreground: .secondary))
      if let elapsed, let left = progress.remaining(after: elapsed) {
        line.append("  ETA " + seconds(left), style: Style(foreground: .look(.hint)))
      }
    }
  }

  /// A duration in seconds to a tenth: "3.2 s".
  public static func seconds(_ duration: Duration) -> String {
    let (whole, atto) = duration.components
    let tenths = max(0, whole * 10 + (atto + 50_000_000_000_000_000) / 100_000_000_000_000_000)
    return "\(tenths / 10).\(tenths % 10) s"
  }
}
