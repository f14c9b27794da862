import Foundation
import PresentableTesting
import Testing

@testable import Presentable

/// One keymap: the hint line of every context names only keys that do what it says there, and an
/// app rebinds or drops a key in one place.
@Suite("Key map")
struct KeyMapTests {
  /// A model the rows act on, so a test can tell what a key did.
  final class Model {
    var isOn = false
    var name = "Bob"
    var pressed = 0
    var chosen: [String] = []
    var zone = "Lima" {
      didSet { chosen.append(zone) }
    }
    var copies = 3
    var volume = 5.0
    var theme = 0
    var note = "Hi"
    var until = Date(timeIntervalSince1970: 22 * 3600)
  }

  struct Power: TextPresentable, SwitchPresentable {
    let model: Model
    var text: String { "Power" }
    var switchOn: Bool { model.isOn }
    func onSwitchToggleOn(_ on: Bool) { model.isOn = on }
  }

  struct Name: TextFieldPresentable {
    let model: Model
    var label: String { "Name" }
    var placeholder: String { "Your name" }
    var text: String { model.name }
    func onTextFieldDidEndEditing(_ text: String) { model.name = text }
  }

  /// A page, a stack, and the model: rows above and below the one a test looks at, so both ↑ and
  /// ↓ have somewhere to go.
  struct Fixture {
    let model = Model()
    let stack: PageStack
    let page: FormPage
    let terminal: HeadlessTerminal

    init(keyMap: KeyMap = .standard, _ setUp: (Fixture) -> Void = { _ in }) {
      let model = self.model
      page = FormPage("Settings") {
        FormSection {
          FormRow.button("Above") {}
          FormRow(Power(model: model))
          FormRow(Name(model: model))
          FormRow.button("Press") { model.pressed += 1 }
          FormRow.button("Below") {}
          FormRow(Copies(model: model))
          FormRow(Volume(model: model))
          FormRow(Theme(model: model))
          FormRow(Note(model: model))
          FormRow(Until(model: model))
          FormRow.button("Last") {}
        }
      }
      stack = PageStack(root: page)
      stack.keyMap = keyMap
      terminal = HeadlessTerminal(stack, width: 60, height: 20)
      setUp(self)
      _ = terminal.frame
    }

    /// Focuses a row of the top page, whatever keys the map binds, and draws.
    func focus(row: Int) {
      _ = terminal.frame
      (stack.top as? FormPage)?.form.table.focusRow(at: TableIndexPath(row: row, section: 0))
      _ = terminal.frame
    }

    /// The hints the last line names, as keys and words (`Type to filter` is not a key).
    var hints: [(keys: [Key], words: String)] {
      let line = terminal.lines.last ?? ""
      return line.trimmingCharacters(in: .whitespaces).components(separatedBy: " · ").compactMap { hint in
        guard hint != "Type to filter", let space = hint.firstIndex(of: " ") else { return nil }
        return (KeyMapTests.keys(String(hint[..<space])), String(hint[hint.index(after: space)...]))
      }
    }

    /// What a screen reader hears of the row being edited, field and draft included.
    var edited: String {
      page.form.table.transcript().first { $0.hasSuffix("editing") || $0.contains(", editing ") } ?? ""
    }

    /// Everything a key could change, to tell that it did something.
    var state: String {
      "\(terminal.lines) \(stack.pages.count) \(stack.dialog?.title ?? "-") \(stack.presented?.focus ?? -1)"
    }
  }

  /// The keys a hint names: `↑↓` is two, `C-p/C-n` two, `Enter` one.
  static func keys(_ label: String) -> [Key] {
    let arrows: [Character: Key] = ["↑": .up, "↓": .down, "←": .left, "→": .right]
    if label.allSatisfy({ arrows[$0] != nil }) { return label.compactMap { arrows[$0] } }
    return label.components(separatedBy: "/").map { name in
      switch name {
      case "Enter": .enter
      case "Esc": .escape
      case "Space": .space
      case "Tab": .tab
      case _ where name.hasPrefix("C-"): .control(name.last!)
      default: .character(name.first!)
      }
    }
  }

