import Testing

@testable import Presentable
@testable import PresentableTesting

/// The focus rules of Docs/Screens.md, one test each: focus stays where the user works.
@Suite("Focus rules")
struct FocusRulesTests {
  /// A backup app: a button that disables itself while the backup runs, a note, a switch.
  final class Backup {
    var isRunning = false
    var note = "Nightly"
    var verify = false
    var pressed = 0
  }

  struct BackUpNow: TextPresentable, ButtonPresentable {
    let backup: Backup
    var text: String { "Back Up Now" }
    var isEnabled: Bool { !backup.isRunning }
    func onButtonPress() {
      backup.pressed += 1
      backup.isRunning = true
    }
  }

  struct Notes: TextAreaPresentable {
    let backup: Backup
    var label: String { "Notes" }
    var text: String { backup.note }
    func onTextAreaDidEndEditing(_ text: String) { backup.note = text }
  }

  struct Verify: TextPresentable, SwitchPresentable {
    let backup: Backup
    var text: String { "Verify" }
    var switchOn: Bool { backup.verify }
    func onSwitchToggleOn(_ on: Bool) { backup.verify = on }
  }

  /// The button, then the note and the switch, or the switch first (the row the loan goes to).
  func page(_ backup: Backup, switchFirst: Bool = false) -> FormPage {
    FormPage("Backup") {
      FormSection {
        FormRow(BackUpNow(backup: backup))
        if switchFirst {
          FormRow(Verify(backup: backup))
          FormRow(Notes(backup: backup))
        } else {
          FormRow(Notes(backup: backup))
          FormRow(Verify(backup: backup))
        }
      }
    }
  }

  /// Presses the button (it disables itself, lending focus to Notes), then `keys`, then ends the
  /// backup.
  func lendFocus(then keys: [Key], typing text: String = "", switchFirst: Bool = false) -> (
    Backup, FormPage, HeadlessTerminal
  ) {
    let backup = Backup()
    let page = page(backup, switchFirst: switchFirst)
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 10)
    terminal.press(.enter)
    #expect(backup.isRunning)
    #expect(page.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    terminal.press(keys)
    terminal.type(text)
    backup.isRunning = false
    page.form.setNeedsUpdate()
    terminal.redraw()
    return (backup, page, terminal)
  }

  @Test func aLentFocusGoesBackWhenTheUserHasDoneNothingSince() {
    let (_, page, _) = lendFocus(then: [])
    #expect(page.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
  }

  @Test func aRowTheUserActedOnKeepsFocus() {
    // A key the row handled (the switch the loan went to, toggled), and no navigation key.
    let (backup, page, _) = lendFocus(then: [.space], switchFirst: true)
    #expect(backup.verify)
    #expect(page.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
  }

  @Test func aRowBeingEditedKeepsFocusAndItsDraftWhenTheLenderComesBack() {
    let (backup, page, terminal) = lendFocus(then: [.enter], typing: " and weekly")
    #expect(page.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    #expect(page.form.table.isCapturingInput)
    #expect(terminal.lines.last?.hasPrefix(" Enter new line · Tab save · Esc cancel") == true)
    // The next space is text, not a press of the button.
    terminal.press(.space)
    #expect(backup.pressed == 1)
    terminal.press(.tab)
    #expect(backup.note == "Nightly and weekly ")
  }

  @Test func anEditEndsOnlyByTheUserWhenItsRowIsDisabled() {
    final class Model {
      var locked = false
      var name = "Bob"
    }
    struct Name: TextFieldPresentable {
      let model: Model
      var label: String { "Name" }
      var placeholder: String { "Your name" }
      var text: String { model.name }
      var isEnabled: Bool { !model.locked }
      func onTextFieldDidEndEditing(_ text: String) { model.name = text }
    }
    let model = Model()
    let form = FormPage("Profile") {
      FormSection {
        FormRow(Name(model: model))
        FormRow.button("Save") {}
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: form), width: 40, height: 8)
    terminal.press(.enter)
    terminal.type("by")
    model.locked = true
    form.form.setNeedsUpdate()
    terminal.redraw()
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    #expect(form.form.table.isCapturingInput)
    terminal.press(.enter)
    #expect(model.name == "Bobby")
  }

  @Test func anEditKeepsItsDraftWhenRowsBeforeItComeAndGo() {
    struct Banner: TextPresentable { var text: String }
    final class Model {
      var showsBanner = false
      var name = "Bob"
    }
    struct Name: TextFieldPresentable {
      let model: Model
      var label: String { "Name" }
      var placeholder: String { "Your name" }
      var text: String { model.name }
      func onTextFieldDidEndEditing(_ text: String) { model.name = text }
    }
    let model = Model()
    let form = FormPage("Profile") {
      FormSection { FormRow(Banner(text: "Syncing…")) }.hidden(when: !model.showsBanner)
      FormSection {
        FormRow(Name(model: model))
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: form), width: 40, height: 8)
    terminal.press(.enter)
    terminal.type("by")
    model.showsBanner = true
    form.form.setNeedsUpdate()
    terminal.redraw()
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
    #expect(terminal.screenText.contains("Bobby"))
    terminal.press(.enter)
    #expect(model.name == "Bobby")
  }

  /// The scenario with an `AsyncValue`: the button is disabled while the value loads; the
  /// user edits the note meanwhile; the value arrives.
  @Test func anAsyncValueArrivingLeavesTheEditAlone() async {
    final class Model: @unchecked Sendable {
      var check: AsyncValue<String>?
      var note = ""
    }
    struct Check: TextPresentable, ButtonPresentable {
      let model: Model
      let start: () -> Void
      var text: String { "Back Up Now" }
      var isEnabled: Bool { !(model.check?.isLoading ?? false) }
      func onButtonPress() { start() }
    }
    struct Note: TextAreaPresentable {
      let model: Model
      var label: String { "Notes" }
      var text: String { model.note }
      func onTextAreaDidEndEditing(_ text: String) { model.note = text }
    }
    let model = Model()
    let (stream, finish) = AsyncStream<Void>.makeStream()
    let form = FormPage("Backup") {
      FormSection {
        FormRow(
          Check(model: model) {
            model.check = AsyncValue {
              for await _ in stream {}
              return "done"
            }
          })
        FormRow(Note(model: model))
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: form), width: 40, height: 8)
    terminal.press(.enter)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    terminal.press(.enter)
    terminal.type("kept")
    finish.finish()
    _ = await model.check?.wait()
    #expect(terminal.hasPendingChange)
    terminal.redraw()
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    #expect(form.form.table.isCapturingInput)
    terminal.press(.tab)
    #expect(model.note == "kept")
  }

  /// The submit button sends focus to the first invalid field; Escape there (after an edit
  /// begun) ends the edit, and navigation moves focus on as anywhere else.
  @Test func afterASubmitFindsAnInvalidFieldFocusMovesOnAsUsual() {
    let draft = ValidationTests.Draft()
    let form = ValidationTests().page(draft)
    let terminal = HeadlessTerminal(PageStack(root: form), width: 44, height: 12)
    terminal.press(.end, .enter)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    terminal.press(.enter, .escape)
    #expect(!form.form.table.isCapturingInput)
    terminal.press(.end)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
    terminal.press(.home, .down)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    #expect(!terminal.hasQuit)
  }
}
