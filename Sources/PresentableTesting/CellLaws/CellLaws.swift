import Foundation
import Presentable

/// Checks the contract every cell keeps, for the library's cells and for yours.
///
/// The laws:
/// 1. **Exact width**: the cell draws exactly the rectangle it is given, every column of each of
///    its lines and nothing outside, at every width from 0 to 120, focused or not, with
///    ambiguous characters narrow or wide, whatever the text (escape sequences, controls, CJK,
///    emoji sequences, 10,000 characters).
/// 2. **Same output twice**: rendering again, or rendering a fresh cell with the same view
///    model, gives the same lines.
/// 3. **No control character** reaches a line or the transcript.
/// 4. **Every trait property reaches the output**: for each trait the cell reads any property
///    of, changing each of that trait's properties changes what the cell renders, and each of
///    its callbacks is called (with the right value) by the keys that should call it; so does
///    every look property it reads. Text is shown in a look: a cell that reads `text` must show
///    a color and a font for it (`textColor` and `font`, or a header's, a footer's, a button's),
///    and one that reads `detailText` the detail color and font. The talk's first sample
///    declared `textColor` and `font` and never applied them; this law fails such a cell. Every
///    cell must show the row's state: disabled, hidden, and focus.
///
/// ```swift
/// let violations = CellLaws.check(BatteryCell<TraitProbe>.self)
/// #expect(violations.isEmpty, "\(violations)")
/// ```
///
/// A cell whose view model is not the probe itself is checked with a closure that makes it from
/// one:
///
/// ```swift
/// CellLaws.check(make: { probe in GaugeCell(viewModel: Gauge(probe)) })
/// ```
public enum CellLaws {
  /// A broken law and what broke it.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The law's name.
    public var law: String
    /// What was seen.
    public var detail: String

