/// A cell a table can make by itself, so it can be registered by its type:
/// `table.register(SwitchWithTextCell<WiFiViewModel>.self, forCellReuseIdentifier: "wifi")`.
public protocol ReusableCell: Cell {
  /// An empty cell.
  init()
}

extension RowCell: ReusableCell {}
