import Testing

@testable import Presentable
@testable import PresentableTesting

@Suite("Forms: validation across the form")
struct ValidationTests {
  /// A network joined by hand: a name, a security type, and a password unless the network is open.
  final class Draft {
    var name = ""
    var security = "WPA2"
    var password = ""
    var joined: [String] = []
  }

  struct NetworkNameViewModel: TextFieldPresentable {
    let draft: Draft
    var label: String { "Name" }
    var placeholder: String { "Network name" }
    var text: String { draft.name }
    var validationRules: [ValidationRule] { [.required("Enter the network’s name"), .maximumLength(32)] }
    func onTextFieldDidEndEditing(_ text: String) { draft.name = text }
  }

  struct PasswordViewModel: TextFieldPresentable {
    let draft: Draft
    var label: String { "Password" }
    var placeholder: String { "Required" }
    var text: String { draft.password }
    var isSecure: Bool { true }
    var validationRules: [ValidationRule] { [.minimumLength(8, "At least 8 characters")] }
    func onTextFieldDidEndEditing(_ text: String) { draft.password = text }
  }

  func page(_ draft: Draft) -> FormPage {
    FormPage("Other Network") {
      FormSection {
        FormRow(NetworkNameViewModel(draft: draft))
        FormRow.picker(
          "Security", options: ["None", "WPA2", "WPA3"], selection: FormBinding(draft, \.security)
        ) {
          $0
        }
        FormRow(PasswordViewModel(draft: draft)).hidden(when: draft.security == "None")
      }
      FormSection {
        FormRow.submit("Join") { draft.joined.append(draft.name) }
      }
    }
  }

  @Test func theSubmitStaysUnavailableUntilTheFormIsValid() {
    let draft = Draft()
    let form = page(draft)
    let terminal = HeadlessTerminal(PageStack(root: form), width: 44, height: 12)
    #expect(form.form.rulesHold == false)
    #expect(form.form.issues.map(\.message) == ["Enter the network’s name", "At least 8 characters"])
    #expect(form.transcript().last == "Join, button, unavailable until the form is complete")
    // The button is dimmed, but takes focus: pressing it says what is missing.
    #expect(terminal.frame.style(row: 5, column: 19)?.font.description.contains("dim") == true)
    terminal.press(.end, .enter)
    #expect(draft.joined.isEmpty)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    #expect(
      terminal.lines[1...5] == [
        "› Name  Network name",
        "  ! Enter the network’s name",
        "  Security                          ‹ WPA2 ›",
        "  Password  Required",
        "  ! At least 8 characters",
      ])
    #expect(form.transcript()[1] == "Name, text field, empty, invalid: Enter the network’s name")
  }

  @Test func fixingEveryRowLetsTheFormSubmit() {
    let draft = Draft()
    let form = page(draft)
    let terminal = HeadlessTerminal(PageStack(root: form), width: 44, height: 12)
    terminal.press(.enter)
    terminal.type("Home")
    terminal.press(.enter)
    #expect(draft.name == "Home")
    #expect(form.form.issues.map(\.message) == ["At least 8 characters"])
    // An open network needs no password: the hidden row's rules do not count.
    terminal.press(.down, .left)
    #expect(draft.security == "None")
    #expect(form.form.rulesHold)
    terminal.press(.down, .enter)
    #expect(draft.joined == ["Home"])
  }

  @Test func focusGoesToTheFirstInvalidRowEvenAfterAValidOne() {
    let draft = Draft()
    draft.name = "Home"
    let form = page(draft)
    let terminal = HeadlessTerminal(PageStack(root: form), width: 44, height: 12)
    terminal.press(.end, .enter)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 2, section: 0))
    #expect(terminal.lines[3] == "› Password  Required")
    #expect(terminal.lines[4] == "  ! At least 8 characters")
    // The message goes once the row keeps its rules.
    terminal.press(.enter)
    terminal.type("correct horse")
    terminal.press(.enter)
    #expect(!terminal.screenText.contains("At least 8"))
    #expect(form.form.rulesHold)
  }
}
