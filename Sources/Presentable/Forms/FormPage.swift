/// A page of a ``PageStack`` that shows a ``Form``: a title, the form's table, and a status line.
///
/// ```swift
/// let page = FormPage("Wi-Fi") {
///   FormSection { FormRow(WiFiSwitchViewModel(wifi: wifi)) }
///   FormSection.singleSelection("Networks", options: wifi.nearby, selection: FormBinding(wifi, \.joined)) {
///     $0.name
///   }
///   .hidden(when: !wifi.isOn)
/// }
/// exit(Terminal.run(PageStack(root: page)))
/// ```
///
/// Keys go to the form's table; Escape and `q` go back (or quit, on the first page). The page
/// updates its form when it is on top again, so what a page over it changed shows at once.
public final class FormPage: StackPage {
  /// The screen: title, table, status line.
  public let screen: TableScreen
  /// The form.
  public let form: Form
  /// The key that leaves the page, last on the hint line after the keys of the focused row; `nil`
  /// chooses it: `q quit` on the first page, `Esc back` on the others.
  public var leaveHint: KeyHint? {
    didSet { updateHints() }
  }

  /// A page titled `title` showing the sections `content` makes.
  public init(_ title: String, @FormBuilder content: @escaping () -> [FormSection]) {
    screen = TableScreen(title: title)
    form = Form(table: screen.table, content: content)
    updateHints()
  }

  /// The page's title.
  public var title: String { screen.title }

  /// The stack changed: the form opens pages and dialogs on it, and the hints say how to leave.
  public func didMove(to stack: PageStack?) {
    form.stack = stack
    updateHints()
  }

  /// Back on top: the form reads the model again.
  public func pageDidReappear() {
    form.setNeedsUpdate()
  }

  private func updateHints() {
    let isFirst = form.stack.map { $0.pages.first === self } ?? true
    screen.leaveHint = leaveHint ?? (isFirst ? .quit : KeyHint("Esc", "back"))
  }

  // MARK: Screen

  /// The screen's frame, drawn into the storage of an earlier one.
  public func draw(into frame: inout Frame) { screen.draw(into: &frame) }

  /// Takes the stack's map for the screen.
  public func keyMapDidChange(_ keyMap: KeyMap) { screen.keyMap = keyMap }

  /// The screen's keys and time: its status message expires.
  public func handle(_ event: ScreenEvent) -> ScreenAction { screen.handle(event) }

  /// The screen's transcript.
  public func transcript() -> [String] { screen.transcript() }

  /// The screen's theme, and when its status message expires.
  public var preferences: ScreenPreferences { screen.preferences }

  /// The screen's lines (title, rows and status line), and the form's answers, one a line
  /// (``Form/summary()``).
  public func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
    InlineLayout(height: screen.preferredHeight(width: width, ambiguous: ambiguous), summary: form.summary())
  }
}
