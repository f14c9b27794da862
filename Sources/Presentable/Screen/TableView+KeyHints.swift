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
  ///
  /// A row in its initial state (focus just came to it) names the same keys until its cell is
  /// asked for again or the key map changes, so the row's drawing keeps them
  /// (``TableRowCache/Entry/keyHints``): the cell's keys are built once, not every frame. Worked
  /// out as the row is drawn, observed: a model they read that changes draws the row again.
  var keyHintsAndCapture: (hints: [KeyHint], isCapturingInput: Bool) {
    let found = keyHintsCaptureAndTyping
    return (found.hints, found.isCapturingInput)
  }

  /// ``keyHintsAndCapture``, and whether the focused row takes typed characters (a text row,
  /// where typing starts the edit): a screen then names a leave key that is not a letter.
  var keyHintsCaptureAndTyping: (hints: [KeyHint], isCapturingInput: Bool, takesTyping: Bool) {
    guard let focused = focus.indexPath, outline.contains(focused) else {
      let unfocused = unfocusedHints
      return (unfocused.hints, unfocused.isCapturingInput, false)
    }
    let item = outline.index(of: focused)
    guard let cell = cell(item) else {
      let unfocused = unfocusedHints
      return (unfocused.hints, unfocused.isCapturingInput, false)
    }
    guard focus.state == nil else { return keyHints(of: cell) }
    let kept = keptKeys(item, cell)
    return (kept.hints, kept.isCapturingInput, kept.facts.takesTyping)
  }

  /// The focused row's hints and the keys that reach it, for the row in its initial state: kept
  /// in its entry once worked out.
  func keptKeys<C: Cell>(_ item: Int, _ cell: C) -> (
    hints: [KeyHint], isCapturingInput: Bool, facts: KeyFacts
  ) {
    if let kept = cache.read(item, { $0.keyHints }) { return kept }
    let found = observingRow(item) { keptKeys(of: cell) }
    cache.keep(keyHints: found, of: item)
    return found
  }

  /// With no row that can take focus: the scroll hint when the rows do not fit.
  private var unfocusedHints: (hints: [KeyHint], isCapturingInput: Bool) {
    (showsIndicator ? moveHints.scroll.map { [$0] } ?? [] : [], false)
  }

  private func keyHints<C: Cell>(of cell: C) -> (hints: [KeyHint], isCapturingInput: Bool, takesTyping: Bool)
  {
    let state = C.state(from: focus.state)
    let facts = cell.keyFacts(state: state, keyMap: keyMap)
    let line = hintLine(own: facts.hints, capturing: cell.isCapturingInput(state: state))
    return (line.hints, line.isCapturingInput, facts.takesTyping)
  }

  private func keptKeys<C: Cell>(of cell: C) -> (hints: [KeyHint], isCapturingInput: Bool, facts: KeyFacts) {
    let facts = cell.keyFacts(state: C.initialState, keyMap: keyMap)
    let line = hintLine(own: facts.hints, capturing: cell.isCapturingInput(state: C.initialState))
    return (line.hints, line.isCapturingInput, facts)
  }

  private func hintLine(own: [KeyHint], capturing: Bool) -> (hints: [KeyHint], isCapturingInput: Bool) {
    // The move hint names the keys the map binds, and none when it binds none.
    let move = moveHints.move.map { [$0] } ?? []
    return (capturing ? own : move + own, capturing)
  }
}
