import Presentable

extension SettingsController {
  /// The page that joins a network by hand: its name, its security, its password (not for an
  /// open network), and Join, which stays unavailable until every field keeps its rules.
  func joinPage(_ draft: NetworkDraft) -> FormPage {
    let title = draft.name.isEmpty ? "Other Network" : "Join “\(draft.name)”"
    return FormPage(title) { [unowned self] in
      FormSection(footer: "The password is 8 to 63 characters.") {
        FormRow(NetworkNameViewModel(draft: draft))
        FormRow.picker(
          "Security", options: NetworkDraft.securities,
          selection: FormBinding(get: { draft.security }, set: { draft.security = $0 })
        ) { $0 }
        FormRow(NetworkPasswordViewModel(draft: draft)).hidden(when: draft.security == "None")
      }
      FormSection {
        FormRow.submit("Join") { [unowned self] in
          join(KnownNetwork(name: draft.name, isSecured: draft.security != "None"))
          stack?.pop()
        }
      }
    }
  }
}
