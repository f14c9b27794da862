import Presentable
import PresentableTesting
import Testing

@Suite("The cell laws as an assertion")
struct CellLawsAssertionTests {
  /// A user's cell: a battery level, keeping every law.
  final class BatteryCell<T: TextPresentable & DetailTextPresentable>: RowCell<T> {
    override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
      RowContent(
        leading: [Self.textPart(viewModel)],
        trailing: [
          RowPart(
            "detail", text: viewModel.detailText,
            style: Style(foreground: viewModel.detailTextColor, font: viewModel.detailFont))
        ])
    }
  }

  /// The talk's first sample: it declares a text color and font and never applies them.
  final class ForgetfulCell<T: TextPresentable>: RowCell<T> {
    override func content(for viewModel: T, context: CellContext, width: Int) -> RowContent {
      RowContent(leading: [RowPart("text", text: viewModel.text, style: .plain)])
    }
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
