/// The cell a form gives its table for a row: the row's own cell, with what the form adds around
/// it: hidden and disabled conditions, the message of the rule the row breaks, a confirmation or
/// an action on Enter and Space, the submit button's look.
struct FormCell: Cell {
  /// The row's cell's state (a text field's draft), kept by the table while the row has focus.
  struct State {
    var base: Any?
  }

  var viewModel: FormRow
  /// The message shown under the row, if the form shows its issues and the row breaks a rule.
  var issue: String?
  /// Whether the submit button can submit: the form is valid.
  var isReady = true
  /// Who runs the row's action.
  weak var form: Form?

  init(viewModel: FormRow) {
    self.viewModel = viewModel
  }

  static var initialState: State { State(base: nil) }

  /// The row's own cell: a button for the submit row.
  var base: any Cell {
    switch viewModel.content {
    case .cell(let cell): cell
    case .submit(let title): ButtonCell(viewModel: SubmitButtonViewModel(text: title, isReady: isReady))
    }
  }

  var canFocus: Bool { !viewModel.isHidden && !viewModel.isDisabled && base.canFocus }

  func lineCount(width: Int, state: State, context: CellContext) -> Int {
    guard !viewModel.isHidden else { return 0 }
    let base = base
    return baseLines(base, width: width, state: state, context: context)
      + (showsIssue(base, state: state) ? 1 : 0)
  }

  func draw(into frame: inout Frame, at rect: FrameRect, state: State, context: CellContext) {
    guard !viewModel.isHidden, rect.height > 0 else { return }
    let base = base
    let lines = min(rect.height, baseLines(base, width: rect.width, state: state, context: context))
    var context = context
    if viewModel.isDisabled { context.isFocused = false }
    drawBase(
      base, into: &frame, at: FrameRect(row: rect.row, column: rect.column, width: rect.width, height: lines),
      state: state, context: context)
    if let issue, showsIssue(base, state: state), lines < rect.height {
      let row = rect.row + lines
      let style = Style(foreground: .look(.destructive)).font(.caption)
      frame.fill(
        row: row, column: rect.column, count: rect.width,
        style: context.isFocused ? Style(background: .look(.selection)) : .plain)
      let end = rect.column + rect.width
      var column = frame.put("  ", row: row, column: rect.column, limit: end)
      column = frame.put(
        "! ", style: style.background(context.isFocused ? .look(.selection) : .default), row: row,
        column: column,
        limit: end)
      frame.put(
        issue, ellipsizedAt: end, style: style.background(context.isFocused ? .look(.selection) : .default),
        row: row, column: column)
    }
    if viewModel.isDisabled || (!isReady && isSubmit) {
      frame.dim(
        rows: rect.row..<rect.row + min(rect.height, lines + 1),
        columns: rect.column..<rect.column + rect.width)
    }
  }

  /// The row's own cell in one pass when there is no message to add under it; with a message,
  /// counted and drawn as two steps.
  func drawRow(into lines: inout Frame, width: Int, state: State, context: CellContext) -> Int {
    guard !viewModel.isHidden else {
      lines.reuse(width: width, height: 0, ambiguous: context.ambiguous, look: context.look)
      return 0
    }
    let base = base
    let needsSubmitLook = !isReady && isSubmit
    guard !showsIssue(base, state: state) else {
      return countThenDraw(into: &lines, width: width, state: state, context: context)
    }
    var context = context
    if viewModel.isDisabled { context.isFocused = false }
    let count = drawBaseRow(base, into: &lines, width: width, state: state, context: context)
    if viewModel.isDisabled || needsSubmitLook {
      lines.dim(rows: 0..<count, columns: 0..<width)
    }
    return count
  }

  func handle(_ key: Key, state: inout State) -> KeyResult { handle(key, state: &state, keyMap: .standard) }

  func handle(_ key: Key, state: inout State, keyMap: KeyMap) -> KeyResult {
    let base = base
    // A row disabled while it is edited keeps the edit until the user ends it.
    guard !viewModel.isHidden, !viewModel.isDisabled || capturesInput(base, state: state) else {
      return .ignored
    }
    if keyMap.action(for: key, in: .row) == .activate, !capturesInput(base, state: state),
      isSubmit || viewModel.action != nil || viewModel.confirmation != nil, let form
    {
      form.select(viewModel, cell: base)
      return .handled
    }
    return handleBase(base, key, state: &state, keyMap: keyMap)
  }

