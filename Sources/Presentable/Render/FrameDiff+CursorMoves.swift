/// The cursor moves an update writes: the shortest of none, forward by columns, or absolute.
extension FrameDiff {
  /// The bytes ``move(to:_:)`` writes to get there.
  func moveLength(to row: Int, _ column: Int) -> Int {
    if let cursor, cursor.row == row {
      if cursor.column == column { return 0 }
      if column > cursor.column {
        let n = column - cursor.column
        return 3 + (n > 1 ? DecimalDigits.count(n) : 0)
      }
    }
    return 3 + DecimalDigits.count(row + 1) + (column > 0 ? 1 + DecimalDigits.count(column + 1) : 0)
  }

  /// Moves the cursor with the shortest sequence: none, forward by some columns, or absolute.
  mutating func move(to row: Int, _ column: Int) {
    if let cursor, cursor.row == row {
      if cursor.column == column { return }
      if column > cursor.column {
        let n = column - cursor.column
        out.write(0x1B)
        out.write(0x5B)
        if n > 1 { out.write(decimal: n) }
        out.write(UInt8(ascii: "C"))
        return
      }
    }
    out.write(0x1B)
    out.write(0x5B)
    out.write(decimal: row + 1)
    if column > 0 {
      out.write(UInt8(ascii: ";"))
      out.write(decimal: column + 1)
    }
    out.write(UInt8(ascii: "H"))
  }
}
