import Foundation
import Presentable
import PresentableTesting

/// Snapshot assertions on an 80×24 settings screen that matches its reference: the whole
/// assertion (render to snapshot text, find the test and the file, check the name, compare with
/// the cached reference), as a test suite runs it thousands of times.
@MainActor func measureSnapshots() {
  let table = BenchmarkTable(rows: 100)
  let frame = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)

  let renderer = SnapshotTextRenderer()
  harness.measure(
    "snapshot text of an 80×24 screen (part of an assertion)", id: "snapshot.text", unit: "µs", work: 1,
    target: "(no target)",
    calls: 20_000, scale: 1000
  ) {
    sink &+= renderer.renderUTF8(frame).count
  }

  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "presentable-benchmark-\(UUID().uuidString)"
  ).path
  defer { try? FileManager.default.removeItem(atPath: folder) }
  // The reference, written where the assertion below looks for it (`<file>/<test>.<name>.txt`),
  // in a folder of its own: never the source tree, and no "recorded" notice on the console.
  let reference = URL(fileURLWithPath: folder).appendingPathComponent("Snapshots/check.settings.txt")
  try? FileManager.default.createDirectory(
    at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
  guard (try? Data(renderer.renderUTF8(frame)).write(to: reference)) != nil else {
    print("snapshot assertions: skipped, cannot write \(reference.path)")
    return
  }
  withSnapshotConfiguration(SnapshotConfiguration(record: .never, directory: folder)) {
    // One call site: a second place asserting the same name would be a repeated name.
    func check() -> Bool { assertTextSnapshot(of: frame, as: .frame, named: "settings") }
    precondition(check(), "the snapshot did not match the reference written for it")
    var matched = 0
    let perAssertion = harness.measure(
      "snapshot assertion, matching 80×24", id: "snapshot.assertion", unit: "µs", work: 1, target: "≤ 10 µs",
      calls: 20_000, scale: 1000
    ) {
      if check() { matched += 1 }
    }
    if perAssertion > 0 {
      precondition(matched > 0 && check(), "the snapshot did not match its reference")
      harness.record(
        "… snapshot assertions per second", id: "snapshot.assertions-per-second",
        value: 1_000_000 / perAssertion, unit: "/s", target: "≥ 100,000")
    }
  }
}
