/// A row of a screen: it renders lines from a view model and turns keys into the view model's
/// callbacks.
///
/// Most cells subclass ``RowCell``, which does layout, focus and disabled states, transcripts and
/// style provenance, and only describe their content. A cell written from scratch implements
/// ``render(width:context:)`` and whatever else it needs; every other requirement has a default.
///
/// The contract every cell keeps (``CellLaws`` checks it): each line is exactly `width` columns
/// at any width, 0 included; the same input renders the same lines; no control character
/// reaches a line; every property of the traits it reads shows in its output.
public protocol Cell: AnyObject {
  /// The cell's lines, each exactly `width` columns wide. A hidden row has none.
  func render(width: Int, context: CellContext) -> [Line]
  /// Whether the row can take keyboard focus.
  var canFocus: Bool { get }
  /// Whether the cell takes every key, including those a screen uses to move focus (a text
  /// field being edited).
  var isCapturingInput: Bool { get }
  /// Handles a key pressed while the row has focus.
  func handle(_ key: Key) -> KeyResult
  /// What a screen reader says for the row: "Minion Mode!!!, switch, on".
  var transcript: String { get }
  /// Which layer set each style attribute of each part of the row.
  func styleProvenance(context: CellContext, theme: Theme) -> [StyleProvenance]
  /// Called before a screen reuses the cell for another row.
  func prepareForReuse()
}

extension Cell {
  /// Cells take focus unless they say otherwise.
  public var canFocus: Bool { true }
  /// Cells leave navigation keys to the screen unless they say otherwise.
  public var isCapturingInput: Bool { false }
  /// Cells ignore keys unless they say otherwise.
  public func handle(_ key: Key) -> KeyResult { .ignored }
  /// No transcript unless the cell gives one.
  public var transcript: String { "" }
  /// No provenance unless the cell gives it.
  public func styleProvenance(context: CellContext, theme: Theme) -> [StyleProvenance] { [] }
  /// Nothing to reset unless the cell keeps state.
  public func prepareForReuse() {}
}
