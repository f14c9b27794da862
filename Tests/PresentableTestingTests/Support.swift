import Foundation
import Presentable

@testable import PresentableTesting

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryFolder: @unchecked Sendable {
  let path: String

  init() {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "presentable-testing-\(UUID().uuidString)"
      ).path
    try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// A path inside the folder.
  func callAsFunction(_ relative: String) -> String { path + "/" + relative }

  /// Every file under the folder, relative to it, sorted.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let next = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: self(next), isDirectory: &isFolder), !isFolder.boolValue {
        files.append(next)
      }
    }
    return files.sorted()
  }

  func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: self(relative)).map { String(decoding: $0, as: UTF8.self) }
  }

  func write(_ text: String, to relative: String) {
    let path = self(relative)
    try! FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    precondition(
      FileManager.default.createFile(atPath: path, contents: Data(text.utf8)), "could not write \(path)")
  }

  /// A configuration that keeps snapshots in this folder.
  func configuration(_ record: SnapshotRecordMode? = nil, isCI: Bool = false) -> SnapshotConfiguration {
    SnapshotConfiguration(record: record, isCI: isCI, directory: path, artifactsDirectory: self("artifacts"))
  }
}

/// The talk's row.
struct MinionModeViewModel: SwitchWithTextCellDataSource, SwitchWithTextCellDelegate {
  var title = "Minion Mode!!!"
  var switchOn = true
  var switchColor: Color { .yellow }
}

func minionModeCell(on: Bool = true, title: String = "Minion Mode!!!") -> SwitchWithTextCell<
  MinionModeViewModel
> {
  let cell = SwitchWithTextCell<MinionModeViewModel>(
    viewModel: MinionModeViewModel(title: title, switchOn: on))
  return cell
}

/// The snapshot text of a frame, as the assertions write it.
func snapshotText(_ lines: [Line], width: Int) -> String {
  SnapshotTextRenderer().render(lines, width: width)
}

/// A call site for driving the checking machinery directly.
func callSite(line: UInt = #line, function: String = #function) -> CallSite {
  CallSite(
    fileID: "PresentableTestingTests/Direct.swift", filePath: #filePath, function: function, line: line,
    column: 1)
}
