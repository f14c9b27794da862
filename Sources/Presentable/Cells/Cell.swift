/// A row of a screen, as a value: made from one view model, it draws its lines into a frame the
/// caller owns and turns keys into the view model's callbacks.
///
/// Most cells adopt ``RowCell``, which lays the row out, shows focus and disabled state and
/// reports transcripts and provenance, so a cell only describes its parts. A cell written from
/// scratch implements ``draw(into:at:state:context:)`` and whatever else it needs; every other
/// requirement has a default.
///
/// ```swift
/// var frame = Frame(width: 30, height: 1)
/// let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
/// cell.draw(into: &frame, row: 0, context: CellContext())
/// // "  Minion Mode!!!       [ ON ●]"
/// ```
///
/// A cell keeps no state of its own. What a row remembers between keys (a text field's draft
/// and cursor) is its ``State``, a value the screen keeps and passes in: `inout` to
/// ``handle(_:state:)``, by value to everything that draws.
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
  /// The state of a row that has seen no key yet.
  static var initialState: State { get }

  /// Whether the row can take keyboard focus. Defaults to `true`.
  var canFocus: Bool { get }
  /// How many lines the cell draws at a width: 1 for most rows, 0 for a hidden one. Defaults
  /// to 1.
  func lineCount(width: Int, state: State, context: CellContext) -> Int
  /// Draws the cell's lines from the top of `rect`, each exactly `rect.width` columns wide,
  /// no more of them than `rect.height`.
  func draw(into frame: inout Frame, at rect: FrameRect, state: State, context: CellContext)
  /// Handles a key pressed while the row has focus. Defaults to ignoring it.
  func handle(_ key: Key, state: inout State) -> KeyResult
  /// Handles a key as `keyMap` binds keys (``KeyMap/Context/row``, an editor's context): what a
  /// table calls, with its ``TableView/keyMap``. Defaults to ``handle(_:state:)``, for a cell
  /// whose keys are its own.
  func handle(_ key: Key, state: inout State, keyMap: KeyMap) -> KeyResult
  /// Whether the cell takes every key, including those a screen uses to move focus (a text field
  /// being edited). Defaults to `false`.
  func isCapturingInput(state: State) -> Bool
  /// The keys the row takes in a state, for the screen's hint line: `[.toggle]` for a switch,
  /// `[.save, .cancel]` for a field being edited. Defaults to none, so a hint line never offers a
  /// key the row ignores: a cell that takes keys says which.
  func keyHints(state: State) -> [KeyHint]
  /// The keys the row takes in a state, as `keyMap` binds them. Defaults to
  /// ``keyHints(state:)``.
  func keyHints(state: State, keyMap: KeyMap) -> [KeyHint]
  /// What a screen reader says for the row: "Minion Mode!!!, switch, on". Defaults to nothing.
  func transcript(state: State) -> String
  /// Which layer set each style attribute of each part of the row. Worked out only when asked
  /// for, never while drawing. Defaults to none.
  func styleProvenance(state: State, context: CellContext, theme: Theme) -> [StyleProvenance]
  /// How often the row changes by itself while it is shown (a spinner's turns); `nil` for a row
  /// that changes only when its view model or state does. Defaults to `nil`.
  ///
  /// A cell that animates draws the frame for ``CellContext/time``. A table draws such a row again
  /// only when that time reaches its next frame, and no other row, so an idle spinner costs the
  /// few bytes of its own cells.
  func animationInterval(state: State) -> Duration?
  /// Draws the whole row into `lines`, which it makes `width` columns wide and as many lines
  /// tall as the row takes, and returns that count: what a table keeps of a row. Defaults to
  /// ``lineCount(width:state:context:)`` then ``draw(into:at:state:context:)``; a cell that works
  /// its layout out once for both (every ``RowCell``) does it in one pass.
  func drawRow(into lines: inout Frame, width: Int, state: State, context: CellContext) -> Int
}

