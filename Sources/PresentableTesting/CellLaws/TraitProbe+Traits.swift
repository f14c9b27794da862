// Generated from the trait protocols in Sources/Presentable/Traits by
// `Scripts/generate-trait-probe.sh` (PresentableLint --generate-probe): do not edit. CI runs
// `Scripts/generate-trait-probe.sh --check` and fails when this differs from the traits.

import Foundation
import Presentable

extension TraitProbe: AccessoryPresentable, ButtonPresentable, DatePickerPresentable, DetailTextPresentable,
  FooterTextPresentable, HeaderTextPresentable, ImagePresentable, LoadingPresentable, OptionsPresentable,
  ProgressPresentable, RowStatePresentable, RowStylePresentable, SliderPresentable, StepperPresentable,
  SubtitlePresentable, SwitchControlPresentable, SwitchPresentable, TextAreaPresentable, TextFieldPresentable,
  TextPresentable, TextStylePresentable
{
  /// Records the read, then answers from ``values``.
  public var accessory: Accessory { read("accessory", values.accessory) }
  /// Records the read, then answers from ``values``.
  public var accessoryColor: Color { read("accessoryColor", values.accessoryColor) }
  /// Records the call.
  public func onSelect() { call("onSelect()") }
  /// Records the read, then answers from ``values``.
  public var buttonRole: ButtonRole { read("buttonRole", values.buttonRole) }
  /// Records the read, then answers from ``values``.
  public var buttonColor: Color { read("buttonColor", values.buttonColor) }
  /// Records the read, then answers from ``values``.
  public var destructiveColor: Color { read("destructiveColor", values.destructiveColor) }
  /// Records the read, then answers `values.extra["isBusy"]`, else a sample.
  public var isBusy: Bool { probed("isBusy", false) }
  /// Records the read, then answers `values.extra["busyProgress"]`, else a sample.
  public var busyProgress: Double? { probed("busyProgress", 0.5) }
  /// Records the call.
  public func onButtonPress() { call("onButtonPress()") }
  /// Records the read, then answers from ``values``.
  public var date: Date { read("date", values.date) }
  /// Records the read, then answers from ``values``.
  public var datePickerMode: DatePickerMode { read("datePickerMode", values.datePickerMode) }
  /// Records the read, then answers from ``values``.
  public var minimumDate: Date? { read("minimumDate", values.minimumDate) }
  /// Records the read, then answers from ``values``.
  public var maximumDate: Date? { read("maximumDate", values.maximumDate) }
  /// Records the read, then answers from ``values``.
  public var locale: Locale { read("locale", values.locale) }
  /// Records the read, then answers from ``values``.
  public var timeZone: TimeZone { read("timeZone", values.timeZone) }
  /// Records the read, then answers from ``values``.
  public var dateColor: Color { read("dateColor", values.dateColor) }
  /// Records the call.
  public func onDateChange(_ date: Date) { call("onDateChange(\(date.formatted(.iso8601)))") }
  /// Records the read, then answers from ``values``.
  public var detailText: String { read("detailText", values.detailText) }
  /// Records the read, then answers from ``values``.
  public var detailTextColor: Color { read("detailTextColor", values.detailTextColor) }
  /// Records the read, then answers from ``values``.
  public var detailFont: Font { read("detailFont", values.detailFont) }
  /// Records the read, then answers from ``values``.
  public var footerTextColor: Color { read("footerTextColor", values.footerTextColor) }
  /// Records the read, then answers from ``values``.
  public var footerFont: Font { read("footerFont", values.footerFont) }
  /// Records the read, then answers from ``values``.
  public var headerTextColor: Color { read("headerTextColor", values.headerTextColor) }
  /// Records the read, then answers from ``values``.
  public var headerFont: Font { read("headerFont", values.headerFont) }
  /// Records the read, then answers from ``values``.
  public var imageName: String { read("imageName", values.imageName) }
  /// Records the read, then answers from ``values``.
  public var isLoading: Bool { read("isLoading", values.isLoading) }
  /// Records the read, then answers from ``values``.
  public var loadingColor: Color { read("loadingColor", values.loadingColor) }
  /// Records the read, then answers from ``values``.
  public var options: [String] { read("options", values.options) }
  /// Records the read, then answers from ``values``.
  public var selectedIndex: Int { read("selectedIndex", values.selectedIndex) }
  /// Records the read, then answers from ``values``.
  public var optionColor: Color { read("optionColor", values.optionColor) }
  /// Records the call.
  public func onSelectOption(_ index: Int) { call("onSelectOption(\(index))") }
  /// Records the read, then answers from ``values``.
  public var progress: Double? { read("progress", values.progress) }
  /// Records the read, then answers from ``values``.
  public var progressColor: Color { read("progressColor", values.progressColor) }
  /// Records the read, then answers from ``values``.
  public var progressText: String { read("progressText", values.progressText) }
  /// Records the read, then answers from ``values``.
  public var isEnabled: Bool { read("isEnabled", values.isEnabled) }
  /// Records the read, then answers from ``values``.
  public var isHidden: Bool { read("isHidden", values.isHidden) }
  /// Records the read, then answers from ``values``.
  public var textColor: Color { read("textColor", values.textColor) }
  /// Records the read, then answers from ``values``.
  public var font: Font { read("font", values.font) }
  /// Records the read, then answers from ``values``.
  public var labelColor: Color { read("labelColor", values.labelColor) }
  /// Records the read, then answers from ``values``.
  public var labelFont: Font { read("labelFont", values.labelFont) }
  /// Records the read, then answers from ``values``.
  public var placeholderColor: Color { read("placeholderColor", values.placeholderColor) }
  /// Records the read, then answers from ``values``.
  public var switchColor: Color { read("switchColor", values.switchColor) }
  /// Records the read, then answers from ``values``.
  public var sliderColor: Color { read("sliderColor", values.sliderColor) }
  /// Records the read, then answers from ``values``.
  public var stepperColor: Color { read("stepperColor", values.stepperColor) }
  /// Records the read, then answers from ``values``.
  public var subtitleColor: Color { read("subtitleColor", values.subtitleColor) }
  /// Records the read, then answers from ``values``.
  public var subtitleFont: Font { read("subtitleFont", values.subtitleFont) }
  /// Records the read, then answers from ``values``.
  public var sliderValue: Double { read("sliderValue", values.sliderValue) }
  /// Records the read, then answers from ``values``.
  public var sliderRange: ClosedRange<Double> { read("sliderRange", values.sliderRange) }
  /// Records the read, then answers from ``values``.
  public var sliderStep: Double { read("sliderStep", values.sliderStep) }
  /// Records the read, then answers from ``values``.
  public var sliderValueText: String { read("sliderValueText", values.sliderValueText) }
  /// Records the call.
  public func onSliderValueChange(_ value: Double) { call("onSliderValueChange(\(value))") }
  /// Records the read, then answers from ``values``.
  public var stepperValue: Int { read("stepperValue", values.stepperValue) }
  /// Records the read, then answers from ``values``.
  public var stepperRange: ClosedRange<Int> { read("stepperRange", values.stepperRange) }
  /// Records the read, then answers from ``values``.
  public var stepperStep: Int { read("stepperStep", values.stepperStep) }
  /// Records the call.
  public func onStepperValueChange(_ value: Int) { call("onStepperValueChange(\(value))") }
  /// Records the read, then answers from ``values``.
  public var subtitle: String { read("subtitle", values.subtitle) }
  /// Records the call.
  public func onSwitchToggleOn(_ on: Bool) { call("onSwitchToggleOn(\(on))") }
  /// Records the read, then answers from ``values``.
  public var switchOn: Bool { read("switchOn", values.switchOn) }
  /// Records the read, then answers from ``values``.
  public var label: String { read("label", values.label) }
  /// Records the read, then answers from ``values``.
  public var placeholder: String { read("placeholder", values.placeholder) }
  /// Records the read, then answers from ``values``.
  public var text: String { read("text", values.text) }
  /// Records the read, then answers from ``values``.
  public var lineLimit: Int { read("lineLimit", values.lineLimit) }
  /// Records the call.
  public func onTextAreaDidEndEditing(_ text: String) {
    call("onTextAreaDidEndEditing(\(text.debugDescription))")
  }
  /// Records the read, then answers from ``values``.
  public var isSecure: Bool { read("isSecure", values.isSecure) }
  /// Records the read, then answers from ``values``.
  public var validationRules: [ValidationRule] { read("validationRules", values.validationRules) }
  /// Records the call.
  public func onTextFieldDidEndEditing(_ text: String) {
    call("onTextFieldDidEndEditing(\(text.debugDescription))")
  }
}

