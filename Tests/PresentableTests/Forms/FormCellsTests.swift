import PresentableTestSupport
import PresentableTesting
import Testing

@testable import Presentable

@Suite("Forms: cells")
struct FormCellsTests {
  @Test func theValueCellKeepsTheLaws() {
    let violations = CellLaws.check(
      ValueCell<TraitProbe>.self, widths: LawSweep.widths, sampled: LawSweep.isSampled)
    #expect(violations.isEmpty)
  }

  @Test func optionRowsSayWhetherTheyAreChosen() {
    func row(_ mark: OptionViewModel.Mark, detail: String = "") -> OptionCell {
      OptionCell(viewModel: OptionViewModel(text: "Tokyo", detailText: detail, mark: mark, choose: {}))
    }
    #expect(
      row(.single(true), detail: "Asia").render(width: 30)[0].plainText == "  Tokyo                 Asia ✓")
    #expect(row(.multiple(false)).render(width: 20)[0].plainText == "  Tokyo          [ ]")
    #expect(row(.single(true), detail: "Asia").transcript() == "Tokyo, Asia, selected")
    #expect(row(.multiple(true)).transcript() == "Tokyo, checkbox, checked")
  }

  @Test func hostileTextInADialogStaysText() {
    let stack = PageStack(root: TableScreen(title: "Page"))
    stack.present(.alert("\u{1B}]0;owned\u{07}Title", message: "\u{1B}[2JBody\u{9B}31m"))
    let frame = stack.frame(width: 60, height: 12, ambiguous: .narrow)
    let text = (0..<frame.height).map { frame.text(row: $0) }.joined()
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(
      stack.transcript().allSatisfy { line in
        !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
      })
  }
}
