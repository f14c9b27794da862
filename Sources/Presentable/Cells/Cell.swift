/// A row of a screen, as a value: made from one view model, it draws its lines into a frame the
/// caller owns and turns keys into the view model's callbacks.
///
/// Most cells adopt ``RowCell``, which lays the row out, shows focus and disabled state and
/// reports style provenance, so a cell only describes its parts. A cell written from scratch
/// implements ``draw(into:width:state:context:)`` and whatever else it needs; every other
/// requirement has a default.
///
/// ```swift
/// let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
/// cell.render(width: 30)   // ["  Minion Mode!!!       [ ON ●]"]
/// ```
///
/// A cell keeps no state of its own. What a row remembers between keys (a text field's draft
/// and cursor) is its ``State``, a value the screen keeps and passes in: `inout` to the answers
/// of ``keys(state:)``, by value to everything else. A stateless cell is one whose
/// `State` is `Void`.
///
/// Callers use the helpers rather than the requirements: ``handle(_:state:keyMap:)`` delivers a
/// key only to an enabled, shown row, and ``transcript(state:)`` adds the row's state
/// (", unavailable") to its ``summary(state:)``, both as ``behavior(state:)`` says.
///
/// The contract every cell keeps (`assertCellLaws` in PresentableTesting checks it): each line
/// is exactly as wide as asked at any width, 0 included; the same input draws the same lines; no
/// control character reaches a line; every property of the traits it reads shows in its output.
public protocol Cell {
  /// What the cell shows.
  associatedtype ViewModel
  /// What the row remembers between keys; `Void` for cells that remember nothing.
  associatedtype State = Void

  /// A cell showing `viewModel`.
  init(viewModel: ViewModel)
  /// The view model the cell shows.
  var viewModel: ViewModel { get set }
  /// The state of a row that has seen no key yet. Defaults to `()` for a stateless cell.
  static var initialState: State { get }

  /// Draws the whole row: makes `lines` `width` columns wide and as many lines tall as the row
  /// takes (none for a hidden row), with `lines.reuse(width:height:ambiguous:look:)`, and draws
  /// them. A table keeps `lines` for the row and draws into the same storage next time.
  ///
  /// ```swift
  /// func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
  ///   lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
  ///   lines.put(viewModel.text, ellipsizedAt: width, row: 0, column: 0)
  /// }
  /// ```
  func draw(into lines: inout Frame, width: Int, state: State, context: CellContext)
  /// The lines the row takes at `width` in `state`, as many as ``draw(into:width:state:context:)``
  /// would make (0 for a hidden row). A table asks it of rows it needs only the height of: the
  /// rows a jump scrolls past to find the screen's top.
  ///
  /// Defaults to drawing the row into a frame of its own and counting its lines. A ``RowCell``
  /// works the count out from the row's layout without drawing.
  ///
  /// ```swift
  /// let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
  /// print(cell.lineCount(width: 30, state: (), context: CellContext()))   // 1, as cell.render(width: 30)
  /// ```
  func lineCount(width: Int, state: State, context: CellContext) -> Int
  /// The keys the row answers in a state: the actions it takes, each with its hint and what it
  /// does (``CellKeys``). Both the row's key handling (``handle(_:state:keyMap:)``) and the
  /// screen's hint line come from them, as the installed ``KeyMap`` binds keys, so a hint never
  /// names a key the row ignores. Defaults to none: a row that takes keys says which.
  ///
  /// <!-- snippet: in (extension ExampleRow) -->
  /// ```swift
  /// func keys(state: Void) -> CellKeys<Void> {
  ///   CellKeys(in: .row)
  ///     .on(.activate, hint: KeyHint("Enter", "charge")) { _ in
  ///       viewModel.onCharge()
  ///       return .changed
  ///     }
  /// }
  /// ```
  func keys(state: State) -> CellKeys<State>
  /// What a screen reader says for the row, before its state (", unavailable") is added:
  /// "Minion Mode!!!, switch, on". Defaults to nothing; a ``RowCell``'s is what its parts say
  /// (``RowContent/say(_:)``). Read it with ``transcript(state:)``.
  func summary(state: State) -> String
  /// Whether the row takes focus, takes every key, or animates, in a state. Defaults to a row
  /// that takes focus; ``RowCell`` rows take it only while enabled and shown.
  func behavior(state: State) -> CellBehavior
}

