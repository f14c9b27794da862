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
