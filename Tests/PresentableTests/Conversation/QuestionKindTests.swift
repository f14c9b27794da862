import Foundation
import Testing

@testable import Presentable
@testable import PresentableTesting

/// Each question kind driven inline, as a terminal drives it: keys typed straight in.
@Suite struct QuestionKindTests {
  @Test func textTakesTypingWithoutEnterFirst() {
    let question = TextQuestion(
      title: "What's your name?", placeholder: "Ada", default: "", rules: [.required()], isSecret: false,
      suggestions: { _ in [] })
    let terminal = HeadlessTerminal(question, width: 50, height: 2)
    terminal.type("Ada")
    #expect(terminal.lines[0] == "? What's your name? Ada")
    terminal.press(.enter)
    #expect(question.outcome == .answered)
    #expect(question.value == "Ada")
    #expect(question.record.plainText == "? What's your name? Ada")
  }

  @Test func textSaysItsRuleAndWaits() {
    let question = TextQuestion(
      title: "E-mail", placeholder: "", default: "", rules: [.email()], isSecret: false,
      suggestions: { _ in [] })
    let terminal = HeadlessTerminal(question, width: 60, height: 2)
    terminal.type("ada@")
    // Said as it is typed, before Enter.
    #expect(terminal.lines[1].contains("e-mail address"))
    terminal.press(.enter)
    #expect(question.outcome == nil)
    terminal.type("example.com")
    #expect(!terminal.lines[1].contains("e-mail address"))
    terminal.press(.enter)
    #expect(question.value == "ada@example.com")
  }

  @Test func textTakesItsDefaultAndCompletesWithTab() {
    let question = TextQuestion(
      title: "Shell", placeholder: "", default: "zsh", rules: [], isSecret: false,
      suggestions: { typed in ["bash", "fish"].filter { $0.hasPrefix(typed) } })
    let terminal = HeadlessTerminal(question, width: 50, height: 2)
    #expect(terminal.lines[0] == "? Shell zsh")
    terminal.type("fi")
    #expect(terminal.lines[0] == "? Shell fish")
    #expect(terminal.lines[1].contains("tab completes"))
    terminal.press(.tab, .enter)
    #expect(question.value == "fish")
  }

  @Test func secretShowsNeitherCharactersNorLength() {
    let question = TextQuestion(
      title: "Password", placeholder: "", default: "", rules: [.minimumLength(8)], isSecret: true,
      suggestions: { _ in [] })
    let terminal = HeadlessTerminal(question, width: 50, height: 2)
    terminal.type("hunter2")
    let shortScreen = terminal.lines.joined()
    terminal.type("2")
    terminal.press(.enter)
    let text = String(decoding: terminal.output, as: UTF8.self)
    #expect(!text.contains("hunter"))
    #expect(!text.contains("*******"))
    #expect(shortScreen.contains("[hidden]"))
    #expect(question.value == "hunter22")
    #expect(question.record.plainText == "? Password [hidden]")
  }

  @Test func confirmYMeansYes() {
    let question = ConfirmQuestion(title: "Turn on Minion Mode?", default: false)
    let terminal = HeadlessTerminal(question, width: 50, height: 2)
    #expect(terminal.lines[0].hasPrefix("? Turn on Minion Mode? (y/N)"))
    terminal.press(.character("y"))
    #expect(question.outcome == .answered)
    #expect(question.value == true)
    #expect(question.record.plainText == "? Turn on Minion Mode? Yes")
  }

  @Test func confirmEnterTakesTheDefaultAndNMeansNo() {
    let yes = ConfirmQuestion(title: "Sign commits?", default: true)
    HeadlessTerminal(yes, width: 40, height: 2).press(.enter)
    #expect(yes.value == true)
    let no = ConfirmQuestion(title: "Sign commits?", default: true)
    HeadlessTerminal(no, width: 40, height: 2).press(.character("n"))
    #expect(no.value == false)
  }

  @Test func escapeCancelsAndCtrlCQuits() {
    let question = ConfirmQuestion(title: "Go?", default: true)
    let terminal = HeadlessTerminal(question, width: 40, height: 2)
    terminal.press(.escape)
    #expect(question.outcome == .cancelled)
    #expect(terminal.hasQuit)
    let other = TextQuestion(
      title: "Name", placeholder: "", default: "", rules: [], isSecret: false, suggestions: { _ in [] })
    let second = HeadlessTerminal(other, width: 40, height: 2)
    second.press(.control("c"))
    #expect(second.hasQuit)
    #expect(other.outcome == nil)
  }

