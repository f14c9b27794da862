import Foundation
import Presentable
import Testing

@testable import PresentableTesting

@Suite("Parallel use and atomic writes")
struct ParallelTests {
  let folder = TemporaryFolder()

  /// Readers never see half a file while a writer replaces it over and over.
  @Test func aReaderSeesTheOldFileOrTheNewOneNeverHalf() async throws {
    let path = folder("Big/__PresentableSnapshots__/File/big.txt")
    let a = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let b = [UInt8](repeating: UInt8(ascii: "b"), count: 1 << 20)
    try SnapshotStore.writeAtomically(a, to: path)
    let torn = await withTaskGroup(of: Int.self) { group in
      group.addTask {
        for round in 0..<40 { try? SnapshotStore.writeAtomically(round % 2 == 0 ? b : a, to: path) }
        return 0
      }
      for _ in 0..<2 {
        group.addTask {
          var torn = 0
          // Compared as `Data`, a memory compare, rather than a megabyte array element by element.
          let (wholeA, wholeB) = (Data(a), Data(b))
          for _ in 0..<40 {
            let read = FileManager.default.contents(atPath: path)
            if read != wholeA && read != wholeB { torn += 1 }
          }
          return torn
        }
      }
      return await group.reduce(0, +)
    }
    #expect(torn == 0)
    #expect(
      folder.files() == ["Big/__PresentableSnapshots__/File/big.txt"], "no temporary file is left behind")
  }

  /// Many assertions at once, from many tasks: every file recorded whole, then every one matches.
  @Test func assertionsInParallelRecordAndMatch() async {
    let configuration = folder.configuration(.missing)
    for round in 0..<2 {
      let results = await withTaskGroup(of: Bool.self) { group in
        for index in 0..<32 {
          group.addTask {
            withSnapshotConfiguration(configuration) {
              assertTextSnapshot(
                of: minionModeCell(on: index % 2 == 0, title: "Row \(index)"), as: .cell(width: 30),
                named: "\(index)")
            }
          }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(results == Array(repeating: true, count: 32), "round \(round)")
    }
    #expect(folder.files().count == 32)
    for index in 0..<32 {
      #expect(
        folder.read("ParallelTests/assertionsInParallelRecordAndMatch.\(index).txt")
          == snapshotText(
            minionModeCell(on: index % 2 == 0, title: "Row \(index)").render(
              width: 30, context: CellContext()), width: 30))
    }
  }

  /// Two tasks making the same snapshot folder at the same moment is no error.
  @Test func foldersMadeAtTheSameTime() async throws {
    let errors = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<16 {
        group.addTask {
          (try? SnapshotStore.writeAtomically([1], to: folder("a/b/c/d/\(index).txt"))) == nil
        }
      }
      return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
    }
    #expect(errors == 0)
    #expect(folder.files().count == 16)
  }
}
