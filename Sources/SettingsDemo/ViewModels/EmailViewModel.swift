import Presentable

/// The user's e-mail address: optional, but an address if given.
struct EmailViewModel: TextFieldPresentable {
  var text: String
  unowned let actions: any SettingsActions

  var label: String { "E-mail" }
  var placeholder: String { "name@example.com" }
  var validationRules: [ValidationRule] { [.email()] }

  func onTextFieldDidEndEditing(_ text: String) {
    actions.update({ $0.email = text }, message: StatusMessage("E-mail saved", kind: .success))
  }
}

extension EmailViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.text == b.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
