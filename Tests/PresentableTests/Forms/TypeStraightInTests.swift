import Testing

@testable import Presentable
@testable import PresentableTesting

/// Issue 42: a focused text row takes typed characters without Enter first.
@Suite("Forms: typing straight into a text row")
struct TypeStraightInTests {
  final class Profile {
    var name = ""
    var city = "Oslo"
    var saved: [String] = []
  }

  struct NameField: TextFieldPresentable {
    let profile: Profile
    var label: String { "Name" }
    var placeholder: String { "Your name" }
    var text: String { profile.name }
    func onTextFieldDidEndEditing(_ text: String) { profile.name = text }
  }

  struct CityField: TextFieldPresentable {
    let profile: Profile
    var label: String { "City" }
    var placeholder: String { "" }
    var text: String { profile.city }
    func onTextFieldDidEndEditing(_ text: String) { profile.city = text }
  }

  func page(_ profile: Profile) -> FormPage {
    FormPage("Profile") {
      FormSection {
        FormRow(NameField(profile: profile))
        FormRow(CityField(profile: profile))
      }
    }
  }

  @Test func typedCharactersStartTheEditAndGoIn() {
    let profile = Profile()
    let terminal = HeadlessTerminal(PageStack(root: page(profile)), width: 40, height: 8)
    terminal.type("Ada")
    #expect(terminal.lines[1] == "› Name  Ada")
    #expect(terminal.lines.last == " Enter save · Esc cancel · C-_ undo")
    terminal.press(.enter)
    #expect(profile.name == "Ada")
  }

  @Test func qJKAndMinusAreTextOnATextRowAndEscapeLeaves() {
    let profile = Profile()
    let terminal = HeadlessTerminal(PageStack(root: page(profile)), width: 40, height: 8)
    // The first page's leave key on a text row is Escape: `q` is typed.
    #expect(terminal.lines.last == " ↑↓ move · Enter edit · Esc quit")
    terminal.type("qjk-")
    #expect(!terminal.hasQuit)
    terminal.press(.enter)
    #expect(profile.name == "qjk-")
    #expect(terminal.lines.last == " ↑↓ move · Enter edit · Esc quit")
    terminal.press(.escape)
    #expect(terminal.hasQuit)
  }

  @Test func typingAppendsToTheTextAndEscapeRestoresIt() {
    let profile = Profile()
    let terminal = HeadlessTerminal(PageStack(root: page(profile)), width: 40, height: 8)
    terminal.press(.down)
    terminal.type("x")
    #expect(terminal.lines[2] == "› City  Oslox")
    terminal.press(.escape)
    #expect(profile.city == "Oslo")
    #expect(terminal.lines[2] == "› City  Oslo")
    #expect(!terminal.hasQuit)
  }

  @Test func spaceStartsTheEditAndTypesNothing() {
    let profile = Profile()
    let terminal = HeadlessTerminal(PageStack(root: page(profile)), width: 40, height: 8)
    terminal.press(.space)
    terminal.type("Bo")
    terminal.press(.enter)
    #expect(profile.name == "Bo")
  }

  @Test func arrowsAndTabCommitAndMove() {
    let profile = Profile()
    let form = page(profile)
    let terminal = HeadlessTerminal(PageStack(root: form), width: 40, height: 8)
    terminal.type("Ada")
    terminal.press(.down)
    #expect(profile.name == "Ada")
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    terminal.type("!")
    terminal.press(.up)
    #expect(profile.city == "Oslo!")
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    terminal.type("n")
    terminal.press(.tab)
    #expect(profile.name == "Adan")
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
  }
}
