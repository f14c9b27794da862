import Observation

/// A form: sections of rows made from trait view models, shown in a table that it fills, and kept
/// up to date by itself.
///
/// The sections come from a function of the model, run again whenever something may have changed
/// (a row's key reached a view model of a plain model, a page over the form went back, a dialog
/// closed, or an `@Observable` model it read changed). So a row's conditions
/// (``FormRow/hidden(when:)``, ``FormRow/disabled(when:)``) and a section's are read afresh each
/// time, and no code reloads anything. Over `@Observable` models a change costs what it touches:
/// a switch whose row alone reads its value draws that row again, and nothing else.
///
/// ```swift
/// let form = Form(table: screen.table) {
///   FormSection {
///     FormRow(WiFiSwitchViewModel(wifi: wifi))
///   }
///   FormSection.singleSelection("Networks", options: wifi.nearby, selection: FormBinding(wifi, \.joined)) {
///     $0.name
///   }
///   .hidden(when: !wifi.isOn)
/// }
/// ```
///
/// The form fills its table as its data source and delegate would: a screen that needs more than
/// a form writes its own ``TableViewDataSource``, as before. The table holds what fills it weakly:
/// keep the form (a ``FormPage`` does).
///
/// **Validation.** Every shown, enabled row checks its rules (a text field its
/// ``TextFieldPresentable/validationRules``, another row those of `FormRow.validated(_:by:)`
/// (text rules, or ``FormRule``s), a section those of ``FormSection/validated(_:by:)``):
/// ``issues`` lists the rows that break one (empty when all pass), and
/// ``FormRow/submit(_:action:)`` submits only when it is empty.
/// Rules are said as the user goes: once a row's value changed or focus left it, the message of
/// the rule it breaks shows under it (a section's under its last row, with no row of its own).
/// A submit that fails sends focus to the first row that breaks a rule (a section's first row)
/// and shows the message under every row that does.
public final class Form {
  /// The table the form fills.
  public let table: TableView
  /// The stack showing the form's page, which rows that open pages and dialogs use.
  public internal(set) weak var stack: PageStack?
  /// The sections as last made, hidden ones included.
  private(set) var sections: [FormSection] = []
  /// Whether every shown, enabled row keeps its rules, as of the last update: what each row's cell
  /// reads (a submit button looks unavailable until it holds). Apps ask ``issues``.
  var rulesHold = true
  /// Whether rows show the message of the rule they break: from the first time the user tried to
  /// submit.
  var showsIssues = false
  /// How many times the sections were made: for tests and tuning.
  private(set) var updateCount = 0
  /// How many rows the form has looked at for their rules since it was made: for tests that
  /// check a change costs the rows with rules, not the form.
  var rowsChecked = 0
  /// Whether a submit button (``FormRow/submit(_:action:)``) ran its action: what ends a form
  /// asked with ``Terminal/prompt(_:options:isolation:answer:)``.
  public private(set) var isSubmitted = false

  private let content: () -> [FormSection]
  /// The sections shown, as indices into ``sections``.
  private(set) var shown: [Int] = []
  /// The sections shown, in order: the table's sections.
  var shownSections: [FormSection] { shown.map { sections[$0] } }
  private var needsUpdate = true
  /// Set from any thread when an `@Observable` model the sections read changes.
  private let observedChange = Locked(false)
  /// What answers the table for the form (the table keeps it weakly, the form strongly).
  private lazy var answers = FormAnswers(form: self)
  /// The rows whose rules are said as the user goes: their value changed, or focus left them.
  var touchedRows: Set<RowKey> = []
  /// The sections (their identity or place) with a row in ``touchedRows``.
  var touchedSections: Set<AnyHashable> = []
  /// The row focus is on, as of the last move.
  var focusedRow: RowKey?
  /// Why the row focus is on refused a key (a selection at its limit), shown under it until the
  /// next key on it or focus moves.
  var notice: (row: RowKey, message: String)?

  /// A form filling `table` with the sections `content` makes.
  public init(table: TableView = TableView(), @FormBuilder content: @escaping () -> [FormSection]) {
    self.table = table
    self.content = content
    table.dataSource = answers
    table.delegate = answers
  }

  /// Makes the sections again before the next frame: for changes the form cannot see (a timer,
  /// a reply from the network, a model that is not `@Observable`).
  public func setNeedsUpdate() {
    needsUpdate = true
  }

