import Presentable

// What the previous version called otherwise, kept so that the compiler names the replacement.

/// A cell's snapshot at a width. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertSnapshot(of: cell, as: .cell(width:))")
@discardableResult
public func assertSnapshot(
  of cell: some Cell, width: Int, context: CellContext = CellContext(), theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// Lines' snapshot at a width. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertSnapshot(of: lines, as: .lines(width:))")
@discardableResult
public func assertSnapshot(
  of lines: [Line], width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// A line's snapshot at a width. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertSnapshot(of: line, as: .line(width:))")
@discardableResult
public func assertSnapshot(
  of row: Line, width: Int, ambiguous: AmbiguousWidth = .narrow, theme: Theme? = nil,
  named name: String? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}

/// A screen's snapshot at a size. Removed: one assertion over strategies.
@available(*, unavailable, message: "use assertSnapshot(of: screen, as: .screen(width:height:))")
@discardableResult
public func assertSnapshot(
  of screen: some Screen, width: Int, height: Int, ambiguous: AmbiguousWidth = .narrow,
  theme: Theme? = nil, named name: String? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  fatalError("unavailable")
}
