import Presentable
import PresentableTesting
import Testing

@Suite("The cell laws as an assertion")
struct CellLawsAssertionTests {
  /// A user's cell: a battery level, keeping every law.
  struct BatteryCell<ViewModel: TextPresentable & DetailTextPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) {
      row.text(viewModel)
      row.trailing(
        viewModel.detailText, style: Style(foreground: viewModel.detailTextColor, font: viewModel.detailFont),
        name: "detail")
    }
  }

  /// The talk's first sample: it declares a text color and font and never applies them.
  struct ForgetfulCell<ViewModel: TextPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) { row.leading(viewModel.text) }
  }

  @Test func aGoodCellPasses() {
    #expect(assertCellLaws(BatteryCell<TraitProbe>.self, widths: 0...40).isEmpty)
  }

  @Test func aBrokenCellFailsWithTheLawItBreaks() {
    withKnownIssue {
      let violations = assertCellLaws(ForgetfulCell<TraitProbe>.self, widths: 0...20)
      #expect(violations.contains { $0.detail.contains("TextPresentable.textColor never shows") })
    } matching: { issue in
      String(describing: issue).contains("breaks")
        && String(describing: issue).contains("textColor never shows")
    }
  }
}
