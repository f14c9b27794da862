extension Look {
  /// The look an app wrote as a type conforming to ``AppLook``: each part it sets, by its
  /// property or in ``AppLook/partColors``, and the parts' defaults for the rest.
  ///
  /// ```swift
  /// struct BrandLook: AppLook {}
  /// extension BrandLook { var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) } }
  /// var frame = Frame(width: 40, height: 1)
  /// frame.look = Look(BrandLook())
  /// ```
  ///
  /// Reads every property once; nothing here runs while a row is drawn. A part the app declared
  /// is in the look's table when the look names it or was used before the look was made; one
  /// declared later resolves to its default.
  public init(_ look: some AppLook) {
    // Read first: reading the entries declares the app's parts they name.
    let entries = look.partColors
    var colors = [Color?](repeating: nil, count: Int(Look.partCount))
    // The default defers to the part itself: the app left it alone.
    for (part, value) in look.libraryColors where value != .look(part) {
      colors[Int(part.index)] = value
    }
    for (part, value) in entries where value != .look(part) {
      colors[Int(part.index)] = value
    }
    let fonts = FontPart.allCases.map { part in
      let value = look.font(of: part)
      return value == .look(part) ? nil : value
    }
    self.init(colors: colors, fonts: fonts)
  }
}

extension AppLook {
  /// The library's parts, each with the value of the property that sets it.
  var libraryColors: [(Look.ColorPart, Color)] {
    [
      (.text, textColor), (.header, headerTextColor), (.footer, footerTextColor), (.label, labelColor),
      (.placeholder, placeholderColor), (.detail, detailTextColor), (.switchOn, switchColor),
      (.accessory, accessoryColor), (.option, optionColor), (.slider, sliderColor),
      (.stepper, stepperColor), (.button, buttonColor), (.destructive, destructiveColor),
      (.subtitle, subtitleColor), (.date, dateColor), (.progress, progressColor),
      (.loading, loadingColor), (.accent, accentColor), (.selection, selectionColor),
      (.warning, warningColor), (.success, successColor), (.hint, hintColor),
      (.separator, separatorColor), (.border, borderColor), (.inactive, inactiveColor),
      (.title, titleColor),
    ]
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
