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
    check(make: make, widths: Array(widths))
  }

  /// Checks a cell type whose view model is the probe at the given widths, ascending: the
  /// package's own tests sample the widths unless `PRESENTABLE_FULL_LAWS=1` asks for all, and
  /// then also sample the contexts (`sampled`).
  package static func check<C: Cell>(_ cellType: C.Type, widths: [Int], sampled: Bool = false) -> [Violation]
  where C.ViewModel == TraitProbe {
    check(make: { C(viewModel: $0) }, widths: widths, sampled: sampled)
  }

  /// Checks any cell, made from a probe by `make`, at the given widths, ascending. `sampled`
  /// draws each hostile text at each width once, focused or not in turn (by the text's place
  /// and the width's, so every text and every width meets both), instead of both ways.
  package static func check<C: Cell>(make: (TraitProbe) -> C, widths: [Int], sampled: Bool = false)
    -> [Violation]
  {
    let widest = widths.last ?? 0
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
          for (place, width) in widths.enumerated() where ambiguous == .narrow || width % 7 == 0 {
            if sampled && focused != ((index + place) % 2 == 1) { continue }
            // The lines drawn for the width law are the ones the other laws read: one drawing.
            let lines: [Line]
            switch drawing(cell, width: width, state: state, context: context) {
            case .failure(let problem):
              fail(
                "exact width", "hostile text #\(index), width \(width), \(describe(context)): \(problem.text)"
              )
              lines = cell.render(width: width, state: state, context: context)
            case .success(let drawn):
              lines = drawn
            }
            for line in lines where containsControl(line.plainText) {
              fail(
                "no control character",
                "hostile text #\(index), width \(width): \(line.plainText.debugDescription.prefix(80))")
            }
            if width == 40 || width == widest {
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
    // A property two traits share (a label) that no trait in use claims belongs to the trait
    // that has the most properties (a text field's, not a text area's).
    for group in groups.sorted(by: { $0.properties.count > $1.properties.count })
    where group.triggers != nil && !used.contains(where: { $0.trait == group.trait }) {
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
      check(lookOwners[variant.property] ?? "AppLook", [variant.property])
    }
    checkProbedProperties(
      make: make, used: used, reads: reads, samples: baseline.recorder.samples, fail: fail)
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
    if baselineCell.behavior(state: C.initialState).canFocus {
      let focused = baselineCell.render(
        width: 60, state: C.initialState, context: CellContext(isFocused: true, images: TraitProbe.images))
      let unfocused = baselineCell.render(
        width: 60, state: C.initialState, context: CellContext(isFocused: false, images: TraitProbe.images))
      if focused == unfocused { fail("every trait property reaches the output", "focus never shows") }
    }
    return violations
  }

  // MARK: Properties changed by type

  /// Law 4 for the properties the probe answers through ``TraitProbe/probed(_:_:)``: each one
  /// read must show when changed by its type, and a trait in use must have every property read.
  /// A property first read under another's change (a busy button's progress) is changed there.
  private static func checkProbedProperties<C: Cell>(
    make: (TraitProbe) -> C, used: [Group], reads: Set<String>, samples: [String: any Sendable],
    fail: (String, String) -> Void
  ) {
    let law = "every trait property reaches the output"
    let handled = Set(variants.map(\.property))
    var queue = samples.keys.sorted().filter { !handled.contains($0) }.map {
      ($0, samples[$0]!, TraitProbe.Values())
    }
    var seen = reads.union(queue.map(\.0))
    while !queue.isEmpty {
      let (name, sample, base) = queue.removeFirst()
      let owner = groups.first { $0.properties.contains(name) }?.trait ?? "TraitProbe"
      guard let changed = changedSample(sample) else {
        fail(
          law,
          "\(owner).\(name) is a \(type(of: sample)), which the law check cannot change: make it a Bool, "
            + "a number, a String, a Color, a Font, a Date, a Locale, a TimeZone, a range, a list of "
            + "strings or a CaseIterable enum")
        continue
      }
      var values = base
      values.extra[name] = changed
      let after = TraitProbe(values)
      if render(make(TraitProbe(base)), state: C.initialState) == render(make(after), state: C.initialState) {
        fail(law, "\(owner).\(name) never shows: changing it changes nothing the cell renders")
      }
      for (next, nextSample) in after.recorder.samples.sorted(by: { $0.key < $1.key })
      where !handled.contains(next) && seen.insert(next).inserted {
        queue.append((next, nextSample, values))
      }
      seen.formUnion(after.reads)
    }
    for group in used {
      for property in group.properties.sorted()
      where probedProperties.contains(property) && !handled.contains(property) && !seen.contains(property) {
        fail(law, "\(group.trait).\(property) never shows: the cell never reads it")
      }
    }
  }

  /// The sample changed by its type, or nil for a type the law check cannot change.
  static func changedSample(_ sample: any Sendable) -> (any Sendable)? {
    switch sample {
    case let value as Bool: !value
    case let value as Int: value > 0 ? value - 1 : value + 1
    case let value as Double: value > 0 ? value / 2 : value + 1
    case let value as String: "Other " + value
    case let value as Color: value == .rgb(1, 2, 3) ? Color.rgb(4, 5, 6) : Color.rgb(1, 2, 3)
    case let value as Font: value == .title ? Font.caption : Font.title
    case let value as Date: value.addingTimeInterval(86_400)
    case let value as [ValidationRule]: value + [ValidationRule("Probe rule fails") { _ in false }]
    case let value as [String]: value.isEmpty ? ["Other"] : value.map { "Other " + $0 }
    case let value as ClosedRange<Int>:
      value.lowerBound < value.upperBound
        ? (value.lowerBound + value.upperBound) / 2...value.upperBound
        : value.lowerBound...value.upperBound + 1
    case let value as ClosedRange<Double>:
      value.lowerBound < value.upperBound
        ? (value.lowerBound + value.upperBound) / 2...value.upperBound
        : value.lowerBound...value.upperBound + 1
    case let value as Locale: Locale(identifier: value.identifier == "fr_FR" ? "en_US" : "fr_FR")
    case let value as TimeZone: TimeZone(identifier: value.identifier == "Asia/Tokyo" ? "UTC" : "Asia/Tokyo")!
    case let value as Accessory: value == .checkmark ? Accessory.disclosure : Accessory.checkmark
    case let value as ButtonRole: value == .normal ? ButtonRole.destructive : ButtonRole.normal
    case let value as DatePickerMode: value == .dateAndTime ? DatePickerMode.time : DatePickerMode.dateAndTime
    case let value as any CaseIterable & Equatable & Sendable: nextCase(after: value)
    default: nil
    }
  }

  private static func nextCase<Value: CaseIterable & Equatable & Sendable>(after value: Value) -> any Sendable
  {
    let all = Array(Value.allCases)
    guard let index = all.firstIndex(of: value) else { return value }
    return all[(index + 1) % all.count]
  }

  // MARK: Details

  /// A style no cell draws in, to see which columns a cell did not touch.
  private static let untouched = Style(foreground: .rgb(1, 2, 3), background: .rgb(3, 2, 1), isInverse: true)

  /// Draws the cell into frames that held something else (a table draws a row into the storage
  /// it drew it in last): one of another size, and one of the row's size, both filled with a
  /// style no cell draws in; says what is wrong, if anything.
  /// Why a drawing breaks the width law.
  private struct DrawingProblem: Error {
    var text: String
  }

  /// The cell drawn at `width`, into a frame too big and then into one of its own size, every
  /// column of which it must draw: the lines drawn, or what breaks the law.
  private static func drawing<C: Cell>(_ cell: C, width: Int, state: C.State, context: CellContext)
    -> Result<[Line], DrawingProblem>
  {
    var lines = Frame(width: width + 2, height: 3, style: untouched, ambiguous: context.ambiguous)
    cell.draw(into: &lines, width: width, state: state, context: context)
    guard lines.width == width else {
      return .failure(
        DrawingProblem(text: "it draws \(lines.width) columns, outside the \(width) it was given"))
    }
    let count = lines.height
    lines = Frame(width: width, height: count, style: untouched, ambiguous: context.ambiguous)
    cell.draw(into: &lines, width: width, state: state, context: context)
    guard lines.width == width, lines.height == count else {
      return .failure(
        DrawingProblem(
          text: "it draws \(lines.width)×\(lines.height) into a frame of its size, \(width)×\(count) before"))
    }
    for row in 0..<lines.height {
      var undrawn: Int?
      lines.forEachRun(inRow: row) { run in
        if undrawn == nil && run.style == untouched { undrawn = run.column }
      }
      if let column = undrawn {
        return .failure(DrawingProblem(text: "column \(column) of line \(row) is not drawn"))
      }
    }
    return .success((0..<lines.height).map { lines.line(row: $0) })
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
}
