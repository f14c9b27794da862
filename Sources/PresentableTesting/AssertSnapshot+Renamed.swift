import Presentable

// What earlier versions called otherwise, kept so that the compiler names the replacement. No
// alias named `Snapshotting` is kept: in a file that also imports swift-snapshot-testing it would
// make that library's `Snapshotting` ambiguous again.

/// Renamed ``assertTextSnapshot(of:as:named:matches:fileID:filePath:function:line:column:)``, so
/// that it and swift-snapshot-testing's `assertSnapshot` never meet.
@available(
  *, unavailable, renamed: "assertTextSnapshot(of:as:named:matches:fileID:filePath:function:line:column:)"
)
@discardableResult
public func assertSnapshot<Value>(
  of value: Value, as strategy: TextSnapshot<Value>, named name: String? = nil,
  matches expected: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// A cell's snapshot at a width. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertTextSnapshot(of: cell, as: .cell(width:))")
@discardableResult
public func assertSnapshot(
  of cell: some Cell, width: Int, context: CellContext = CellContext(), theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// Lines' snapshot at a width. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertTextSnapshot(of: lines, as: .lines(width:))")
@discardableResult
public func assertSnapshot(
  of lines: [Line], width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// A line's snapshot at a width. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertTextSnapshot(of: line, as: .line(width:))")
@discardableResult
public func assertSnapshot(
  of row: Line, width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// A screen's snapshot at a size. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertTextSnapshot(of: screen, as: .screen(width:height:))")
@discardableResult
public func assertSnapshot(
  of screen: some Screen, width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow,
  theme: Theme? = nil, named name: String? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}
