import Foundation
import PresentableTestSupport
import Testing

/// Line by line in a real pseudo-terminal (Scripts/check-accessible-pty.py, Python's `pty`
/// module and nothing else): a secret typed is shown nowhere, not even its length, and echo comes
/// back on every way out; arrow keys typed into an answer are not stored; one Ctrl-D ends the
/// input; `ACCESSIBLE=false` is full screen and `ACCESSIBLE=1` line by line.
@Suite("Accessible mode in a pseudo-terminal")
struct AccessiblePseudoTerminalTests {
  @Test(arguments: ["secret", "secret-term", "arrows", "ctrl-d", "accessible"])
  func lineByLineInATerminal(_ name: String) async throws {
    let probe = try #require(
      TerminalRestoreTests.builtProgram("TerminalProbe"), "TerminalProbe was not built")
    let demo = try #require(TerminalRestoreTests.builtProgram("SettingsDemo"), "SettingsDemo was not built")
    let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/check-accessible-pty.py").path
    let (status, text) = try await offThePool {
      try Python.runCombined([script, probe.path, demo.path, name])
    }
    #expect(status == 0 && text.contains("ok \(name)\n"), "\(text)")
  }
}
