import Foundation
import PresentableTestSupport
import Testing

/// The demo's colors where they depend on the terminal (`Scripts/check-colors-pty.py`): the color
/// conventions through a pipe and in a pty, and the light or dark theme for the background the
/// pty reports (OSC 11), a pty that never answers, a key typed before the answer, tmux.
@Suite(
  "SettingsDemo: colors from the terminal",
  .enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
struct ColorsPseudoTerminalTests {
  static let cases = [
    "piped: CLICOLOR_FORCE=1 colors the printed screen, nothing else does",
    "CLICOLOR=0 in a pty: no color, nothing asked",
    "a pty that answers OSC 11 with a white background",
    "a pty that answers OSC 11 with a black background",
    "a pty that never answers starts within the wait",
    "a key typed before the answer is not eaten",
    "TMUX set, COLORFGBG=0;15: nothing asked, the light theme",
  ]

  @Test func theThemeFollowsTheTerminal() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/check-colors-pty.py").path
    var arguments = [script, demo.path]
    if DemoRobustnessTests.underThreadSanitizer { arguments.append("--no-time-bounds") }
    let result = try await offThePool { [arguments] in try PseudoTerminal.run(arguments, input: []) }
    #expect(result.status == 0, "\(result.output)")
    for name in Self.cases {
      #expect(result.output.contains("ok   \(name)"), "\(name) did not pass:\n\(result.output)")
    }
  }
}
