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
  /// The message of the section's rule, shown under the section's last row (this one), if the
  /// form shows it and the section breaks it.
  var sectionIssue: String?
  /// Why the row refused the last key (a selection at its limit), shown in place of ``issue``.
  var notice: String?
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

  /// The row's own cell, drawn in one pass; a message under it adds a line.
  func draw(into lines: inout Frame, width: Int, state: State, context: CellContext) {
    guard !viewModel.isHidden else {
      lines.reuse(width: width, height: 0, ambiguous: context.ambiguous, look: context.look)
      return
    }
    let base = base
    var context = context
    if viewModel.isDisabled { context.isFocused = false }
    drawBase(base, into: &lines, width: width, state: state, context: context)
    var count = lines.height
    let own = notice ?? (showsIssue(base, state: state) ? issue : nil)
    if own != nil || sectionIssue != nil {
      // Rare (a row that breaks a rule): the base's lines move into a frame taller by a line a
      // message.
      let extra = (own == nil ? 0 : 1) + (sectionIssue == nil ? 0 : 1)
      var grown = Frame(width: width, height: count + extra, ambiguous: context.ambiguous)
      grown.look = lines.look
      grown.copyRows(0..<count, of: lines, to: 0)
      lines = grown
      if let own {
        draw(issue: own, into: &lines, row: count, width: width, isFocused: context.isFocused)
        count += 1
      }
      if let sectionIssue {
        // The section's, not the row's: it does not take the row's focus.
        draw(issue: sectionIssue, into: &lines, row: count, width: width, isFocused: false)
        count += 1
      }
    }
    if viewModel.isDisabled || (!isReady && isSubmit) {
      lines.dim(rows: 0..<count, columns: 0..<width)
    }
  }

  private func draw(issue: String, into frame: inout Frame, row: Int, width: Int, isFocused: Bool) {
    let style = Style(foreground: .look(.destructive)).font(.caption)
    let background: Color = isFocused ? .look(.selection) : .default
    frame.fill(
      row: row, column: 0, count: width, style: isFocused ? Style(background: .look(.selection)) : .plain)
    var column = frame.put("  ", row: row, column: 0, limit: width)
    column = frame.put("! ", style: style.background(background), row: row, column: column, limit: width)
    frame.put(issue, ellipsizedAt: width, style: style.background(background), row: row, column: column)
  }

  /// The row's own cell's keys, as it answers them, with what the form adds: a hidden or
  /// disabled row takes no keys, except to end an edit; Enter on a row the form acts on (submit,
  /// an action, a confirmation) goes to the form, named as the row's own Enter, or `Enter press`
  /// on the submit button, `Enter open` on a row that opens a page, `Enter select` on a row that
  /// names no key of its own.
  func keys(state: State) -> CellKeys<State> {
    guard !viewModel.isHidden else { return CellKeys(in: .row) }
    let base = base
    var (keys, capturing) = keysOfBase(base, state: state)
    // A row disabled while it is edited keeps the edit until the user ends it.
    guard !viewModel.isDisabled || capturing else { return CellKeys(in: .row) }
    if !capturing, let bulk = viewModel.bulk, let form {
      keys.answer(.toggleAll, hint: KeyHint("a", "all")) { _ in
        form.attempt(bulk.toggleAll)
        return .changed
      }
      keys.answer(.invert, hint: KeyHint("i", "invert")) { _ in
        form.attempt(bulk.invert)
        return .changed
      }
    }
    guard !capturing, isSubmit || viewModel.action != nil || viewModel.confirmation != nil, let form else {
      return keys
    }
    var hint = keys.answers.first { $0.action == .activate }?.hint
    if isSubmit {
      hint = .press
    } else if case .push = viewModel.action {
      hint = .open
    } else if viewModel.action != nil, !keys.answers.contains(where: { $0.hint != nil }) {
      hint = .select
    }
    let row = viewModel
    keys.answer(.activate, hint: hint) { _ in
      form.select(row, cell: base)
      return .handled
    }
    return keys
  }

  /// The row's own cell's transcript, with what the form adds: disabled, not ready, invalid.
  func summary(state: State) -> String {
    guard !viewModel.isHidden else { return "" }
    let base = base
    var text = transcriptOfBase(base, state: state)
    guard !text.isEmpty else { return text }
    if viewModel.isDisabled && !text.hasSuffix(", unavailable") { text += ", unavailable" }
    if isSubmit && !isReady { text += ", unavailable until the form is complete" }
    if let notice {
      text += ", \(Sanitizer.sanitize(notice))"
    } else if let issue, showsIssue(base, state: state) {
      text += ", invalid: \(Sanitizer.sanitize(issue))"
    }
    if let sectionIssue { text += ", section invalid: \(Sanitizer.sanitize(sectionIssue))" }
    return text
  }

  /// The row's own cell's, focus only while the form shows and enables the row: a spinner in a
  /// form turns as it does in a table. Enabled and shown as far as the callers' guards go:
  /// ``keys(state:)`` and ``summary(state:)`` guard for the form and the row's cell.
  func behavior(state: State) -> CellBehavior {
    var behavior = behaviorOfBase(base, state: state)
    behavior.canFocus = behavior.canFocus && !viewModel.isHidden && !viewModel.isDisabled
    if viewModel.isHidden { behavior.animationInterval = nil }
    behavior.isEnabled = true
    behavior.isHidden = false
    // What the form adds (dimming, a message line) is not the layout's focus paint.
    behavior.focusIsOnlyPainted = false
    // Its lines are the row's own and the form's: only drawing them counts them.
    behavior.countsLinesWithoutDrawing = false
    return behavior
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

  private func drawBase<C: Cell>(
    _ cell: C, into lines: inout Frame, width: Int, state: State, context: CellContext
  ) {
    cell.draw(into: &lines, width: width, state: baseState(cell, state), context: context)
  }

  /// The row's own cell's keys, none while its own view model disables or hides it (as
  /// ``Cell/handle(_:state:keyMap:)`` guards), and whether it takes every key: one look at its
  /// behaviour for both.
  private func keysOfBase<C: Cell>(_ cell: C, state: State) -> (keys: CellKeys<State>, capturing: Bool) {
    let inner = baseState(cell, state)
    let behavior = cell.behavior(state: inner)
    guard behavior.isEnabled || behavior.capturesInput, !behavior.isHidden else {
      return (CellKeys(in: .row), behavior.capturesInput)
    }
    let keys: CellKeys<State> = cell.keys(state: inner).lifted(
      get: { C.state(from: $0.base) }, set: { $0.base = C.State.self == Void.self ? nil : $1 })
    return (keys, behavior.capturesInput)
  }

  private func capturesInput<C: Cell>(_ cell: C, state: State) -> Bool {
    cell.behavior(state: baseState(cell, state)).capturesInput
  }

  private func transcriptOfBase<C: Cell>(_ cell: C, state: State) -> String {
    cell.transcript(state: baseState(cell, state))
  }

  private func behaviorOfBase<C: Cell>(_ cell: C, state: State) -> CellBehavior {
    cell.behavior(state: baseState(cell, state))
  }
}

/// The submit button's view model: its look says whether the form can be submitted.
struct SubmitButtonViewModel: TextPresentable, ButtonPresentable {
  var text: String
  var isReady: Bool
}
