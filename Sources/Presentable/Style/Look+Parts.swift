extension Look {
  /// A colored part of what the library draws, one per color property of
  /// ``RowStylePresentable``; its raw value indexes the look's table.
  ///
  /// Public so that an app's own trait and cell can defer to the installed look, as the
  /// library's do (``Color/look(_:)``).
  public enum ColorPart: UInt8, CaseIterable, Sendable {
    case text, header, footer, label, placeholder, detail, switchOn, accessory, option, slider, stepper
    case button, destructive, subtitle, date, progress, loading
    case accent, selection, warning, success, hint, separator, border, inactive, title

    /// The ``RowStylePresentable`` property that sets it.
    var property: String {
      switch self {
      case .text: "textColor"
      case .header: "headerTextColor"
      case .footer: "footerTextColor"
      case .label: "labelColor"
      case .placeholder: "placeholderColor"
      case .detail: "detailTextColor"
      case .switchOn: "switchColor"
      case .accessory: "accessoryColor"
      case .option: "optionColor"
      case .slider: "sliderColor"
      case .stepper: "stepperColor"
      case .button: "buttonColor"
      case .destructive: "destructiveColor"
      case .subtitle: "subtitleColor"
      case .date: "dateColor"
      case .progress: "progressColor"
      case .loading: "loadingColor"
      case .accent: "accentColor"
      case .selection: "selectionColor"
      case .warning: "warningColor"
      case .success: "successColor"
      case .hint: "hintColor"
      case .separator: "separatorColor"
      case .border: "borderColor"
      case .inactive: "inactiveColor"
      case .title: "titleColor"
      }
    }

    /// The package's value: a theme role, a named color, or another part (every tinted part
    /// follows the accent, so an app that sets only ``RowStylePresentable/accentColor`` tints all
    /// of them).
    var packageDefault: Color {
      switch self {
      case .text, .label: .primary
      case .header, .option, .slider, .stepper, .button, .date, .progress, .loading: .look(.accent)
      case .footer, .accessory, .hint: .tertiary
      case .placeholder: .placeholder
      case .detail, .subtitle, .border, .inactive: .secondary
      case .switchOn: .purple
      case .destructive: .destructive
      case .accent: .accent
      case .selection: .selection
      case .warning: .warning
      case .success: .success
      case .separator: .separator
      case .title: .default
      }
    }
  }

  /// A part of what the library draws that has a font, one per font property of
  /// ``RowStylePresentable``.
  enum FontPart: UInt8, CaseIterable, Sendable {
    case text, header, footer, label, detail, subtitle, title

    /// The ``RowStylePresentable`` property that sets it.
    var property: String {
      switch self {
      case .text: "font"
      case .header: "headerFont"
      case .footer: "footerFont"
      case .label: "labelFont"
      case .detail: "detailFont"
      case .subtitle: "subtitleFont"
      case .title: "titleFont"
      }
    }

    /// The package's font.
    var packageDefault: Font {
      switch self {
      case .text, .label, .detail: .body
      case .header: .headline
      case .footer, .subtitle: .footnote
      case .title: .title
      }
    }
  }
}