    /// `law: detail`.
    public var description: String { "\(law): \(detail)" }
  }

  /// Texts no view model should be able to break a row with.
  public static let hostileTexts: [String] = [
    "",
    "\u{1B}[2J\u{1B}[H\u{1B}]0;owned\u{07}",
    "tab\there\r\nline\u{0}\u{7F}\u{9B}31m\u{202E}reversed\u{2028}",
    "設定画面のミニオンモード한국어",
    "👨‍👩‍👧‍👦🇯🇵👍🏽1️⃣e\u{301}\u{1F1FA}",
    "\u{301}\u{200D}\u{FE0F}\u{1F3FD}\u{0600}",
    String(repeating: "Minion Mode!!! ", count: 667),
    String(repeating: "設a👍🏽", count: 2500),
  ]

  /// Checks a cell type whose view model is the probe.
  public static func check<C: Cell>(_ cellType: C.Type, widths: ClosedRange<Int> = 0...120) -> [Violation]
  where C.ViewModel == TraitProbe {
    check(make: { C(viewModel: $0) }, widths: widths)
  }

  /// Checks any cell, made from a probe by `make`.
  public static func check<C: Cell>(make: (TraitProbe) -> C, widths: ClosedRange<Int> = 0...120)
    -> [Violation]
  {
    var violations: [Violation] = []
    func fail(_ law: String, _ detail: String) {
      if violations.count < 50 { violations.append(Violation(law: law, detail: detail)) }
    }

    // Laws 1–3 over hostile texts.
    for (index, text) in hostileTexts.enumerated() {
      var values = TraitProbe.Values()
      values.text = text
      values.detailText = text
      values.label = text
      values.placeholder = text
      values.imageName = text
      values.options = [text, text]
      values.sliderValueText = text
      values.accessory = .badge(text)
      values.subtitle = text
      values.progressText = text
      let cell = make(TraitProbe(values))
      let state = C.initialState
      for focused in [false, true] {
        for ambiguous in [AmbiguousWidth.narrow, .wide] {
          let context = CellContext(isFocused: focused, ambiguous: ambiguous, images: TraitProbe.images)
          for width in widths where ambiguous == .narrow || width % 7 == 0 {
            if let problem = drawingProblem(cell, width: width, state: state, context: context) {
              fail("exact width", "hostile text #\(index), width \(width), \(describe(context)): \(problem)")
            }
            let lines = cell.render(width: width, state: state, context: context)
            for line in lines where containsControl(line.plainText) {
              fail(
                "no control character",
                "hostile text #\(index), width \(width): \(line.plainText.debugDescription.prefix(80))")
            }
            if width == 40 || width == widths.upperBound {
              if cell.render(width: width, state: state, context: context) != lines {
                fail("same output twice", "hostile text #\(index), width \(width), \(describe(context))")
              }
              let fresh = make(TraitProbe(values))
              if fresh.render(width: width, state: state, context: context) != lines {
                fail(
                  "same output twice",
                  "a fresh cell, hostile text #\(index), width \(width), \(describe(context))")
              }
            }
          }
        }
      }
      if containsControl(cell.transcript(state: state)) {
        fail("no control character", "transcript of hostile text #\(index)")
      }
    }

    // Law 4: which traits the cell uses, then every property and callback of those.
    let baseline = TraitProbe()
    let baselineCell = make(baseline)
    _ = render(baselineCell, state: C.initialState)
    let reads = baseline.reads
    var checks: [(trait: String, property: String)] = []
    func check(_ trait: String, _ properties: some Sequence<String>) {
      for property in properties where !checks.contains(where: { $0.property == property }) {
        checks.append((trait, property))
      }
    }
    var used = groups.filter {
      $0.isAlwaysRequired || !($0.triggers ?? $0.properties).isDisjoint(with: reads)
    }
    // A property two traits share (a label) that no trait in use claims belongs to the first
    // trait that has it.
    for group in groups where group.triggers != nil && !used.contains(where: { $0.trait == group.trait }) {
      let claimed = used.reduce(into: Set<String>()) { $0.formUnion($1.properties) }
      if !group.properties.subtracting(claimed).isDisjoint(with: reads) { used.append(group) }
    }
    for group in used { check(group.trait, variants.map(\.property).filter(group.properties.contains)) }
    for (content, candidates) in contentLooks where reads.contains(content) {
      // The look the cell shows the content in: the first it reads all of, else the first it
      // reads most of (the usual look when it reads none: the talk's sample).
      func readCount(_ look: Look) -> Int { look.properties.filter(reads.contains).count }
      let look =
        candidates.first { readCount($0) == $0.properties.count }
        ?? candidates.reduce(candidates[0]) { readCount($1) > readCount($0) ? $1 : $0 }
      check(look.trait, look.properties)
    }
    for variant in variants where reads.contains(variant.property) {
      check(lookOwners[variant.property] ?? "RowStylePresentable", [variant.property])
    }
    for (trait, property) in checks {
      for variant in variants where variant.property == property {
        var base = TraitProbe.Values()
        variant.base(&base)
        var changed = base
        variant.change(&changed)
        let before = make(TraitProbe(base))
        let after = make(TraitProbe(changed))
        var beforeState = C.initialState
        var afterState = C.initialState
        for key in variant.keys {
          _ = before.handle(key, state: &beforeState)
          _ = after.handle(key, state: &afterState)
        }
        if render(before, state: beforeState) == render(after, state: afterState) {
          fail(
            "every trait property reaches the output",
            "\(trait).\(variant.property) never shows: changing it changes nothing the cell renders")
        }
      }
    }
    for group in used {
      for callback in group.callbacks {
        let probe = TraitProbe()
        let cell = make(probe)
        var state = C.initialState
        for key in callback.keys { _ = cell.handle(key, state: &state) }
        if !probe.calls.contains(callback.expected) {
          fail(
            "every trait property reaches the output",
            "\(group.trait): keys \(callback.keys.map(\.description)) should call \(callback.expected), calls were \(probe.calls)"
          )
        }
      }
    }
    if baselineCell.canFocus {
      let focused = baselineCell.render(
        width: 60, state: C.initialState, context: CellContext(isFocused: true, images: TraitProbe.images))
      let unfocused = baselineCell.render(
        width: 60, state: C.initialState, context: CellContext(isFocused: false, images: TraitProbe.images))
      if focused == unfocused { fail("every trait property reaches the output", "focus never shows") }
    }
    return violations
  }

  // MARK: Details

  /// A glyph no cell draws, to see which columns a cell did not touch.
  private static let untouched: UInt32 = 0xE000

  /// Draws the cell in a frame one column wider on each side and a line taller than its
  /// rectangle, filled with a glyph no cell draws; says what is wrong, if anything.
  private static func drawingProblem<C: Cell>(_ cell: C, width: Int, state: C.State, context: CellContext)
    -> String?
  {
    let lines = cell.lineCount(width: width, state: state, context: context)
    var frame = Frame(width: width + 2, height: lines + 1, ambiguous: context.ambiguous)
    for index in frame.cells.indices { frame.cells[index].glyph = untouched }
    cell.draw(
      into: &frame, at: FrameRect(row: 0, column: 1, width: width, height: lines), state: state,
      context: context)
    for row in 0..<frame.height {
      for column in 0..<frame.width {
        let inside = row < lines && column >= 1 && column <= width
        let drawn = frame.cells[row * frame.width + column].glyph != untouched
        if inside && !drawn { return "column \(column - 1) of line \(row) is not drawn" }
        if !inside && drawn {
          return "it draws outside its \(width)×\(lines) rectangle, at line \(row), column \(column - 1)"
        }
      }
    }
    return nil
  }

  private static func describe(_ context: CellContext) -> String {
    "\(context.isFocused ? "focused" : "unfocused"), ambiguous \(context.ambiguous == .narrow ? "narrow" : "wide")"
  }

  /// What a cell renders, focused and not, at a width that fits everything.
  private static func render<C: Cell>(_ cell: C, state: C.State) -> [[Line]] {
    [false, true].map {
      cell.render(width: 100, state: state, context: CellContext(isFocused: $0, images: TraitProbe.images))
    }
  }

  /// Whether a text holds a control character, as the sanitizer defines one.
  static func containsControl(_ text: String) -> Bool { Sanitizer.containsControl(text) }

  private struct Group: Sendable {
    var trait: String
    var properties: Set<String>
    var callbacks: [(keys: [Key], expected: String)] = []
    var isAlwaysRequired = false
    /// The properties whose reading says a cell uses the trait, when some of its properties are
    /// other traits' too (a text area's `label` is a text field's as well); all of them if `nil`.
    /// A shared property read by a cell that uses neither trait counts for the first.
    var triggers: Set<String>?
  }

  private struct Variant: Sendable {
    var property: String
    var base: @Sendable (inout TraitProbe.Values) -> Void = { _ in }
    var change: @Sendable (inout TraitProbe.Values) -> Void
    var keys: [Key] = []
  }

  /// Traits and their properties. A cell that reads any property of a trait must show all of
  /// them; every cell must show the row state.
  private static let groups: [Group] = [
    Group(trait: "RowStatePresentable", properties: ["isEnabled", "isHidden"], isAlwaysRequired: true),
    Group(trait: "TextPresentable", properties: ["text"]),
    Group(trait: "DetailTextPresentable", properties: ["detailText"]),
    Group(
      trait: "SwitchPresentable", properties: ["switchOn", "switchColor"],
      callbacks: [([.space], "onSwitchToggleOn(false)")]),
    Group(trait: "ImagePresentable", properties: ["imageName"]),
    Group(
      trait: "TextFieldPresentable",
      properties: [
        "label", "labelColor", "labelFont", "placeholder", "placeholderColor", "isSecure", "validationRules",
      ],
      callbacks: [([.enter, .character("x"), .enter], "onTextFieldDidEndEditing(\"Probe textx\")")],
      triggers: ["isSecure", "validationRules"]),
    Group(
      trait: "TextAreaPresentable",
      properties: ["label", "labelColor", "labelFont", "placeholder", "placeholderColor", "lineLimit"],
      callbacks: [([.enter, .character("x"), .tab], "onTextAreaDidEndEditing(\"Probe textx\")")],
      triggers: ["lineLimit"]),
    Group(trait: "SubtitlePresentable", properties: ["subtitle", "subtitleColor", "subtitleFont"]),
    Group(
      trait: "DatePickerPresentable",
      properties: [
        "date", "datePickerMode", "minimumDate", "maximumDate", "locale", "timeZone", "dateColor",
      ],
      callbacks: [([.enter, .up, .enter], "onDateChange(2025-07-15T15:06:40Z)")]),
    Group(trait: "ProgressPresentable", properties: ["progress", "progressColor", "progressText"]),
    Group(trait: "LoadingPresentable", properties: ["isLoading", "loadingColor"]),
    Group(
      trait: "AccessoryPresentable", properties: ["accessory", "accessoryColor"],
      callbacks: [([.enter], "onSelect()")]),
    Group(
      trait: "OptionsPresentable", properties: ["options", "selectedIndex", "optionColor"],
      callbacks: [([.right], "onSelectOption(2)")]),
    Group(
      trait: "SliderPresentable",
      properties: ["sliderValue", "sliderRange", "sliderColor", "sliderValueText"],
      callbacks: [([.right], "onSliderValueChange(0.625)")]),
    Group(
      trait: "StepperPresentable", properties: ["stepperValue", "stepperRange", "stepperColor"],
      callbacks: [([.right], "onStepperValueChange(7)")]),
    Group(
      trait: "ButtonPresentable", properties: ["buttonRole", "buttonColor", "destructiveColor"],
      callbacks: [([.enter], "onButtonPress()")]),
  ]

  /// A look: a color and a font that show a piece of content together.
  private struct Look: Sendable {
    var trait: String
    var properties: [String]
  }

  /// The looks content may be shown in, the usual one first.
  private static let contentLooks: [(content: String, looks: [Look])] = [
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
  private static let lookOwners: [String: String] = [
    "textColor": "TextPresentable", "font": "TextPresentable",
    "headerTextColor": "HeaderTextPresentable", "headerFont": "HeaderTextPresentable",
    "footerTextColor": "FooterTextPresentable", "footerFont": "FooterTextPresentable",
    "detailTextColor": "DetailTextPresentable", "detailFont": "DetailTextPresentable",
    "subtitleColor": "SubtitlePresentable", "subtitleFont": "SubtitlePresentable",
    "dateColor": "DatePickerPresentable", "progressColor": "ProgressPresentable",
    "loadingColor": "LoadingPresentable",
  ]

  /// One change per property that should change what a cell renders.
  private static let variants: [Variant] = [
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
