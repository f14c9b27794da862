import Foundation
import PresentableTestSupport
import Testing

/// The demo in a pseudo-terminal that speaks the Kitty keyboard protocol:
/// `Scripts/check-kitty-keys-pty.py` checks that the demo turns the protocol on only where the
/// terminal answers it has it, takes `CSI 13 ; 2 u` as Shift-Enter (a text area being edited
/// saves), and pops the flags on q, Ctrl-C, SIGTERM and Ctrl-Z (pushing them again on resume).
@Suite(
  "SettingsDemo with the Kitty keyboard protocol",
  .enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
struct KittyKeysPtyTests {
  static let cases = [
    "Shift-Enter saves a text area, q pops", "Ctrl-C in the protocol's form pops", "SIGTERM pops",
    "Ctrl-Z pops, resuming pushes again", "a terminal without the protocol gets no push",
    "a terminal that never answers starts",
  ]

  @Test func enablesHandlesAndRestoresTheProtocol() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let script = PseudoTerminal.repositoryRoot.appendingPathComponent("Scripts/check-kitty-keys-pty.py").path
    let result = try await offThePool { try PseudoTerminal.run([script, demo.path], input: []) }
    #expect(result.status == 0, "\(result.output)")
    for name in Self.cases {
      #expect(result.output.contains("ok   \(name) ("), "\(name) did not pass:\n\(result.output)")
    }
  }
}
