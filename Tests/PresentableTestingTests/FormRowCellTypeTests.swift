import Foundation
import Presentable
import Testing

/// A row kind the forms know nothing of (the gauge of `AppTraitLawTests`) goes in a form with
/// `FormRow(cell:)`, with no initializer of its own.
@Suite("FormRow takes any cell type")
struct FormRowCellTypeTests {
  final class Fuel: TextPresentable, GaugePresentable {
    var text: String { "Fuel" }
    var level = 40
    var gaugeColor: Color { .accent }
    var unit: GaugeUnit { .percent }
    var reading: Measurement<UnitLength> { Measurement(value: 1, unit: .meters) }
    func onReset() { level = 0 }
  }

  @Test func aRowOfANewKindShowsInAForm() {
    let fuel = Fuel()
    let form = Form {
      FormSection("Car") {
        FormRow(cell: AppTraitLawTests.GaugeCell(viewModel: fuel))
      }
    }
    #expect(TableScreen(table: form.table).transcript() == ["Car, heading", "Fuel, 40"])
  }
}