  func isCapturingInput(state: State) -> Bool { capturesInput(base, state: state) }

  /// The row's own cell's keys, or what selecting the row does when the form decides it.
  func keyHints(state: State) -> [KeyHint] { keyHints(state: state, keyMap: .standard) }

  func keyHints(state: State, keyMap: KeyMap) -> [KeyHint] {
    let base = base
    guard !viewModel.isHidden, !viewModel.isDisabled || capturesInput(base, state: state) else { return [] }
    func selecting(_ hint: KeyHint) -> [KeyHint] {
      hint.bound(to: [.activate], in: .row, of: keyMap).map { [$0] } ?? []
    }
    if !capturesInput(base, state: state) {
      if isSubmit { return selecting(.press) }
      if case .push = viewModel.action { return selecting(.open) }
    }
    let own = keyHintsOfBase(base, state: state, keyMap: keyMap)
    return own.isEmpty && viewModel.action != nil ? selecting(.select) : own
  }

  func transcript(state: State) -> String {
    guard !viewModel.isHidden else { return "" }
    let base = base
    var text = transcriptOfBase(base, state: state)
    guard !text.isEmpty else { return text }
    if viewModel.isDisabled && !text.hasSuffix(", unavailable") { text += ", unavailable" }
    if isSubmit && !isReady { text += ", unavailable until the form is complete" }
    if let issue, showsIssue(base, state: state) { text += ", invalid: \(Sanitizer.sanitize(issue))" }
    return text
  }

  func styleProvenance(state: State, context: CellContext, theme: Theme) -> [StyleProvenance] {
    provenanceOfBase(base, state: state, context: context, theme: theme)
  }

  /// The row's own cell's: a spinner in a form turns as it does in a table.
  func animationInterval(state: State) -> Duration? {
    guard !viewModel.isHidden else { return nil }
    return animationIntervalOfBase(base, state: state)
  }

  // MARK: The row's own cell, opened

  private var isSubmit: Bool {
    if case .submit = viewModel.content { return true }
    return false
  }

  /// A message shows under a row that breaks a rule, unless the row is being edited (a text field
  /// shows its own message then).
  private func showsIssue(_ base: any Cell, state: State) -> Bool {
    issue != nil && !capturesInput(base, state: state)
  }

  private func baseState<C: Cell>(_ cell: C, _ state: State) -> C.State {
    C.state(from: state.base)
  }

  private func baseLines<C: Cell>(_ cell: C, width: Int, state: State, context: CellContext) -> Int {
    cell.lineCount(width: width, state: baseState(cell, state), context: context)
  }

  private func drawBase<C: Cell>(
    _ cell: C, into frame: inout Frame, at rect: FrameRect, state: State, context: CellContext
  ) {
    cell.draw(into: &frame, at: rect, state: baseState(cell, state), context: context)
  }

  private func drawBaseRow<C: Cell>(
    _ cell: C, into lines: inout Frame, width: Int, state: State, context: CellContext
  ) -> Int {
    cell.drawRow(into: &lines, width: width, state: baseState(cell, state), context: context)
  }

  private func handleBase<C: Cell>(_ cell: C, _ key: Key, state: inout State, keyMap: KeyMap) -> KeyResult {
    var inner = baseState(cell, state)
    let result = cell.handle(key, state: &inner, keyMap: keyMap)
    state.base = C.State.self == Void.self ? nil : inner
    return result
  }

  private func capturesInput<C: Cell>(_ cell: C, state: State) -> Bool {
    cell.isCapturingInput(state: baseState(cell, state))
  }

  private func keyHintsOfBase<C: Cell>(_ cell: C, state: State, keyMap: KeyMap) -> [KeyHint] {
    cell.keyHints(state: baseState(cell, state), keyMap: keyMap)
  }

  private func transcriptOfBase<C: Cell>(_ cell: C, state: State) -> String {
    cell.transcript(state: baseState(cell, state))
  }

  private func animationIntervalOfBase<C: Cell>(_ cell: C, state: State) -> Duration? {
    cell.animationInterval(state: baseState(cell, state))
  }

  private func provenanceOfBase<C: Cell>(
    _ cell: C, state: State, context: CellContext, theme: Theme
  ) -> [StyleProvenance] {
    cell.styleProvenance(state: baseState(cell, state), context: context, theme: theme)
  }
}

/// The submit button's view model: its look says whether the form can be submitted.
struct SubmitButtonViewModel: TextPresentable, ButtonPresentable {
  var text: String
  var isReady: Bool
}
