import Testing

@testable import Presentable

@Suite("Accessory, options, slider, stepper and button cells")
struct ControlCellsTests {
  struct Row: TextPresentable, AccessoryPresentable, OptionsPresentable, SliderPresentable,
    StepperPresentable,
    ButtonPresentable
  {
    var text = "Row"
    var accessory = Accessory.disclosure
    var selectedIndex = 0
    var sliderValue = 0.4
    var stepperValue = 3
    var buttonRole = ButtonRole.normal
    let calls: Calls
    var options: [String] { ["default", "dark", "light"] }
    var stepperRange: ClosedRange<Int> { 0...4 }
    func onSelect() { calls.log.append("select") }
    func onSelectOption(_ index: Int) { calls.log.append("option \(index)") }
    func onSliderValueChange(_ value: Double) { calls.log.append("slider \(value)") }
    func onStepperValueChange(_ value: Int) { calls.log.append("stepper \(value)") }
    func onButtonPress() { calls.log.append("press") }
  }

  @Test func accessories() {
    let calls = Calls()
    var cell = AccessoryCell(viewModel: Row(calls: calls))
    for (accessory, expected, transcript) in [
      (Accessory.disclosure, "  Row       ›", "Row, button"), (.checkmark, "  Row       ✓", "Row, selected"),
      (.badge("3"), "  Row     (3)", "Row, 3"), (.none, "  Row        ", "Row"),
    ] {
      cell.configure(with: Row(accessory: accessory, calls: calls))
      #expect(cell.render(width: 13, context: CellContext())[0].plainText == expected)
      #expect(cell.transcript() == transcript)
    }
    #expect(cell.handle(.enter) == .changed)
    #expect(calls.log == ["select"])
  }

  @Test func optionsCycleBothWays() {
    let calls = Calls()
    let cell = OptionsCell<Row>(viewModel: Row(calls: calls))
    #expect(cell.render(width: 24, context: CellContext())[0].plainText == "  Row        ‹ default ›")
    #expect(cell.transcript() == "Row, picker, default, 1 of 3")
    _ = cell.handle(.left)
    _ = cell.handle(.right)
    _ = cell.handle(.space)
    #expect(calls.log == ["option 2", "option 1", "option 1"])
  }

  @Test func sliderMovesByStepsWithinItsRange() {
    let calls = Calls()
    var cell = SliderCell<Row>(viewModel: Row(sliderValue: 0.4, calls: calls))
    #expect(cell.render(width: 24, context: CellContext())[0].plainText == "  Row     ━━━━●───── 40%")
    #expect(cell.transcript() == "Row, slider, 40%")
    cell.configure(with: Row(sliderValue: 1.0, calls: calls))
    #expect(cell.handle(.right) == .handled)  // at the top already
    #expect(cell.handle(.left) == .changed)
    #expect(calls.log == ["slider 0.9"])
  }

  @Test func stepperStopsAtItsLimits() {
    let calls = Calls()
    let cell = StepperCell<Row>(viewModel: Row(stepperValue: 4, calls: calls))
    let line = cell.render(width: 20, context: CellContext())[0]
    #expect(line.plainText == "  Row      [-] 4 [+]")
    #expect(style(of: "[+]", in: line)?.foreground == .tertiary)
    #expect(cell.handle(.right) == .handled)
    #expect(cell.handle(.character("-")) == .changed)
    #expect(calls.log == ["stepper 3"])
    #expect(cell.transcript() == "Row, stepper, 4")
  }

  struct Extreme: TextPresentable, StepperPresentable {
    var text: String { "Extreme" }
    var stepperValue: Int { .max }
    var stepperRange: ClosedRange<Int> { .min ... .max }
    var stepperStep: Int { .max }
    let calls: Calls
    func onStepperValueChange(_ value: Int) { calls.log.append("\(value)") }
  }

  @Test func stepperDoesNotOverflow() {
    let calls = Calls()
    let cell = StepperCell<Extreme>(viewModel: Extreme(calls: calls))
    #expect(cell.handle(.right) == .handled)
    #expect(cell.handle(.left) == .changed)
    #expect(calls.log == ["0"])
  }

  @Test func buttonsAreCenteredAndColoredByRole() {
    let calls = Calls()
    var cell = ButtonCell<Row>(viewModel: Row(text: "Reset", calls: calls))
    let line = cell.render(width: 15, context: CellContext())[0]
    #expect(line.plainText == "    [ Reset ]  ")
    #expect(style(of: "Reset", in: line)?.foreground == .accent)
    cell.configure(with: Row(text: "Reset", buttonRole: .destructive, calls: calls))
    #expect(
      style(of: "Reset", in: cell.render(width: 15, context: CellContext())[0])?.foreground == .destructive)
    #expect(cell.handle(.space) == .changed)
    #expect(calls.log == ["press"])
    #expect(cell.transcript() == "Reset, button")
  }

  @Test func imageCatalog() {
    var images = ImageCatalog()
    images["minionParty.png"] = "🎉"
    #expect(images.glyph(named: "minionParty.png") == "🎉")
    #expect(images.glyph(named: "minionParty") == "🎉")
    #expect(images.glyph(named: "minionParty.gif") == "🎉")
    #expect(images.glyph(named: "other.png") == "?")
    #expect(ImageCatalog.standard.contains("gear"))
  }
}
