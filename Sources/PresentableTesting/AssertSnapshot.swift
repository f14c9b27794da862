import Presentable

/// Checks a cell's rendered rows against a reference snapshot file.
///
/// The cell renders at `width` in `context`; the snapshot holds each row's text and its styles
/// as semantic tags (see `SnapshotTextRenderer`). The reference lives beside the test file, in
/// `__PresentableSnapshots__/<TestFile>/<test>.txt` (`<test>.<name>.txt` with `named:`). What happens when
/// it is missing or different depends on ``SnapshotRecordMode``; a failure shows a diff, and
/// where only styles changed, which columns. Works in Swift Testing and XCTest alike.
///
/// ```swift
/// @Test func minionModeRow() {
///   let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
///   assertSnapshot(of: cell, width: 40)
///   assertSnapshot(of: cell, width: 40, context: CellContext(isFocused: true), named: "focused")
/// }
/// ```
///
/// - Parameters:
///   - cell: The cell, configured.
///   - width: The columns to render at.
///   - context: Focus, ambiguous width and images.
///   - theme: Tags name what this theme resolves styles to; `nil` keeps them semantic.
///   - name: Tells several snapshots of one test apart; required in a parameterized test.
///   - fileID: Where a failure is reported; leave the default.
///   - filePath: Where a failure is reported and the reference lives; leave the default.
///   - function: Names the test and its reference file; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - column: Where a failure is reported; leave the default.
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of cell: some Cell, width: Int, context: CellContext = CellContext(), theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotAssertion.verify(named: name, fileExtension: "txt", site: site) {
    SnapshotTextRenderer(theme: theme).renderUTF8(
      drawnFrame(cell.render(width: width, context: context), width: width, ambiguous: context.ambiguous))
  }
}

/// Checks lines against a reference snapshot file, drawn one per row, `width` columns wide.
///
/// ```swift
/// assertSnapshot(of: [Line("Settings", style: Style().font(.title))], width: 20)
/// ```
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of lines: [Line], width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotAssertion.verify(named: name, fileExtension: "txt", site: site) {
    SnapshotTextRenderer(theme: theme).renderUTF8(drawnFrame(lines, width: width, ambiguous: ambiguous))
  }
}

/// Checks one line against a reference snapshot file, drawn in a row `width` columns wide.
///
/// ```swift
/// assertSnapshot(of: Line("Minion Mode!!!", style: Style(foreground: .accent)), width: 20)
/// ```
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of row: Line, width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotAssertion.verify(named: name, fileExtension: "txt", site: site) {
    SnapshotTextRenderer(theme: theme).renderUTF8(drawnFrame([row], width: width, ambiguous: ambiguous))
  }
}

/// Checks a frame against a reference snapshot file.
///
/// ```swift
/// assertSnapshot(of: frame, named: "after toggle")
/// ```
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of frame: Frame, theme: Theme? = nil, named name: String? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotAssertion.verify(named: name, fileExtension: "txt", site: site) {
    SnapshotTextRenderer(theme: theme).renderUTF8(frame)
  }
}

/// Checks a whole screen, drawn at a size, against a reference snapshot file.
///
/// ```swift
/// let controller = SettingsController()
/// assertSnapshot(of: controller.screen, width: 80, height: 24)
/// _ = controller.screen.handle(.space)
/// assertSnapshot(of: controller.screen, width: 80, height: 24, named: "wifi off")
/// ```
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertSnapshot(
  of screen: some Screen, width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow,
  theme: Theme? = nil, named name: String? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return SnapshotAssertion.verify(named: name, fileExtension: "txt", site: site) {
    SnapshotTextRenderer(theme: theme).renderUTF8(
      screen.frame(width: width, height: height, ambiguous: ambiguous))
  }
}

/// Lines drawn one per row into a frame `width` columns wide, as a table draws a cell's lines.
func drawnFrame(_ lines: [Line], width: Int, ambiguous: AmbiguousWidth) -> Frame {
  var frame = Frame(width: width, height: lines.count, ambiguous: ambiguous)
  for (row, line) in lines.enumerated() { frame.draw(line, row: row) }
  return frame
}
