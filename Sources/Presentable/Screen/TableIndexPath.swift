/// A row's place in a table: its section and its row within the section.
///
/// Named apart from Foundation's `IndexPath`, so a file that imports both can name either.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section.
  public var section: Int
  /// The row within the section.
  public var row: Int

  /// The row `row` of section `section`.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Earlier sections first, then earlier rows.
  public static func < (a: TableIndexPath, b: TableIndexPath) -> Bool {
    (a.section, a.row) < (b.section, b.row)
  }

  /// `[section, row]`.
  public var description: String { "[\(section), \(row)]" }
}
