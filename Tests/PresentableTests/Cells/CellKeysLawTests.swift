import Foundation
import PresentableTesting
import Testing

@testable import Presentable

/// Hints cannot lie: for every library cell, in each of its states, under the standard map and
/// a rebound one, each key a hint names is answered, each key the row answers belongs to an
/// action its declaration lists, and each listed action with a key shows in its hint, unless it is
/// one of the row's few keys the hint line leaves out on purpose (named here, per cell).
@Suite("Each cell's hints name exactly the keys it answers")
struct CellKeysLawTests {
  /// The standard map with every key a cell hints moved elsewhere: activation on `x`, the row's
  /// arrows on `h` and `l`, saving on Ctrl-S, cancelling on Ctrl-G.
  static let rebound: KeyMap = {
    var keys = KeyMap.standard
    for key in [Key.enter, .space, .left, .right] { keys.unbind(key, in: .row) }
    keys.bind(.character("x"), to: .activate, in: .row)
    keys.bind(.character("h"), to: .decrease, in: .row)
    keys.bind(.character("l"), to: .increase, in: .row)
    for context in [KeyMap.Context.textField, .textArea, .datePicker] {
      keys.unbindAll(.save, in: context)
      keys.unbindAll(.cancel, in: context)
      keys.bind(.control("s"), to: .save, in: context)
      keys.bind(.control("g"), to: .cancel, in: context)
    }
    keys.unbind(.enter, in: .textArea)
    keys.bind(.control("j"), to: .newLine, in: .textArea)
    keys.unbind(.left, in: .datePicker)
    keys.bind(.character("<"), to: .left, in: .datePicker)
    return keys
  }()

  static let maps: [(name: String, keyMap: KeyMap)] = [("standard", .standard), ("rebound", rebound)]

  /// The keys a row answers without a hint, by design: what the hint line would only crowd.
  static let cursorKeys: Set<KeyMap.Action> = [
    .left, .right, .first, .last, .erase, .eraseNext, .undo, .redo,
  ]

  func probe(_ change: (inout TraitProbe.Values) -> Void = { _ in }) -> TraitProbe {
    var values = TraitProbe.Values()
    change(&values)
    return TraitProbe(values)
  }