  /// Every context, set up from scratch: the focused row of a table (each kind), a field being
  /// edited, a page over another, a list page with its search, a dialog.
  static var contexts: [(name: String, setUp: (Fixture) -> Void)] {
    [
      ("switch row", { $0.focus(row: 1) }),
      ("text field", { $0.focus(row: 2) }),
      ("button", { $0.focus(row: 3) }),
      ("stepper row", { $0.focus(row: 5) }),
      ("slider row", { $0.focus(row: 6) }),
      ("options row", { $0.focus(row: 7) }),
      ("text area", { $0.focus(row: 8) }),
      ("date", { $0.focus(row: 9) }),
      (
        "field being edited",
        { fixture in
          fixture.focus(row: 2)
          fixture.terminal.press(.enter, .character("x"))
        }
      ),
      (
        "text area being edited",
        { fixture in
          fixture.focus(row: 8)
          fixture.terminal.press(.enter, .character("!"))
        }
      ),
      (
        // On the minutes, a minute on, so that both ← and → have a field to go to.
        "date being edited",
        { fixture in
          fixture.focus(row: 9)
          fixture.terminal.press(.enter, .right, .up)
        }
      ),
      (
        "page over another",
        { fixture in
          let model = fixture.model
          fixture.stack.push(
            FormPage("More") {
              FormSection {
                FormRow.button("One") {}
                FormRow.button("Two") { model.pressed += 1 }
                FormRow.button("Three") {}
              }
            })
          fixture.focus(row: 1)
        }
      ),
      (
        "list page",
        { fixture in
          let model = fixture.model
          fixture.stack.push(
            OptionListPage(
              "Zone", options: ["Berlin", "Lima", "Oslo"], selection: FormBinding(model, \.zone)
            ) { $0 })
        }
      ),
      (
        "dialog",
        { fixture in
          let model = fixture.model
          fixture.stack.present(
            Dialog(
              "Save?",
              actions: [
                DialogAction("Cancel", role: .cancel) { model.chosen.append("Cancel") },
                DialogAction("Save") { model.chosen.append("Save") },
              ]))
        }
      ),
    ]
  }

