import PresentableTesting
import Testing

@testable import Presentable

@Suite("Forms: selection and pickers")
struct SelectionTests {
  final class Choices {
    var network: String? = "Home"
    var topics: Set<String> = ["Messages"]
    var theme = "dark"
    var zone = "Europe/London"
  }

  static let zones = [
    "Africa/Abidjan", "America/New_York", "America/Sao_Paulo", "Asia/Tokyo", "Europe/London", "Europe/Paris",
    "Europe/Zurich", "Pacific/Auckland",
  ]

  func page(_ choices: Choices) -> FormPage {
    FormPage("Choices") {
      FormSection.singleSelection(
        "Network", options: ["Home", "Office"], selection: FormBinding(choices, \.network)
      ) { $0 }
      FormSection.multipleSelection(
        "Notify Me About", options: ["Messages", "Mentions"], selection: FormBinding(choices, \.topics)
      ) { $0 }
      FormSection {
        FormRow.picker(
          "Theme", options: ["default", "dark", "light"], selection: FormBinding(choices, \.theme)
        ) {
          $0
        }
        FormRow.picker(
          "Time Zone", options: Self.zones, selection: FormBinding(choices, \.zone),
          detail: { String($0.split(separator: "/").first ?? "") }
        ) {
          String($0.split(separator: "/").last ?? "").replacingUnderscores()
        }
      }
    }
  }

  @Test func singleSelectionMovesTheCheckmark() {
    let choices = Choices()
    let terminal = HeadlessTerminal(PageStack(root: page(choices)), width: 40, height: 18)
    #expect(terminal.lines[2] == "› Home                                 ✓")
    #expect(terminal.lines[3] == "  Office")
    terminal.press(.down, .enter)
    #expect(choices.network == "Office")
    #expect(terminal.lines[2] == "  Home")
    #expect(terminal.lines[3] == "› Office                               ✓")
  }

  @Test func multipleSelectionTurnsOptionsOnAndOff() {
    let choices = Choices()
    let terminal = HeadlessTerminal(PageStack(root: page(choices)), width: 40, height: 18)
    #expect(terminal.lines[6] == "  Messages                           [✓]")
    #expect(terminal.lines[7] == "  Mentions                           [ ]")
    terminal.press(.down, .down, .down, .space)
    #expect(choices.topics == ["Messages", "Mentions"])
    terminal.press(.up, .enter)
    #expect(choices.topics == ["Mentions"])
    #expect(
      PageStack(root: page(choices)).transcript().contains("Messages, checkbox, not checked"))
  }

  @Test func aShortPickerStepsInPlace() {
    let choices = Choices()
    let terminal = HeadlessTerminal(PageStack(root: page(choices)), width: 40, height: 18)
    terminal.press(.down, .down, .down, .down)
    #expect(terminal.lines[9].hasPrefix("› Theme"))
    #expect(terminal.lines[9].hasSuffix("‹ dark ›"))
    terminal.press(.right)
    #expect(choices.theme == "light")
  }

  @Test func aLongPickerOpensAPageThatFiltersAsYouType() {
    let choices = Choices()
    let stack = PageStack(root: page(choices))
    let terminal = HeadlessTerminal(stack, width: 40, height: 18)
    terminal.press(.end)
    #expect(terminal.lines[10] == "› Time Zone                     London ›")
    terminal.press(.enter)
    let list = try! #require(stack.top as? OptionListPage<String>)
    #expect(terminal.lines[0] == " Choices › Time Zone")
    #expect(terminal.lines[1] == "  Search   Type to filter             8")
    // Focus starts on the chosen option.
    #expect(terminal.lines.contains("› London                        Europe ✓"))
    terminal.type("zü")
    #expect(list.matchingOptions == ["Europe/Zurich"])
    #expect(terminal.lines[1] == "  Search  zü                     1 of 8")
    #expect(terminal.lines[2] == "› Zurich                        Europe")
    terminal.press(.enter)
    #expect(choices.zone == "Europe/Zurich")
    #expect(stack.pages.count == 1)
    #expect(terminal.lines[10] == "› Time Zone                     Zurich ›")
  }

  @Test func escapeClearsTheSearchThenGoesBack() {
    let choices = Choices()
    let stack = PageStack(root: page(choices))
    let terminal = HeadlessTerminal(stack, width: 40, height: 18)
    terminal.press(.end, .enter)
    terminal.type("q")  // a letter here, not quit
    #expect(stack.pages.count == 2)
    #expect(terminal.lines[2] == "  No matches for “q”")
    terminal.press(.escape)
    #expect(terminal.lines[1].contains("Type to filter"))
    terminal.press(.escape)
    #expect(stack.pages.count == 1)
    #expect(choices.zone == "Europe/London")
  }

  @Test func theMatchesAreHighlighted() {
    let choices = Choices()
    let stack = PageStack(root: page(choices))
    let terminal = HeadlessTerminal(stack, width: 40, height: 18)
    terminal.press(.end, .enter)
    terminal.type("PAU")
    #expect(terminal.lines[2].hasPrefix("› Sao Paulo"))
    let frame = terminal.frame
    // "Pau" of "Paulo", columns 6-8, in the match style; "Sao " before it in the row's own.
    #expect(frame.style(row: 2, column: 6)?.font.description.contains("bold underline") == true)
    #expect(frame.style(row: 2, column: 8)?.font.description.contains("bold underline") == true)
    #expect(frame.style(row: 2, column: 2)?.font.description.contains("underline") == false)
    #expect(frame.style(row: 2, column: 9)?.font.description.contains("underline") == false)
  }
}

extension String {
  func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }
}
