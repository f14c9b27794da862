import PresentableTestSupport
import PresentableTesting
import Testing

@testable import Presentable

/// Every library cell against the laws: at the sampled widths by default, at every width from 0
/// to 120 when `PRESENTABLE_FULL_LAWS=1` (CI), see `LawSweep`.
@Suite("Cell laws")
struct CellLawsTests {
  static let cells: [(String, @Sendable () -> [CellLaws.Violation])] = [
    ("TextCell", { sweep(TextCell<TraitProbe>.self) }),
    ("HeaderCell", { sweep(HeaderCell<TraitProbe>.self) }),
    ("FooterCell", { sweep(FooterCell<TraitProbe>.self) }),
    ("DetailCell", { sweep(DetailCell<TraitProbe>.self) }),
    ("SwitchWithTextCell", { sweep(SwitchWithTextCell<TraitProbe>.self) }),
    (
      "ImageSwitchWithTextCell",
      { sweep(ImageSwitchWithTextCell<TraitProbe>.self) }
    ),
    ("TextFieldCell", { sweep(TextFieldCell<TraitProbe>.self) }),
    ("AccessoryCell", { sweep(AccessoryCell<TraitProbe>.self) }),
    ("OptionsCell", { sweep(OptionsCell<TraitProbe>.self) }),
    ("SliderCell", { sweep(SliderCell<TraitProbe>.self) }),
    ("StepperCell", { sweep(StepperCell<TraitProbe>.self) }),
    ("ButtonCell", { sweep(ButtonCell<TraitProbe>.self) }),
    ("DatePickerCell", { sweep(DatePickerCell<TraitProbe>.self) }),
    ("TextAreaCell", { sweep(TextAreaCell<TraitProbe>.self) }),
    ("ProgressCell", { sweep(ProgressCell<TraitProbe>.self) }),
    ("LoadingCell", { sweep(LoadingCell<TraitProbe>.self) }),
  ]

  /// The package's sweep of a cell: the sampled widths and contexts, or all with
  /// `PRESENTABLE_FULL_LAWS=1`.
  static func sweep<C: Cell>(_ cellType: C.Type) -> [CellLaws.Violation] where C.ViewModel == TraitProbe {
    CellLaws.check(cellType, widths: LawSweep.widths, sampled: LawSweep.isSampled)
  }

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
    let violations = CellLaws.check(OneWidthOffCell.self, widths: LawSweep.sampled, sampled: true)
    #expect(
      violations.contains { $0.law == "exact width" && $0.detail.contains("width 5,") }, "\(violations)")
  }

  /// The sample draws each text at each width focused or not, in turn: a break that shows only
  /// focused, or only unfocused, at one width is still caught.
  @Test(arguments: [false, true])
  func theSampleCatchesABreakInOneFocusStateAtOneWidth(focused: Bool) {
    let violations = CellLaws.check(
      make: { OneWidthOffCell(viewModel: $0, breaksWhenFocused: focused) }, widths: LawSweep.sampled,
      sampled: true)
    let state = focused ? "width 5, focused" : "width 5, unfocused"
    #expect(
      violations.contains { $0.law == "exact width" && $0.detail.contains(state) }, "\(violations)")
  }

  /// Draws one column too many at width 5 (only focused or only unfocused, if asked) and keeps
  /// every law elsewhere.
  struct OneWidthOffCell: Cell {
    var viewModel: TraitProbe
    var breaksWhenFocused: Bool?

    init(viewModel: TraitProbe) { self.viewModel = viewModel }

    init(viewModel: TraitProbe, breaksWhenFocused: Bool) {
      self.viewModel = viewModel
      self.breaksWhenFocused = breaksWhenFocused
    }

    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      let breaks = width == 5 && (breaksWhenFocused.map { $0 == context.isFocused } ?? true)
      let drawn = breaks ? 6 : width
      lines.reuse(width: drawn, height: 1, ambiguous: context.ambiguous, look: context.look)
      let style = Style(foreground: viewModel.textColor, font: viewModel.font.dim(!viewModel.isEnabled))
      lines.put(viewModel.text, style: style, row: 0, column: 0, limit: drawn)
    }
  }
}