extension CellLaws {
  /// Each trait's properties, with those of the traits it refines other than every row's.
  static let traitProperties: [String: [String]] = [
    "AccessoryPresentable": ["accessory", "accessoryColor"],
    "ButtonPresentable": ["buttonRole", "buttonColor", "destructiveColor", "isBusy", "busyProgress"],
    "DatePickerPresentable": [
      "date", "datePickerMode", "minimumDate", "maximumDate", "locale", "timeZone", "dateColor",
    ],
    "DetailTextPresentable": ["detailText", "detailTextColor", "detailFont"],
    "FooterTextPresentable": ["footerTextColor", "footerFont", "text"],
    "HeaderTextPresentable": ["headerTextColor", "headerFont", "text"],
    "ImagePresentable": ["imageName"],
    "LoadingPresentable": ["isLoading", "loadingColor"],
    "OptionsPresentable": ["options", "selectedIndex", "optionColor"],
    "ProgressPresentable": ["progress", "progressColor", "progressText"],
    "RowStatePresentable": ["isEnabled", "isHidden"],
    "RowStylePresentable": [
      "textColor", "font", "headerTextColor", "headerFont", "footerTextColor", "footerFont", "labelColor",
      "labelFont", "placeholderColor", "detailTextColor", "detailFont", "switchColor", "accessoryColor",
      "optionColor", "sliderColor", "stepperColor", "buttonColor", "destructiveColor", "subtitleColor",
      "subtitleFont", "dateColor", "progressColor", "loadingColor", "accentColor", "selectionColor",
      "warningColor", "successColor", "hintColor", "separatorColor", "borderColor", "inactiveColor",
      "titleColor", "titleFont",
    ],
    "SliderPresentable": ["sliderValue", "sliderRange", "sliderStep", "sliderColor", "sliderValueText"],
    "StepperPresentable": ["stepperValue", "stepperRange", "stepperStep", "stepperColor"],
    "SubtitlePresentable": ["subtitle", "subtitleColor", "subtitleFont"],
    "SwitchControlPresentable": ["switchColor"],
    "SwitchPresentable": ["switchOn", "switchColor"],
    "TextAreaPresentable": [
      "label", "labelColor", "labelFont", "placeholder", "placeholderColor", "text", "lineLimit",
    ],
    "TextFieldPresentable": [
      "label", "labelColor", "labelFont", "placeholder", "placeholderColor", "text", "isSecure",
      "validationRules",
    ],
    "TextPresentable": ["text"],
    "TextStylePresentable": ["textColor", "font"],
  ]

  /// The properties the probe answers through `probed(_:_:)`, with no field in `Values`.
  static let probedProperties: Set<String> = ["isBusy", "busyProgress"]
}
