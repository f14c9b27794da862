import Presentable
import PresentableTesting
import SnapshotTesting
import Testing

/// One file, both libraries, no module names: swift-snapshot-testing's `assertSnapshot` with its
/// `Snapshotting` strategies for a model, PresentableTesting's `assertTextSnapshot` with its
/// `TextSnapshot` strategies for a row. Each keeps its references in its own folder beside this
/// file (`__Snapshots__`, `__PresentableSnapshots__`), both committed.
struct Account: Codable {
  var name = "Ann"
  var minionMode = true
}

struct MinionMode: TextPresentable, SwitchPresentable {
  var text: String { "Minion Mode!!!" }
  var switchOn = true
}

@Suite("Both snapshot libraries in one file")
struct CoexistenceTests {
  @Test func theModelBySwiftSnapshotTesting() {
    assertSnapshot(of: Account(), as: .json)
    assertSnapshot(of: "\(Account())", as: .lines, named: "description")
  }

  @Test func theRowByPresentableTesting() {
    let cell = SwitchWithTextCell(viewModel: MinionMode())
    #expect(assertTextSnapshot(of: cell, as: .cell(width: 40)))
    #expect(assertTextSnapshot(of: cell, as: .cell(width: 40, context: CellContext(isFocused: true)), named: "focused"))
  }

  /// Both in one test, the same test and snapshot name: neither touches the other's file.
  @Test func bothInOneTest() {
    let cell = SwitchWithTextCell(viewModel: MinionMode())
    assertSnapshot(of: cell.render(width: 40).map(\.plainText).joined(separator: "\n"), as: .lines, named: "row")
    #expect(assertTextSnapshot(of: cell, as: .cell(width: 40), named: "row"))
  }
}
