/// A rectangle of a frame's columns and rows: where the row layout draws a cell. Internal, as no
/// public API takes one; usable from inline code, as the row cells' drawing makes one.
@usableFromInline
struct FrameRect: Hashable, Sendable {
  /// The first row.
  var row: Int
  /// The first column.
  var column: Int
  /// Columns.
  @usableFromInline var width: Int
  /// Rows.
  var height: Int

  /// A rectangle from `row` and `column`, `width` columns by `height` rows.
  @usableFromInline
  init(row: Int, column: Int = 0, width: Int, height: Int = 1) {
    self.row = row
    self.column = column
    self.width = max(0, width)
    self.height = max(0, height)
  }
}
