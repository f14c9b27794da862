import Presentable

/// The user's name: required, at most 40 characters, any script.
struct NameViewModel: TextFieldPresentable {
  var text: String
  unowned let actions: any SettingsActions

  var label: String { "Name" }
  var placeholder: String { "Your name" }
  var validationRules: [ValidationRule] { [.required("Enter a name"), .maximumLength(40)] }

  func onTextFieldDidEndEditing(_ text: String) {
    actions.update({ $0.name = text }, message: StatusMessage("Name saved", kind: .success))
  }
}

extension NameViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.text == b.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
