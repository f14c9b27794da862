import Foundation

/// A row that picks a date, a time of day, or both, configured from a view model that is
/// ``TextPresentable`` and ``DatePickerPresentable``.
///
/// ```
///   Until                         10:00 PM  ← not editing
/// › Until                         10:00 PM  ← editing: the hour field inverse
/// ```
///
/// The date is written as the view model's locale writes it, through Foundation's formatters
/// (`Jun 15, 2025 at 3:06 PM` in English (US), `15 juin 2025 à 15:06` in French), in its time
/// zone, within its range (a date outside it shows as the nearest end).
///
/// Enter starts editing on the first field. Left and Right (or Tab and Shift-Tab) move between
/// fields; Up and Down step the field, larger fields left alone (the minute after 59 is 00 of the
/// same hour); digits type it (`2` `2` in the hour field is 22, or 10 PM), moving on when it is
/// complete; `a` and `p` pick AM and PM. Enter commits, kept within the range; Escape cancels.
/// ``DatePickerPresentable/onDateChange(_:)`` is called with a committed date that differs.
/// These are the standard keys of ``KeyMap/Context/datePicker`` (and ``KeyMap/Context/row`` for
/// starting, Space as well as Enter): an app rebinds them in its ``KeyMap``.
///
/// The edit in progress is a ``DatePickerState`` the screen keeps.
public struct DatePickerCell<ViewModel: TextPresentable & DatePickerPresentable>: RowCell {
  /// The view model the row shows.
  public var viewModel: ViewModel

