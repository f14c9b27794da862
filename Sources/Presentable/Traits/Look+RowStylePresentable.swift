extension Look {
  /// The look an app wrote as a type conforming to ``RowStylePresentable``: each property it
  /// sets, and the package's look for the rest.
  ///
  /// ```swift
  /// struct BrandLook: RowStylePresentable {}
  /// extension BrandLook { var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) } }
  /// var frame = Frame(width: 40, height: 1)
  /// frame.look = Look(BrandLook())
  /// ```
  ///
  /// Reads every property once; nothing here runs while a row is drawn.
  public init(_ look: some RowStylePresentable) {
    // The default defers to the part itself: the app left it alone.
    let colors = ColorPart.allCases.map { part in
      let value = look.color(of: part)
      return value == .look(part) ? nil : value
    }
    let fonts = FontPart.allCases.map { part in
      let value = look.font(of: part)
      return value == .look(part) ? nil : value
    }
    self.init(colors: colors, fonts: fonts)
  }
}

extension RowStylePresentable {
  /// The value of the color property for `part`.
  func color(of part: Look.ColorPart) -> Color {
    switch part {
    case .text: textColor
    case .header: headerTextColor
    case .footer: footerTextColor
    case .label: labelColor
    case .placeholder: placeholderColor
    case .detail: detailTextColor
    case .switchOn: switchColor
    case .accessory: accessoryColor
    case .option: optionColor
    case .slider: sliderColor
    case .stepper: stepperColor
    case .button: buttonColor
    case .destructive: destructiveColor
    case .subtitle: subtitleColor
    case .date: dateColor
    case .progress: progressColor
    case .loading: loadingColor
    case .accent: accentColor
    case .selection: selectionColor
    case .warning: warningColor
    case .success: successColor
    case .hint: hintColor
    case .separator: separatorColor
    case .border: borderColor
    case .inactive: inactiveColor
    case .title: titleColor
    }
  }

  /// The value of the font property for `part`.
  func font(of part: Look.FontPart) -> Font {
    switch part {
    case .text: font
    case .header: headerFont
    case .footer: footerFont
    case .label: labelFont
    case .detail: detailFont
    case .subtitle: subtitleFont
    case .title: titleFont
    }
  }
}
