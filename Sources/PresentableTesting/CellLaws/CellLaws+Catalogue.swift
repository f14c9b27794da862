import Foundation
import Presentable

/// What the law check knows of the traits beyond their declarations (which
/// `TraitProbe+Traits.swift` is generated from): the keys that call callbacks, the looks content is
/// shown in, and one change per property whose probe value has a meaning (a slider's value inside
/// its range). A property without a change here is changed by its type (``TraitProbe/probed(_:_:)``).
/// Every name here is a requirement of a protocol in `Sources/Presentable/Traits`;
/// `LawCatalogueTests` reads the protocols as the lint does and fails on a name that is not.
extension CellLaws {
  /// A trait as the law check treats it: its properties (from the generated ``traitProperties``)
  /// and what the protocol cannot say: the keys that call its callbacks, and which properties
  /// say a cell uses it.
  struct Group: Sendable {
    var trait: String
    var callbacks: [(keys: [Key], expected: String)] = []
    var isAlwaysRequired = false
    /// The properties whose reading says a cell uses the trait, when some of its properties are
    /// other traits' too (a text area's `label` is a text field's as well); all of them if `nil`.
    /// A shared property read by a cell that uses neither trait counts for the first.
    var triggers: Set<String>?
    /// Look properties checked with the content they show (``contentLooks``) rather than as the
    /// trait's: a slider's value is in the detail look without being a detail row.
    var looks: Set<String> = []

    /// What the trait's protocol declares, itself and through the traits it refines.
    var properties: Set<String> { Set(CellLaws.traitProperties[trait] ?? []).subtracting(looks) }
  }

  struct Variant: Sendable {
    var property: String
    var base: @Sendable (inout TraitProbe.Values) -> Void = { _ in }
    var change: @Sendable (inout TraitProbe.Values) -> Void
    var keys: [Key] = []
  }

  /// The traits with something to say beyond their properties, in the order shared properties
  /// are credited. A cell that reads any property of a trait must show all of them (every trait
  /// is checked so, these and those ``traitProperties`` adds); every cell must show the row state.
  static let hints: [Group] = [
    Group(trait: "RowStatePresentable", isAlwaysRequired: true),
    Group(trait: "TextPresentable"),
    Group(trait: "DetailTextPresentable", looks: ["detailTextColor", "detailFont"]),
    Group(trait: "SwitchPresentable", callbacks: [([.space], "onSwitchToggleOn(false)")]),
    Group(
      trait: "TextFieldPresentable",
      callbacks: [([.enter, .character("x"), .enter], "onTextFieldDidEndEditing(\"Probe textx\")")],
      triggers: ["isSecure", "validationRules"]),
    Group(
      trait: "TextAreaPresentable",
      callbacks: [([.enter, .character("x"), .tab], "onTextAreaDidEndEditing(\"Probe textx\")")],
      triggers: ["lineLimit"]),
    Group(
      trait: "DatePickerPresentable",
      callbacks: [([.enter, .up, .enter], "onDateChange(2025-07-15T15:06:40Z)")]),
    Group(trait: "AccessoryPresentable", callbacks: [([.enter], "onSelect()")]),
    Group(trait: "OptionsPresentable", callbacks: [([.right], "onSelectOption(2)")]),
    Group(trait: "SliderPresentable", callbacks: [([.right], "onSliderValueChange(0.625)")]),
    Group(trait: "StepperPresentable", callbacks: [([.right], "onStepperValueChange(7)")]),
    Group(trait: "ButtonPresentable", callbacks: [([.enter], "onButtonPress()")]),
  ]

  /// Every trait the law check knows: those with ``hints`` first, then the rest of the
  /// generated table. Header, footer and text style looks are checked as looks, not as groups.
  static let groups: [Group] =
    hints
    + traitProperties.keys.sorted().filter { trait in
      !hints.contains { $0.trait == trait } && !lookTraits.contains(trait)
    }.map { Group(trait: $0) }

  /// Traits made of look properties only, which ``contentLooks`` checks with the content they show.
  static let lookTraits: Set<String> = [
    "RowStylePresentable", "TextStylePresentable", "HeaderTextPresentable", "FooterTextPresentable",
    "SwitchControlPresentable",
  ]

  /// A look: a color and a font that show a piece of content together.
  struct Look: Sendable {
    var trait: String
    var properties: [String]
  }

  /// The looks content may be shown in, the usual one first.
  static let contentLooks: [(content: String, looks: [Look])] = [
    (
      "text",
      [
        Look(trait: "TextPresentable", properties: ["textColor", "font"]),
        Look(trait: "HeaderTextPresentable", properties: ["headerTextColor", "headerFont"]),
        Look(trait: "FooterTextPresentable", properties: ["footerTextColor", "footerFont"]),
        Look(trait: "ButtonPresentable", properties: ["buttonColor", "font"]),
      ]
    ),
    ("detailText", [Look(trait: "DetailTextPresentable", properties: ["detailTextColor", "detailFont"])]),
    ("subtitle", [Look(trait: "SubtitlePresentable", properties: ["subtitleColor", "subtitleFont"])]),
  ]

  /// The trait each look property is named for in a violation, when no group names it.
  static let lookOwners: [String: String] = [
    "textColor": "TextPresentable", "font": "TextPresentable",
    "headerTextColor": "HeaderTextPresentable", "headerFont": "HeaderTextPresentable",
    "footerTextColor": "FooterTextPresentable", "footerFont": "FooterTextPresentable",
    "detailTextColor": "DetailTextPresentable", "detailFont": "DetailTextPresentable",
    "subtitleColor": "SubtitlePresentable", "subtitleFont": "SubtitlePresentable",
    "dateColor": "DatePickerPresentable", "progressColor": "ProgressPresentable",
    "loadingColor": "LoadingPresentable",
  ]

