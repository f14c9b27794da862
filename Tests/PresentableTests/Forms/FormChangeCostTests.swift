import Observation
import Testing

@testable import Presentable
@testable import PresentableTesting

/// What a change in a form makes again: over `@Observable` models, the rows it touches; over plain
/// models, the sections, as before.
@Suite("Forms: a change costs the rows it changes")
@MainActor struct FormChangeCostTests {
  @Observable final class Setting {
    var isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
  }

  /// Which rows were described: the rows whose text the table read.
  final class Reads {
    var rows: Set<Int> = []
  }

  struct Toggle: TextPresentable, SwitchPresentable {
    let setting: Setting
    let index: Int
    let reads: Reads
    var text: String {
      reads.rows.insert(index)
      return "Setting \(index)"
    }
    var switchOn: Bool { setting.isOn }
    func onSwitchToggleOn(_ on: Bool) { setting.isOn = on }
  }

  /// A form of `count` switches written with a `for` loop, and how many times its content ran.
  final class Fixture {
    let settings: [Setting]
    let reads = Reads()
    var contentRuns = 0
    var page: FormPage!

    init(count: Int) {
      settings = (0..<count).map { Setting(isOn: $0 % 2 == 0) }
      page = FormPage("Settings") { [unowned self] in
        contentRuns += 1
        return [
          FormSection("Switches") {
            for index in settings.indices {
              FormRow(Toggle(setting: settings[index], index: index, reads: reads))
            }
          }
        ]
      }
    }
  }

  @Test func aToggleOverAnObservedModelDescribesOnlyItsRowAndRunsNoContent() {
    let fixture = Fixture(count: 100)
    let terminal = HeadlessTerminal(PageStack(root: fixture.page), width: 40, height: 12)
    terminal.press(.down, .down)
    let runs = fixture.contentRuns
    let updates = fixture.page.form.updateCount
    fixture.reads.rows = []
    terminal.press(.space)
    #expect(fixture.settings[2].isOn == false)
    #expect(terminal.lines.contains { $0.contains("Setting 2") && $0.contains("OFF") })
    #expect(fixture.contentRuns == runs)
    #expect(fixture.page.form.updateCount == updates)
    #expect(fixture.reads.rows == [2])
  }

  @Test func aModelChangedFromOutsideRedrawsOnlyTheRowsThatReadIt() {
    let fixture = Fixture(count: 100)
    let terminal = HeadlessTerminal(PageStack(root: fixture.page), width: 40, height: 12)
    fixture.reads.rows = []
    fixture.settings[4].isOn.toggle()
    fixture.settings[6].isOn.toggle()
    #expect(terminal.hasPendingChange)
    terminal.redraw()
    #expect(fixture.reads.rows == [4, 6])
    #expect(terminal.lines.contains { $0.contains("Setting 4") && $0.contains("OFF") })
    #expect(terminal.lines.contains { $0.contains("Setting 6") && $0.contains("OFF") })
  }

  @Observable final class Wireless {
    var isOn = false
  }

  struct WirelessSwitch: TextPresentable, SwitchPresentable {
    let model: Wireless
    var text: String { "Wi-Fi" }
    var switchOn: Bool { model.isOn }
    func onSwitchToggleOn(_ on: Bool) { model.isOn = on }
  }

