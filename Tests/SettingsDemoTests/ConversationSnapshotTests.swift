import Testing

@testable import Presentable
@testable import PresentableTesting
@testable import SettingsDemo

/// A question as drawn, and a finished conversation's record lines, in the demo's look: the
/// app's one extension styles them.
@Suite struct ConversationSnapshotTests {

  @Test func chooseQuestionInTheAppsLook() {
    let zones = ["Berlin", "London", "Los Angeles", "Paris", "Tokyo"]
    let question = ChooseQuestion(
      title: "Time zone", titles: zones, details: ["Europe", "Europe", "America", "Europe", "Asia"],
      default: 1)
    question.look = Look(DemoLook())
    let terminal = HeadlessTerminal(question, width: 50, height: 7)
    terminal.type("lo")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "choose")
  }

  @Test func finishedConversationTranscript() {
    let look = Look(DemoLook())
    let name = TextQuestion(
      title: "What's your name?", placeholder: "", default: "", rules: [], isSecret: false,
      suggestions: { _ in [] })
    HeadlessTerminal(name, width: 50, height: 2).type("Ada")
    let secret = TextQuestion(
      title: "Password", placeholder: "", default: "", rules: [], isSecret: true, suggestions: { _ in [] })
    HeadlessTerminal(secret, width: 50, height: 2).type("hunter22")
    let confirm = ConfirmQuestion(title: "Turn on Minion Mode?", default: true)
    HeadlessTerminal(confirm, width: 50, height: 2).press(.character("y"))
    let many = ChooseManyQuestion(
      title: "Notify me about", titles: ["Messages", "Mentions"], details: [nil, nil], chosen: [1],
      atLeast: 1,
      atMost: nil)
    HeadlessTerminal(many, width: 80, height: 4).press(.space, .enter)
    let questions: [QuestionScreen] = [name, secret, confirm, many]
    var frame = Frame(width: 50, height: questions.count)
    frame.look = look
    for (row, question) in questions.enumerated() { frame.draw(question.record, row: row) }
    #expect(
      PlainTextRenderer().render(frame).split(separator: "\n") == [
        "? What's your name? Ada", "? Password [hidden]", "? Turn on Minion Mode? Yes",
        "? Notify me about Messages, Mentions",
      ])
    assertTextSnapshot(of: frame, as: .frame, named: "transcript")
  }
}
