import Presentable

/// A Wi-Fi settings model, as a newcomer writes one: a class the view models act on.
final class WiFiModel {
  struct Network: Hashable {
    var name: String
    var signal: Int
    var isSecured: Bool
  }

  var isOn = true
  var joined: String? = "Home"
  var askToJoin = false
  var nearby = [
    Network(name: "Home", signal: 4, isSecured: true),
    Network(name: "Office", signal: 3, isSecured: true),
    Network(name: "Café Libre", signal: 2, isSecured: false),
  ]
  var forgotten: [String] = []
  var log: [String] = []

  func forget() {
    guard let joined else { return }
    forgotten.append(joined)
    self.joined = nil
  }
}

/// The Wi-Fi switch: the talk's data source in the declaration…
struct WiFiSwitchViewModel: TextPresentable, SwitchPresentable {
  let model: WiFiModel
  var text: String { "Wi-Fi" }
  var switchOn: Bool { model.isOn }
}

/// …and the delegate in an extension.
extension WiFiSwitchViewModel {
  func onSwitchToggleOn(_ on: Bool) { model.isOn = on }
}

struct AskToJoinViewModel: TextPresentable, SwitchPresentable {
  let model: WiFiModel
  var text: String { "Ask to Join Networks" }
  var switchOn: Bool { model.askToJoin }
  func onSwitchToggleOn(_ on: Bool) { model.askToJoin = on }
}

struct ForgetViewModel: TextPresentable, ButtonPresentable {
  let model: WiFiModel
  var text: String { "Forget This Network" }
  var buttonRole: ButtonRole { .destructive }
  func onButtonPress() { model.forget() }
}

/// The Wi-Fi page as a form: a switch, the networks (single selection), a destructive button that
/// asks first, and a switch that hides with the networks.
func wifiPage(_ model: WiFiModel) -> FormPage {
  FormPage("Wi-Fi") {
    FormSection(footer: model.isOn ? nil : "Wi-Fi is off.") {
      FormRow(WiFiSwitchViewModel(model: model))
    }
    FormSection.singleSelection(
      "Networks", footer: "Known networks are joined automatically.", options: model.nearby.map(\.name),
      selection: FormBinding(model, \.joined)
    ) { $0 }
    .hidden(when: !model.isOn)
    FormSection {
      FormRow(ForgetViewModel(model: model)).hidden(when: model.joined == nil)
    }
    .hidden(when: !model.isOn)
    FormSection {
      FormRow(AskToJoinViewModel(model: model)).hidden(when: !model.isOn)
    }
  }
}
