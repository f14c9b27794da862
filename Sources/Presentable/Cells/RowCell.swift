/// A base for cells that show one view model as one row: it lays out the row, shows focus and
/// disabled state, and reports transcripts and style provenance. Subclasses describe content.
///
/// A subclass overrides ``content(for:context:width:)`` and, if the row is interactive,
/// ``handle(_:for:)`` and ``transcript(for:)``:
///
/// ```swift
/// final class BatteryCell<T: TextPresentable & BatteryPresentable>: RowCell<T> {
///   override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
///     RowContent(
///       leading: [Self.textPart(viewModel)],
///       trailing: [RowPart("level", text: "\(viewModel.level)%", style: Style(foreground: .secondary))])
///   }
///   override func transcript(for viewModel: T) -> String { "\(viewModel.text), \(viewModel.level) percent" }
/// }
/// ```
///
/// Layout: a two-column gutter (`› ` when focused), then the leading parts one space apart, then
/// the trailing parts at the trailing edge. The last leading part is cut first with `…`; the
/// trailing parts are cut only when they alone are wider than the row. Focus paints the whole row
/// with ``Color/selection``; a disabled row is dimmed.
open class RowCell<ViewModel: RowStatePresentable>: Cell {
  /// The view model the cell shows, once configured.
  public private(set) var viewModel: ViewModel?

  /// Columns before the content: the focus marker and a space.
  public static var gutterWidth: Int { 2 }

  /// An empty cell; ``configure(with:)`` gives it a view model.
  public required init() {}

  /// Shows a view model.
  open func configure(with viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// The row's content for a view model, at a width (which a text field needs to scroll).
  open func content(for viewModel: ViewModel, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [])
  }

  /// Whether rows of this cell do anything with keys. Headers, footers and plain text do not.
  open var isInteractive: Bool { true }

  /// Handles a key for an enabled, shown view model.
  open func handle(_ key: Key, for viewModel: ViewModel) -> KeyResult { .ignored }

  /// What a screen reader says for the view model, before the row's state is added.
  open func transcript(for viewModel: ViewModel) -> String { "" }

  /// Whether the cell takes every key (a text field being edited).
  open var isCapturingInput: Bool { false }

  /// Forgets the view model and any state.
  open func prepareForReuse() {
    viewModel = nil
  }

  // MARK: Cell

  /// Enabled, shown, interactive rows take focus.
  public var canFocus: Bool {
    guard let viewModel else { return false }
    return isInteractive && viewModel.isEnabled && !viewModel.isHidden
  }

  /// Passes the key to ``handle(_:for:)`` when the row is enabled and shown.
  public func handle(_ key: Key) -> KeyResult {
    guard let viewModel, viewModel.isEnabled, !viewModel.isHidden else { return .ignored }
    return handle(key, for: viewModel)
  }

  /// The transcript with the row's state: "Wi-Fi, switch, on, unavailable" when disabled.
  public var transcript: String {
    guard let viewModel, !viewModel.isHidden else { return "" }
    let base = Sanitizer.sanitize(transcript(for: viewModel))
    return viewModel.isEnabled ? base : base + ", unavailable"
  }

  /// The row's lines, each exactly `width` columns; none when hidden.
  public func render(width: Int, context: CellContext) -> [Line] {
    guard let viewModel, !viewModel.isHidden else { return [] }
    let width = max(0, width)
    let content = content(for: viewModel, context: context, width: max(0, width - Self.gutterWidth))
    let state = RowState(viewModel: viewModel, context: context)
    return Self.layout(content, width: width, state: state, context: context)
  }

  /// Where each attribute of each part came from, the theme's resolutions included.
  public func styleProvenance(context: CellContext, theme: Theme) -> [StyleProvenance] {
    guard let viewModel, !viewModel.isHidden else { return [] }
    let content = content(for: viewModel, context: context, width: 80)
    let state = RowState(viewModel: viewModel, context: context)
    var entries: [StyleProvenance] = []
    for part in content.leading + content.trailing + content.below {
      let style = part.line.spans.first?.style ?? .plain
      for origin in part.origins {
        let value = Self.value(of: origin.attribute, in: style)
        entries.append(
          StyleProvenance(
            part: part.name, attribute: origin.attribute, value: value, layer: origin.layer,
            source: origin.source))
        if let resolved = Self.themeResolution(of: origin.attribute, in: style, theme: theme) {
          entries.append(
            StyleProvenance(
              part: part.name, attribute: origin.attribute, value: resolved, layer: .theme,
              source: "\(theme.name): \(value)"))
        }
      }
    }
    if state.isFocused {
      entries.append(
        StyleProvenance(
          part: "row", attribute: "background", value: "selection", layer: .state, source: "focused"))
      let selection = theme[.selection]
      entries.append(
        StyleProvenance(
          part: "row", attribute: "background", value: selection.description, layer: .theme,
          source: "\(theme.name): selection"))
    }
    if state.isDisabled {
      entries.append(
        StyleProvenance(part: "row", attribute: "font", value: "dim", layer: .state, source: "disabled"))
    }
    return entries
  }