extension Cell {
  /// No keys unless the cell names them.
  public func keys(state: State) -> CellKeys<State> { CellKeys(in: .row) }
  /// Silent: a cell that shows something writes what a screen reader says of it.
  public func summary(state: State) -> String { "" }
  /// Takes focus, and nothing more.
  public func behavior(state: State) -> CellBehavior { CellBehavior() }
  /// Draws the row into a frame made for the purpose and counts its lines: right for any cell,
  /// and as costly as drawing it.
  public func lineCount(width: Int, state: State, context: CellContext) -> Int {
    var lines = Frame(width: 0, height: 0, ambiguous: context.ambiguous)
    draw(into: &lines, width: max(0, width), state: state, context: context)
    return lines.height
  }

  /// Shows another view model: the talk's `configure(with:)`, kept for
  /// `SwitchWithTextCell.configure(withDataSource:delegate:)`; an app assigns ``viewModel``.
  mutating func configure(with viewModel: ViewModel) {
    self.viewModel = viewModel
  }
}

// MARK: Helpers callers use

extension Cell {
  /// Handles a key pressed while the row has focus, as `keyMap` binds it and ``keys(state:)``
  /// answers it, when the row is enabled and shown, or while it is being edited (a row disabled
  /// during an edit keeps the edit until the user ends it). What a table calls, with its key map
  /// (``TableScreen/keyMap``).
  ///
  /// ```swift
  /// let cell = TextFieldCell(viewModel: EmailViewModel(profile: profile))
  /// var state = TextFieldCell<EmailViewModel>.initialState
  /// _ = cell.handle(.enter, state: &state)   // starts editing
  /// ```
  public func handle(_ key: Key, state: inout State, keyMap: KeyMap = .standard) -> KeyResult {
    let behavior = behavior(state: state)
    guard behavior.isEnabled || behavior.capturesInput, !behavior.isHidden else { return .ignored }
    return keys(state: state).respond(to: key, state: &state, keyMap: keyMap)
  }

  /// What a screen reader says for the row: the ``summary(state:)`` with the row's state, "Wi-Fi,
  /// switch, on, unavailable" when disabled; nothing when hidden. Without a state, in the initial
  /// one: `cell.transcript()`.
  public func transcript(state: State = Self.initialState) -> String {
    let behavior = behavior(state: state)
    guard !behavior.isHidden else { return "" }
    let text = Sanitizer.sanitize(summary(state: state))
    return behavior.isEnabled ? text : text + ", unavailable"
  }

  /// The hints of the keys the row answers in a state (``keys(state:)``), as `keyMap` binds them,
  /// for the screen's hint line: `Space toggle` for a switch, `Enter save · Esc cancel` for a
  /// field being edited.
  func keyHints(state: State, keyMap: KeyMap = .standard) -> [KeyHint] {
    keys(state: state).hints(keyMap: keyMap)
  }

  /// The hints and which keys reach the row, in a state, from one build of its keys.
  func keyFacts(state: State, keyMap: KeyMap) -> KeyFacts { KeyFacts(keys(state: state), keyMap: keyMap) }

  /// Whether the cell takes every key in a state (a text field being edited).
  func isCapturingInput(state: State) -> Bool { behavior(state: state).capturesInput }

  /// How often the row changes by itself in a state; `nil` for never.
  func animationInterval(state: State) -> Duration? { behavior(state: state).animationInterval }

  /// Whether the row can take keyboard focus, in its initial state.
  var canFocus: Bool { behavior(state: Self.initialState).canFocus }

  /// The cell's lines at a width, as values: for tests and for output that is not a frame.
  ///
  /// Drawing into a frame (``draw(into:width:state:context:)``) is what screens do; this draws
  /// into a frame made for the purpose and reads it back. Without a state, in the initial one:
  /// `cell.render(width: 30)`.
  public func render(width: Int, state: State = Self.initialState, context: CellContext = CellContext())
    -> [Line]
  {
    var lines = Frame(width: 0, height: 0, ambiguous: context.ambiguous)
    draw(into: &lines, width: max(0, width), state: state, context: context)
    return (0..<lines.height).map { lines.line(row: $0) }
  }
}

extension Cell where State == Void {
  /// No state.
  public static var initialState: Void { () }

  /// Handles a key pressed while the row has focus, as the standard map binds keys.
  public func handle(_ key: Key) -> KeyResult {
    var state: Void = ()
    return handle(key, state: &state)
  }

  /// Whether the cell takes every key.
  var isCapturingInput: Bool { isCapturingInput(state: ()) }
}
