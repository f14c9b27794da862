/// A cell that shows one view model as one row: it describes the row's parts, and the protocol's
/// extension lays them out, shows focus and disabled state, hides hidden rows, and reports
/// transcripts and style provenance.
///
/// A cell is a struct with its view model and whatever the row shows:
///
/// ```swift
/// struct BatteryCell<ViewModel: TextPresentable & BatteryPresentable>: RowCell {
///   var viewModel: ViewModel
///   func content(_ row: inout RowContent) {
///     row.text(viewModel)
///     row.value("\(viewModel.level)%", in: viewModel, name: "level")   // in the detail look
///   }
///   var summary: String { "\(viewModel.text), \(viewModel.level) percent" }
/// }
/// ```
///
/// Layout (see ``RowContent``): a two-column gutter (`› ` when focused), then the leading parts,
/// then the trailing parts at the trailing edge. Focus paints the row with ``Color/selection``;
/// a disabled row is dimmed and ignores keys; a hidden row draws no lines.
///
/// A cell that remembers something between keys (a text field's draft) declares its ``Cell/State``
/// and implements the `state:` forms of ``content(_:state:)``, ``respond(to:state:)`` and
/// ``summary(state:)``; the screen keeps the state and passes it in.
public protocol RowCell: Cell where ViewModel: RowStatePresentable {
  /// Describes the row's parts. Defaults to nothing.
  func content(_ row: inout RowContent)
  /// Describes the row's parts in a state. Defaults to ``content(_:)``.
  func content(_ row: inout RowContent, state: State)
  /// Whether rows of this cell do anything with keys, and so take focus. Headers, footers and
  /// plain text do not. Defaults to `true`.
  var isInteractive: Bool { get }
  /// Handles a key for an enabled, shown view model. Defaults to ignoring it.
  func respond(to key: Key) -> KeyResult
  /// Handles a key for an enabled, shown view model, in a state. Defaults to
  /// ``respond(to:)``.
  func respond(to key: Key, state: inout State) -> KeyResult
  /// Handles a key for an enabled, shown view model, in a state, as `keyMap` binds keys: a row
  /// reads ``KeyMap/Context/row``, an editor its own context. Defaults to
  /// ``respond(to:state:)``, for a row whose keys are its own.
  ///
  /// ```swift
  /// func respond(to key: Key, state: inout Void, keyMap: KeyMap) -> KeyResult {
  ///   guard keyMap.action(for: key, in: .row) == .activate else { return .ignored }
  ///   viewModel.onCharge()
  ///   return .changed
  /// }
  /// ```
  func respond(to key: Key, state: inout State, keyMap: KeyMap) -> KeyResult
  /// What a screen reader says for the row, before its state (", unavailable") is added:
  /// "Minion Mode!!!, switch, on". Defaults to nothing.
  var summary: String { get }
  /// What a screen reader says for the row in a state. Defaults to ``summary``.
  func summary(state: State) -> String
}

extension RowCell {
  /// An empty row, for a cell that describes itself only through its state.
  @inlinable public func content(_ row: inout RowContent) {}
  /// The stateless description.
  @inlinable public func content(_ row: inout RowContent, state: State) { content(&row) }
  /// Rows take keys unless they say otherwise.
  public var isInteractive: Bool { true }
  /// Ignored.
  public func respond(to key: Key) -> KeyResult { .ignored }
  /// The stateless response.
  public func respond(to key: Key, state: inout State) -> KeyResult { respond(to: key) }
  /// The row's own keys, whatever the map.
  public func respond(to key: Key, state: inout State, keyMap: KeyMap) -> KeyResult {
    respond(to: key, state: &state)
  }
  /// Silent: a cell that shows something writes what a screen reader says of it.
  public var summary: String { "" }
  /// The stateless summary.
  public func summary(state: State) -> String { summary }

  // MARK: Cell

  /// Enabled, shown, interactive rows take focus.
  @inlinable public var canFocus: Bool { isInteractive && viewModel.isEnabled && !viewModel.isHidden }

  /// None when hidden; otherwise the row and any lines under it.
  @inlinable public func lineCount(width: Int, state: State, context: CellContext) -> Int {
    guard !viewModel.isHidden else { return 0 }
    let layout = self.layout(context)
    var count = 0
    RowContent.describe(width: max(0, width) - RowLayout.gutterWidth, context: context) { row in
      content(&row, state: state)
      count = layout.lineCount(row)
    }
    return count
  }

  /// Lays the parts out and draws them.
  @inlinable public func draw(into frame: inout Frame, at rect: FrameRect, state: State, context: CellContext)
  {
    guard !viewModel.isHidden else { return }
    let layout = self.layout(context)
    RowContent.describe(width: rect.width - RowLayout.gutterWidth, context: context) { row in
      content(&row, state: state)
      layout.draw(row, into: &frame, at: rect)
    }
  }

  /// Describes the row once, for its line count and its drawing both.
  @inlinable public func drawRow(into lines: inout Frame, width: Int, state: State, context: CellContext)
    -> Int
  {
    guard !viewModel.isHidden else {
      lines.reuse(width: width, height: 0, ambiguous: context.ambiguous, look: context.look)
      return 0
    }
    let layout = self.layout(context)
    var count = 0
    RowContent.describe(width: max(0, width) - RowLayout.gutterWidth, context: context) { row in
      content(&row, state: state)
      count = layout.lineCount(row)
      lines.reuse(width: width, height: count, ambiguous: context.ambiguous, look: context.look)
      layout.draw(row, into: &lines, at: FrameRect(row: 0, column: 0, width: width, height: count))
    }
    return count
  }

  /// The key as the standard map binds it.
  public func handle(_ key: Key, state: inout State) -> KeyResult {
    handle(key, state: &state, keyMap: .standard)
  }

  /// Passes the key to ``respond(to:state:keyMap:)`` when the row is enabled and shown, or while
  /// it is being edited: a row disabled during an edit keeps the edit until the user ends it.
  public func handle(_ key: Key, state: inout State, keyMap: KeyMap) -> KeyResult {
    guard viewModel.isEnabled || isCapturingInput(state: state), !viewModel.isHidden else { return .ignored }
    return respond(to: key, state: &state, keyMap: keyMap)
  }

  /// The summary with the row's state: "Wi-Fi, switch, on, unavailable" when disabled; nothing
  /// when hidden.
  public func transcript(state: State) -> String {
    guard !viewModel.isHidden else { return "" }
    let base = Sanitizer.sanitize(summary(state: state))
    return viewModel.isEnabled ? base : base + ", unavailable"
  }

  /// Where each attribute of each part came from, the theme's resolutions included.
  public func styleProvenance(state: State, context: CellContext, theme: Theme) -> [StyleProvenance] {
    guard !viewModel.isHidden else { return [] }
    let layout = self.layout(context)
    var recorded: [(entry: StyleProvenance, color: Color?)] = []
    RowContent.describe(width: 80, context: context, recordsProvenance: true) { row in
      content(&row, state: state)
      recorded = row.provenance ?? []
    }
    var entries: [StyleProvenance] = []
    for (entry, color) in recorded {
      entries.append(entry)
      if let color, color.isSemantic {
        entries.append(
          StyleProvenance(
            part: entry.part, attribute: entry.attribute, value: theme[color].description, layer: .theme,
            source: "\(theme.name): \(entry.value)"))
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
            source: "\(theme.name): \(selection)"))
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
