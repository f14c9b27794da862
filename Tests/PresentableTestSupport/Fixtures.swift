import Presentable

// View models several test files declared alike, declared once. Each states only its data: the
// look a test installs is where every color comes from.

/// A switch row: its text and whether it is on.
package struct SwitchRow: TextPresentable, SwitchPresentable {
  package var text: String
  package var switchOn: Bool

  package init(text: String, switchOn: Bool) {
    self.text = text
    self.switchOn = switchOn
  }
}

/// A switch row with an image before its text, "Party", on.
package struct PartyRow: ImagePresentable, TextPresentable, SwitchPresentable {
  package var imageName: String
  package var text = "Party"
  package var switchOn = true

  package init(imageName: String) { self.imageName = imageName }
}

/// A destructive "Delete" button whose view model asks for green: the role outranks it.
package struct GreenDeleteButton: TextPresentable, ButtonPresentable {
  package var text: String { "Delete" }
  package var buttonRole: ButtonRole { .destructive }
  package var buttonColor: Color { .green }

  package init() {}
}