  @Test func conditionsReadFromAnObservedModelStillShowAndHideRows() {
    let model = Wireless()
    let page = FormPage("Wi-Fi") {
      FormSection {
        FormRow(WirelessSwitch(model: model))
        FormRow.button("Scan") {}.hidden(when: !model.isOn)
        FormRow.button("Forget") {}.disabled(when: !model.isOn)
      }
      if model.isOn {
        FormSection("Networks") { FormRow.button("Home") {} }
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 12)
    #expect(!terminal.screenText.contains("Scan"))
    #expect(!terminal.screenText.contains("Networks"))
    let updates = page.form.updateCount
    terminal.press(.space)
    #expect(model.isOn)
    // The sections read what the switch changed: they are made again, once.
    #expect(page.form.updateCount == updates + 1)
    #expect(terminal.screenText.contains("Scan"))
    #expect(terminal.screenText.contains("Networks"))
    #expect(terminal.screenText.contains("Home"))
    terminal.press(.down)
    #expect(terminal.lines.contains { $0.hasPrefix("›") && $0.contains("Scan") })
    terminal.press(.up, .space)
    #expect(!model.isOn)
    #expect(!terminal.screenText.contains("Scan"))
    #expect(!terminal.screenText.contains("Networks"))
    // Forget is disabled again: focus skips it.
    terminal.press(.down)
    #expect(terminal.lines.contains { $0.hasPrefix("›") && $0.contains("Wi-Fi") })
  }

  @Observable final class Profile {
    var name = ""
  }

  struct NameField: TextFieldPresentable {
    let profile: Profile
    var label: String { "Name" }
    var placeholder: String { "Your name" }
    var text: String { profile.name }
    var validationRules: [ValidationRule] { [.required()] }
  }

  struct FillSwitch: TextPresentable, SwitchPresentable {
    let profile: Profile
    var text: String { "Use my name" }
    var switchOn: Bool { !profile.name.isEmpty }
    func onSwitchToggleOn(_ on: Bool) { profile.name = on ? "Ada" : "" }
  }

  @Test func aRuleThatReadsWhatAnObservedToggleChangedIsCheckedAgain() {
    let profile = Profile()
    let page = FormPage("Profile") {
      FormSection {
        FormRow(FillSwitch(profile: profile))
        FormRow(NameField(profile: profile))
      }
      FormSection { FormRow.submit("Save") {} }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 12)
    #expect(!page.form.rulesHold)
    // The switch's row reads the name, so observation hears the toggle; the rule reads it too,
    // so the form checks itself again and the submit button becomes ready.
    terminal.press(.space)
    #expect(profile.name == "Ada")
    #expect(page.form.rulesHold)
    #expect(terminal.screenText.contains("Ada"))
    terminal.press(.space)
    #expect(!page.form.rulesHold)
  }

  @Test func aToggleOverAPlainModelStillMakesTheSectionsAgain() {
    let model = WiFiModel()
    let page = wifiPage(model)
    let terminal = HeadlessTerminal(PageStack(root: page), width: 44, height: 14)
    let updates = page.form.updateCount
    terminal.press(.space)
    #expect(model.isOn == false)
    #expect(page.form.updateCount == updates + 1)
    #expect(!terminal.screenText.contains("Networks"))
    terminal.press(.space)
    #expect(terminal.screenText.contains("Networks"))
  }

  /// A switch over a plain model, with what it read.
  final class PlainSetting {
    var isOn = false
  }

  struct PlainToggle: TextPresentable, SwitchPresentable {
    let setting: PlainSetting
    let index: Int
    let reads: Reads
    var text: String {
      reads.rows.insert(index)
      return "Plain \(index)"
    }
    var switchOn: Bool { setting.isOn }
    func onSwitchToggleOn(_ on: Bool) { setting.isOn = on }
  }

  struct PlainName: TextFieldPresentable {
    var label: String { "Name" }
    var placeholder: String { "Your name" }
    var text: String { "Ada" }
    var validationRules: [ValidationRule] { [.required()] }
  }

  /// Over plain models the form cannot know what a toggle changed, so it makes its sections
  /// again; but it checks only the rows with rules and draws only the rows on screen, not all
  /// 10,000 of them.
  @Test func aToggleOverPlainModelsChecksTheRowsWithRulesAndDrawsTheRowsShown() {
    let settings = (0..<10_000).map { _ in PlainSetting() }
    let reads = Reads()
    let page = FormPage("Settings") {
      FormSection {
        FormRow(PlainName())
        for index in settings.indices {
          FormRow(PlainToggle(setting: settings[index], index: index, reads: reads))
        }
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 12)
    terminal.press(.down, .down)
    let updates = page.form.updateCount
    let checked = page.form.rowsChecked
    reads.rows = []
    terminal.press(.space)
    #expect(settings[1].isOn)
    #expect(terminal.lines.contains { $0.contains("Plain 1") && $0.contains("ON") })
    #expect(page.form.updateCount == updates + 1)
    #expect(page.form.rowsChecked - checked == 1, "only the name field has rules, and it keeps them")
    #expect(!reads.rows.isEmpty && reads.rows.count <= 12, "\(reads.rows.count) rows described")
  }

  /// The rows of a `for` loop go into one list made at its full size: a plain-model change makes
  /// them all again, and a list grown as it filled copied them over and over.
  @Test func aForLoopsRowsGoInOneListMadeAtFullSize() {
    @FormRowBuilder func rows() -> [FormRow] {
      FormRow.button("First") {}
      for index in 0..<1025 { FormRow.button("Row \(index)") {} }
    }
    let list = rows()
    #expect(list.count == 1026)
    let loop: [FormRow] = ListBuilder.buildArray((0..<1025).map { _ in [FormRow.button("Row") {}] })
    #expect(loop.count == 1025)
    #expect(loop.capacity < 1025 + 64, "made at \(loop.capacity) rows for 1025: grown as it filled")
  }
}
