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
///
/// Its conformances and accessors are generated from the trait protocols
/// (`TraitProbe+Traits.swift`, by `Scripts/generate-trait-probe.sh`), so a trait added to the
/// library is adopted without an edit here. A trait of your own is adopted in your tests, each
/// property answering through ``probed(_:_:)``, which records the read and lets the law check
/// vary the value:
///
/// ```swift
/// extension TraitProbe: BatteryPresentable {
///   public var level: Int { probed("level", 80) }
///   public func onCharge() { called("onCharge()") }
/// }
/// ```
public struct TraitProbe {
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

    /// What the probe answers for properties without a field here, by name: the library's traits
    /// generated without one, and your own traits' (``TraitProbe/probed(_:_:)``). A name absent
    /// answers its sample.
    public var extra: [String: any Sendable] = [:]

    /// The default probe values.
    public init() {}
  }

  /// What cells read and called, shared by copies of a probe.
  final class Recorder {
    var reads: Set<String> = []
    var calls: [String] = []
    /// The sample each property read through ``TraitProbe/probed(_:_:)`` answers when unset.
    var samples: [String: any Sendable] = [:]
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

  func read<Value>(_ name: String, _ value: Value) -> Value {
    recorder.reads.insert(name)
    return value
  }

  func call(_ description: String) { recorder.calls.append(description) }

  /// Records the read of `name` and answers `values.extra[name]`, or `sample` when unset: how the
  /// probe implements a property of a trait of your own. The law check changes each property
  /// read this way (a number by one, text, a color, a font, a `Bool`, the next case of an enum)
  /// and expects the cell's output to change.
  ///
  /// <!-- snippet: skip (the conformance of this type's own example, again) -->
  /// ```swift
  /// extension TraitProbe: BatteryPresentable {
  ///   public var level: Int { probed("level", 80) }
  /// }
  /// ```
  public func probed<Value: Sendable>(_ name: String, _ sample: Value) -> Value {
    recorder.reads.insert(name)
    recorder.samples[name] = sample
    return values.extra[name] as? Value ?? sample
  }

  /// Records a call of a callback of your own trait, as ``calls`` lists it: `onCharge()`.
  public func called(_ description: String) { call(description) }
}
