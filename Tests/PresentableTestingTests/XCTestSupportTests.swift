import Presentable
import XCTest

@testable import PresentableTesting

/// The same assertions under XCTest: a match passes, a failure reaches `XCTFail` at the line of
/// the call, and recording works with no Swift Testing test running.
final class XCTestSupportTests: XCTestCase {
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  /// While `capturing`, failures are collected instead of failing the test, so the tests can
  /// look at what the assertions reported.
  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    if capturing {
      captured.append((description, filePath, lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  private func capture(_ body: () -> Void) -> [(description: String, file: String, line: Int)] {
    captured = []
    capturing = true
    body()
    capturing = false
    return captured
  }

  /// A reference committed beside this file:
  /// `__PresentableSnapshots__/XCTestSupportTests/testMatchingReference.txt`.
  func testMatchingReference() {
    XCTAssertTrue(assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30)))
  }

  func testRecordingThenMatchingNamesTheFileForTheMethod() {
    let folder = TemporaryFolder()
    withSnapshotConfiguration(folder.configuration(.missing)) {
      for _ in 0..<2 {
        XCTAssertTrue(assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30), named: "row"))
      }
    }
    XCTAssertEqual(
      folder.files(), ["XCTestSupportTests/testRecordingThenMatchingNamesTheFileForTheMethod.row.txt"])
  }

  func testAMismatchFailsThroughXCTFailAtTheCallersLine() {
    let folder = TemporaryFolder()
    folder.write(
      "presentable-snapshot v1 width=30 theme=semantic\n|old|\n",
      to: "XCTestSupportTests/testAMismatchFailsThroughXCTFailAtTheCallersLine.txt")
    let line = #line + 3
    let failures = capture {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        _ = assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30))
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertEqual(failures.first.map { ($0.file as NSString).lastPathComponent }, "XCTestSupportTests.swift")
    XCTAssertTrue(failures.first?.description.contains("-|old|") == true, failures.first?.description ?? "")
  }

  func testInlineAndLawFailuresReachXCTest() {
    let failures = capture {
      assertTextSnapshot(of: Line("ab"), as: .line(width: 2), matches: "|ba|")
      assertCellLaws(CellLawsAssertionTests.ForgetfulCell<TraitProbe>.self, widths: 0...10)
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertTrue(failures.first?.description.contains("+|ab|") == true)
    XCTAssertTrue(failures.last?.description.contains("textColor never shows") == true)
  }

  func testARepeatedNameIsAnErrorHereToo() {
    let folder = TemporaryFolder()
    let failures = capture {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        _ = assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30))
        _ = assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30))
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.description.contains("This test already wrote a snapshot named") == true)
  }
}
