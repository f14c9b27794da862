import Foundation
import PresentableTestSupport
import Testing

/// An inline run in tmux leaves only its record in the scrollback
/// (`Scripts/check-inline-scrollback.py`): started on row 0 or under a line, resized taller,
/// shorter and wider. Narrowed, tmux rewraps the rows wider than the new width before the run can
/// erase them: the reflow limit, checked to stay a few lines (Docs/Reliability.md).
@Suite("Inline runs in tmux's scrollback", .enabled(if: TmuxReplay.shouldRun, "tmux is not installed"))
struct InlineScrollbackTests {
  @Test func onlyTheRecordIsLeft() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/check-inline-scrollback.py").path
    let result = try await offThePool { try VTReplay.run([script, demo.path], input: []) }
    let output = String(decoding: result.output, as: UTF8.self)
    #expect(result.status == 0, "\(output)\(result.error)")
    for name in ["from row 0", "from row 0 with resizes", "under a line, with resizes"] {
      #expect(output.contains("ok   an inline run \(name) leaves only its record"), "\(output)")
    }
    print(output.split(separator: "\n").filter { $0.hasPrefix("info") }.joined(separator: "\n"))
  }
}
