// What Docs/Forms.md's fragments take for granted: a Wi-Fi model, settings, a draft network.
import Presentable

struct Network: Hashable { var name: String }
final class NetworkDraft {
  var name = ""
  var password = ""
  var security = "WPA2"
}
final class WiFiModel {
  var joined: Network? = Network(name: "Home")
  func forget() { joined = nil }
  func join(_ draft: NetworkDraft) { joined = Network(name: draft.name) }
}
struct SettingsModel {
  func resetNetworks() {}
  func export() {}
}
struct UpdateActions: Sendable { func checkForUpdates() {} }
enum Topic: CaseIterable, Hashable {
  case messages, updates
  var title: String { "\(self)" }
}
struct NetworkNameViewModel: TextFieldPresentable {
  let draft: NetworkDraft
  var label: String { "Network Name" }
  var placeholder: String { "" }
  var text: String { draft.name }
  var validationRules: [ValidationRule] { [.required()] }
  func onTextFieldDidEndEditing(_ text: String) { draft.name = text }
}
struct NetworkPasswordViewModel: TextFieldPresentable {
  let draft: NetworkDraft
  var label: String { "Password" }
  var placeholder: String { "" }
  var text: String { draft.password }
  func onTextFieldDidEndEditing(_ text: String) { draft.password = text }
}

func settingsSections() -> [FormSection] { [] }

@MainActor let wifi = WiFiModel()
@MainActor let stack = PageStack(root: FormPage("Settings") {})
let settings = SettingsModel()
let actions = UpdateActions()
@MainActor let networks = [Network(name: "Home"), Network(name: "Office")]
@MainActor let topics = FormBinding(Box(Set<Topic>()), \.value)
@MainActor let zone = FormBinding(Box("Europe/London"), \.value)
@MainActor let draft = NetworkDraft()
