/// A row with text and a value at its trailing edge, configured from a view model that is
/// ``TextPresentable`` and ``DetailTextPresentable``: `  Version          1.0 (42)`.
public struct DetailCell<ViewModel: TextPresentable & DetailTextPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Detail rows do nothing with keys.
  public func behavior(state: Void) -> CellBehavior { rowBehavior(isInteractive: false) }

  /// The text and the detail.
  public func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.detail(viewModel)
  }
}

extension RowContent {
  /// Adds the view model's detail text at the trailing edge, in its detail color and font; it
  /// says the text ("Version, 1.0 (42)" for a detail row).
  @inlinable public mutating func detail(_ viewModel: some DetailTextPresentable) {
    let color = viewModel.detailTextColor
    let font = viewModel.detailFont
    trailing(viewModel.detailText, style: Style(foreground: color, font: font), name: "detail")
    recordTextStyle(color: color, font: font, defaults: TraitDefaults.detail)
    say(viewModel.detailText)
  }

  /// Adds a value at the trailing edge, such as a slider's percentage, in the installed look's
  /// detail color and font: values and details look alike. A value is chrome of its row, not a
  /// property of its view model. It says the text.
  public mutating func value(_ text: String, name: String = "value") {
    let style = Style(foreground: .look(.detail), font: .look(.detail))
    trailing(text, style: style, name: name)
    recordTextStyle(color: style.foreground, font: style.font, defaults: TraitDefaults.detail)
    say(text)
  }
}
