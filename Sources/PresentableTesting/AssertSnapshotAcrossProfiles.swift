import Presentable

/// Checks, in one snapshot file, how a cell's rows reach every kind of terminal: with semantic
/// tags, then as a dumb terminal, `NO_COLOR`, 16 colors, 256 colors and true color get them, and
/// with ambiguous characters two columns wide.
///
/// Each profile's section is what `ANSIRenderer` sends, read back into text and tags (`cyan
/// bold`, `color(33)`, `#0a84ff`), never escape bytes. The file is
/// `__PresentableSnapshots__/<TestFile>/<test>.profiles.txt` (`<test>.<name>.profiles.txt` with `named:`).
///
/// ```swift
/// @Test func minionModeEverywhere() {
///   assertSnapshotAcrossProfiles(of: cell, width: 40, theme: .dark)
/// }
/// ```
///
/// - Parameters:
///   - cell: The cell, configured.
///   - width: The columns to render at.
///   - context: Focus and images; each profile's ambiguous width replaces its `ambiguous`.
///   - theme: The theme every profile's renderer uses.
///   - profiles: The terminals, in order.
///   - name: Tells several snapshots of one test apart; required in a parameterized test.
///   - fileID: Where a failure is reported; leave the default.
///   - filePath: Where a failure is reported and the reference lives; leave the default.
///   - function: Names the test and its reference file; leave the default.
///   - line: Where a failure is reported; leave the default.
///   - column: Where a failure is reported; leave the default.
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertSnapshotAcrossProfiles(
  of cell: some Cell, width: Int, context: CellContext = CellContext(), theme: Theme = .default,
  profiles: [TerminalProfile] = SnapshotTextRenderer.standardProfiles, named name: String? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return verifyAcrossProfiles(named: name, site: site, width: width, theme: theme, profiles: profiles) {
    ambiguous in
    var context = context
    context.ambiguous = ambiguous
    return drawnFrame(cell.render(width: width, context: context), width: width, ambiguous: ambiguous)
  }
}

/// Checks, in one snapshot file, how a line reaches every kind of terminal; see
/// ``assertSnapshotAcrossProfiles(of:width:context:theme:profiles:named:fileID:filePath:function:line:column:)``.
///
/// The line is fitted to `width` for each ambiguous width, as a cell fits its text.
///
/// ```swift
/// let row = Line("Minion Mode!!! ±", style: Style(foreground: .accent)) + Line(" [■ ON ]", style: Style(foreground: .yellow))
/// assertSnapshotAcrossProfiles(of: row, width: 30, theme: .dark)
/// ```
///
/// - Returns: Whether the snapshot matched or was recorded; a failure is reported to the test.
@discardableResult
public func assertSnapshotAcrossProfiles(
  of row: Line, width: Int, theme: Theme = .default,
  profiles: [TerminalProfile] = SnapshotTextRenderer.standardProfiles, named name: String? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> Bool {
  let site = CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  return verifyAcrossProfiles(named: name, site: site, width: width, theme: theme, profiles: profiles) {
    ambiguous in
    var frame = Frame(width: width, height: 1, ambiguous: ambiguous)
    frame.draw(row.fitted(to: width, ambiguous: ambiguous), row: 0)
    return frame
  }
}

/// The snapshot of what `draw` draws for each profile, checked against `<test>.profiles.txt`.
private func verifyAcrossProfiles(
  named name: String?, site: CallSite, width: Int, theme: Theme, profiles: [TerminalProfile],
  draw: (AmbiguousWidth) -> Frame
) -> Bool {
  SnapshotAssertion.verify(named: name, fileExtension: "profiles.txt", site: site) {
    Array(
      SnapshotTextRenderer.renderAcrossProfiles(width: width, theme: theme, profiles: profiles, frame: draw)
        .utf8)
  }
}