  @Test func chooseFiltersAsLettersAreTyped() {
    let zones = ["Berlin", "London", "Los Angeles", "Paris", "Tokyo", "Zurich", "Lima", "Oslo", "Rome"]
    let question = ChooseQuestion(
      title: "Time zone", titles: zones, details: zones.map { _ in nil }, default: 3)
    let terminal = HeadlessTerminal(question, width: 50, height: 10)
    // A page of seven, the default highlighted.
    #expect(terminal.lines[4] == "❯ Paris")
    #expect(question.lines(width: 50).count == 9)
    terminal.type("lo")
    #expect(terminal.lines[1] == "❯ London")
    #expect(terminal.lines[2] == "  Los Angeles")
    #expect(terminal.lines[3] == "  Oslo")
    terminal.press(.down, .enter)
    #expect(question.chosen == 2)
    #expect(question.record.plainText == "? Time zone Los Angeles")
  }

  @Test func chooseScrollsAPageOfALongList() {
    let titles = (1...50).map { "Option \($0)" }
    let question = ChooseQuestion(
      title: "Pick", titles: titles, details: titles.map { _ in nil }, default: nil)
    let terminal = HeadlessTerminal(question, width: 40, height: 9)
    for _ in 0..<10 { terminal.press(.down) }
    #expect(terminal.lines[7] == "❯ Option 11")
    #expect(terminal.lines[1] == "  Option 5")
  }

  @Test func chooseManyTogglesInvertsAndSaysItsMinimum() {
    let topics = ["Messages", "Mentions", "Reminders"]
    let question = ChooseManyQuestion(
      title: "Notify me about", titles: topics, details: [nil, nil, nil], chosen: [], atLeast: 1, atMost: 2)
    let terminal = HeadlessTerminal(question, width: 90, height: 5)
    #expect(terminal.lines[0].contains("0 chosen, at least 1, at most 2"))
    terminal.press(.enter)
    #expect(question.outcome == nil)
    #expect(terminal.lines[4].contains("Choose at least 1."))
    terminal.press(.space)
    #expect(terminal.lines[1] == "❯ ◉ Messages")
    terminal.press(.control("r"))  // invert: Mentions and Reminders
    #expect(question.chosenInOrder == [1, 2])
    terminal.press(.control("a"))  // all three would break the limit
    #expect(question.chosenInOrder == [1, 2])
    #expect(terminal.lines[4].contains("Choose at most 2."))
    terminal.type("men")
    terminal.press(.space, .enter)  // Mentions taken back
    #expect(question.outcome == .answered)
    #expect(question.answerText == "Reminders")
  }

  @Test func numberMovesByItsStepAndTakesDigits() {
    let question = NumberQuestion(title: "Slices", range: 1...8, step: 2, default: 2)
    let terminal = HeadlessTerminal(question, width: 50, height: 2)
    terminal.press(.right)
    #expect(question.value == 4)
    terminal.press(.character("9"), .enter)
    #expect(question.outcome == nil)
    terminal.press(.backspace, .character("7"), .enter)
    #expect(question.value == 7)
    #expect(question.record.plainText == "? Slices 7")
  }
}

@Suite struct LinesQuestionTests {
  @Test func enterStartsALineAndCtrlDAnswers() {
    let question = LinesQuestion(title: "Notes")
    let terminal = HeadlessTerminal(question, width: 50, height: 4)
    terminal.type("Buy milk")
    terminal.press(.enter)
    #expect(question.outcome == nil)
    terminal.type("Call Ada")
    #expect(terminal.lines[2] == "  Call Ada")
    #expect(terminal.lines[3].contains("ctrl-d answers"))
    terminal.press(.control("d"))
    #expect(question.value == "Buy milk\nCall Ada")
    #expect(question.record.plainText == "? Notes Buy milk / Call Ada")
  }

  @Test func lineByLineEndsAtAPeriod() async throws {
    final class Output: @unchecked Sendable { var text = "" }
    let output = Output()
    let ask = Conversation(lines: ["one", "two", ".", "y"], write: { output.text += $0 })
    #expect(try await ask.multilineText("Notes") == "one\ntwo")
    #expect(try await ask.confirm("Done?"))
  }
}

@Suite struct DateQuestionTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let start = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15 15:06 UTC

  @Test func arrowsMoveADayAndTypingReplacesIt() {
    let question = DateQuestion(
      title: "Deliver at", default: Self.start, mode: .dateAndTime, timeZone: Self.utc)
    let terminal = HeadlessTerminal(question, width: 60, height: 2)
    #expect(terminal.lines[0].hasPrefix("? Deliver at 2025-06-15 15:06"))
    terminal.press(.up)
    #expect(question.answerText == "2025-06-16 15:06")
    terminal.type("2026-01-02 0")
    terminal.press(.enter)
    #expect(question.outcome == nil)
    #expect(terminal.lines[1].contains("Type it as yyyy-MM-dd HH:mm"))
    terminal.type("9:30")
    terminal.press(.enter)
    #expect(question.record.plainText == "? Deliver at 2026-01-02 09:30")
  }
}