  /// Checks that `key`, named by a hint saying `words`, does that in the context `setUp` makes:
  /// in `fresh`, if given one set up so and not yet pressed, else in a new fixture.
  func check(
    _ key: Key, does words: String, in setUp: (Fixture) -> Void, keyMap: KeyMap, _ name: String,
    fresh: Fixture? = nil
  ) {
    let fixture = fresh ?? Fixture(keyMap: keyMap, setUp)
    let (model, stack, terminal) = (fixture.model, fixture.stack, fixture.terminal)
    let before = fixture.state
    let (pages, wasEditing, zone) = (stack.pages.count, fixture.page.form.table.isCapturingInput, model.zone)
    let (edited, copies, volume) = (fixture.edited, model.copies, model.volume)
    let until = Model().until
    terminal.press(key)
    let isEditing = fixture.page.form.table.isCapturingInput
    let context = "\(name): \(key) \(words)"
    switch words {
    case "quit": #expect(terminal.hasQuit, "\(context)")
    case "back": #expect(stack.pages.count == pages - 1, "\(context)")
    case "move": #expect(fixture.state != before, "\(context)")
    case "toggle": #expect(model.isOn, "\(context)")
    case "edit": #expect(fixture.page.form.table.isCapturingInput, "\(context)")
    case "save":
      // Each editor's setup changed its draft: saving keeps the change.
      #expect(!isEditing, "\(context)")
      #expect(
        model.name == "Bobx" || model.note == "Hi!" || model.until == until.addingTimeInterval(60),
        "\(context)")
    case "adjust": #expect(model.copies != copies || model.volume != volume, "\(context)")
    case "change": #expect(model.theme != 0, "\(context)")
    case "new line": #expect(isEditing && fixture.edited == "Note, text area, Hi! / , editing", "\(context)")
    case "field":
      // Another field is edited; the date is as it was.
      let date = { (transcript: String) in transcript.components(separatedBy: ", editing ").first }
      #expect(
        isEditing && fixture.edited.contains(", editing ") && !fixture.edited.contains("minute"), "\(context)"
      )
      #expect(date(fixture.edited) == date(edited), "\(context)")
    case "set":
      // The minutes step, and the date is not saved until the edit is.
      #expect(
        isEditing && fixture.edited.hasSuffix("editing minute") && fixture.edited != edited, "\(context)")
      #expect(model.until == until, "\(context)")
    case "cancel" where wasEditing:
      #expect(!isEditing && model.name == "Bob" && model.note == "Hi" && model.until == until, "\(context)")
    case "press": #expect(model.pressed == 1, "\(context)")
    case "undo":
      // Each editor's setup changed its draft: undoing takes the change back, still editing.
      #expect(isEditing && fixture.edited != edited, "\(context)")
    case "cancel": #expect(stack.dialog == nil && model.chosen == ["Cancel"], "\(context)")
    case "choose" where stack.pages.count < pages: #expect(model.chosen == [zone], "\(context)")
    case "choose": #expect(stack.dialog == nil && model.chosen.count == 1, "\(context)")
    default: Issue.record("no check for \(context)")
    }
  }

  /// Walks every context, presses every key its hint line names, and checks each does what it says.
  func walk(_ keyMap: KeyMap) -> [String] {
    var lines: [String] = []
    for (name, setUp) in Self.contexts {
      let fixture = Fixture(keyMap: keyMap, setUp)
      lines.append("\(name): \(fixture.terminal.lines.last ?? "")")
      // The first key is checked in the fixture the hints were read from: reading them pressed
      // nothing. Every other key gets a fixture of its own, so no key acts after another.
      var unpressed: Fixture? = fixture
      for (keys, words) in fixture.hints {
        for key in keys {
          check(key, does: words, in: setUp, keyMap: keyMap, name, fresh: unpressed)
          unpressed = nil
        }
      }
    }
    return lines
  }

  @Test func everyHintedKeyDoesWhatItSaysInEveryContext() {
    let lines = walk(.standard)
    #expect(
      lines == [
        "switch row:  ↑↓ move · Space toggle · q quit",
        "text field:  ↑↓ move · Enter edit · Esc quit",
        "button:  ↑↓ move · Enter press · q quit",
        "stepper row:  ↑↓ move · ←→ adjust · q quit",
        "slider row:  ↑↓ move · ←→ adjust · q quit",
        "options row:  ↑↓ move · ←→ change · q quit",
        "text area:  ↑↓ move · Enter edit · q quit",
        "date:  ↑↓ move · Enter edit · q quit",
        "field being edited:  Enter save · Esc cancel · C-_ undo",
        "text area being edited:  Enter new line · Tab save · Esc cancel · C-_ undo",
        "date being edited:  ←→ field · ↑↓ set · Enter save · Esc cancel",
        "page over another:  ↑↓ move · Enter press · Esc back",
        "list page:  Type to filter · ↑↓ move · Enter choose · Esc back",
        "dialog:  ↑↓ move · Enter choose · Esc cancel",
      ])
  }

  /// The issue's lie: under a dialog the line said `q quit`, and q did nothing there.
  @Test func aDialogsHintLineNamesTheDialogsKeysNotThePages() {
    let fixture = Fixture { $0.stack.present(.confirmation("Reset?", confirm: "Reset")) }
    #expect(fixture.terminal.lines.last == " ↑↓ move · Enter choose · Esc cancel")
    fixture.terminal.press(.character("q"))
    #expect(!fixture.terminal.hasQuit && fixture.stack.dialog != nil)
  }

  /// Emacs keys in place of the arrows and `j`/`k`, and no `q`, set once on the stack: every page,
  /// list page and dialog follows, and the hints say so.
  @Test func anAppRebindsAndDropsKeysInOnePlace() {
    var keys = KeyMap.standard
    keys.unbind(.character("q"), in: .table)
    for context in [KeyMap.Context.table, .listPage, .dialog] {
      keys.unbindAll(.up, in: context)
      keys.unbindAll(.down, in: context)
      keys.bind(.control("p"), to: .up, in: context)
      keys.bind(.control("n"), to: .down, in: context)
    }
    #expect(
      walk(keys) == [
        "switch row:  C-p/C-n move · Space toggle · Esc quit",
        "text field:  C-p/C-n move · Enter edit · Esc quit",
        "button:  C-p/C-n move · Enter press · Esc quit",
        "stepper row:  C-p/C-n move · ←→ adjust · Esc quit",
        "slider row:  C-p/C-n move · ←→ adjust · Esc quit",
        "options row:  C-p/C-n move · ←→ change · Esc quit",
        "text area:  C-p/C-n move · Enter edit · Esc quit",
        "date:  C-p/C-n move · Enter edit · Esc quit",
        "field being edited:  Enter save · Esc cancel · C-_ undo",
        "text area being edited:  Enter new line · Tab save · Esc cancel · C-_ undo",
        "date being edited:  ←→ field · ↑↓ set · Enter save · Esc cancel",
        "page over another:  C-p/C-n move · Enter press · Esc back",
        "list page:  Type to filter · C-p/C-n move · Enter choose · Esc back",
        "dialog:  C-p/C-n move · Enter choose · Esc cancel",
      ])
    // q and the arrows are no longer bound: on a page they do nothing.
    let fixture = Fixture(keyMap: keys) { $0.focus(row: 1) }
    fixture.terminal.press(.character("q"), .up, .down, .tab)
    #expect(!fixture.terminal.hasQuit)
    #expect(fixture.page.form.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    fixture.terminal.press(.control("n"))
    #expect(fixture.page.form.table.focusedIndexPath == TableIndexPath(row: 2, section: 0))
  }

  /// The docs' example, one line per key: Ctrl-N and Ctrl-P move on a page, in a dialog and on a
  /// list page alike (bound for the table alone, they did nothing in a dialog).
  @Test func oneBindingReachesEveryContextWhereTheActionWorks() {
    var keys = KeyMap.standard
    keys.bind(.control("n"), to: .down)
    keys.bind(.control("p"), to: .up)
    for context in [KeyMap.Context.table, .listPage, .dialog, .textArea, .datePicker] {
      #expect(keys.action(for: .control("n"), in: context) == .down, "\(context)")
      #expect(keys.action(for: .control("p"), in: context) == .up, "\(context)")
    }
    // Not where down is no action: a text field saves on ↓, a row has no down.
    #expect(keys.action(for: .control("n"), in: .textField) == nil)
    #expect(keys.action(for: .control("n"), in: .row) == nil)
    let fixture = Fixture(keyMap: keys) { $0.stack.present(.confirmation("Reset?", confirm: "Reset")) }
    let before = fixture.stack.presented?.focus
    fixture.terminal.press(.control("n"))
    #expect(fixture.stack.presented?.focus != before)
    fixture.terminal.press(.control("p"))
    #expect(fixture.stack.presented?.focus == before)
    // And unbinding without a context takes a key out of every one.
    keys.unbind(.escape)
    #expect(KeyMap.Context.allCases.allSatisfy { keys.action(for: .escape, in: $0) == nil })
  }

  /// A modified key nothing binds acts as the key alone: Alt-q is typed as q in a field (and
  /// quits nothing), Ctrl-↓ moves as ↓; Shift-Enter saves a text area, where Enter is a new line.
  @Test func aModifiedKeyActsAsTheKeyAloneWhereNothingBindsIt() {
    let field = Fixture { $0.focus(row: 2) }
    field.terminal.press(.enter, .modified(.character("q"), .alt))
    #expect(!field.terminal.hasQuit)
    #expect(field.edited == "Name, text field, Bobq, editing")
    field.terminal.press(.modified(.enter, .shift))
    #expect(field.model.name == "Bobq" && !field.page.form.table.isCapturingInput)

    let page = Fixture { $0.focus(row: 3) }
    page.terminal.press(.modified(.down, .control))
    #expect(page.page.form.table.focusedIndexPath == TableIndexPath(row: 4, section: 0))

    let area = Fixture { $0.focus(row: 8) }
    area.terminal.press(.enter, .character("!"), .modified(.enter, .shift))
    #expect(area.model.note == "Hi!" && !area.page.form.table.isCapturingInput)
  }

  /// Undo and redo are on an editor's hint line while there is a step to undo or redo.
  @Test func undoAndRedoAreNamedWhereTheyApply() {
    let fixture = Fixture { $0.focus(row: 2) }
    fixture.terminal.press(.enter)
    #expect(fixture.terminal.lines.last == " Enter save · Esc cancel")
    fixture.terminal.press(.character("x"))
    #expect(fixture.terminal.lines.last == " Enter save · Esc cancel · C-_ undo")
    fixture.terminal.press(.control("_"))
    #expect(fixture.terminal.lines.last == " Enter save · Esc cancel · C-y redo")
  }

  /// A context whose map binds no key for an action shows no hint for it.
  @Test func anActionWithNoKeyHasNoHint() {
    var keys = KeyMap.standard
    keys.unbindAll(.leave, in: .table)
    keys.unbindAll(.up, in: .table)
    keys.unbindAll(.down, in: .table)
    let fixture = Fixture(keyMap: keys)
    #expect(fixture.terminal.lines.last == " Enter press")
    fixture.terminal.press(.escape, .character("q"))
    #expect(!fixture.terminal.hasQuit)
  }

  @Test func theSummaryListsEveryBindingOfAContext() {
    let table = KeyMap.standard.summary(in: .table)
    #expect(table.first == "up          ↑ k S-Tab")
    #expect(table.contains("leave       q Esc"))
    #expect(KeyMap.standard.summary(in: .pageStack) == ["quit        C-c C-d"])
  }
}
