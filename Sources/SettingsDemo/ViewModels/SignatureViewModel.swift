import Presentable

/// Lines signed under messages: several lines, any script.
struct SignatureViewModel: TextAreaPresentable {
  var text: String
  unowned let actions: any SettingsActions

  var label: String { "Signature" }
  var placeholder: String { "Sent from my terminal" }
  var lineLimit: Int { 3 }

  func onTextAreaDidEndEditing(_ text: String) {
    actions.update({ $0.signature = text }, message: StatusMessage("Signature saved", kind: .success))
  }
}

extension SignatureViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.text == b.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
