// Generated from the trait protocols in Sources/Presentable/Traits (their declarations and
// their `- Law check:` notes) by `Scripts/generate-trait-probe.sh` (PresentableLint
// --generate-probe): do not edit. CI runs `Scripts/generate-trait-probe.sh --check` and fails
// when this differs from the traits.

import Foundation
import Presentable

extension TraitProbe: AccessoryPresentable, ButtonPresentable, DatePickerPresentable, DetailTextPresentable,
  FieldStylePresentable, FooterTextPresentable, HeaderTextPresentable, ImagePresentable, LoadingPresentable,
  OptionsPresentable, ProgressPresentable, RowStatePresentable, SliderPresentable, StepperPresentable,
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
  public var labelColor: Color { read("labelColor", values.labelColor) }
  /// Records the read, then answers from ``values``.
  public var labelFont: Font { read("labelFont", values.labelFont) }
  /// Records the read, then answers from ``values``.
  public var placeholderColor: Color { read("placeholderColor", values.placeholderColor) }
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
  public var sliderValue: Double { read("sliderValue", values.sliderValue) }
  /// Records the read, then answers from ``values``.
  public var sliderRange: ClosedRange<Double> { read("sliderRange", values.sliderRange) }
  /// Records the read, then answers from ``values``.
  public var sliderStep: Double { read("sliderStep", values.sliderStep) }
  /// Records the read, then answers from ``values``.
  public var sliderColor: Color { read("sliderColor", values.sliderColor) }
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
  /// Records the read, then answers from ``values``.
  public var stepperColor: Color { read("stepperColor", values.stepperColor) }
  /// Records the call.
  public func onStepperValueChange(_ value: Int) { call("onStepperValueChange(\(value))") }
  /// Records the read, then answers from ``values``.
  public var subtitle: String { read("subtitle", values.subtitle) }
  /// Records the read, then answers from ``values``.
  public var subtitleColor: Color { read("subtitleColor", values.subtitleColor) }
  /// Records the read, then answers from ``values``.
  public var subtitleFont: Font { read("subtitleFont", values.subtitleFont) }
  /// Records the read, then answers from ``values``.
  public var switchColor: Color { read("switchColor", values.switchColor) }
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
  /// Records the read, then answers from ``values``.
  public var textColor: Color { read("textColor", values.textColor) }
  /// Records the read, then answers from ``values``.
  public var font: Font { read("font", values.font) }
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
    "FieldStylePresentable": ["labelColor", "labelFont", "placeholderColor"],
    "FooterTextPresentable": ["footerTextColor", "footerFont", "text"],
    "HeaderTextPresentable": ["headerTextColor", "headerFont", "text"],
    "ImagePresentable": ["imageName"],
    "LoadingPresentable": ["isLoading", "loadingColor"],
    "OptionsPresentable": ["options", "selectedIndex", "optionColor"],
    "ProgressPresentable": ["progress", "progressColor", "progressText"],
    "RowStatePresentable": ["isEnabled", "isHidden"],
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

  /// The look's parts (`AppLook`'s properties): a trait's property of one of
  /// these names is a look property.
  static let lookProperties: Set<String> = [
    "textColor", "font", "headerTextColor", "headerFont", "footerTextColor", "footerFont", "labelColor",
    "labelFont", "placeholderColor", "detailTextColor", "detailFont", "switchColor", "accessoryColor",
    "optionColor", "sliderColor", "stepperColor", "buttonColor", "destructiveColor", "subtitleColor",
    "subtitleFont", "dateColor", "progressColor", "loadingColor", "accentColor", "selectionColor",
    "warningColor", "successColor", "hintColor", "separatorColor", "borderColor", "inactiveColor",
    "titleColor", "titleFont", "partColors",
  ]

  /// Traits whose own properties are all look properties, which ``contentLooks`` checks with
  /// the content they show.
  static let lookTraits: Set<String> = [
    "FieldStylePresentable", "FooterTextPresentable", "HeaderTextPresentable", "SwitchControlPresentable",
    "TextStylePresentable",
  ]

  /// The looks each content may be shown in, the trait that declares the content first: the
  /// traits' `shows` notes.
  static let contentLooks: [(content: String, looks: [Look])] = [
    ("detailText", [Look(trait: "DetailTextPresentable", properties: ["detailTextColor", "detailFont"])]),
    ("subtitle", [Look(trait: "SubtitlePresentable", properties: ["subtitleColor", "subtitleFont"])]),
    (
      "text",
      [
        Look(trait: "TextPresentable", properties: ["textColor", "font"]),
        Look(trait: "ButtonPresentable", properties: ["buttonColor", "font"]),
        Look(trait: "FooterTextPresentable", properties: ["footerTextColor", "footerFont"]),
        Look(trait: "HeaderTextPresentable", properties: ["headerTextColor", "headerFont"]),
      ]
    ),
  ]

  /// The keys that call each trait's callbacks on the probe, and the call they make: the
  /// callbacks' `keys` notes.
  static let callbacks: [String: [(keys: [Key], expected: String)]] = [
    "AccessoryPresentable": [([.enter], "onSelect()")],
    "ButtonPresentable": [([.enter], "onButtonPress()")],
    "DatePickerPresentable": [([.enter, .up, .enter], "onDateChange(2025-07-15T15:06:40Z)")],
    "OptionsPresentable": [([.right], "onSelectOption(2)")],
    "SliderPresentable": [([.right], "onSliderValueChange(0.625)")],
    "StepperPresentable": [([.right], "onStepperValueChange(7)")],
    "SwitchPresentable": [([.space], "onSwitchToggleOn(false)")],
    "TextAreaPresentable": [([.enter, .character("x"), .tab], "onTextAreaDidEndEditing(\"Probe textx\")")],
    "TextFieldPresentable": [
      ([.enter, .character("x"), .enter], "onTextFieldDidEndEditing(\"Probe textx\")")
    ],
  ]

  /// The properties whose reading says a cell uses the trait, when its others are other
  /// traits' too: the traits' `used by` notes.
  static let triggers: [String: Set<String>] = [
    "TextAreaPresentable": ["lineLimit"],
    "TextFieldPresentable": ["isSecure", "validationRules"],
  ]

  /// One change per property of `TraitProbe.Values` that should change what a cell renders:
  /// by its type (``changed(_:)``), an optional also to `nil`, unless its notes say otherwise.
  static let variants: [Variant] = [
    Variant(property: "accessory", change: { $0.accessory = changed($0.accessory) }),
    Variant(property: "accessoryColor", change: { $0.accessoryColor = changed($0.accessoryColor) }),
    Variant(property: "buttonRole", change: { $0.buttonRole = changed($0.buttonRole) }),
    Variant(property: "buttonColor", change: { $0.buttonColor = changed($0.buttonColor) }),
    Variant(
      property: "destructiveColor", base: { $0.buttonRole = .destructive },
      change: { $0.destructiveColor = changed($0.destructiveColor) }),
    Variant(property: "date", change: { $0.date = changed($0.date) }),
    Variant(property: "datePickerMode", change: { $0.datePickerMode = changed($0.datePickerMode) }),
    Variant(property: "minimumDate", change: { $0.minimumDate = Date(timeIntervalSince1970: 1_760_000_000) }),
    Variant(property: "maximumDate", change: { $0.maximumDate = Date(timeIntervalSince1970: 1_740_000_000) }),
    Variant(property: "locale", change: { $0.locale = changed($0.locale) }),
    Variant(property: "timeZone", change: { $0.timeZone = changed($0.timeZone) }),
    Variant(property: "dateColor", change: { $0.dateColor = changed($0.dateColor) }),
    Variant(property: "detailText", change: { $0.detailText = changed($0.detailText) }),
    Variant(property: "detailTextColor", change: { $0.detailTextColor = changed($0.detailTextColor) }),
    Variant(property: "detailFont", change: { $0.detailFont = changed($0.detailFont) }),
    Variant(property: "labelColor", change: { $0.labelColor = changed($0.labelColor) }),
    Variant(property: "labelFont", change: { $0.labelFont = changed($0.labelFont) }),
    Variant(
      property: "placeholderColor", base: { $0.text = "" },
      change: { $0.placeholderColor = changed($0.placeholderColor) }),
    Variant(property: "footerTextColor", change: { $0.footerTextColor = changed($0.footerTextColor) }),
    Variant(property: "footerFont", change: { $0.footerFont = changed($0.footerFont) }),
    Variant(property: "headerTextColor", change: { $0.headerTextColor = changed($0.headerTextColor) }),
    Variant(property: "headerFont", change: { $0.headerFont = changed($0.headerFont) }),
    Variant(property: "imageName", change: { $0.imageName = changed($0.imageName) }),
    Variant(property: "isLoading", change: { $0.isLoading = changed($0.isLoading) }),
    Variant(
      property: "loadingColor", base: { $0.isLoading = true },
      change: { $0.loadingColor = changed($0.loadingColor) }),
    Variant(property: "options", change: { $0.options = changed($0.options) }),
    Variant(property: "selectedIndex", change: { $0.selectedIndex = changed($0.selectedIndex) }),
    Variant(property: "optionColor", change: { $0.optionColor = changed($0.optionColor) }),
    Variant(property: "progress", change: { $0.progress = changed($0.progress) }),
    Variant(property: "progress", change: { $0.progress = nil }),
    Variant(property: "progressColor", change: { $0.progressColor = changed($0.progressColor) }),
    Variant(property: "progressText", change: { $0.progressText = changed($0.progressText) }),
    Variant(property: "isEnabled", change: { $0.isEnabled = changed($0.isEnabled) }),
    Variant(property: "isHidden", change: { $0.isHidden = changed($0.isHidden) }),
    Variant(property: "sliderValue", change: { $0.sliderValue = changed($0.sliderValue) }),
    Variant(property: "sliderRange", change: { $0.sliderRange = changed($0.sliderRange) }),
    Variant(property: "sliderColor", change: { $0.sliderColor = changed($0.sliderColor) }),
    Variant(property: "sliderValueText", change: { $0.sliderValueText = changed($0.sliderValueText) }),
    Variant(property: "stepperValue", change: { $0.stepperValue = changed($0.stepperValue) }),
    Variant(property: "stepperRange", change: { $0.stepperRange = changed($0.stepperRange) }),
    Variant(property: "stepperColor", change: { $0.stepperColor = changed($0.stepperColor) }),
    Variant(property: "subtitle", change: { $0.subtitle = changed($0.subtitle) }),
    Variant(property: "subtitleColor", change: { $0.subtitleColor = changed($0.subtitleColor) }),
    Variant(property: "subtitleFont", change: { $0.subtitleFont = changed($0.subtitleFont) }),
    Variant(property: "switchColor", change: { $0.switchColor = changed($0.switchColor) }),
    Variant(property: "switchOn", change: { $0.switchOn = changed($0.switchOn) }),
    Variant(property: "label", change: { $0.label = changed($0.label) }),
    Variant(
      property: "placeholder", base: { $0.text = "" }, change: { $0.placeholder = changed($0.placeholder) }),
    Variant(property: "text", change: { $0.text = changed($0.text) }),
    Variant(
      property: "lineLimit", base: { $0.text = "one\ntwo\nthree\nfour\nfive\nsix" },
      change: { $0.lineLimit = changed($0.lineLimit) }),
    Variant(property: "isSecure", change: { $0.isSecure = changed($0.isSecure) }),
    Variant(
      property: "validationRules", change: { $0.validationRules = changed($0.validationRules) },
      keys: [.enter, .enter]),
    Variant(property: "textColor", change: { $0.textColor = changed($0.textColor) }),
    Variant(property: "font", change: { $0.font = changed($0.font) }),
  ]
}
