import Testing

@testable import Presentable

/// Issue 30: a narrow row gives up its decoration (a bar, a stepper's buttons) before its text's
/// first word; a control that carries meaning (a switch, a value) stays.
@Suite("Narrow rows give up decoration first")
struct NarrowRowTests {
  struct Storage: TextPresentable, ProgressPresentable, SliderPresentable {
    var text = "Storage Used"
    var progress: Double? = 0.4
    var sliderValue = 0.4
    func onSliderValueChange(_ value: Double) {}
  }

  struct Reminders: TextPresentable, StepperPresentable {
    var text: String { "Reminders per day" }
    var stepperValue: Int { 3 }
    func onStepperValueChange(_ value: Int) {}
  }

  struct Backup: TextPresentable, SwitchPresentable {
    var text: String { "Storage Used" }
    var switchOn: Bool { true }
    func onSwitchToggleOn(_ on: Bool) {}
  }

  private func line<Cell: RowCell>(_ cell: Cell, _ width: Int) -> String {
    cell.render(width: width, context: CellContext())[0].plainText
  }

  @Test func aProgressBarShrinksThenHidesBeforeTheTitleLosesItsFirstWord() {
    let cell = ProgressCell(viewModel: Storage())
    #expect(line(cell, 40) == "  Storage Used  ━━━━━━━━──────────── 40%")
    // Narrower, the bar gives the title what it lacks, keeping its share filled.
    #expect(line(cell, 30) == "  Storage Used ━━━━─────── 40%")
    // At its minimum, the bar stays while the title keeps its first word.
    #expect(line(cell, 20) == "  Storage… ━━─── 40%")
    // Then it hides; the percentage stays.
    #expect(line(cell, 16) == "  Storage U… 40%")
    #expect(line(cell, 12) == "  Stora… 40%")
  }

  @Test func aSliderTrackShrinksThenHidesBeforeTheTitleLosesItsFirstWord() {
    let cell = SliderCell(viewModel: Storage())
    #expect(line(cell, 40) == "  Storage Used            ━━━━●───── 40%")
    #expect(line(cell, 30) == "  Storage Used  ━━━━●───── 40%")
    #expect(line(cell, 24) == "  Storage Used ━●─── 40%")
    #expect(line(cell, 20) == "  Storage… ━●─── 40%")
    #expect(line(cell, 16) == "  Storage U… 40%")
  }

  @Test func aFullBarStaysFullWhenItShrinks() {
    #expect(line(ProgressCell(viewModel: Storage(progress: 1)), 30).hasSuffix(" ━━━━━━━━━━ 100%"))
    #expect(line(ProgressCell(viewModel: Storage(progress: 0)), 30).hasSuffix(" ──────────── 0%"))
  }

  @Test func aStepperKeepsItsValueAndGivesUpItsButtons() {
    let cell = StepperCell(viewModel: Reminders())
    #expect(line(cell, 24) == "  Reminders p… [-] 3 [+]")
    #expect(line(cell, 20) == "  Reminders per d… 3")
  }

  @Test func aSwitchStaysAtEveryWidthItFits() {
    let cell = SwitchWithTextCell(viewModel: Backup())
    #expect(line(cell, 30) == "  Storage Used         [ ON ●]")
    #expect(line(cell, 20) == "  Storage U… [ ON ●]")
    for width in 9...40 { #expect(line(cell, width).hasSuffix("[ ON ●]")) }
  }

  @Test(arguments: [AmbiguousWidth.narrow, .wide])
  func everyWidthIsExact(ambiguous: AmbiguousWidth) {
    let cells: [any RowCell] = [
      ProgressCell(viewModel: Storage()), SliderCell(viewModel: Storage()),
      StepperCell(viewModel: Reminders()),
    ]
    // Opened from `any RowCell`, as `render` takes the cell's own state.
    func render(_ cell: some RowCell, width: Int, context: CellContext) -> [Line] {
      cell.render(width: width, context: context)
    }
    for cell in cells {
      for width in 0...44 {
        for isFocused in [false, true] {
          let context = CellContext(isFocused: isFocused, ambiguous: ambiguous)
          let line = render(cell, width: width, context: context)[0]
          #expect(line.width(ambiguous: ambiguous) == width, "\(type(of: cell)) at \(width)")
        }
      }
    }
  }

  @Test func aBarOfWideCharactersShrinksWithoutCrossingItsEnd() {
    // Ambiguous characters two columns wide: the bar shrinks by whole characters.
    let context = CellContext(ambiguous: .wide)
    let line = ProgressCell(viewModel: Storage()).render(width: 40, context: context)[0]
    #expect(line.plainText.hasPrefix("  Storage Used "))
    #expect(line.plainText.hasSuffix(" 40%"))
  }
}
