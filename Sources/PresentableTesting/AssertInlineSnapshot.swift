import Presentable

/// Checks a cell's rendered rows against snapshot text written in the test.
///
/// The expected text is the snapshot format without its header line: each row between bars,
/// then its styled runs. On failure the message shows the difference and a literal, ready to
/// paste, that would make the assertion pass.
///
/// ```swift
/// assertSnapshot(of: cell, width: 30, matches: """
///   |  Minion Mode!!!       [ ON ●]|
///     24-30 [yellow][ ON ●][/]
///   """)
/// ```
///
/// - Returns: Whether the text matched; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of cell: some Cell, width: Int, context: CellContext = CellContext(), theme: Theme? = nil,
  matches expected: String, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  let actual = SnapshotTextRenderer(theme: theme).render(
    cell.render(width: width, context: context), width: width, ambiguous: context.ambiguous,
    includesHeader: false)
  return verifyInline(
    actual, expected,
    CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
}

/// Checks lines, drawn one per row `width` columns wide, against snapshot text written in the
/// test.
///
/// ```swift
/// assertSnapshot(of: [Line("About")], width: 8, matches: """
///   |About   |
///   """)
/// ```
///
/// - Returns: Whether the text matched; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of lines: [Line], width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  matches expected: String, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  let actual = SnapshotTextRenderer(theme: theme).render(
    lines, width: width, ambiguous: ambiguous, includesHeader: false)
  return verifyInline(
    actual, expected,
    CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
}

/// Checks one line, drawn in a row `width` columns wide, against snapshot text written in the
/// test.
///
/// ```swift
/// assertSnapshot(of: Line("設定"), width: 6, matches: """
///   |設定  |
///   """)
/// ```
///
/// - Returns: Whether the text matched; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of row: Line, width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  matches expected: String, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  let actual = SnapshotTextRenderer(theme: theme).render(
    [row], width: width, ambiguous: ambiguous, includesHeader: false)
  return verifyInline(
    actual, expected,
    CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
}

/// Checks a frame against snapshot text written in the test.
///
/// ```swift
/// assertSnapshot(of: frame, matches: """
///   |Settings|
///   """)
/// ```
///
/// - Returns: Whether the text matched; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of frame: Frame, theme: Theme? = nil, matches expected: String, fileID: String = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let actual = SnapshotTextRenderer(theme: theme).render(frame, includesHeader: false)
  return verifyInline(
    actual, expected,
    CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
}

/// Checks a screen, drawn at a size, against snapshot text written in the test.
///
/// ```swift
/// assertSnapshot(of: screen, width: 20, height: 2, matches: """
///   | Settings           |
///   |                    |
///   """)
/// ```
///
/// - Returns: Whether the text matched; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of screen: some Screen, width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow,
  theme: Theme? = nil, matches expected: String, fileID: String = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let actual = SnapshotTextRenderer(theme: theme).render(
    screen.frame(width: width, height: height, ambiguous: ambiguous), includesHeader: false)
  return verifyInline(
    actual, expected,
    CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
}

/// Compares without the final line feed, which a multi-line literal does not have.
private func verifyInline(_ actual: String, _ expected: String, _ site: CallSite) -> Bool {
  let text = actual.utf8.last == 0x0A ? String(actual.dropLast()) : actual
  guard sameBytes(text, expected) else {
    let indentation = InlineSnapshot.indentation(ofLine: site.line, in: site.filePath)
    TestReporter.fail(
      InlineSnapshot.failureMessage(text, expected: expected, indentation: indentation), at: site)
    return false
  }
  return true
}
