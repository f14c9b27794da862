/// A rectangle of a frame's columns and rows: where a cell draws.
///
/// ```swift
/// let rect = FrameRect(row: 3, column: 0, width: frame.width, height: 1)
/// frame.fill(row: rect.row, column: rect.column, count: rect.width, style: .plain)
/// ```
public struct FrameRect: Hashable, Sendable {
  /// The first row.
  public var row: Int
  /// The first column.
  public var column: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// A rectangle from `row` and `column`, `width` columns by `height` rows.
  public init(row: Int, column: Int = 0, width: Int, height: Int = 1) {
    self.row = row
    self.column = column
    self.width = max(0, width)
    self.height = max(0, height)
  }
}