  // MARK: Helpers for subclasses

  /// The text part of a text-presenting view model, with its provenance.
  public static func textPart(_ viewModel: some TextPresentable, name: String = "text") -> RowPart {
    TraitDefaults.textPart(name, text: viewModel.text, style: viewModel)
  }

  /// Where a trait property's value came from: its default, or the view model.
  public static func origin<Value: Equatable>(
    _ attribute: String, value: Value, default defaultValue: Value, trait: String, property: String
  ) -> RowPart.Origin {
    TraitDefaults.origin(attribute, value: value, default: defaultValue, trait: trait, property: property)
  }

  // MARK: Layout

  struct RowState {
    var isFocused: Bool
    var isDisabled: Bool

    init(viewModel: ViewModel, context: CellContext) {
      isDisabled = !viewModel.isEnabled
      isFocused = context.isFocused && !isDisabled
    }

    /// A part's style with the row's state on it.
    func apply(_ style: Style) -> Style {
      var style = style
      if isDisabled { style = style.dim() }
      if isFocused && style.background == .default { style.background = .selection }
      return style
    }

    var padding: Style { apply(.plain) }
  }

  private static func value(of attribute: String, in style: Style) -> String {
    switch attribute {
    case "foreground": style.foreground.description
    case "background": style.background.description
    default: style.font.description
    }
  }

  private static func themeResolution(of attribute: String, in style: Style, theme: Theme) -> String? {
    switch attribute {
    case "foreground" where style.foreground.isSemantic: theme[style.foreground].description
    case "background" where style.background.isSemantic: theme[style.background].description
    default: nil
    }
  }

  static func layout(_ content: RowContent, width: Int, state: RowState, context: CellContext) -> [Line] {
    let ambiguous = context.ambiguous
    let gutter: Line =
      state.isFocused
      ? Line([
        Span("›", style: state.apply(Style(foreground: .accent).bold())), Span(" ", style: state.padding),
      ])
      : Line("  ", style: state.padding)
    let gutterLine = gutter.truncated(to: width, ambiguous: ambiguous)
    let available = max(0, width - gutterLine.width(ambiguous: ambiguous))

    func styled(_ line: Line) -> Line { line.restyled(state.apply) }
    func sized(_ part: RowPart) -> Line {
      guard let fixed = part.fixedWidth else { return styled(part.line) }
      return styled(part.line).fitted(to: fixed, padding: state.padding, ambiguous: ambiguous)
    }

    var lines: [Line] = []
    if content.wraps {
      let text = content.leading.map(\.line).reduce(Line(), +)
      let wrapped = styled(text).wrapped(to: available, ambiguous: ambiguous)
      for (i, row) in (wrapped.isEmpty ? [Line()] : wrapped).enumerated() {
        let lead =
          i == 0
          ? gutterLine
          : Line.blank(gutterLine.width(ambiguous: ambiguous), style: state.padding)
        lines.append((lead + row).fitted(to: width, padding: state.padding, ambiguous: ambiguous))
      }
    } else {
      var trailing = Line()
      for (i, part) in content.trailing.enumerated() {
        if i > 0 { trailing.append(" ", style: state.padding) }
        trailing.append(sized(part))
      }
      var trailingWidth = trailing.width(ambiguous: ambiguous)
      if trailingWidth > available {
        trailing = trailing.truncated(to: available, ambiguous: ambiguous)
        trailingWidth = trailing.width(ambiguous: ambiguous)
      }
      var room = available - trailingWidth - (trailingWidth > 0 ? 1 : 0)
      var leading = Line()
      let parts = room > 0 ? content.leading : []
      for (i, part) in parts.enumerated() {
        let separator = leading.isEmpty ? 0 : 1
        let reserved = parts[(i + 1)...].reduce(0) { $0 + $1.minimumWidth + 1 }
        let fits = max(0, room - separator - reserved)
        if fits <= 0 { break }
        let piece = sized(part).truncated(to: fits, ambiguous: ambiguous)
        if piece.isEmpty { continue }
        if separator > 0 { leading.append(" ", style: state.padding) }
        leading.append(piece)
        room -= separator + piece.width(ambiguous: ambiguous)
      }
      let body: Line
      if trailing.isEmpty {
        body = leading.fitted(
          to: available, alignment: content.alignment, padding: state.padding, ambiguous: ambiguous)
      } else {
        let gap = available - leading.width(ambiguous: ambiguous) - trailingWidth
        body = leading + Line.blank(gap, style: state.padding) + trailing
      }
      lines.append((gutterLine + body).fitted(to: width, padding: state.padding, ambiguous: ambiguous))
    }
    for part in content.below {
      let indent = Line.blank(gutterLine.width(ambiguous: ambiguous), style: state.padding)
      lines.append((indent + sized(part)).fitted(to: width, padding: state.padding, ambiguous: ambiguous))
    }
    return lines
  }
}
