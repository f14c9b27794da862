import Presentable

/// Checks a value's snapshot text, made by a strategy, against a reference file or against text
/// written in the test.
///
/// The strategy says what the value is and how to draw it: `.cell(width:)`, `.line(width:)`,
/// `.lines(width:)`, `.frame`, `.screen(width:height:)`, `.profiles(width:)`, or one of your own
/// (see ``TextSnapshot``). The snapshot holds each row's text and its styles as semantic tags
/// (see ``SnapshotTextRenderer``).
///
/// Without `matches`, the reference lives beside the test file, in
/// `__PresentableSnapshots__/<TestFile>/<test>.txt` (`<test>.<name>.txt` with `named:`); what
/// happens when it is missing or different depends on ``SnapshotRecordMode``. With `matches`,
/// the expected text is in the test, without the header line, and a failure prints the literal
/// that would pass. A failure shows a diff and, where only styles changed, which columns. Works
/// in Swift Testing and XCTest alike.
///
/// ```swift
/// @Test func minionModeRow() {
///   let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
///   assertTextSnapshot(of: cell, as: .cell(width: 40))
///   assertTextSnapshot(of: cell, as: .cell(width: 40, context: CellContext(isFocused: true)), named: "focused")
///   assertTextSnapshot(of: cell, as: .cell(width: 30), matches: """
///     |  Minion Mode!!!       [ ON ●]|
///       24-30 [yellow][ ON ●][/]
///     """)
/// }
/// ```
///
/// - Parameters:
///   - value: What is checked.
///   - strategy: How it becomes snapshot text.
///   - name: Tells several snapshot files of one test apart; required in a parameterized test.
///   - expected: The snapshot text, written in the test; `nil` checks against a file.
///   - fileID: Where a failure is reported; leave the default.
///   - filePath: Where a failure is reported and the reference lives; leave the default.
///   - function: Names the test and its reference file; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - column: Where a failure is reported; leave the default.
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertTextSnapshot<Value>(
  of value: Value, as strategy: TextSnapshot<Value>, named name: String? = nil,
  matches expected: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  guard let expected else {
    return SnapshotAssertion.verify(named: name, fileExtension: strategy.fileExtension, site: site) {
      strategy.snapshot(value, true)
    }
  }
  guard name == nil else {
    TestReporter.fail("`named:` names a reference file; a snapshot with `matches:` has none.", at: site)
    return false
  }
  return InlineSnapshot.verify(
    String(decoding: strategy.snapshot(value, false), as: UTF8.self), expected, site)
}
