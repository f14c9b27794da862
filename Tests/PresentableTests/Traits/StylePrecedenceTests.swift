import Presentable
import Testing

// A new user's first app style: the documented refinement of a trait, one extension, adopted by
// rows of every kind. Each test below failed before the style layers were put in one protocol.

protocol NewUserStyle: TextPresentable {}

extension NewUserStyle {
  var textColor: Color { .blue }
}

// A style protocol sets the parts of the traits it refines: a label is a field's part, so the
// field's style refines the field.
protocol NewUserFieldStyle: NewUserStyle, TextFieldPresentable {}

extension NewUserFieldStyle {
  var labelColor: Color { .green }
}

private struct DeleteRow: NewUserStyle, ButtonPresentable {
  var text: String { "Delete Account" }
  var buttonRole: ButtonRole { .destructive }
}

private struct EmailRow: NewUserFieldStyle {
  var text: String { "" }
  var label: String { "E-mail" }
  var placeholder: String { "name@example.com" }
}

// Headers and footers adopting the app's style protocol did not compile: "multiple matching
// properties named 'textColor'".
private struct SectionRow: HeaderTextPresentable, NewUserStyle { var text: String { "Appearance" } }
private struct NoteRow: FooterTextPresentable, NewUserStyle { var text: String { "A note." } }

private struct QuietNote: FooterTextPresentable {
  var text: String { "Quiet hours silence everything." }
  var footerTextColor: Color { .yellow }
}

@Suite("Style precedence, as a new user meets it")
struct StylePrecedenceTests {
  func firstStyle(_ cell: some Cell, _ text: String) -> Style? {
    cell.render(width: 40, context: CellContext())[0].spans.first { $0.text.contains(text) }?.style
  }

  @Test func aDestructiveButtonKeepsItsRoleColorWhenTheAppSetsATextColor() {
    let cell = ButtonCell(viewModel: DeleteRow())
    #expect(firstStyle(cell, "Delete")?.foreground == .destructive)
    #expect(firstStyle(cell, "[ ")?.foreground == .destructive)
  }

  @Test func textFieldLabelsTakeTheAppsLabelColor() {
    let cell = TextFieldCell(viewModel: EmailRow())
    #expect(firstStyle(cell, "E-mail")?.foreground == .green)
    #expect(firstStyle(cell, "name@")?.foreground == .placeholder)
  }

  @Test func headersAndFootersAdoptTheAppsStyleAndKeepTheirOwnLook() {
    // The app's textColor is row text's: a header or footer keeps its own look.
    #expect(
      firstStyle(HeaderCell(viewModel: SectionRow()), "Appearance")
        == Style(foreground: .accent, font: .headline))
    #expect(
      firstStyle(FooterCell(viewModel: NoteRow()), "A note") == Style(foreground: .tertiary, font: .footnote))
    #expect(firstStyle(TextCell(viewModel: SectionRow()), "Appearance")?.foreground == .blue)
  }

  @Test func aTablesFooterCanBeACellOfTheAppsViewModel() {
    final class Source: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
        ButtonCell(viewModel: DeleteRow())
      }
      func tableView(_ tableView: TableView, footerCellForSection section: Int) -> (any Cell)? {
        FooterCell(viewModel: QuietNote())
      }
    }
    let source = Source()
    let table = TableView()
    table.dataSource = source
    let screen = TableScreen(table: table)
    let frame = screen.frame(width: 40, height: 6)
    var footer: Color?
    for row in 0..<frame.height {
      frame.forEachRun(inRow: row) { run in
        if footer == nil && run.text.contains("Quiet") { footer = run.style.foreground }
      }
    }
    #expect(footer == .yellow)
    #expect(screen.transcript().last == "Quiet hours silence everything.")
  }
}
