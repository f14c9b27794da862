/// A row the user selects, with an accessory at its trailing edge, configured from a view model
/// that is ``TextPresentable`` and ``AccessoryPresentable``.
///
/// ```
///   Licenses                    ›      (.disclosure)
///   Dark                        ✓      (.checkmark)
///   Inbox                     (3)      (.badge("3"))
/// ```
///
/// Enter and Space call ``AccessoryPresentable/onSelect()``.
open class AccessoryCell<T: TextPresentable & AccessoryPresentable>: RowCell<T> {
  /// The text and the accessory.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    var trailing: [RowPart] = []
    if let glyph = Self.glyph(for: viewModel.accessory) {
      trailing.append(
        RowPart(
          "accessory", text: glyph, style: Style(foreground: viewModel.accessoryColor),
          origins: [
            Self.origin(
              "foreground", value: viewModel.accessoryColor, default: TraitDefaults.accessoryColor,
              trait: "AccessoryPresentable", property: "accessoryColor")
          ]))
    }
    return RowContent(leading: [Self.textPart(viewModel)], trailing: trailing)
  }

  /// Enter and Space select the row.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    guard key == .enter || key == .space else { return .ignored }
    viewModel.onSelect()
    return .changed
  }

  /// "Licenses, button", "Dark, selected", "Inbox, 3".
  open override func transcript(for viewModel: T) -> String {
    switch viewModel.accessory.kind {
    case .none: viewModel.text
    case .disclosure: "\(viewModel.text), button"
    case .checkmark: "\(viewModel.text), selected"
    case .badge(let badge): "\(viewModel.text), \(badge)"
    }
  }

  /// What an accessory draws as.
  static func glyph(for accessory: Accessory) -> String? {
    switch accessory.kind {
    case .none: nil
    case .disclosure: "›"
    case .checkmark: "✓"
    case .badge(let text): "(\(text))"
    }
  }
}

/// A row that picks one of several options, configured from a view model that is
/// ``TextPresentable`` and ``OptionsPresentable``: `  Theme            ‹ dark ›`.
///
/// Left and Right step through the options, wrapping around; Enter and Space move to the next.
open class OptionsCell<T: TextPresentable & OptionsPresentable>: RowCell<T> {
  /// The text and the chosen option between arrows.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let chosen =
      viewModel.options.indices.contains(viewModel.selectedIndex)
      ? viewModel.options[viewModel.selectedIndex] : "–"
    let option = RowPart(
      "option",
      line: Line("‹ ", style: Style(foreground: .tertiary))
        + Line(chosen, style: Style(foreground: viewModel.optionColor))
        + Line(" ›", style: Style(foreground: .tertiary)),
      origins: [
        Self.origin(
          "foreground", value: viewModel.optionColor, default: TraitDefaults.optionColor,
          trait: "OptionsPresentable",
          property: "optionColor")
      ])
    return RowContent(leading: [Self.textPart(viewModel)], trailing: [option])
  }

  /// Left, Right, Enter and Space choose another option.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    let count = viewModel.options.count
    guard count > 0 else { return .ignored }
    let current = viewModel.options.indices.contains(viewModel.selectedIndex) ? viewModel.selectedIndex : 0
    switch key {
    case .left: viewModel.onSelectOption((current + count - 1) % count)
    case .right, .enter, .space: viewModel.onSelectOption((current + 1) % count)
    default: return .ignored
    }
    return .changed
  }

  /// "Theme, picker, dark, 2 of 4".
  open override func transcript(for viewModel: T) -> String {
    guard viewModel.options.indices.contains(viewModel.selectedIndex) else {
      return "\(viewModel.text), picker, none"
    }
    return "\(viewModel.text), picker, \(viewModel.options[viewModel.selectedIndex]), "
      + "\(viewModel.selectedIndex + 1) of \(viewModel.options.count)"
  }
}

/// A row with a slider, configured from a view model that is ``TextPresentable`` and
/// ``SliderPresentable``: `  Volume    ━━━━●───── 40%`. Left and Right move it by a step.
open class SliderCell<T: TextPresentable & SliderPresentable>: RowCell<T> {
  /// Columns of the track.
  public static var trackWidth: Int { 10 }

