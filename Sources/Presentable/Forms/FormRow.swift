/// One row of a form: a cell made from a trait view model, and how the form treats it: when it is
/// hidden or disabled, what selecting it does, what it asks first, and the rules its value keeps.
///
/// The view model picks the cell, as in a table: a view model that is ``TextPresentable`` and
/// ``SwitchPresentable`` is a switch row, one that is ``TextFieldPresentable`` a text field, and so
/// on, one initializer per trait composition. Any other cell goes in with ``init(cell:)``.
///
/// ```swift
/// FormSection("Network") {
///   FormRow(WiFiSwitchViewModel(wifi: wifi))
///   FormRow(ForgetNetworkViewModel(wifi: wifi))            // destructive: asks first
///     .hidden(when: wifi.joined == nil)
///   FormRow.button("Join Other Network…") { wifi.scan() }  // a row may hold closures
/// }
/// ```
///
/// Rows are values made afresh each time the form updates, so conditions are plain `Bool`s read
/// from the model as it is then; nothing is compared, and nothing needs to be `Hashable`.
public struct FormRow {
  /// What the row is drawn with.
  enum Content {
    /// A cell made from a view model.
    case cell(any Cell)
    /// The form's submit button: drawn by the form, which knows whether the form is valid.
    case submit(title: String)
  }

  /// What selecting the row (Enter or Space) does instead of, or after confirming, the cell's own
  /// response to the key.
  enum Action {
    case run(() -> Void)
    /// Runs, and says why it refused, if it did (a selection at its limit): the message shows
    /// under the row until the next key on it or focus moves.
    case attempt(() -> String?)
    case push(() -> any StackPage)
    case present(() -> Dialog)
  }

  var content: Content
  /// The row's identity within its section (``id(_:)``); `nil` for its place.
  var id: AnyHashable?
  /// Whether the row is left out (no lines, no focus): ``hidden(when:)``.
  var isHidden = false
  /// Whether the row is dimmed, takes no focus and ignores keys: ``disabled(when:)``.
  var isDisabled = false
  /// What only some rows have, kept apart (shared until changed) so that a row is small to make
  /// and copy: a form over plain models makes all of its rows again after each change.
  private var extras: Extras?

  /// An action, a confirmation, rules, bulk keys and the flag that gives the answer: see the properties of the same names.
  private final class Extras {
    var action: Action?
    var confirmation: Dialog?
    var check: (() -> ValidationRule?)?
    var checksOnLeave = true
    var bulk: (toggleAll: () -> String?, invert: () -> String?)?
    var givenBy: RowGiven?

    func copy() -> Extras {
      let copy = Extras()
      copy.action = action
      copy.confirmation = confirmation
      copy.check = check
      copy.checksOnLeave = checksOnLeave
      copy.bulk = bulk
      copy.givenBy = givenBy
      return copy
    }
  }

  /// The extras, made or copied first if they are shared, for a change.
  private mutating func ownExtras() -> Extras {
    if !isKnownUniquelyReferenced(&extras) { extras = extras?.copy() ?? Extras() }
    return extras!
  }

  var action: Action? {
    get { extras?.action }
    set { ownExtras().action = newValue }
  }
  /// Asked before the row's action, or before the cell's own response to Enter.
  var confirmation: Dialog? {
    get { extras?.confirmation }
    set { ownExtras().confirmation = newValue }
  }
  /// The first rule the row's value breaks, if any, read when the form checks itself.
  var check: (() -> ValidationRule?)? {
    get { extras?.check }
    set { ownExtras().check = newValue }
  }
  /// Whether focus leaving the row makes it say its rules: not for a text field, which says them
  /// when a commit fails (leaving an empty field untouched is not an error yet).
  var checksOnLeave: Bool {
    get { extras?.checksOnLeave ?? true }
    set { ownExtras().checksOnLeave = newValue }
  }
  /// What the toggle-all and invert keys do on an option of a multiple selection, each saying
  /// why it refused, if it did.
  var bulk: (toggleAll: () -> String?, invert: () -> String?)? {
    get { extras?.bulk }
    set { ownExtras().bulk = newValue }
  }
  /// Whether the row has rules of its own: read without copying them.
  var hasCheck: Bool { extras?.check != nil }
  /// The flag and variable that give the row's answer (``given(flag:environment:)``).
  var givenBy: RowGiven? {
    get { extras?.givenBy }
    set { ownExtras().givenBy = newValue }
  }

  /// A row drawn by `cell`: any cell of the library, or one of your own.
  public init(cell: some Cell) {
    content = .cell(cell)
  }

  init(content: Content) {
    self.content = content
  }

  /// The cell, for rows drawn by one.
  var cell: (any Cell)? {
    if case .cell(let cell) = content { return cell }
    return nil
  }

  // MARK: Modifiers

  /// The row with an identity, so that focus stays on it when rows before it come and go.
  ///
  /// Rows made from a list (networks, contacts) should have one; other rows are known by their place
  /// in their section.
  public func id(_ id: some Hashable) -> FormRow {
    var row = self
    row.id = AnyHashable(id)
    return row
  }

  /// The row, left out while `condition` holds: it draws nothing and takes no focus. A section whose
  /// rows are all hidden is left out with its header and footer.
  public func hidden(when condition: Bool) -> FormRow {
    var row = self
    row.isHidden = row.isHidden || condition
    return row
  }

  /// The row, dimmed while `condition` holds: it takes no focus and ignores keys, and a screen reader
  /// hears ", unavailable".
  public func disabled(when condition: Bool) -> FormRow {
    var row = self
    row.isDisabled = row.isDisabled || condition
    return row
  }

  /// The row, running `action` when the user selects it (Enter or Space), instead of the cell's own
  /// response to those keys.
  public func onSelect(_ action: @escaping () -> Void) -> FormRow {
    var row = self
    row.action = .run(action)
    return row
  }

  /// The row, opening the page `page` makes when the user selects it. The page is made then, so it
  /// shows the model as it is at that moment.
  ///
  /// ```swift
  /// FormRow(WiFiLinkViewModel(wifi: wifi)).pushes { WiFiPage(wifi: wifi) }
  /// ```
  public func pushes(_ page: @escaping () -> any StackPage) -> FormRow {
    var row = self
    row.action = .push(page)
    return row
  }

  /// The row, showing the dialog `dialog` makes (an action list, say) when the user selects it.
  public func presents(_ dialog: @escaping () -> Dialog) -> FormRow {
    var row = self
    row.action = .present(dialog)
    return row
  }

  /// The row, asking `confirmation` before it acts: its action, or the cell's own response to Enter
  /// and Space (a button's press) runs only when the user confirms. `nil` asks nothing, even for a
  /// destructive button.
  ///
  /// ```swift
  /// FormRow(ForgetNetworkViewModel(wifi: wifi))
  ///   .confirm(.confirmation("Forget “\(name)”?", message: "You will need its password again.", confirm: "Forget"))
  /// ```
  public func confirm(_ confirmation: Dialog?) -> FormRow {
    var row = self
    row.confirmation = confirmation
    return row
  }

  /// The row, checked against `rules` with `text` as its value when the form checks itself: a form
  /// with a row that breaks a rule is not valid, and its submit button says so.
  ///
  /// Text field rows check their view model's ``TextFieldPresentable/validationRules`` by
  /// themselves; use this for other rows.
  public func validated(_ text: String, by rules: [ValidationRule]) -> FormRow {
    var row = self
    row.check = { rules.firstFailure(for: text) }
    return row
  }
}
