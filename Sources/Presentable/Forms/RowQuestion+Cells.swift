import Foundation

// What each cell of the library asks, read from its view model's traits.

extension SwitchWithTextCell: QuestionCell {
  var question: RowQuestion { .toggle(viewModel) }
}

extension RowQuestion {
  /// A switch row's question, with or without an image: its title, asked on or off.
  fileprivate static func toggle(_ model: some TextPresentable & SwitchPresentable) -> RowQuestion {
    RowQuestion(
      title: model.text, value: model.switchOn ? "on" : "off",
      kind: .toggle(isOn: model.switchOn) { model.onSwitchToggleOn($0) })
  }
}

extension TextFieldCell: QuestionCell {
  var question: RowQuestion {
    let model = viewModel
    // A secret is never said back, only whether there is one.
    let value = model.isSecure ? (model.text.isEmpty ? "" : "set") : model.text
    return RowQuestion(
      title: model.label.isEmpty ? model.placeholder : model.label, value: value,
      kind: .text(model.text, rules: model.validationRules) { model.onTextFieldDidEndEditing($0) },
      isSecret: model.isSecure)
  }
}

extension TextAreaCell: QuestionCell {
  var question: RowQuestion {
    let model = viewModel
    return RowQuestion(
      title: model.label.isEmpty ? model.placeholder : model.label,
      value: model.text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " / "),
      kind: .lines(model.text) { model.onTextAreaDidEndEditing($0) })
  }
}

extension OptionsCell: QuestionCell {
  var question: RowQuestion {
    let model = viewModel
    let options = model.options
    let selected = options.indices.contains(model.selectedIndex) ? model.selectedIndex : 0
    return RowQuestion(
      title: model.text, value: options.isEmpty ? nil : options[selected],
      kind: .choice(options, selected: selected) { model.onSelectOption($0) })
  }
}

extension SliderCell: QuestionCell {
  var question: RowQuestion {
    let model = viewModel
    return RowQuestion(
      title: model.text, value: model.sliderValueText,
      kind: .number(model.sliderValue, range: model.sliderRange, isWhole: false) {
        model.onSliderValueChange($0)
      })
  }
}

extension StepperCell: QuestionCell {
  var question: RowQuestion {
    let model = viewModel
    let range = Double(model.stepperRange.lowerBound)...Double(model.stepperRange.upperBound)
    return RowQuestion(
      title: model.text, value: String(model.stepperValue),
      kind: .number(Double(model.stepperValue), range: range, isWhole: true) {
        model.onStepperValueChange(Int($0))
      })
  }
}

extension DatePickerCell: QuestionCell {
  var question: RowQuestion {
    let model = viewModel
    let format = RowQuestion.dateFormat(model.datePickerMode, timeZone: model.timeZone)
    return RowQuestion(
      title: model.text, value: format.string(from: model.date),
      kind: .date(model.date, format: format) { model.onDateChange($0) })
  }
}

extension ButtonCell: QuestionCell {
  var question: RowQuestion { RowQuestion(title: viewModel.text, value: nil, kind: .press(opens: false)) }
}

extension AccessoryCell: QuestionCell {
  var question: RowQuestion {
    RowQuestion(title: viewModel.text, value: nil, kind: .press(opens: viewModel.accessory == .disclosure))
  }
}

extension ValueCell: QuestionCell {
  var question: RowQuestion {
    RowQuestion(title: viewModel.text, value: viewModel.detailText, kind: .press(opens: true))
  }
}

extension OptionCell: QuestionCell {
  var question: RowQuestion {
    switch viewModel.mark {
    case .single(let isChosen):
      RowQuestion(title: viewModel.text, value: nil, kind: .option(isChosen: isChosen, isMultiple: false))
    case .multiple(let isChosen):
      RowQuestion(title: viewModel.text, value: nil, kind: .option(isChosen: isChosen, isMultiple: true))
    }
  }
}
