extension TableView {
  /// The keys the table takes now, for a hint line, as of the last frame.
  ///
  /// ```swift
  /// table.keyHints   // [.move, .toggle] on a switch row; [.save, .cancel] while a field is edited
  /// ```
  ///
  /// With a row focused: the move hint (``KeyHint/move`` with the keys ``keyMap`` binds) and the keys the row names
  /// (from ``Cell/keys(state:)``), or only the row's while it takes every key (a field being
  /// edited takes the arrows too). With no row that can take focus: ``KeyHint/scroll`` when the
  /// rows do not fit, else nothing.
  var keyHints: [KeyHint] { keyHintsAndCapture.hints }

  /// The key hints and ``isCapturingInput`` from one look at the focused cell, for a status line
  /// drawn every frame: asking for the cell and casting its kept state cost more than the rest.
  var keyHintsAndCapture: (hints: [KeyHint], isCapturingInput: Bool) {
    guard let focused = focus.indexPath, outline.contains(focused),
      let cell = cell(outline.index(of: focused))
    else {
      return (showsIndicator ? moveHints.scroll.map { [$0] } ?? [] : [], false)
    }
    return keyHints(of: cell)
  }

  private func keyHints<C: Cell>(of cell: C) -> (hints: [KeyHint], isCapturingInput: Bool) {
    let state = C.state(from: focus.state)
    let own = cell.keyHints(state: state, keyMap: keyMap)
    let capturing = cell.isCapturingInput(state: state)
    // The move hint names the keys the map binds, and none when it binds none.
    let move = moveHints.move.map { [$0] } ?? []
    return (capturing ? own : move + own, capturing)
  }
}
