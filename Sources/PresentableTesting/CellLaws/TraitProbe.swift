import Foundation
import Presentable

/// A view model that is every trait at once, for checking cells: each property is a stored value
/// you can set, and the probe records which properties a cell reads and which callbacks it calls.
///
/// ``CellLaws`` configures cells with probes; use one directly to test a cell of your own:
///
/// ```swift
/// var probe = TraitProbe()
/// probe.values.text = "Wi-Fi"
/// probe.values.switchOn = false
/// let cell = SwitchWithTextCell(viewModel: probe)
/// _ = cell.handle(.space)
/// probe.calls   // ["onSwitchToggleOn(true)"]
/// ```
public struct TraitProbe: TextPresentable, HeaderTextPresentable, FooterTextPresentable,
  DetailTextPresentable,
  SwitchPresentable, ImagePresentable, TextFieldPresentable, AccessoryPresentable, OptionsPresentable,
  SliderPresentable, StepperPresentable, ButtonPresentable, SubtitlePresentable, DatePickerPresentable,
  TextAreaPresentable, ProgressPresentable, LoadingPresentable
{
  /// Every property's value.
  public struct Values: Sendable {
    /// What the probe answers for `isEnabled`.
    public var isEnabled = true
    /// What the probe answers for `isHidden`.
    public var isHidden = false
    /// What the probe answers for `text`.
    public var text = "Probe text"
    /// What the probe answers for `textColor`.
    public var textColor = Color.rgb(10, 20, 30)
    /// What the probe answers for `font`.
    public var font = Font.subheadline
    /// What the probe answers for `headerTextColor`.
    public var headerTextColor = Color.rgb(12, 22, 32)
    /// What the probe answers for `headerFont`.
    public var headerFont = Font.headline
    /// What the probe answers for `footerTextColor`.
    public var footerTextColor = Color.rgb(13, 23, 33)
    /// What the probe answers for `footerFont`.
    public var footerFont = Font.footnote
    /// What the probe answers for `detailText`.
    public var detailText = "Probe detail"
    /// What the probe answers for `detailTextColor`.
    public var detailTextColor = Color.rgb(40, 50, 60)
    /// What the probe answers for `detailFont`.
    public var detailFont = Font.caption
    /// What the probe answers for `switchOn`.
    public var switchOn = true
    /// What the probe answers for `switchColor`.
    public var switchColor = Color.rgb(70, 80, 90)
    /// What the probe answers for `imageName`.
    public var imageName = "probe-a"
    /// What the probe answers for `label`.
    public var label = "Probe label"
    /// What the probe answers for `labelColor`.
    public var labelColor = Color.rgb(14, 24, 34)
    /// What the probe answers for `labelFont`.
    public var labelFont = Font.caption
    /// What the probe answers for `placeholder`.
    public var placeholder = "Probe placeholder"
    /// What the probe answers for `placeholderColor`.
    public var placeholderColor = Color.rgb(15, 25, 35)
    /// What the probe answers for `isSecure`.
    public var isSecure = false
    /// What the probe answers for `validationRules`.
    public var validationRules: [ValidationRule] = []
    /// What the probe answers for `accessory`.
    public var accessory = Accessory.disclosure
    /// What the probe answers for `accessoryColor`.
    public var accessoryColor = Color.rgb(100, 110, 120)
    /// What the probe answers for `options`.
    public var options = ["first", "second", "third"]
    /// What the probe answers for `selectedIndex`.
    public var selectedIndex = 1
    /// What the probe answers for `optionColor`.
    public var optionColor = Color.rgb(130, 140, 150)
    /// What the probe answers for `sliderValue`.
    public var sliderValue = 0.5
    /// What the probe answers for `sliderRange`.
    public var sliderRange: ClosedRange<Double> = 0...1
    /// What the probe answers for `sliderStep`.
    public var sliderStep = 0.125
    /// What the probe answers for `sliderColor`.
    public var sliderColor = Color.rgb(160, 170, 180)
    /// What the probe answers for `sliderValueText`.
    public var sliderValueText = "probe 50%"
    /// What the probe answers for `stepperValue`.
    public var stepperValue = 5
    /// What the probe answers for `stepperRange`.
    public var stepperRange = 0...10
    /// What the probe answers for `stepperStep`.
    public var stepperStep = 2
    /// What the probe answers for `stepperColor`.
    public var stepperColor = Color.rgb(190, 200, 210)
    /// What the probe answers for `buttonRole`.
    public var buttonRole = ButtonRole.normal
    /// What the probe answers for `buttonColor`.
    public var buttonColor = Color.rgb(220, 230, 240)
    /// What the probe answers for `destructiveColor`.
    public var destructiveColor = Color.rgb(225, 235, 245)
    /// What the probe answers for `subtitle`.
    public var subtitle = "Probe subtitle"
    /// What the probe answers for `subtitleColor`.
    public var subtitleColor = Color.rgb(223, 233, 243)
    /// What the probe answers for `subtitleFont`.
    public var subtitleFont = Font.caption
    /// What the probe answers for `date`: 2025-06-15 15:06:40 UTC.
    public var date = Date(timeIntervalSince1970: 1_750_000_000)
    /// What the probe answers for `datePickerMode`.
    public var datePickerMode = DatePickerMode.dateAndTime
    /// What the probe answers for `minimumDate`.
    public var minimumDate: Date?
    /// What the probe answers for `maximumDate`.
    public var maximumDate: Date?
    /// What the probe answers for `locale`: English (US), whatever the machine's.
    public var locale = Locale(identifier: "en_US")
    /// What the probe answers for `timeZone`: UTC, whatever the machine's.
    public var timeZone = TimeZone(identifier: "UTC")!
    /// What the probe answers for `dateColor`.
    public var dateColor = Color.rgb(13, 23, 33)
    /// What the probe answers for `lineLimit`.
    public var lineLimit = 4
    /// What the probe answers for `progress`.
    public var progress: Double? = 0.5
    /// What the probe answers for `progressColor`.
    public var progressColor = Color.rgb(43, 53, 63)
    /// What the probe answers for `progressText`.
    public var progressText = "probe 50%"
    /// What the probe answers for `isLoading`.
    public var isLoading = false
    /// What the probe answers for `loadingColor`.
    public var loadingColor = Color.rgb(73, 83, 93)

    /// The default probe values.
    public init() {}
  }

  /// What cells read and called, shared by copies of a probe.
  final class Recorder {
    var reads: Set<String> = []
    var calls: [String] = []
  }

  /// The values the probe answers with.
  public var values: Values
  let recorder = Recorder()

  /// A probe with the default values.
  public init(_ values: Values = Values()) {
    self.values = values
  }

  /// Properties read so far, by name.
  public var reads: Set<String> { recorder.reads }
  /// Callbacks called so far, with their arguments: `onSwitchToggleOn(true)`.
  public var calls: [String] { recorder.calls }

  /// Forgets what was read and called.
  public func resetRecord() {
    recorder.reads = []
    recorder.calls = []
  }

  /// Images the probe's names resolve to: `probe-a` is `A`, `probe-b` is `B`.
  public static let images = ImageCatalog(["probe-a": "A", "probe-b": "B"])

  private func read<Value>(_ name: String, _ value: Value) -> Value {
    recorder.reads.insert(name)
    return value
  }

  private func call(_ description: String) { recorder.calls.append(description) }

  /// Records the read, then answers from ``values``.
  public var isEnabled: Bool { read("isEnabled", values.isEnabled) }
  /// Records the read, then answers from ``values``.
  public var isHidden: Bool { read("isHidden", values.isHidden) }
  /// Records the read, then answers from ``values``.
  public var text: String { read("text", values.text) }
  /// Records the read, then answers from ``values``.
  public var textColor: Color { read("textColor", values.textColor) }
  /// Records the read, then answers from ``values``.
  public var font: Font { read("font", values.font) }
  /// Records the read, then answers from ``values``.
  public var headerTextColor: Color { read("headerTextColor", values.headerTextColor) }
  /// Records the read, then answers from ``values``.
  public var headerFont: Font { read("headerFont", values.headerFont) }
  /// Records the read, then answers from ``values``.
  public var footerTextColor: Color { read("footerTextColor", values.footerTextColor) }
  /// Records the read, then answers from ``values``.
  public var footerFont: Font { read("footerFont", values.footerFont) }
  /// Records the read, then answers from ``values``.
  public var detailText: String { read("detailText", values.detailText) }
  /// Records the read, then answers from ``values``.
  public var detailTextColor: Color { read("detailTextColor", values.detailTextColor) }
  /// Records the read, then answers from ``values``.
  public var detailFont: Font { read("detailFont", values.detailFont) }
  /// Records the read, then answers from ``values``.
  public var switchOn: Bool { read("switchOn", values.switchOn) }
  /// Records the read, then answers from ``values``.
  public var switchColor: Color { read("switchColor", values.switchColor) }
  /// Records the call.
  public func onSwitchToggleOn(_ on: Bool) { call("onSwitchToggleOn(\(on))") }
  /// Records the read, then answers from ``values``.
  public var imageName: String { read("imageName", values.imageName) }
  /// Records the read, then answers from ``values``.
  public var label: String { read("label", values.label) }
  /// Records the read, then answers from ``values``.
  public var labelColor: Color { read("labelColor", values.labelColor) }
  /// Records the read, then answers from ``values``.
  public var labelFont: Font { read("labelFont", values.labelFont) }
  /// Records the read, then answers from ``values``.
  public var placeholderColor: Color { read("placeholderColor", values.placeholderColor) }
  /// Records the read, then answers from ``values``.
  public var placeholder: String { read("placeholder", values.placeholder) }
  /// Records the read, then answers from ``values``.
  public var isSecure: Bool { read("isSecure", values.isSecure) }
  /// Records the read, then answers from ``values``.
  public var validationRules: [ValidationRule] { read("validationRules", values.validationRules) }
  /// Records the call.
  public func onTextFieldDidEndEditing(_ text: String) {
    call("onTextFieldDidEndEditing(\(text.debugDescription))")
  }
  /// Records the read, then answers from ``values``.
  public var accessory: Accessory { read("accessory", values.accessory) }
  /// Records the read, then answers from ``values``.
  public var accessoryColor: Color { read("accessoryColor", values.accessoryColor) }
  /// Records the call.
  public func onSelect() { call("onSelect()") }
  /// Records the read, then answers from ``values``.
  public var options: [String] { read("options", values.options) }
  /// Records the read, then answers from ``values``.
  public var selectedIndex: Int { read("selectedIndex", values.selectedIndex) }
  /// Records the read, then answers from ``values``.
  public var optionColor: Color { read("optionColor", values.optionColor) }
  /// Records the call.
  public func onSelectOption(_ index: Int) { call("onSelectOption(\(index))") }
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
  public var buttonRole: ButtonRole { read("buttonRole", values.buttonRole) }
  /// Records the read, then answers from ``values``.
  public var buttonColor: Color { read("buttonColor", values.buttonColor) }
  /// Records the read, then answers from ``values``.
  public var destructiveColor: Color { read("destructiveColor", values.destructiveColor) }
  /// Records the call.
  public func onButtonPress() { call("onButtonPress()") }
  /// Records the read, then answers from ``values``.
  public var subtitle: String { read("subtitle", values.subtitle) }
  /// Records the read, then answers from ``values``.
  public var subtitleColor: Color { read("subtitleColor", values.subtitleColor) }
  /// Records the read, then answers from ``values``.
  public var subtitleFont: Font { read("subtitleFont", values.subtitleFont) }
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
  /// Records the call, with the date in ISO 8601.
  public func onDateChange(_ date: Date) {
    call("onDateChange(\(date.formatted(.iso8601)))")
  }
  /// Records the read, then answers from ``values``.
  public var lineLimit: Int { read("lineLimit", values.lineLimit) }
  /// Records the call.
  public func onTextAreaDidEndEditing(_ text: String) {
    call("onTextAreaDidEndEditing(\(text.debugDescription))")
  }
  /// Records the read, then answers from ``values``.
  public var progress: Double? { read("progress", values.progress) }
  /// Records the read, then answers from ``values``.
  public var progressColor: Color { read("progressColor", values.progressColor) }
  /// Records the read, then answers from ``values``.
  public var progressText: String { read("progressText", values.progressText) }
  /// Records the read, then answers from ``values``.
  public var isLoading: Bool { read("isLoading", values.isLoading) }
  /// Records the read, then answers from ``values``.
  public var loadingColor: Color { read("loadingColor", values.loadingColor) }
}
