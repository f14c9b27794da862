import Foundation
import Presentable
import PresentableTesting
import Testing

/// A test file that also uses swift-snapshot-testing, as many do (SnapshotTesting for models,
/// PresentableTesting for rows), with the same test and snapshot name in both.
///
/// SnapshotTesting cannot be a dependency here, so `otherLibrarySnapshot` does what it does with
/// its `.lines` strategy: the reference is `__Snapshots__/<TestFile>/<test>.<name>.txt` beside the
/// test file, recorded when missing and compared afterwards. Both references are committed; the
/// test passes run after run only if neither library touches the other's file.
@Suite("Coexistence with swift-snapshot-testing")
struct CoexistenceTests {
  struct Account: Equatable {
    var name = "Ann"
    var minionMode = true
  }

  @Test func minionModeRow() throws {
    // Repeated in one process, and the references are committed, so every `swift test` repeats.
    for _ in 0..<3 {
      try otherLibrarySnapshot(of: "\(Account())", test: "minionModeRow", named: "focused")
      #expect(
        assertTextSnapshot(
          of: minionModeCell(), as: .cell(width: 40, context: CellContext(isFocused: true)), named: "focused")
      )
      try otherLibrarySnapshot(of: "\(Account())", test: "minionModeRow", named: "focused")
    }
  }

  /// swift-snapshot-testing's file convention, simulated: record a missing reference (never on CI),
  /// compare an existing one.
  func otherLibrarySnapshot(
    of text: String, test: String, named name: String, filePath: String = #filePath
  ) throws {
    let file = URL(fileURLWithPath: filePath)
    let reference = file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      .appendingPathComponent("\(test).\(name).txt")
    guard let recorded = FileManager.default.contents(atPath: reference.path) else {
      let onCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false
      try #require(!onCI, "the other library's reference \(reference.path) is missing")
      try FileManager.default.createDirectory(
        at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((text + "\n").utf8).write(to: reference)
      return
    }
    #expect(
      String(decoding: recorded, as: UTF8.self) == text + "\n",
      "the other library's reference \(reference.lastPathComponent) was overwritten")
  }
}
