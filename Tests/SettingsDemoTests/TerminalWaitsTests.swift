import Foundation
import PresentableTestSupport
import Testing

/// The demo in pseudo-terminals that make it wait (`Scripts/check-terminal-waits.py`): a terminal
/// that never answers the cursor report (40 resizes, then q ends the demo within 1 s, the report
/// asked once), a report cut short (the next key is not eaten), and an unterminated paste (q
/// 0.2 s later ends the demo within 1 s; Ctrl-C inside it too).
@Suite(
  "SettingsDemo in terminals that make it wait",
  .enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
struct TerminalWaitsTests {
  static let cases = [
    "a terminal that never answers the cursor report: 40 resizes, then q",
    "a cursor report cut short (ESC [ 12, no R) does not eat the next key",
    "an unterminated paste, then q 0.2 s later", "an unterminated paste, then Ctrl-C in it",
  ]

  @Test func keysActWhateverTheTerminalDoes() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/check-terminal-waits.py").path
    var arguments = [script, demo.path]
    if DemoRobustnessTests.underThreadSanitizer { arguments.append("--no-time-bounds") }
    let result = try await offThePool { [arguments] in try PseudoTerminal.run(arguments, input: []) }
    #expect(result.status == 0, "\(result.output)")
    for name in Self.cases {
      #expect(result.output.contains("ok   \(name)"), "\(name) did not pass:\n\(result.output)")
    }
  }
}