extension Cell {
  /// Cells take focus unless they say otherwise.
  public var canFocus: Bool { true }
  /// One line.
  public func lineCount(width: Int, state: State, context: CellContext) -> Int { 1 }
  /// Cells ignore keys unless they say otherwise.
  public func handle(_ key: Key, state: inout State) -> KeyResult { .ignored }
  /// The cell's own keys, whatever the map.
  public func handle(_ key: Key, state: inout State, keyMap: KeyMap) -> KeyResult {
    handle(key, state: &state)
  }
  /// Cells leave navigation keys to the screen unless they say otherwise.
  public func isCapturingInput(state: State) -> Bool { false }
  /// No keys of its own unless the cell names them.
  public func keyHints(state: State) -> [KeyHint] { [] }
  /// The cell's own hints, whatever the map.
  public func keyHints(state: State, keyMap: KeyMap) -> [KeyHint] { keyHints(state: state) }
  /// No transcript unless the cell gives one.
  public func transcript(state: State) -> String { "" }
  /// No provenance unless the cell gives it.
  public func styleProvenance(state: State, context: CellContext, theme: Theme) -> [StyleProvenance] { [] }
  /// Cells do not animate unless they say so.
  public func animationInterval(state: State) -> Duration? { nil }
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

  /// Counts the lines, then draws them.
  public func drawRow(into lines: inout Frame, width: Int, state: State, context: CellContext) -> Int {
    countThenDraw(into: &lines, width: width, state: state, context: context)
  }

  /// ``drawRow(into:width:state:context:)`` in two steps: for cells without a one-pass layout,
  /// and for cells that take that path only sometimes.
  func countThenDraw(into lines: inout Frame, width: Int, state: State, context: CellContext) -> Int {
    let count = lineCount(width: width, state: state, context: context)
    lines.reuse(width: width, height: count, ambiguous: context.ambiguous, look: context.look)
    draw(
      into: &lines, at: FrameRect(row: 0, column: 0, width: width, height: count), state: state,
      context: context)
    return count
  }

  /// Shows another view model: the talk's `configure(with:)`.
  public mutating func configure(with viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The cell's lines at a width, as values: for tests and for output that is not a frame.
  ///
  /// Drawing into a frame (``draw(into:at:state:context:)``) is what screens do; this builds a
  /// frame for the purpose and reads it back.
  public func render(width: Int, state: State, context: CellContext = CellContext()) -> [Line] {
    let width = max(0, width)
    let count = lineCount(width: width, state: state, context: context)
    guard count > 0 else { return [] }
    var frame = Frame(width: width, height: count, ambiguous: context.ambiguous)
    frame.look = context.look
    draw(
      into: &frame, at: FrameRect(row: 0, column: 0, width: width, height: count), state: state,
      context: context)
    return (0..<count).map { frame.line(row: $0) }
  }
}

extension Cell {
  /// How many lines the cell draws at a width, in its initial state.
  public func lineCount(width: Int, context: CellContext) -> Int {
    lineCount(width: width, state: Self.initialState, context: context)
  }

  /// Draws the cell's lines, in its initial state, on the frame's full width from `row` down.
  public func draw(into frame: inout Frame, row: Int, context: CellContext) {
    draw(
      into: &frame, at: FrameRect(row: row, column: 0, width: frame.width, height: frame.height - row),
      state: Self.initialState, context: context)
  }

  /// The cell's lines at a width, in its initial state, as values.
  public func render(width: Int, context: CellContext = CellContext()) -> [Line] {
    render(width: width, state: Self.initialState, context: context)
  }

  /// What a screen reader says for the row, in its initial state.
  public var transcript: String { transcript(state: Self.initialState) }

  /// Which layer set each style attribute of each part of the row, in its initial state.
  public func styleProvenance(context: CellContext, theme: Theme) -> [StyleProvenance] {
    styleProvenance(state: Self.initialState, context: context, theme: theme)
  }
}

extension Cell where State == Void {
  /// No state.
  public static var initialState: Void { () }

  /// Handles a key pressed while the row has focus.
  public func handle(_ key: Key) -> KeyResult {
    var state: Void = ()
    return handle(key, state: &state)
  }

  /// Whether the cell takes every key.
  public var isCapturingInput: Bool { isCapturingInput(state: ()) }
}