  /// The text, the track and the value.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let fraction = Self.fraction(viewModel)
    let filled = Int((fraction * Double(Self.trackWidth - 1)).rounded())
    let track =
      Line(String(repeating: "━", count: filled), style: Style(foreground: viewModel.sliderColor))
      + Line("●", style: Style(foreground: viewModel.sliderColor).bold())
      + Line(
        String(repeating: "─", count: Self.trackWidth - 1 - filled), style: Style(foreground: .separator))
    let colorOrigin = Self.origin(
      "foreground", value: viewModel.sliderColor, default: TraitDefaults.sliderColor,
      trait: "SliderPresentable",
      property: "sliderColor")
    return RowContent(
      leading: [Self.textPart(viewModel)],
      trailing: [
        RowPart("slider", line: track, origins: [colorOrigin]),
        RowPart("value", text: viewModel.sliderValueText, style: Style(foreground: .secondary)),
      ])
  }

  /// Left and Right move the value by a step, within the range.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    let range = viewModel.sliderRange
    let step = abs(viewModel.sliderStep)
    let value: Double
    switch key {
    case .left: value = max(range.lowerBound, viewModel.sliderValue - step)
    case .right: value = min(range.upperBound, viewModel.sliderValue + step)
    default: return .ignored
    }
    guard value != viewModel.sliderValue else { return .handled }
    viewModel.onSliderValueChange(value)
    return .changed
  }

  /// "Volume, slider, 40%".
  open override func transcript(for viewModel: T) -> String {
    "\(viewModel.text), slider, \(viewModel.sliderValueText)"
  }

  static func fraction(_ viewModel: T) -> Double {
    let span = viewModel.sliderRange.upperBound - viewModel.sliderRange.lowerBound
    guard span > 0, viewModel.sliderValue.isFinite else { return 0 }
    return min(1, max(0, (viewModel.sliderValue - viewModel.sliderRange.lowerBound) / span))
  }
}

/// A row with a stepper, configured from a view model that is ``TextPresentable`` and
/// ``StepperPresentable``: `  Reminders per day   [-] 3 [+]`. Left or `-` steps down, Right or
/// `+` up; a step button at its limit is drawn quieter.
open class StepperCell<T: TextPresentable & StepperPresentable>: RowCell<T> {
  /// The text and the stepper.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let range = viewModel.stepperRange
    let active = Style(foreground: viewModel.stepperColor).bold()
    let inactive = Style(foreground: .tertiary)
    let stepper =
      Line("[-]", style: viewModel.stepperValue > range.lowerBound ? active : inactive)
      + Line(" \(viewModel.stepperValue) ", style: .plain)
      + Line("[+]", style: viewModel.stepperValue < range.upperBound ? active : inactive)
    return RowContent(
      leading: [Self.textPart(viewModel)],
      trailing: [
        RowPart(
          "stepper", line: stepper,
          origins: [
            Self.origin(
              "foreground", value: viewModel.stepperColor, default: TraitDefaults.stepperColor,
              trait: "StepperPresentable", property: "stepperColor")
          ])
      ])
  }

  /// Left, `-`, Right and `+` step within the range.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    let range = viewModel.stepperRange
    let step = abs(viewModel.stepperStep)
    let (down, overflowDown) = viewModel.stepperValue.subtractingReportingOverflow(step)
    let (up, overflowUp) = viewModel.stepperValue.addingReportingOverflow(step)
    let value: Int
    switch key {
    case .left, .character("-"): value = overflowDown ? range.lowerBound : max(range.lowerBound, down)
    case .right, .character("+"): value = overflowUp ? range.upperBound : min(range.upperBound, up)
    default: return .ignored
    }
    guard value != viewModel.stepperValue else { return .handled }
    viewModel.onStepperValueChange(value)
    return .changed
  }

  /// "Reminders per day, stepper, 3".
  open override func transcript(for viewModel: T) -> String {
    "\(viewModel.text), stepper, \(viewModel.stepperValue)"
  }
}

/// A button row, configured from a view model that is ``TextPresentable`` and
/// ``ButtonPresentable``: `     [ Reset All Settings ]`, centered, in the accent color (the
/// destructive color for a destructive button) unless the view model picks a text color.
/// Enter and Space press it.
open class ButtonCell<T: TextPresentable & ButtonPresentable>: RowCell<T> {
  /// The title between brackets.
  open override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
    let role: Color = viewModel.buttonRole == .destructive ? .destructive : .accent
    var title = Self.textPart(viewModel)
    let defaults = TraitDefaults.textStyle(of: viewModel)
    if viewModel.textColor == defaults.color {
      title.line = title.line.restyled { $0.foreground(role) }
      title.origins[0] = RowPart.Origin(
        attribute: "foreground", layer: .traitDefault, source: "ButtonPresentable.buttonRole")
    }
    let bracket = Style(foreground: role)
    let line = Line("[ ", style: bracket) + title.line + Line(" ]", style: bracket)
    return RowContent(leading: [RowPart("button", line: line, origins: title.origins)], alignment: .center)
  }

  /// Enter and Space press the button.
  open override func handle(_ key: Key, for viewModel: T) -> KeyResult {
    guard key == .enter || key == .space else { return .ignored }
    viewModel.onButtonPress()
    return .changed
  }

  /// "Reset All Settings, button".
  open override func transcript(for viewModel: T) -> String { "\(viewModel.text), button" }
}
