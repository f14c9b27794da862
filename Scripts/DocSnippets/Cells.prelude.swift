// What Docs/Cells.md's fragments take for granted: an update server, an e-mail field, a gauge,
// a cell that charges.
import Presentable

struct Updates: Sendable { func latestVersion() async throws -> String { "1.1" } }
let updates = Updates()
struct EmailViewModel: TextFieldPresentable {
  var text: String
  var label: String { "E-mail" }
  var placeholder: String { "" }
  var validationRules: [ValidationRule] { [.required(), .email()] }
}
struct Gauge { var percent: Int }

// The cell whose `keys(state:)` the guide shows, in an extension of it.
protocol ChargePresentable: TextPresentable { func onCharge() }
struct ChargeCell<ViewModel: ChargePresentable>: RowCell {
  var viewModel: ViewModel
  func content(_ row: inout RowContent, state: Void) { row.text(viewModel) }
}
