import Presentable

/// The network's name: required, as a network name can be at most 32 characters.
struct NetworkNameViewModel: TextFieldPresentable {
  let draft: NetworkDraft

  var label: String { "Name" }
  var placeholder: String { "Network name" }
  var text: String { draft.name }
  var validationRules: [ValidationRule] {
    [.required("Enter the network’s name"), .maximumLength(32, "At most 32 characters")]
  }

  func onTextFieldDidEndEditing(_ text: String) { draft.name = text }
}
