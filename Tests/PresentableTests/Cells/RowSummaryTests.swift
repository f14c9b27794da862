import Testing

@testable import Presentable

/// A row cell's summary is what its parts say (`RowContent.say`), so a cell of an app that adds
/// parts gets its transcript with them, and adds words only for its own parts.
@Suite("Row summaries")
struct RowSummaryTests {
  struct Battery: TextPresentable, SwitchPresentable, SubtitlePresentable, ImagePresentable {
    var text: String { "Battery" }
    var switchOn: Bool { true }
    var subtitle: String { "Low power mode" }
    var imageName: String { "gear" }
    var level = 80
    var isEnabled = true
  }

  /// The switch row with a gauge of its own: the gauge says what it means.
  struct BatteryCell: RowCell {
    var viewModel: Battery
    func content(_ row: inout RowContent, state: Void) {
      row.text(viewModel)
      row.trailing("▮▮▮▯", name: "gauge")
      row.say("charge")
      row.value("\(viewModel.level)%")
      row.switchControl(viewModel)
    }
  }

  @Test func theSummaryJoinsWhatThePartsSayInOrder() {
    // The image and the subtitle are shown, not said; the gauge's bars say nothing of their own.
    #expect(BatteryCell(viewModel: Battery()).transcript() == "Battery, charge, 80%, switch, on")
    #expect(
      BatteryCell(viewModel: Battery(isEnabled: false)).transcript()
        == "Battery, charge, 80%, switch, on, unavailable")
  }

  @Test func aRowDrawnRecordsNoWords() {
    RowContent.describe(width: 40, context: CellContext()) { row in
      BatteryCell(viewModel: Battery()).content(&row, state: ())
      #expect(row.spoken == nil)  // no words, and nothing to release
    }
  }
}
