import Presentable

/// A page of text opened from the About section.
enum InfoPage: Hashable {
  case licenses, acknowledgements

  var title: String {
    switch self {
    case .licenses: "Licenses"
    case .acknowledgements: "Acknowledgements"
    }
  }

  var paragraphs: [String] {
    switch self {
    case .licenses:
      [
        "Presentable and this demo use only the Swift toolchain: the Swift standard library, Foundation, Dispatch and the C library.",
        "Display widths follow Unicode 17.0 data: East Asian Width, general categories and emoji properties.",
      ]
    case .acknowledgements:
      [
        "The view models follow the talk \"Protocol-Oriented MVVM\" (2015): a switch row's data source and delegate, then traits with protocol extension defaults.",
        "Minion Mode is the talk's own example.",
      ]
    }
  }
}

/// A paragraph on an info page: body text that wraps.
struct ParagraphViewModel: FooterTextPresentable {
  var text: String
  var footerTextColor: Color { .primary }
  var footerFont: Font { .body }
}

/// Shows an info page, as a table's data source (the table API is there under the forms); Escape
/// or q goes back.
final class InfoController: TableViewDataSource, StackPage {
  let page: InfoPage
  let screen: TableScreen

  init(page: InfoPage) {
    self.page = page
    screen = TableScreen(title: page.title)
    screen.leaveHint = KeyHint("Esc", "back")
    screen.table.dataSource = self
  }

  var title: String { page.title }

  /// The stack's keys, which the screen moves and leaves by.
  var keyMap: KeyMap {
    get { screen.keyMap }
    set { screen.keyMap = newValue }
  }

  func draw(into frame: inout Frame) { screen.draw(into: &frame) }

  /// The screen's keys and time: its status message expires.
  func handle(_ event: ScreenEvent) -> ScreenAction { screen.handle(event) }

  func transcript() -> [String] { screen.transcript() }

  /// The screen's: when its status message expires.
  var preferences: ScreenPreferences { ScreenPreferences(nextUpdate: screen.preferences.nextUpdate) }

  /// A section per paragraph, so a blank line separates them.
  func numberOfSections(in tableView: TableView) -> Int { page.paragraphs.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    FooterCell(viewModel: ParagraphViewModel(text: page.paragraphs[indexPath.section]))
  }
}
