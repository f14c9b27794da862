import Foundation

/// Replays terminal output in tmux and reads back the screen's text: a real terminal's scroll
/// regions and erases next to pyte's (``VTReplay``).
///
/// ```swift
/// let screens = try TmuxReplay.replay([.output(bytes), .resize(columns: 40, rows: 12)], columns: 80, rows: 24)
/// screens[0].rows[0]   // the first row's text, trailing spaces trimmed
/// ```
///
/// tmux is installed in CI; where it is missing the tests that need it are skipped, unless
/// `PRESENTABLE_REQUIRE_PYTE` is set (CI sets it for every emulator), in which case they fail.
package enum TmuxReplay {
  package struct Screen: Decodable {
    package var rows: [String]
  }

  package static let isAvailable: Bool =
    (try? VTReplay.run(["-c", "import shutil, sys; sys.exit(shutil.which('tmux') is None)"], input: []).status)
    == 0

  /// Whether tests that replay output in tmux should run: tmux is there, or CI demands it.
  package static var shouldRun: Bool { isAvailable || VTReplay.isRequired }

  /// Takes the steps one after the other in a tmux window of `columns` × `rows`; the screen
  /// after each. A ``VTReplay/Step/resizeLikeXterm(columns:rows:)`` is a plain resize here.
  package static func replay(_ steps: [VTReplay.Step], columns: Int, rows: Int) throws -> [Screen] {
    let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/tmux-replay.py").path
    let input = try JSONSerialization.data(withJSONObject: steps.map(\.json))
    let result = try VTReplay.run([script, String(columns), String(rows), "--steps"], input: Array(input))
    guard result.status == 0 else {
      throw NSError(
        domain: "TmuxReplay", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.error])
    }
    return try JSONDecoder().decode([Screen].self, from: result.output)
  }
}
