import Presentable

/// Checks a cell against the contract every cell keeps (`CellLaws`) and fails with every
/// broken law.
///
/// Exact width at every width, the same output twice, no control characters, and every property
/// of every trait the cell reads reaching its output.
///
/// ```swift
/// @Test func batteryCellKeepsTheLaws() {
///   assertCellLaws(BatteryCell<TraitProbe>.self)
/// }
/// ```
///
/// - Returns: The violations, for a test that looks at them itself.
@discardableResult
public func assertCellLaws<C: Cell>(
  _ cellType: C.Type, widths: ClosedRange<Int> = 0...120, fileID: String = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> [CellLaws.Violation] where C.ViewModel == TraitProbe {
  let violations = CellLaws.check(cellType, widths: widths)
  reportLaws(
    violations, of: String(describing: cellType),
    CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
  return violations
}

/// Checks any cell, made from a probe by `make`, against `CellLaws`.
///
/// ```swift
/// assertCellLaws(make: { probe in GaugeCell(viewModel: Gauge(probe)) })
/// ```
@discardableResult
public func assertCellLaws<C: Cell>(
  make: (TraitProbe) -> C, widths: ClosedRange<Int> = 0...120,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) -> [CellLaws.Violation] {
  let violations = CellLaws.check(make: make, widths: widths)
  reportLaws(
    violations, of: String(describing: C.self),
    CallSite(fileID: fileID, filePath: filePath, function: function, line: line, column: column))
  return violations
}

private func reportLaws(_ violations: [CellLaws.Violation], of cell: String, _ site: CallSite) {
  guard !violations.isEmpty else { return }
  TestReporter.fail(
    "\(cell) breaks \(violations.count) cell law\(violations.count == 1 ? "" : "s"):\n"
      + violations.map { "  " + $0.description }.joined(separator: "\n"),
    at: site)
}
