import Testing

@testable import Presentable
@testable import PresentableTesting

@Suite("Forms: the page stack")
struct PageStackTests {
  /// Settings with a Wi-Fi row that opens the Wi-Fi page, and an About row that opens a plain
  /// table screen.
  func settings(_ model: WiFiModel) -> FormPage {
    FormPage("Settings") {
      FormSection("General") {
        FormRow.button("Bluetooth") {}
        FormRow.link("Wi-Fi", value: model.isOn ? model.joined ?? "Not Connected" : "Off") { wifiPage(model) }
        FormRow.link("About") { TableScreen(title: "About") }
      }
    }
  }

  @Test func pushPopEscapeAndTheTitleLine() {
    let model = WiFiModel()
    let stack = PageStack(root: settings(model))
    let terminal = HeadlessTerminal(stack, width: 44, height: 12)
    terminal.press(.down)
    #expect(terminal.lines[3] == "› Wi-Fi                               Home ›")
    terminal.press(.enter)
    #expect(stack.pages.count == 2)
    #expect(terminal.lines[0] == " Settings › Wi-Fi")
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · Esc back")
    // Off on the Wi-Fi page; Escape goes back to the row that opened it, which shows the change.
    terminal.press(.space, .escape)
    #expect(stack.pages.count == 1)
    #expect(terminal.lines[0] == " Settings")
    #expect(terminal.lines[3] == "› Wi-Fi                                Off ›")
    #expect(!terminal.hasQuit)
    // q on the first page quits.
    terminal.press(.character("q"))
    #expect(terminal.hasQuit)
  }

  @Test func anyTableScreenIsAPage() {
    let stack = PageStack(root: settings(WiFiModel()))
    let terminal = HeadlessTerminal(stack, width: 44, height: 12)
    terminal.press(.end, .enter)
    #expect(terminal.lines[0] == " Settings › About")
    terminal.press(.character("q"))
    #expect(terminal.lines[0] == " Settings")
    #expect(stack.pages.count == 1)
  }

  @Test func focusIsWhereItWasOnReturn() {
    let model = WiFiModel()
    let root = settings(model)
    let stack = PageStack(root: root)
    let terminal = HeadlessTerminal(stack, width: 44, height: 12)
    terminal.press(.down, .enter, .down, .down, .escape)
    #expect(root.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    #expect(terminal.lines[3].hasPrefix("› Wi-Fi"))
  }

  @Test func aLongPathGivesWayAtTheStart() {
    let stack = PageStack(root: TableScreen(title: "Settings"))
    for title in ["Wi-Fi", "Join Other Network", "Security", "Certificates"] {
      stack.push(TableScreen(title: title))
    }
    let line = stack.frame(width: 50, height: 6, ambiguous: .narrow).text(row: 0)
    #expect(line == " … › Join Other Network › Security › Certificates ")
    let narrow = stack.frame(width: 20, height: 6, ambiguous: .narrow).text(row: 0)
    #expect(narrow == " … › Certificates   ")
  }

  @Test func theTranscriptSaysWhereTheUserIs() {
    let stack = PageStack(root: settings(WiFiModel()))
    stack.push(wifiPage(WiFiModel()))
    #expect(stack.transcript().first == "Wi-Fi, heading, in Settings")
    #expect(stack.transcript().contains("Home, selected"))
  }

  @Test func controlCQuitsFromAnyPage() {
    let stack = PageStack(root: settings(WiFiModel()))
    stack.push(TableScreen(title: "Deep"))
    #expect(stack.handle(.control("c")) == .quit)
  }
}
