import Testing

@testable import Presentable
@testable import PresentableTesting

/// A group: its questions shown together, Enter and Tab moving on, Shift-Tab going back.
@Suite struct ConversationGroupTests {
  func burger() -> (ConversationGroup, GroupAnswer<String>, GroupAnswer<Bool>, GroupAnswer<String>) {
    let group = ConversationGroup()
    let name = group.text("Name", rules: [.required()])
    let cheese = group.confirm("Cheese?", default: true)
    let side = group.choose("Side", from: ["Fries", "Salad"]) { $0 }
    return (group, name, cheese, side)
  }

  @Test func typingGoesIntoTheFocusedQuestionAndEnterOnTheLastAnswers() {
    let (group, name, cheese, side) = burger()
    let screen = GroupScreen(group.questions)
    let terminal = HeadlessTerminal(screen, width: 60, height: 8)
    #expect(terminal.lines[0].hasPrefix("? Name"))
    #expect(terminal.lines[2] == "? Cheese? (Y/n)")
    terminal.press(.enter)  // the rule holds it
    #expect(!screen.isAnswered)
    #expect(terminal.lines[1].contains("Required"))
    terminal.type("Ada")
    terminal.press(.tab)
    #expect(terminal.lines[0] == "? Name Ada")
    terminal.press(.character("n"))
    terminal.press(.down, .enter)
    #expect(screen.isAnswered)
    #expect(name.value == "Ada")
    #expect(cheese.value == false)
    #expect(side.value == "Salad")
    // No Submit row: three questions, three record lines.
    #expect(group.questions.map(\.record.plainText) == ["? Name Ada", "? Cheese? No", "? Side Salad"])
  }

  @Test func shiftTabGoesBack() {
    let (group, name, _, _) = burger()
    let screen = GroupScreen(group.questions)
    let terminal = HeadlessTerminal(screen, width: 60, height: 8)
    terminal.type("Ad")
    terminal.press(.enter, .backTab)
    #expect(screen.focus == 0)
    terminal.type("a")
    terminal.press(.enter)
    #expect(name.value == "Ada")
    #expect(screen.focus == 1)
  }

  @Test func lineByLineAsksEachInTurn() async throws {
    final class Output: @unchecked Sendable { var text = "" }
    let output = Output()
    let ask = Conversation(lines: ["Ada", "y", "2"], write: { output.text += $0 })
    let (name, cheese, side) = try await ask.group { group in
      (group.text("Name"), group.confirm("Cheese?"), group.choose("Side", from: ["Fries", "Salad"]) { $0 })
    }
    #expect(name.value == "Ada" && cheese.value && side.value == "Salad")
    #expect(output.text.split(separator: "\n").filter { $0.hasPrefix("? ") }.count == 3)
  }
}
