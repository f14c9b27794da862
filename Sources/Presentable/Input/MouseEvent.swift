/// What the mouse did, and where: a button pressed or released, or the wheel turned, over a cell
/// of the screen.
///
/// A terminal reports the mouse only to a screen that asks for it (``TerminalOptions/mouse``);
/// the runtime decodes its reports (SGR, mode 1006) into ``Key/mouse(_:)`` keys.
///
/// <!-- snippet: skip (a case of a screen's switch over the key it handles) -->
/// ```swift
/// case .mouse(let event) where event.action == .press(.left):
///   select(row: event.row, column: event.column)
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// A mouse button.
  public enum Button: Hashable, Sendable {
    case left, middle, right
  }

  /// What the mouse did.
  public enum Action: Hashable, Sendable {
    /// A button went down.
    case press(Button)
    /// A button came up.
    case release(Button)
    /// The wheel turned up (away from the user): the content moves down.
    case scrollUp
    /// The wheel turned down.
    case scrollDown
  }

  /// What the mouse did.
  public var action: Action
  /// The column of the cell under the pointer, 0 at the left.
  public var column: Int
  /// The row of the cell under the pointer, 0 at the top.
  public var row: Int

  /// An event at a cell, counted from 0.
  init(_ action: Action, column: Int, row: Int) {
    self.action = action
    self.column = column
    self.row = row
  }
}

extension MouseEvent: CustomStringConvertible {
  /// `press left at 3,7`, `scroll down at 0,2`: the action, then the column and the row.
  public var description: String {
    let action: String =
      switch action {
      case .press(let button): "press \(button)"
      case .release(let button): "release \(button)"
      case .scrollUp: "scroll up"
      case .scrollDown: "scroll down"
      }
    return "\(action) at \(column),\(row)"
  }
}
