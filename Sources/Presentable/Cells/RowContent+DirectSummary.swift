extension RowContent {
  /// The parts' columns by placement, whether there are any, and whether the row can have a
  /// trivial plan at all (no bar, fixed slot, line below or text that is not scalar-aligned).
  // Kept as parts are added, so the trivial plan (`RowPlan+Trivial`) needs no walk over the parts
  // to learn it (Docs/Benchmarks.md, the row). In 13 bytes (see `direct`); a sum past `Int32.max` sticks there, wider than
  // any row's room.
  struct DirectSummary {
    private var leading: Int32 = 0
    private var trailing: Int32 = 0
    private var below: Int32 = 0
    private var flags: UInt8 = 0

    private static let notDirect: UInt8 = 1
    private static let hasLeadingFlag: UInt8 = 2
    private static let hasTrailingFlag: UInt8 = 4
    private static let hasEmptyLeadingFlag: UInt8 = 8

    var isPossible: Bool { flags & Self.notDirect == 0 }
    /// The leading parts' columns with a separator between each two.
    var leadingWidth: Int { Int(leading) }
    var trailingWidth: Int { Int(trailing) }
    var hasLeading: Bool { flags & Self.hasLeadingFlag != 0 }
    var hasTrailing: Bool { flags & Self.hasTrailingFlag != 0 }
    /// A leading part was added with no columns (the layout then takes the long way, even if
    /// text appended to it later gave it some).
    var hasEmptyLeading: Bool { flags & Self.hasEmptyLeadingFlag != 0 }
    var linesBelow: Int { Int(below) }

    private static func sum(_ a: Int32, _ b: Int) -> Int32 { Int32(clamping: Int(a) &+ b) }

    mutating func markNotDirect() { flags |= Self.notDirect }

    mutating func add(_ placement: Placement, columns: Int, isWhole: Bool) {
      if !isWhole { flags |= Self.notDirect }
      switch placement {
      case .leading:
        leading = Self.sum(leading, (hasLeading ? 1 : 0) &+ columns)
        flags |= Self.hasLeadingFlag | (columns == 0 ? Self.hasEmptyLeadingFlag : 0)
      case .trailing:
        trailing = Self.sum(trailing, (hasTrailing ? 1 : 0) &+ columns)
        flags |= Self.hasTrailingFlag
      case .below:
        below &+= 1
        flags |= Self.notDirect
      }
    }

    /// The last part, of `placement`, grew by `columns`.
    mutating func grow(_ placement: Placement, by columns: Int) {
      switch placement {
      case .leading: leading = Self.sum(leading, columns)
      case .trailing: trailing = Self.sum(trailing, columns)
      case .below: break
      }
    }
  }
}
