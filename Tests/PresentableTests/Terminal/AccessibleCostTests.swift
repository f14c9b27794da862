import Observation
import Testing

@testable import Presentable

/// Asking N rows line by line costs O(N): the work counted (rows made, sections made) grows with
/// the rows, not with the rows times the answers. Nothing is timed.
@Suite("Accessible mode: asking N rows costs N")
struct AccessibleCostTests {
  @Observable final class Setting {
    var isOn = false
  }

  struct Toggle: TextPresentable, SwitchPresentable {
    let setting: Setting
    let index: Int
    var text: String { "Setting \(index)" }
    var switchOn: Bool { setting.isOn }
    func onSwitchToggleOn(_ on: Bool) { setting.isOn = on }
  }

  /// How many rows a form of `count` switches made (its rows are made when read, `count:`), and
  /// how many times it made its sections, after every switch was answered `answer`.
  static func run(count: Int, answer: String) throws -> (rowsMade: Int, updates: Int, on: Int) {
    let settings = (0..<count).map { _ in Setting() }
    var made = 0
    let page = FormPage("Settings") {
      FormSection("Switches", count: count) { index in
        made += 1
        return FormRow(Toggle(setting: settings[index], index: index))
      }
    }
    let prompter = AccessiblePrompter(
      stack: PageStack(root: page), input: .lines(Array(repeating: answer, count: count)), errors: { _ in }
    ) { _ in }
    try prompter.run()
    return (made, page.form.updateCount, settings.filter(\.isOn).count)
  }

  @Test(arguments: ["y", ""])
  func answeringEveryRowMakesEachRowOnceAndTheSectionsOnce(answer: String) throws {
    for count in [100, 1000] {
      let result = try Self.run(count: count, answer: answer)
      #expect(result.on == (answer == "y" ? count : 0))
      // Each row is made once to be asked (and once more at most, to find the next one): never
      // all of them again after an answer.
      #expect(result.rowsMade <= 2 * count, "\(count) rows: \(result.rowsMade) made")
      // An answer to an observed model the sections do not read leaves them as they are.
      #expect(result.updates == 1, "\(count) rows: the sections were made \(result.updates) times")
    }
  }

  final class Plain {
    var on: [Bool]
    init(count: Int) { on = Array(repeating: false, count: count) }
  }

  struct PlainToggle: TextPresentable, SwitchPresentable {
    let model: Plain
    let index: Int
    var text: String { "Setting \(index)" }
    var switchOn: Bool { model.on[index] }
    func onSwitchToggleOn(_ on: Bool) { model.on[index] = on }
  }

  /// Over a plain model, an answer kept changes nothing, so the form is not made again; a change
  /// may touch anything, so it is, as after a key on screen.
  @Test func overAPlainModelOnlyAChangeMakesTheFormAgain() throws {
    let model = Plain(count: 50)
    let page = FormPage("Settings") {
      FormSection("Switches") {
        for index in 0..<50 { FormRow(PlainToggle(model: model, index: index)) }
      }
    }
    let answers = (0..<50).map { $0 % 10 == 0 ? "y" : "" }
    let prompter = AccessiblePrompter(stack: PageStack(root: page), input: .lines(answers), errors: { _ in })
    { _ in }
    try prompter.run()
    #expect(model.on.filter { $0 }.count == 5)
    #expect(page.form.updateCount == 1 + 5)
  }
}
