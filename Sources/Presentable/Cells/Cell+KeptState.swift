// The state a table or a form keeps for a cell is stored as `Any`; reading it back is on the
// path of every row drawn, so the cast is kept off the common path here.

extension Cell {
  /// The state kept for the cell (by a table for its focused row, by a form for its row's cell),
  /// or the initial one. Rows without kept state, nearly all of them, skip the dynamic cast,
  /// which costs more than the rest of a row's bookkeeping.
  static func state(from kept: Any?) -> State {
    guard let kept else { return initialState }
    return cast(kept)
  }

  /// The cast on its own, so that the common path above never asks for `State?`'s type
  /// metadata: in code not specialized for the cell (a form's row, opened from `any Cell`),
  /// looking it up costs more than the cast.
  @inline(never)
  private static func cast(_ kept: Any) -> State {
    if let state = kept as? State { return state }
    return initialState
  }
}
