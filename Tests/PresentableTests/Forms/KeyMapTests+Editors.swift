import Foundation
import PresentableTesting
import Testing

@testable import Presentable

/// The rows and editors the key map walk visits besides switches, fields and buttons, and an app
/// that rebinds an editor's keys.
extension KeyMapTests {
  struct Copies: TextPresentable, StepperPresentable {
    let model: Model
    var text: String { "Copies" }
    var stepperValue: Int { model.copies }
    var stepperRange: ClosedRange<Int> { 0...10 }
    var stepperStep: Int { 1 }
    func onStepperValueChange(_ value: Int) { model.copies = value }
  }

  struct Volume: TextPresentable, SliderPresentable {
    let model: Model
    var text: String { "Volume" }
    var sliderValue: Double { model.volume }
    var sliderRange: ClosedRange<Double> { 0...10 }
    var sliderStep: Double { 1 }
    func onSliderValueChange(_ value: Double) { model.volume = value }
  }

  struct Theme: TextPresentable, OptionsPresentable {
    let model: Model
    var text: String { "Theme" }
    var options: [String] { ["Light", "Dark", "Auto"] }
    var selectedIndex: Int { model.theme }
    func onSelectOption(_ index: Int) { model.theme = index }
  }

  struct Note: TextAreaPresentable {
    let model: Model
    var label: String { "Note" }
    var placeholder: String { "A note" }
    var text: String { model.note }
    func onTextAreaDidEndEditing(_ text: String) { model.note = text }
  }

  /// A time in a fixed locale and zone, so its fields are hour, minute and AM/PM wherever the
  /// tests run.
  struct Until: TextPresentable, DatePickerPresentable {
    let model: Model
    var text: String { "Until" }
    var date: Date { model.until }
    var datePickerMode: DatePickerMode { .time }
    var locale: Locale { Locale(identifier: "en_US") }
    var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
    func onDateChange(_ date: Date) { model.until = date }
  }
}

extension KeyMapTests {
  /// Undo on Ctrl-Z as well, no Ctrl-Y, saving on Ctrl-S alone, and Space no longer a row's key,
  /// set once in the map: the hint lines name the new keys, every hinted key does what it says,
  /// and the keys taken away do nothing, or are typed.
  @Test func anAppRebindsAnEditorsKeysInOnePlace() {
    var keys = KeyMap.standard
    keys.bind(.control("z"), to: .undo, in: .textField)
    keys.unbind(.control("y"), in: .textField)
    keys.unbindAll(.save, in: .textField)
    keys.bind(.control("s"), to: .save, in: .textField)
    keys.unbind(.space, in: .row)
    let expected = walk(.standard).map {
      $0.replacingOccurrences(of: "Space toggle", with: "Enter toggle")
        .replacingOccurrences(of: "field being edited:  Enter save", with: "field being edited:  C-s save")
    }
    #expect(expected.contains("field being edited:  C-s save · Esc cancel · C-_ undo"))
    #expect(walk(keys) == expected)

    let fixture = Fixture(keyMap: keys) { $0.focus(row: 2) }
    let (model, terminal) = (fixture.model, fixture.terminal)
    // Letters the table binds (q, j, k) are text in the field; Ctrl-Z takes back the last word.
    terminal.press(.enter, .character("q"), .character("j"), .space, .character("k"), .control("z"))
    #expect(fixture.edited == "Name, text field, Bobqj , editing")
    // Ctrl-Y and Enter no longer do anything to the edit; Ctrl-S saves it.
    terminal.press(.control("y"), .enter)
    #expect(fixture.edited == "Name, text field, Bobqj , editing")
    // Ctrl-_ still undoes (the hint names it); redo has no key left, so no hint.
    #expect(terminal.lines.last == " C-s save · Esc cancel · C-_ undo")
    terminal.press(.control("s"))
    #expect(model.name == "Bobqj " && !fixture.page.form.table.isCapturingInput)

    // Space does not toggle; Enter still does.
    let switchRow = Fixture(keyMap: keys) { $0.focus(row: 1) }
    switchRow.terminal.press(.space)
    #expect(!switchRow.model.isOn)
    switchRow.terminal.press(.enter)
    #expect(switchRow.model.isOn)
  }

  /// The help text lists an editor's keys as the map binds them.
  @Test func theSummaryOfAnEditorFollowsTheMap() {
    #expect(KeyMap.standard.summary(in: .textField).contains("undo        C-_"))
    #expect(KeyMap.standard.summary(in: .textField).contains("redo        C-y"))
    var keys = KeyMap.standard
    keys.bind(.control("z"), to: .undo, in: .textField)
    keys.unbind(.control("y"), in: .textField)
    #expect(keys.summary(in: .textField).contains("undo        C-_ C-z"))
    #expect(!keys.summary(in: .textField).contains { $0.hasPrefix("redo") })
  }
}

extension KeyMapTests {
  /// A key an editor leaves alone, Page Down or one the app unbound there, does not move focus
  /// off the row being edited nor drop its draft (it did: the table moved on, the draft went).
  @Test func aKeyTheEditorLeavesAloneKeepsTheEdit() {
    var keys = KeyMap.standard
    keys.unbind(.down, in: .textField)
    let fixture = Fixture(keyMap: keys) { $0.focus(row: 2) }
    fixture.terminal.press(.enter, .character("x"), .pageDown, .down)
    #expect(fixture.page.form.table.focusedIndexPath == TableIndexPath(row: 2, section: 0))
    #expect(fixture.edited == "Name, text field, Bobx, editing")
    fixture.terminal.press(.tab)
    #expect(fixture.model.name == "Bobx")
  }
}

extension KeyMapTests {
  /// The row context's keys the hint line does not name work on every row that takes them: `-`
  /// and `+` step a slider as they do a stepper, and Space starts an edit as Enter does.
  @Test func everyRowKeyOfTheMapWorksOnEveryRowThatTakesIt() {
    let slider = Fixture { $0.focus(row: 6) }
    slider.terminal.press(.character("+"), .character("+"), .character("-"))
    #expect(slider.model.volume == 6)
    let note = Fixture { $0.focus(row: 8) }
    note.terminal.press(.space, .character("!"))
    #expect(note.edited == "Note, text area, Hi!, editing")
  }
}
