@testable import Presentable

/// A small settings model and a controller that is a table's data source and delegate, as an app
/// writes one; it counts what the table asks of it.
final class SettingsModel {
  var wifi = true
  var bluetooth = false
  var airplane = false
  var name = ""
  var volume = 0.5
  var log: [String] = []
}

struct ToggleRow: TextPresentable, SwitchPresentable, Hashable {
  var text: String
  var switchOn: Bool
  var isEnabled = true
  var key: String
  let model: SettingsModel

  func onSwitchToggleOn(_ on: Bool) {
    switch key {
    case "wifi": model.wifi = on
    case "bluetooth": model.bluetooth = on
    default: model.airplane = on
    }
    model.log.append("\(key) \(on)")
  }

  static func == (a: ToggleRow, b: ToggleRow) -> Bool {
    (a.text, a.switchOn, a.isEnabled, a.key) == (b.text, b.switchOn, b.isEnabled, b.key)
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(switchOn)
    hasher.combine(isEnabled)
  }
}

struct NameRow: TextFieldPresentable {
  let model: SettingsModel
  var label: String { "Name" }
  var placeholder: String { "Your name" }
  var text: String { model.name }
  var validationRules: [ValidationRule] { [.required("Enter a name")] }
  func onTextFieldDidEndEditing(_ text: String) { model.name = text }
}

struct ItemRow: TextPresentable, AccessoryPresentable, Hashable {
  var text: String
}

final class SettingsFixture: TableViewDataSource, TableViewDelegate {
  let model = SettingsModel()
  let screen = TableScreen(title: "Settings")
  var table: TableView { screen.table }
  var itemCount: Int
  var cellRequests: [TableIndexPath] = []
  var events: [String] = []
  /// A message the screen shows when a row changes, as an app's "Saved".
  var messageOnChange: String?

  init(items: Int = 30) {
    itemCount = items
    table.dataSource = self
    table.delegate = self
  }

  func numberOfSections(in tableView: TableView) -> Int { 3 }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    [3, 1, itemCount][section]
  }

  func toggle(_ row: Int) -> ToggleRow {
    switch row {
    case 0:
      ToggleRow(text: "Wi-Fi", switchOn: model.wifi, isEnabled: !model.airplane, key: "wifi", model: model)
    case 1: ToggleRow(text: "Bluetooth", switchOn: model.bluetooth, key: "bluetooth", model: model)
    default: ToggleRow(text: "Airplane Mode", switchOn: model.airplane, key: "airplane", model: model)
    }
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    cellRequests.append(indexPath)
    switch indexPath.section {
    case 0:
      return SwitchWithTextCell<ToggleRow>(viewModel: toggle(indexPath.row))
    case 1:
      return TextFieldCell<NameRow>(viewModel: NameRow(model: model))
    default:
      return AccessoryCell<ItemRow>(viewModel: ItemRow(text: "Item \(indexPath.row + 1)"))
    }
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    ["Network", "Profile", "Items"][section]
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    section == 0 ? "Airplane Mode turns Wi-Fi off." : nil
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
    events.append("select \(indexPath)")
  }
  func tableView(_ tableView: TableView, didFocusRowAt indexPath: TableIndexPath?) {
    events.append("focus \(indexPath.map(\.description) ?? "none")")
  }
  func tableView(_ tableView: TableView, didChangeRowAt indexPath: TableIndexPath) {
    events.append("change \(indexPath)")
    if let messageOnChange { screen.message = StatusMessage(messageOnChange, kind: .success) }
    // Airplane Mode changes another row: reload everything that depends on the model.
    tableView.reloadData()
  }
}
