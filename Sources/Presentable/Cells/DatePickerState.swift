import Foundation

/// What a date picker row remembers between keys: the date being edited, the field the user is
/// on, and the digits typed into it so far. The screen keeps it and passes it to
/// ``DatePickerCell``.
///
/// ```swift
/// let cell = DatePickerCell(viewModel: quietUntil)
/// var state = type(of: cell).initialState      // the cell's initial state: not editing
/// _ = cell.handle(.enter, state: &state)       // editing, on the first field
/// _ = cell.handle(.up, state: &state)          // that field one up
/// cell.transcript(state: state)               // what the row says, the date being edited in it
/// ```
public struct DatePickerState: Sendable {
  /// The date being edited; `nil` when the row is not being edited.
  var draft: Date?
  /// The field being edited, counted among the fields that can be edited, in the order shown.
  var field = 0
  /// Digits typed into the field that do not make a whole value yet.
  var typed = ""

  /// A row that is not being edited.
  init() {}

  /// Whether the row is being edited.
  var isEditing: Bool { draft != nil }
}