  /// A row showing `viewModel`.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
  }

  /// Not editing.
  public static var initialState: DatePickerState { DatePickerState() }

  /// While editing, the row takes every key.
  public func behavior(state: DatePickerState) -> CellBehavior { rowBehavior(capturesInput: state.isEditing) }

  /// Enter starts editing (`Enter edit`) a date with fields to edit. While editing, the arrows
  /// pick and set a field, Enter saves, Escape cancels (`←→ field · ↑↓ set · Enter save · Esc
  /// cancel`); Home, End and Backspace work without a hint; digits, `a` and `p` are typed into
  /// the field.
  public func keys(state: DatePickerState) -> CellKeys<DatePickerState> {
    guard state.isEditing else {
      guard !layout.editable.isEmpty else { return CellKeys(in: .row) }
      return CellKeys(in: .row).on(.activate, hint: .edit) { edit(.activate, typing: nil, &$0) }
    }
    let field = KeyHint("←→", "field")
    let set = KeyHint("↑↓", "set")
    var keys = CellKeys(in: .datePicker, typing: { edit(nil, typing: $0, &$1) })
    let answers: [(KeyMap.Action, KeyHint?)] = [
      (.left, field), (.right, field), (.up, set), (.down, set), (.save, .save), (.cancel, .cancel),
      (.first, nil), (.last, nil), (.erase, nil),
    ]
    for (action, hint) in answers { keys = keys.on(action, hint: hint) { edit(action, typing: nil, &$0) } }
    return keys
  }

  private var layout: DateFieldLayout {
    DateFieldLayout.layout(
      locale: viewModel.locale, timeZone: viewModel.timeZone, mode: viewModel.datePickerMode)
  }

  /// The text, and the date at the trailing edge: the field being edited inverse.
  public func content(_ row: inout RowContent, state: DatePickerState) {
    row.text(viewModel)
    let layout = self.layout
    let texts = layout.texts(for: state.draft ?? clamped(viewModel.date))
    row.say(spoken(state, shown: texts.joined(), layout: layout))
    let style = Style(foreground: viewModel.dateColor)
    guard state.isEditing, state.field < layout.editable.count else {
      row.trailing(texts.joined(), style: style, name: "date")
      recordColor(&row)
      return
    }
    let selected = layout.editable[state.field]
    let editing = style.underline()
    row.trailing(texts[..<selected].joined(), style: editing, name: "date")
    recordColor(&row)
    row.recordOrigin("font", layer: .state, source: "editing")
    row.append(state.typed.isEmpty ? texts[selected] : state.typed, style: editing.inverse())
    row.append(texts[(selected + 1)...].joined(), style: editing)
  }

  private func recordColor(_ row: inout RowContent) {
    row.recordOrigin(
      "foreground", value: viewModel.dateColor, part: .date)
  }

  /// Answers `action` of ``keys(state:)``, or types `key`: starts editing, then moves between
  /// fields, steps one, commits or cancels; digits, `a` and `p` go into the field.
  private func edit(_ action: KeyMap.Action?, typing key: Key?, _ state: inout DatePickerState) -> KeyResult {
    let layout = self.layout
    guard var draft = state.draft else {
      guard action == .activate, !layout.editable.isEmpty else { return .ignored }
      state = DatePickerState()
      state.draft = clamped(viewModel.date)
      return .handled
    }
    let last = layout.editable.count - 1
    state.field = min(state.field, last)
    let field = layout.field(at: layout.editable[state.field]) ?? .other
    switch (action, key) {
    case (.left?, _):
      draft = applyTyped(&state, draft, field: field, layout: layout)
      state.field = max(0, state.field - 1)
    case (.right?, _):
      draft = applyTyped(&state, draft, field: field, layout: layout)
      state.field = min(last, state.field + 1)
    case (.first?, _):
      draft = applyTyped(&state, draft, field: field, layout: layout)
      state.field = 0
    case (.last?, _):
      draft = applyTyped(&state, draft, field: field, layout: layout)
      state.field = last
    case (let action?, _) where action == .up || action == .down:
      draft = applyTyped(&state, draft, field: field, layout: layout)
      draft = clamped(layout.step(draft, field: field, by: action == .up ? 1 : -1))
    case (.erase?, _):
      if !state.typed.isEmpty { state.typed.removeLast() }
    case (.save?, _):
      let date = clamped(applyTyped(&state, draft, field: field, layout: layout))
      state = DatePickerState()
      guard date != clamped(viewModel.date) else { return .handled }
      viewModel.onDateChange(date)
      return .changed
    case (.cancel?, _):
      state = DatePickerState()
      return .handled
    case (nil, .character(let character)?) where field == .dayPeriod:
      guard let afternoon = layout.dayPeriod(typed: character) else { return .handled }
      draft = clamped(layout.setting(afternoon: afternoon, in: draft))
      state.field = min(last, state.field + 1)
    case (nil, .character(let character)?):
      guard let digit = character.wholeNumberValue, (0...9).contains(digit) else { return .handled }
      state.typed.append(String(digit))
      let value = Int(state.typed) ?? 0
      if state.typed.count >= field.digits || value * 10 > field.largest {
        draft = applyTyped(&state, draft, field: field, layout: layout)
        state.field = min(last, state.field + 1)
      }
    case (nil, .control?):
      // Ctrl-C and the like are the screen's.
      return .ignored
    default:
      return .handled
    }
    state.draft = draft
    return .handled
  }

  /// The draft with the digits typed so far applied to the field, when they make a value of it.
  private func applyTyped(
    _ state: inout DatePickerState, _ draft: Date, field: DateField, layout: DateFieldLayout
  ) -> Date {
    defer { state.typed = "" }
    guard let value = Int(state.typed), let date = layout.setting(field, to: value, in: draft) else {
      return draft
    }
    return clamped(date)
  }

  /// A date within the view model's range: the nearest end of it when outside.
  func clamped(_ date: Date) -> Date {
    var date = date
    let earliest = viewModel.minimumDate
    if let earliest, date < earliest { date = earliest }
    // A range whose end is before its start keeps its start.
    if let latest = viewModel.maximumDate, date > latest, earliest.map({ latest >= $0 }) ?? true {
      date = latest
    }
    return date
  }

  /// What the row says after its text: "time picker, 10:00 PM" (so "Until, time picker,
  /// 10:00 PM"), with the field being edited.
  private func spoken(_ state: DatePickerState, shown: String, layout: DateFieldLayout) -> String {
    var summary = "\(viewModel.datePickerMode.spokenName), \(shown)"
    if state.isEditing, state.field < layout.editable.count,
      let field = layout.field(at: layout.editable[state.field])
    {
      summary += ", editing \(field.spokenName)"
    }
    return summary
  }
}