  /// One change per property that should change what a cell renders.
  static let variants: [Variant] = [
    Variant(property: "isEnabled", change: { $0.isEnabled = false }),
    Variant(property: "isHidden", change: { $0.isHidden = true }),
    Variant(property: "text", change: { $0.text = "Other text" }),
    Variant(property: "textColor", change: { $0.textColor = .rgb(11, 21, 31) }),
    Variant(property: "font", change: { $0.font = .title }),
    Variant(property: "headerTextColor", change: { $0.headerTextColor = .rgb(16, 26, 36) }),
    Variant(property: "headerFont", change: { $0.headerFont = .title }),
    Variant(property: "footerTextColor", change: { $0.footerTextColor = .rgb(17, 27, 37) }),
    Variant(property: "footerFont", change: { $0.footerFont = .title }),
    Variant(property: "detailText", change: { $0.detailText = "Other detail" }),
    Variant(property: "detailTextColor", change: { $0.detailTextColor = .rgb(41, 51, 61) }),
    Variant(property: "detailFont", change: { $0.detailFont = .title }),
    Variant(property: "switchOn", change: { $0.switchOn = false }),
    Variant(property: "switchColor", change: { $0.switchColor = .rgb(71, 81, 91) }),
    Variant(property: "imageName", change: { $0.imageName = "probe-b" }),
    Variant(property: "label", change: { $0.label = "Other label" }),
    Variant(property: "labelColor", change: { $0.labelColor = .rgb(18, 28, 38) }),
    Variant(property: "labelFont", change: { $0.labelFont = .title }),
    Variant(
      property: "placeholder", base: { $0.text = "" }, change: { $0.placeholder = "Other placeholder" }),
    Variant(
      property: "placeholderColor", base: { $0.text = "" }, change: { $0.placeholderColor = .rgb(19, 29, 39) }
    ),
    Variant(property: "isSecure", change: { $0.isSecure = true }),
    Variant(
      property: "validationRules",
      change: { $0.validationRules = [ValidationRule("Probe rule fails") { _ in false }] },
      keys: [.enter, .enter]),
    Variant(property: "accessory", change: { $0.accessory = .checkmark }),
    Variant(property: "accessoryColor", change: { $0.accessoryColor = .rgb(101, 111, 121) }),
    Variant(property: "options", change: { $0.options = ["first", "other", "third"] }),
    Variant(property: "selectedIndex", change: { $0.selectedIndex = 2 }),
    Variant(property: "optionColor", change: { $0.optionColor = .rgb(131, 141, 151) }),
    Variant(property: "sliderValue", change: { $0.sliderValue = 0.9 }),
    Variant(property: "sliderRange", change: { $0.sliderRange = 0...2 }),
    Variant(property: "sliderColor", change: { $0.sliderColor = .rgb(161, 171, 181) }),
    Variant(property: "sliderValueText", change: { $0.sliderValueText = "other 50%" }),
    Variant(property: "stepperValue", change: { $0.stepperValue = 6 }),
    Variant(property: "stepperRange", change: { $0.stepperRange = 5...10 }),
    Variant(property: "stepperColor", change: { $0.stepperColor = .rgb(191, 201, 211) }),
    Variant(property: "buttonRole", change: { $0.buttonRole = .destructive }),
    Variant(property: "buttonColor", change: { $0.buttonColor = .rgb(221, 231, 241) }),
    Variant(
      property: "destructiveColor", base: { $0.buttonRole = .destructive },
      change: { $0.destructiveColor = .rgb(224, 234, 244) }),
    Variant(property: "subtitle", change: { $0.subtitle = "Other subtitle" }),
    Variant(property: "subtitleColor", change: { $0.subtitleColor = .rgb(222, 232, 242) }),
    Variant(property: "subtitleFont", change: { $0.subtitleFont = .title }),
    Variant(property: "date", change: { $0.date = Date(timeIntervalSince1970: 1_750_086_400) }),
    Variant(property: "datePickerMode", change: { $0.datePickerMode = .time }),
    Variant(property: "minimumDate", change: { $0.minimumDate = Date(timeIntervalSince1970: 1_760_000_000) }),
    Variant(property: "maximumDate", change: { $0.maximumDate = Date(timeIntervalSince1970: 1_740_000_000) }),
    Variant(property: "locale", change: { $0.locale = Locale(identifier: "fr_FR") }),
    Variant(property: "timeZone", change: { $0.timeZone = TimeZone(identifier: "Asia/Tokyo")! }),
    Variant(property: "dateColor", change: { $0.dateColor = .rgb(14, 24, 34) }),
    Variant(
      property: "lineLimit", base: { $0.text = "one\ntwo\nthree\nfour\nfive\nsix" },
      change: { $0.lineLimit = 2 }),
    Variant(property: "progress", change: { $0.progress = 0.9 }),
    Variant(property: "progress", change: { $0.progress = nil }),
    Variant(property: "progressColor", change: { $0.progressColor = .rgb(44, 54, 64) }),
    Variant(property: "progressText", change: { $0.progressText = "other 90%" }),
    Variant(property: "isLoading", change: { $0.isLoading = true }),
    Variant(
      property: "loadingColor", base: { $0.isLoading = true }, change: { $0.loadingColor = .rgb(74, 84, 94) }),
  ]
}