  /// Makes the sections again now, if anything changed since they were made.
  func updateIfNeeded() {
    if observedChange.withLock({ changed in
      defer { changed = false }
      return changed
    }) {
      needsUpdate = true
    }
    guard needsUpdate else { return }
    update()
  }

  private func update() {
    needsUpdate = false
    updateCount += 1
    let focused = table.focusedIndexPath.flatMap(key(of:))
    let redraw = RedrawRequest.current
    withObservationTracking {
      sections = content()
      shown = sections.indices.filter { !sections[$0].isHidden }
      // Rules read the model as the sections do: a change to what either read updates the form.
      rulesHold = firstIssue() == nil
    } onChange: { [observedChange] in
      observedChange.withLock { $0 = true }
      redraw?.request()
    }
    table.reloadData()
    // Focus stays on the row it was on, wherever that row is now, with its edit.
    if let focused, let indexPath = indexPath(of: focused), indexPath != table.focusedIndexPath {
      table.followFocusedRow(to: indexPath)
    }
    // A page that opens with a list of options opens on the one chosen, as a list page does.
    if updateCount == 1, let first = shown.first, let row = sections[first].chosenRow {
      table.focusRow(at: TableIndexPath(row: row, section: 0))
    }
  }

  /// Whether a shown section holds a submit button: a prompt of such a form ends only when it
  /// submits.
  var hasSubmitButton: Bool {
    updateIfNeeded()
    return shown.contains { index in
      let section = sections[index]
      guard section.isList else { return false }
      return (0..<section.rowCount).contains { row in
        if case .submit = section[row].content { return true }
        return false
      }
    }
  }

  // MARK: Rows and places

  /// The place in the table of the row with identity `id` (``FormRow/id(_:)``), if its section is
  /// shown; `section` narrows the search to one section, counted among all of the form's sections,
  /// hidden ones included. The rows of a section made with a `count:` are not searched: they are
  /// made only when the table shows them.
  ///
  /// ```swift
  /// form.table.focusRow(at: form.indexPath(ofRow: "Home"))
  /// ```
  public func indexPath(ofRow id: some Hashable, inSection section: Int? = nil) -> TableIndexPath? {
    let id = AnyHashable(id)
    for (shownIndex, declared) in shown.enumerated() where section == nil || section == declared {
      let rows = sections[declared]
      guard rows.isList else { continue }
      for index in 0..<rows.rowCount where rows[index].id == id {
        return TableIndexPath(row: index, section: shownIndex)
      }
    }
    return nil
  }

  /// The row shown at `indexPath`.
  func row(at indexPath: TableIndexPath) -> FormRow? {
    guard shown.indices.contains(indexPath.section) else { return nil }
    let section = sections[shown[indexPath.section]]
    guard indexPath.row >= 0, indexPath.row < section.rowCount else { return nil }
    return section[indexPath.row]
  }

  /// A row's identity across updates: its section's identity or place, and its own or its place.
  struct RowKey: Hashable {
    var section: AnyHashable
    var row: AnyHashable
  }

  func key(of indexPath: TableIndexPath) -> RowKey? {
    guard shown.indices.contains(indexPath.section), let row = row(at: indexPath) else { return nil }
    let declared = shown[indexPath.section]
    return RowKey(
      section: sections[declared].id ?? AnyHashable(declared), row: row.id ?? AnyHashable(indexPath.row))
  }

  private func indexPath(of key: RowKey) -> TableIndexPath? {
    for (shownIndex, declared) in shown.enumerated()
    where (sections[declared].id ?? AnyHashable(declared)) == key.section {
      let section = sections[declared]
      if section.isList {
        for index in 0..<section.rowCount where (section[index].id ?? AnyHashable(index)) == key.row {
          return TableIndexPath(row: index, section: shownIndex)
        }
      } else if let index = key.row.base as? Int, index < section.rowCount {
        return TableIndexPath(row: index, section: shownIndex)
      }
      return nil
    }
    return nil
  }

  // MARK: Selecting rows

  /// Runs what selecting `row` does, asking its confirmation first.
  func select(_ row: FormRow, cell: any Cell) {
    if case .submit = row.content {
      updateIfNeeded()
      guard rulesHold else {
        focusFirstIssue()
        return
      }
    }
    if let confirmation = row.confirmation, let stack {
      stack.present(confirmation.confirming { [weak self] in self?.perform(row, cell: cell) })
      return
    }
    perform(row, cell: cell)
  }

