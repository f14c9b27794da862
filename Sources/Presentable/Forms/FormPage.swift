/// A page of a ``PageStack`` that shows a ``Form``: a ``TableScreen`` (title, table, status line)
/// whose table the form fills.
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
/// updates its form when it is on top again, so what a page over it changed shows at once. Being
/// pushed sets ``TableScreen/leaveHint``: `q quit` on the first page, `Esc back` on the others.
public final class FormPage: TableScreen {
  /// The form.
  public let form: Form

  /// A page titled `title` showing the sections `content` makes.
  public init(_ title: String, @FormBuilder content: @escaping () -> [FormSection]) {
    let table = TableView()
    form = Form(table: table, content: content)
    super.init(title: title, table: table)
  }

  /// The stack changed: the form opens pages and dialogs on it, and the hints say how to leave.
  func stackDidChange(to stack: PageStack?) {
    form.stack = stack
    let isFirst = stack.map { $0.pages.first === self } ?? true
    leaveHint = isFirst ? .quit : KeyHint("Esc", "back")
  }

  /// The screen's lines (title, rows and status line), and the form's answers, one a line
  /// (``Form/summary()``).
  public override func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
    InlineLayout(
      height: super.inlineHeight(width: width, ambiguous: ambiguous, limit: 1_000), summary: form.summary())
  }

  /// The form's answers, one a line (``Form/summary()``): made once, when an inline run ends.
  public override func inlineSummary() -> [String] { form.summary() }
}