  /// Checks one cell in `state` under both maps; `quiet` lists the actions it answers unhinted.
  func check<C: Cell>(
    _ name: String, _ make: () -> C, state: C.State, quiet: Set<KeyMap.Action> = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (mapName, keyMap) in Self.maps {
      let cell = make()
      let declared = cell.keys(state: state)
      let context = declared.context
      let hints = cell.keyHints(state: state, keyMap: keyMap)
      let place = "\(name), \(mapName) map"
      // Each key a hint names is answered.
      for answer in declared.answers where answer.hint != nil {
        for key in keyMap.keys(for: answer.action, in: context) {
          var copy = state
          #expect(
            make().handle(key, state: &copy, keyMap: keyMap) != .ignored,
            "\(place): \(key) (\(answer.action)) is hinted but ignored", sourceLocation: sourceLocation)
        }
      }
      // Each key the row answers is declared, and hinted unless it is one of the quiet ones.
      var answered: Set<KeyMap.Action> = []
      for (key, action) in keyMap.bindings[context] ?? [:] {
        var copy = state
        guard make().handle(key, state: &copy, keyMap: keyMap) != .ignored else { continue }
        let answer = declared.answers.first { $0.action == action }
        // A character the row types (a text row types `-`, where a stepper steps) is text, not
        // an answer of the action the map binds it to.
        if answer == nil, declared.typing != nil, case .character = key { continue }
        answered.insert(action)
        #expect(
          answer != nil, "\(place): \(key) (\(action)) is answered but not declared",
          sourceLocation: sourceLocation)
        guard let hint = answer?.hint else {
          #expect(
            quiet.contains(action), "\(place): \(key) (\(action)) is answered without a hint",
            sourceLocation: sourceLocation)
          continue
        }
        #expect(
          hints.contains { $0.action == hint.action }, "\(place): \(action) has no hint in \(hints)",
          sourceLocation: sourceLocation)
      }
      // Each hint shown belongs to an action the row answered.
      for hint in hints {
        let actions = declared.answers.filter { $0.hint?.action == hint.action }.map(\.action)
        #expect(
          !answered.isDisjoint(with: actions), "\(place): \(hint) names no key the row answers",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test func rowsOfOneState() {
    for switchOn in [false, true] {
      check(
        "switch", { SwitchWithTextCell(viewModel: probe { $0.switchOn = switchOn }) }, state: (),
        quiet: [.increase, .decrease])
    }
    check("options", { OptionsCell(viewModel: probe()) }, state: (), quiet: [.activate])
    check("no options", { OptionsCell(viewModel: probe { $0.options = [] }) }, state: ())
    for accessory in [Accessory.disclosure, .checkmark, .badge("3"), .none] {
      check(
        "accessory \(accessory)", { AccessoryCell(viewModel: probe { $0.accessory = accessory }) }, state: ())
      check("value \(accessory)", { ValueCell(viewModel: probe { $0.accessory = accessory }) }, state: ())
    }
    check("button", { ButtonCell(viewModel: probe()) }, state: ())
    check(
      "busy button", { ButtonCell(viewModel: probe { $0.extra["isBusy"] = true }) }, state: (),
      quiet: [.activate])
    for value in [0, 5, 10] {
      check("stepper at \(value)", { StepperCell(viewModel: probe { $0.stepperValue = value }) }, state: ())
    }
    for value in [0.0, 0.5, 1.0] {
      check("slider at \(value)", { SliderCell(viewModel: probe { $0.sliderValue = value }) }, state: ())
    }
    check("text", { TextCell(viewModel: probe()) }, state: ())
  }

  @Test func editorsBeforeAndWhileEditing() {
    func editing<C: Cell>(_ cell: C) -> C.State {
      var state = C.initialState
      _ = cell.handle(.enter, state: &state)
      return state
    }
    for isSecure in [false, true] {
      let field = {
        TextFieldCell(
          viewModel: self.probe {
            $0.isSecure = isSecure
            $0.text = "abc"
          })
      }
      check("text field", field, state: TextFieldState(notEditing: ()))
      check("text field, editing", field, state: editing(field()), quiet: Self.cursorKeys)
    }
    let area = { TextAreaCell(viewModel: self.probe { $0.text = "one\ntwo\nthree" }) }
    check("text area", area, state: TextAreaState())
    check(
      "text area, editing", area, state: editing(area()),
      // Ctrl-E (the editor) is documented with the keys, not on the hint line.
      quiet: Self.cursorKeys.union([.up, .down, .pageUp, .pageDown, .openInEditor]))
    for mode in [DatePickerMode.date, .time, .dateAndTime] {
      let date = { DatePickerCell(viewModel: self.probe { $0.datePickerMode = mode }) }
      check("date \(mode)", date, state: DatePickerState())
      check("date \(mode), editing", date, state: editing(date()), quiet: [.first, .last, .erase])
    }
  }

  /// A form's row answers what its own cell answers, and Enter itself where the form acts on it.
  @Test func formRows() {
    let form = Form { FormSection { FormRow(cell: TextCell(viewModel: self.probe())) } }
    func cell(_ row: FormRow) -> () -> FormCell {
      {
        var cell = FormCell(viewModel: row)
        cell.form = form
        return cell
      }
    }
    let initial = FormCell.initialState
    check(
      "form switch", cell(FormRow(cell: SwitchWithTextCell(viewModel: probe()))), state: initial,
      quiet: [.increase, .decrease])
    check("form button", cell(.button("Reset") {}), state: initial)
    check(
      "form row that selects", cell(FormRow(cell: TextCell(viewModel: probe())).onSelect {}), state: initial)
    check("form link", cell(.link("Wi-Fi") { FormPage("Wi-Fi") {} }), state: initial)
    // Enter goes to the form; the stepper's own hint stays the row's only one.
    check(
      "form stepper that selects", cell(FormRow(cell: StepperCell(viewModel: probe())).onSelect {}),
      state: initial,
      quiet: [.activate])
    check(
      "disabled form switch",
      cell(FormRow(cell: SwitchWithTextCell(viewModel: probe())).disabled(when: true)),
      state: initial)
    let field = cell(FormRow(cell: TextFieldCell(viewModel: probe())))
    var editing = initial
    _ = field().handle(.enter, state: &editing)
    check("form text field", field, state: initial)
    check("form text field, editing", field, state: editing, quiet: Self.cursorKeys)
  }
}
