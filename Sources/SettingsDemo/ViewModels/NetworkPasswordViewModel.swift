import Presentable

/// The network's password: 8 to 63 characters, as WPA asks.
struct NetworkPasswordViewModel: TextFieldPresentable {
  let draft: NetworkDraft

  var label: String { "Password" }
  var placeholder: String { "Required" }
  var text: String { draft.password }
  var isSecure: Bool { true }
  var validationRules: [ValidationRule] {
    [.minimumLength(8, "At least 8 characters"), .maximumLength(63, "At most 63 characters")]
  }

  func onTextFieldDidEndEditing(_ text: String) { draft.password = text }
}
