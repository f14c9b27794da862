/// A cell that shows one view model as one row: it describes the row's parts, and the protocol's
/// extension lays them out, shows focus and disabled state, hides hidden rows, and reports
/// style provenance.
///
/// A cell is a struct with its view model and whatever the row shows:
///
/// ```swift
/// struct BatteryCell<ViewModel: TextPresentable & BatteryPresentable>: RowCell {
///   var viewModel: ViewModel
///   func content(_ row: inout RowContent, state: Void) {
///     row.text(viewModel)
///     row.value("\(viewModel.level)%", name: "level")   // in the look's detail color and font
///   }
/// }
/// ```
///
/// What a screen reader says of the row (``Cell/summary(state:)``) is what its parts say,
/// `, ` apart: `row.text(viewModel)` says the text, `row.value(_:name:)` the value ("Battery,
/// 80%"). A cell adds words of its own with ``RowContent/say(_:)``.
///
/// Layout (see ``RowContent``): a two-column gutter (`› ` when focused), then the leading parts,
/// then the trailing parts at the trailing edge. Focus paints the row with ``Color/selection``;
/// a disabled row is dimmed and ignores keys; a hidden row draws no lines.
///
/// A cell that remembers something between keys (a text field's draft) declares its ``Cell/State``
/// and reads it in ``content(_:state:)`` and ``Cell/keys(state:)``; the screen keeps
/// the state and passes it in.
public protocol RowCell: Cell where ViewModel: RowStatePresentable {
  /// Describes the row's parts in a state: the one thing a row cell must write.
  func content(_ row: inout RowContent, state: State)
}

extension RowCell {
  /// Enabled, shown rows take focus.
  @inlinable public func behavior(state: State) -> CellBehavior { rowBehavior() }

  /// What the row's parts say (``RowContent/say(_:)``), `, ` apart: "Minion Mode!!!, switch, on".
  public func summary(state: State) -> String {
    var words: [String] = []
    withInPlaceMutable(&words) { words in
      RowContent.describe(width: 80, context: CellContext(), spoken: words) { content(&$0, state: state) }
    }
    return words.joined(separator: ", ")
  }

  /// A row's behaviour: it takes focus when it is interactive (headers, footers and plain text
  /// are not), enabled and shown; it carries the view model's enabled and hidden state, which
  /// ``Cell/handle(_:state:keyMap:)`` and ``Cell/transcript(state:)`` read. A row cell that
  /// writes its own ``Cell/behavior(state:)`` builds it with this.
  ///
  /// <!-- snippet: in (extension ExampleRow) -->
  /// ```swift
  /// func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }   // a heading
  /// ```
  @inlinable public func rowBehavior(
    isInteractive: Bool = true, capturesInput: Bool = false, animationInterval: Duration? = nil
  ) -> CellBehavior {
    let (isEnabled, isHidden) = (viewModel.isEnabled, viewModel.isHidden)
    var behavior = CellBehavior(
      canFocus: isInteractive && isEnabled && !isHidden, capturesInput: capturesInput,
      animationInterval: animationInterval, isEnabled: isEnabled, isHidden: isHidden)
    behavior.countsLinesWithoutDrawing = true
    return behavior
  }

  /// Describes the row once and lays it out once (`RowPlan`), for its line count and its drawing
  /// both; no lines when hidden.
  @inlinable public func draw(into lines: inout Frame, width: Int, state: State, context: CellContext) {
    guard !viewModel.isHidden else {
      lines.reuse(width: width, height: 0, ambiguous: context.ambiguous, look: context.look)
      return
    }
    let layout = self.layout(context)
    RowContent.describe(width: max(0, width) - RowLayout.gutterWidth, context: context) { row in
      content(&row, state: state)
      // Laid out once: the plan gives the lines their height and the painter their cells.
      layout.drawLines(&row, into: &lines, width: width, context: context)
    }
  }

  /// The lines the row takes at `width` in `state`: its plan's line count, worked out without
  /// drawing (0 for a hidden row). A row that wraps (a footer) or has lines below takes more than
  /// one. What a table asks of rows it does not show.
  ///
  /// ```swift
  /// let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
  /// print(cell.lineCount(width: 30, state: (), context: CellContext()))   // 1
  /// ```
  public func lineCount(width: Int, state: State, context: CellContext) -> Int {
    guard !viewModel.isHidden else { return 0 }
    let layout = self.layout(context)
    var count = 0
    RowContent.describe(width: max(0, width) - RowLayout.gutterWidth, context: context) { row in
      content(&row, state: state)
      count = layout.lineCount(&row)
    }
    return count
  }

  /// Draws the row, in its initial state, on the frame's full width from `row` down, no more of
  /// its lines than fit: laid out straight into the frame, with no lines of its own to copy.
  ///
  /// ```swift
  /// var frame = Frame(width: 30, height: 1)
  /// SwitchWithTextCell(viewModel: MinionModeViewModel()).draw(into: &frame, row: 0, context: CellContext())
  /// ```
  @inlinable public func draw(into frame: inout Frame, row: Int, context: CellContext) {
    guard !viewModel.isHidden else { return }
    let layout = self.layout(context)
    let rect = FrameRect(row: row, column: 0, width: frame.width, height: frame.height - row)
    RowContent.describe(width: rect.width - RowLayout.gutterWidth, context: context) { content in
      self.content(&content, state: Self.initialState)
      layout.draw(&content, into: &frame, at: rect)
    }
  }

  /// Which layer set each style attribute of each part of the row, the theme's resolutions
  /// included, in `state` (the initial one unless given). Worked out only when asked for, never
  /// while drawing.
  public func styleProvenance(
    state: State = Self.initialState, context: CellContext, theme: Theme
  ) -> [StyleProvenance] {
    guard !viewModel.isHidden else { return [] }
    let layout = self.layout(context)
    var recorded = RowContent.Provenance()
    withInPlaceMutable(&recorded) { recorded in
      RowContent.describe(width: 80, context: context, provenance: recorded) { row in
        content(&row, state: state)
      }
    }
    var entries: [StyleProvenance] = []
    for (entry, color) in recorded.entries {
      entries.append(entry)
      if let color, color.isSemantic {
        entries.append(
          StyleProvenance(
            part: entry.part, attribute: entry.attribute, value: theme[color].description, layer: .theme,
            source: "\(theme.provenanceName): \(entry.value)"))
      }
    }
    if layout.isFocused {
      let selection = context.look[.selection]
      entries.append(
        StyleProvenance(
          part: "row", attribute: "background", value: selection.description, layer: .state,
          source: "focused"))
      if selection.isSemantic {
        entries.append(
          StyleProvenance(
            part: "row", attribute: "background", value: theme[selection].description, layer: .theme,
            source: "\(theme.provenanceName): \(selection)"))
      }
    }
    if layout.isDisabled {
      entries.append(
        StyleProvenance(part: "row", attribute: "font", value: "dim", layer: .state, source: "disabled"))
    }
    return entries
  }

  @inlinable func layout(_ context: CellContext) -> RowLayout {
    RowLayout(isFocused: context.isFocused, isDisabled: !viewModel.isEnabled)
  }
}
