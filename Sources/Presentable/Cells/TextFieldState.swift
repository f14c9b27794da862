/// What a text field row remembers between keys: the draft while editing, and the rule the last
/// commit broke. The screen keeps it and passes it to ``TextFieldCell``.
///
/// ```swift
/// let cell = TextFieldCell(viewModel: email)
/// var state = type(of: cell).initialState     // the cell's initial state: not editing
/// _ = cell.handle(.enter, state: &state)      // starts editing
/// _ = cell.handle(.character("x"), state: &state)
/// cell.transcript(state: state)              // what the row says, the text being edited in it
/// ```
public struct TextFieldState: Sendable {
  /// The text being edited and its cursor; `nil` when the field is not being edited.
  var draft: TextDraft?
  /// The rule the last commit broke; its message shows under the row until the text passes, and
  /// the row's transcript says it ("invalid: …").
  var failure: ValidationRule?
  /// Undo and redo of the edit.
  var history = EditHistory()

  /// A field that is not being edited.
  init(notEditing: Void) {}

  /// A field that is not being edited. Removed from the public API: a cell's state starts from
  /// its ``Cell/initialState``.
  @available(
    *, unavailable, message: "start from the cell's initialState: `TextFieldCell<ViewModel>.initialState`"
  )
  public init() {}

  /// Whether the field is being edited.
  var isEditing: Bool { draft != nil }
}
