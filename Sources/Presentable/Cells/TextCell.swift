/// A row of text, configured from any ``TextPresentable`` view model.
///
/// ```swift
/// let cell = TextCell<AboutViewModel>()
/// cell.configure(with: AboutViewModel())
/// cell.render(width: 20, context: CellContext())   // ["  About             "]
/// ```
///
/// Plain text rows take no focus. For text the user selects, use ``AccessoryCell``.
open class TextCell<T: TextPresentable>: RowCell<T> {
  /// Text rows do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The text.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)])
  }

  /// The text.
  open override func transcript(for viewModel: T) -> String { viewModel.text }
}

/// A section header, configured from a ``HeaderTextPresentable`` view model: accent headline
/// text unless the view model or the app's own header trait says otherwise.
open class HeaderCell<T: HeaderTextPresentable>: RowCell<T> {
  /// Headers do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The header text.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)])
  }

  /// "Appearance, heading".
  open override func transcript(for viewModel: T) -> String { "\(viewModel.text), heading" }
}

/// A section footer, configured from a ``FooterTextPresentable`` view model; it wraps onto as
/// many lines as the text needs.
open class FooterCell<T: FooterTextPresentable>: RowCell<T> {
  /// Footers do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The footer text, wrapped.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)], wraps: true)
  }

  /// The footer text.
  open override func transcript(for viewModel: T) -> String { viewModel.text }
}

/// A row with text and a value at its trailing edge, configured from a view model that is
/// ``TextPresentable`` and ``DetailTextPresentable``: `  Version          1.0 (42)`.
open class DetailCell<T: TextPresentable & DetailTextPresentable>: RowCell<T> {
  /// Detail rows do nothing with keys.
  open override var isInteractive: Bool { false }

  /// The text and the detail.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    RowContent(leading: [Self.textPart(viewModel)], trailing: [Self.detailPart(viewModel)])
  }

  /// "Version, 1.0 (42)".
  open override func transcript(for viewModel: T) -> String { "\(viewModel.text), \(viewModel.detailText)" }

  /// The detail text with its provenance.
  public static func detailPart(_ viewModel: T) -> RowPart {
    RowPart(
      "detail", text: viewModel.detailText,
      style: Style(foreground: viewModel.detailTextColor, font: viewModel.detailFont),
      origins: [
        origin(
          "foreground", value: viewModel.detailTextColor, default: TraitDefaults.detailTextColor,
          trait: "DetailTextPresentable", property: "detailTextColor"),
        origin(
          "font", value: viewModel.detailFont, default: TraitDefaults.detailFont,
          trait: "DetailTextPresentable",
          property: "detailFont"),
      ])
  }
}
