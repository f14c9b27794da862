/// What a text area row remembers between keys: the draft while editing, the first line shown,
/// and the column Up and Down aim for. The screen keeps it and passes it to ``TextAreaCell``.
///
/// ```swift
/// let cell = TextAreaCell(viewModel: signature)
/// var state = type(of: cell).initialState           // the cell's initial state: not editing
/// _ = cell.handle(.enter, state: &state)            // starts editing, the cursor at the end
/// _ = cell.handle(.paste("Best,\nBob"), state: &state)
/// cell.transcript(state: state)                     // what the row says, the text being edited in it
/// ```
public struct TextAreaState: Sendable {
  /// The text being edited and its cursor; `nil` when the area is not being edited.
  var draft: TextDraft?
  /// Where the first line shown starts, in characters.
  var top = 0
  /// The column Up and Down keep to across lines shorter than it.
  var goalColumn: Int?
  /// Undo and redo of the edit.
  var history = EditHistory()
  /// What the last drawing learnt that keys need: the columns lines wrap at.
  let lastDrawn = Locked(TextAreaMeasures())

  /// An area that is not being edited.
  init() {}

  /// Whether the area is being edited.
  var isEditing: Bool { draft != nil }
}

/// The width a text area last drew its lines at, for the keys that move between lines, and how
/// many characters recent work measured, for tests that check the cost follows the screen.
struct TextAreaMeasures: Sendable {
  /// Columns lines wrap at; 0 before the first drawing.
  var columns = 0
  /// How wide it drew East Asian Ambiguous characters.
  var ambiguous = AmbiguousWidth.narrow
  /// Characters the last drawing measured.
  var drawExamined = 0
  /// Characters the last key measured.
  var keyExamined = 0
}
