import Foundation
import PresentableTestSupport
import Testing

/// Saves from several processes at the same instant are ordered by the lock beside the settings
/// file (`Scripts/check-concurrent-saves.py`): four demos started together, each changing a
/// different setting with `--script`, twenty times in CI (`PRESENTABLE_FULL_LAWS=1`) and eight by
/// default, lose nothing; two typing a name at once leave one of the names, whole. Without the
/// lock the same run loses about half the changes, so eight times (32 changes) already shows it.
@Suite("Concurrent saves of one settings file")
struct ConcurrentSavesTests {
  @Test func fourProcessesAtOnceLoseNoChange() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let script = root.appendingPathComponent("Scripts/check-concurrent-saves.py")
    let trials = LawSweep.isFull ? 20 : 8
    let run = try await offThePool {
      try runProcess(
        Python.command.executable, Python.arguments([script.path, demo.path, "--trials", "\(trials)"]))
    }
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(
      run.output.contains(
        "ok   4 processes changing 4 settings at once, \(trials) times (0 of \(4 * trials) changes lost)"),
      "\(run.output)")
    #expect(run.output.contains("ok   2 processes typing a name at once"))
  }
}
