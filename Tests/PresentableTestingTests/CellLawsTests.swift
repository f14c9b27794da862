import PresentableTestSupport
import PresentableTesting
import Testing

@testable import Presentable

/// Every library cell against the laws: at the sampled widths by default, at every width from 0
/// to 120 when `PRESENTABLE_FULL_LAWS=1` (CI), see `LawSweep`.
@Suite("Cell laws")
struct CellLawsTests {
  static let cells: [(String, @Sendable () -> [CellLaws.Violation])] = [
    ("TextCell", { CellLaws.check(TextCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("HeaderCell", { CellLaws.check(HeaderCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("FooterCell", { CellLaws.check(FooterCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("DetailCell", { CellLaws.check(DetailCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("SwitchWithTextCell", { CellLaws.check(SwitchWithTextCell<TraitProbe>.self, widths: LawSweep.widths) }),
    (
      "ImageSwitchWithTextCell",
      { CellLaws.check(ImageSwitchWithTextCell<TraitProbe>.self, widths: LawSweep.widths) }
    ),
    ("TextFieldCell", { CellLaws.check(TextFieldCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("AccessoryCell", { CellLaws.check(AccessoryCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("OptionsCell", { CellLaws.check(OptionsCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("SliderCell", { CellLaws.check(SliderCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("StepperCell", { CellLaws.check(StepperCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("ButtonCell", { CellLaws.check(ButtonCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("DatePickerCell", { CellLaws.check(DatePickerCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("TextAreaCell", { CellLaws.check(TextAreaCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("ProgressCell", { CellLaws.check(ProgressCell<TraitProbe>.self, widths: LawSweep.widths) }),
    ("LoadingCell", { CellLaws.check(LoadingCell<TraitProbe>.self, widths: LawSweep.widths) }),
  ]

  @Test(arguments: 0..<cells.count)
  func everyLibraryCellKeepsTheLaws(index: Int) {
    let (name, check) = Self.cells[index]
    let violations = check()
    #expect(violations.isEmpty, "\(name):\n\(violations.map(\.description).joined(separator: "\n"))")
  }

  @Test func theSampleCoversTheEdgesAndTheUsualWidths() {
    #expect(Set(0...8).isSubset(of: LawSweep.widths))
    #expect(Set([40, 80, 120]).isSubset(of: LawSweep.widths))
    #expect(LawSweep.widths == LawSweep.widths.sorted())
    #expect(LawSweep.isFull ? LawSweep.widths == Array(0...120) : LawSweep.widths == LawSweep.sampled)
  }

  /// A cell that breaks the exact-width law at one width only, 5: the sample must still catch it,
  /// as the full sweep does.
  @Test func theSampleCatchesABreakAtANarrowWidth() {
    let violations = CellLaws.check(OneWidthOffCell.self, widths: LawSweep.sampled)
    #expect(
      violations.contains { $0.law == "exact width" && $0.detail.contains("width 5,") }, "\(violations)")
  }

  /// Draws one column too many at width 5 and keeps every law elsewhere.
  struct OneWidthOffCell: Cell {
    var viewModel: TraitProbe
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      let drawn = width == 5 ? 6 : width
      lines.reuse(width: drawn, height: 1, ambiguous: context.ambiguous, look: context.look)
      let style = Style(foreground: viewModel.textColor, font: viewModel.font.dim(!viewModel.isEnabled))
      lines.put(viewModel.text, style: style, row: 0, column: 0, limit: drawn)
    }
  }
}
