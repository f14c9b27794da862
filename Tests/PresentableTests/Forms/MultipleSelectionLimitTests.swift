import Testing

@testable import Presentable
@testable import PresentableTesting

/// Issue 42: a multiple selection says its limits as the user goes, refuses to pass its maximum,
/// and chooses all or inverts with a key.
@Suite("Forms: multiple selection limits, all and invert")
struct MultipleSelectionLimitTests {
  final class Settings {
    var topics: Set<String> = ["Messages"]
  }

  func page(_ settings: Settings, maximum: Int? = 2) -> FormPage {
    FormPage("Notifications") {
      FormSection.multipleSelection(
        "Notify Me About", options: ["Messages", "Mentions", "Releases"],
        selection: FormBinding(settings, \.topics), maximum: maximum
      ) { $0 }
    }
  }

  @Test func theCountIsSaidAsYouGo() {
    let settings = Settings()
    let terminal = HeadlessTerminal(PageStack(root: page(settings)), width: 40, height: 10)
    #expect(terminal.lines[5] == "  1 of at most 2 chosen")
    terminal.press(.down, .space)
    #expect(settings.topics == ["Messages", "Mentions"])
    #expect(terminal.lines[5] == "  2 of at most 2 chosen")
  }

  @Test func aKeyPastTheMaximumChoosesNothingAndSaysWhy() {
    let settings = Settings()
    settings.topics = ["Messages", "Mentions"]
    let page = page(settings)
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 10)
    terminal.press(.down, .down, .space)
    #expect(settings.topics == ["Messages", "Mentions"])
    #expect(terminal.lines[4] == "› Releases                           [ ]")
    #expect(terminal.lines[5] == "  ! At most 2 can be chosen")
    #expect(page.transcript().contains("Releases, checkbox, not checked, At most 2 can be chosen"))
    // Turning one off is always allowed, and the message goes with the next key or move.
    terminal.press(.up)
    #expect(!terminal.screenText.contains("At most 2 can"))
    terminal.press(.space)
    #expect(settings.topics == ["Messages"])
  }

  @Test func aChoosesEveryOptionOrNoneAndIInverts() {
    let settings = Settings()
    let terminal = HeadlessTerminal(PageStack(root: page(settings, maximum: nil)), width: 60, height: 10)
    #expect(terminal.lines.last == " ↑↓ move · Enter select · a all · i invert · q quit")
    terminal.type("a")
    #expect(settings.topics == ["Messages", "Mentions", "Releases"])
    terminal.type("a")
    #expect(settings.topics.isEmpty)
    terminal.press(.control("a"))
    #expect(settings.topics.count == 3)
    settings.topics = ["Mentions"]
    terminal.type("i")
    #expect(settings.topics == ["Messages", "Releases"])
    terminal.press(.control("r"))
    #expect(settings.topics == ["Mentions"])
  }

  @Test func allPastTheMaximumIsRefused() {
    let settings = Settings()
    let terminal = HeadlessTerminal(PageStack(root: page(settings)), width: 40, height: 10)
    terminal.type("a")
    #expect(settings.topics == ["Messages"])
    #expect(terminal.lines[3] == "  ! At most 2 can be chosen")
    terminal.type("i")
    #expect(settings.topics == ["Mentions", "Releases"])
  }
}
