import Foundation
import PresentableTestSupport
import Testing

/// Lines of many shapes printed above a redrawing region in a real pseudo-terminal, with resizes:
/// the scrollback (pyte's history screen) holds exactly the lines printed, then the region's
/// final record (Scripts/check-live.py). The same check fails on a region that writes above its
/// first line.
@Suite("Live region in a pseudo-terminal", .serialized)
struct LivePseudoTerminalTests {
  static let script = VTReplay.repositoryRoot.appendingPathComponent("Scripts/check-live.py").path

  static func check(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let probe = try #require(
      TerminalRestoreTests.builtProgram("TerminalProbe"), "the TerminalProbe program was not built")
    let result = try VTReplay.run([script, "probe"] + arguments + ["--", probe.path], input: [])
    return (result.status, String(decoding: result.output, as: UTF8.self) + result.error)
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func theScrollbackHoldsThePrintedLinesThenTheRecordAcrossResizes() throws {
    let result = try Self.check(["--size", "80x24", "--resize", "100x24", "--resize", "64x24"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasPrefix("ok: "), "\(result.output)")
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func theCheckFailsWhenTheRegionWritesAboveItsFirstLine() throws {
    let result = try Self.check(["--size", "80x24", "--resize", "100x24", "--mutant"])
    #expect(result.status == 1, "\(result.output)")
    #expect(result.output.contains("FAIL"), "\(result.output)")
  }
}

/// Ctrl-C while a live region runs: the work's task is cancelled, the region leaves its frame,
/// the terminal's echo and line editing come back, and the program dies of SIGINT.
@Suite("Live region interrupted in a pseudo-terminal")
struct LiveInterruptTests {
  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func ctrlCRestoresTheTerminalAndEndsBySIGINT() throws {
    let probe = try #require(
      TerminalRestoreTests.builtProgram("TerminalProbe"), "the TerminalProbe program was not built")
    let result = try VTReplay.run(
      [
        LivePseudoTerminalTests.script, "demo", "--spinner-may-stay", "--interrupt-on", "waiting for resize",
        "--status", "-2", "--expect-line", "line 4: hostile", "--expect-line", "waiting for resize", "--",
        probe.path, "--live", "--lines", "30", "--pause-at", "5", "--expect", "/tmp/live-interrupt-test.json",
      ], input: [])
    let output = String(decoding: result.output, as: UTF8.self) + result.error
    #expect(result.status == 0, "\(output)")
    #expect(output.hasPrefix("ok: "), "\(output)")
  }
}