  private func perform(_ row: FormRow, cell: any Cell) {
    if case .submit = row.content { isSubmitted = true }
    notice = nil
    // What the row does may change its value (an option chosen): it says its rules from now on.
    if let focusedRow { touch(focusedRow, always: true) }
    switch row.action {
    case .run(let action): action()
    case .attempt(let action): refused(action())
    case .push(let page): stack?.push(page())
    case .present(let dialog): stack?.present(dialog())
    case nil: pressEnter(on: cell)
    }
    setNeedsUpdate()
  }

  /// Runs a toggle-all or invert key's action on the focused row.
  func attempt(_ action: () -> String?) {
    notice = nil
    refused(action())
    setNeedsUpdate()
  }

  /// Shows why the focused row refused, if it did, under it.
  private func refused(_ message: String?) {
    guard let message, let focusedRow else { return }
    notice = (focusedRow, message)
  }

  /// What the cell does with Enter, once confirmed: a button's press.
  private func pressEnter<C: Cell>(on cell: C) {
    var state = C.initialState
    _ = cell.handle(.enter, state: &state)
  }
}

extension FormRow {
  /// The form's submit button: it runs `action` when every shown, enabled row keeps its rules;
  /// until then it looks unavailable, and pressing it sends focus to the first row that breaks
  /// a rule, with the rule's message under it.
  ///
  /// ```swift
  /// FormSection {
  ///   FormRow.submit("Join") { wifi.join(draft) }
  /// }
  /// ```
  public static func submit(_ title: String, action: @escaping () -> Void) -> FormRow {
    var row = FormRow(content: .submit(title: title))
    row.action = .run(action)
    return row
  }
}

/// A form's answers to its table, so the form's own API is not a data source's; the table keeps
/// it weakly, the form strongly.
private final class FormAnswers: TableViewDataSource, TableViewDelegate {
  unowned let form: Form
  init(form: Form) { self.form = form }

  /// The shown section at `index`, if there is one.
  private func shownSection(_ index: Int) -> FormSection? {
    form.shown.indices.contains(index) ? form.sections[form.shown[index]] : nil
  }

  /// Updates the sections if anything changed, before a frame.
  func tableViewWillRender(_ tableView: TableView) {
    form.updateIfNeeded()
  }

  /// The shown sections.
  func numberOfSections(in tableView: TableView) -> Int { form.shown.count }

  /// The rows of a shown section, hidden ones included (they take no lines).
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    shownSection(section)?.rowCount ?? 0
  }

  /// The row's cell, with what the form adds around it.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    guard let row = form.row(at: indexPath) else {
      preconditionFailure("No row at \(indexPath) in a form of \(form.shown.count) sections.")
    }
    var cell = FormCell(viewModel: row)
    cell.form = form
    cell.isReady = form.rulesHold
    cell.issue = form.shownIssue(of: row, at: indexPath)
    if let notice = form.notice, notice.row == form.key(of: indexPath) { cell.notice = notice.message }
    cell.sectionIssue = form.shownSectionIssue(at: indexPath)
    return cell
  }

  /// The section's header title.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    shownSection(section)?.header
  }

  /// The section's header cell, when it has a look of its own.
  func tableView(_ tableView: TableView, headerCellForSection section: Int) -> (any Cell)? {
    shownSection(section)?.headerCell
  }

  /// The section's footer.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    shownSection(section)?.footer
  }

  /// A row's key reached its view model: the model may have changed. A change an `@Observable`
  /// model reported is left to observation, which updates the form only if the sections or rules
  /// read what changed (the row itself is drawn again either way); any other change may touch
  /// anything the sections read, so they are made again. A row or section with rules is checked
  /// afresh either way, and says its rules from now on.
  func tableView(_ tableView: TableView, didChangeRowAt indexPath: TableIndexPath) {
    if !tableView.lastChangeWasObserved { form.setNeedsUpdate() }
    form.valueChanged(at: indexPath)
  }

  /// Focus moved: the row it left says its rules from now on.
  func tableView(_ tableView: TableView, didFocusRowAt indexPath: TableIndexPath?) {
    form.focusMoved(to: indexPath)
  }
}
