import Presentable
import PresentableTestSupport
import PresentableTesting
import Testing

/// Snapshots of the library's own rows and screens, committed beside this file in
/// `__PresentableSnapshots__/ShowcaseTests/`: what a reviewer reads in a pull request.
@Suite("Showcase")
struct ShowcaseTests {
  @Test func minionModeRow() {
    let cell = minionModeCell()
    assertTextSnapshot(of: cell, as: .cell(width: 40))
    assertTextSnapshot(
      of: cell, as: .cell(width: 40, context: CellContext(isFocused: true)), named: "focused")
    assertTextSnapshot(
      of: minionModeCell(on: false), as: .cell(width: 40, theme: .dark), named: "off, dark theme")
  }

  @Test func minionModeAcrossProfiles() {
    assertTextSnapshot(of: minionModeCell(title: "Minion Mode ± 設定"), as: .profiles(width: 40, theme: .dark))
  }

  @Test func wideTextAndEmojiRows() {
    let lines = [
      Line("設定", style: Style(foreground: .accent, font: .headline)),
      Line([TextRun("👨‍👩‍👧‍👦 Family  🇯🇵 Japan"), TextRun("  e\u{301}", style: Style(foreground: .secondary))]),
      Line("Bob\u{1B}[2J  ends in spaces   "),
    ]
    assertTextSnapshot(of: lines, as: .lines(width: 32))
  }

  @Test func settingsScreen() {
    let screen = TableScreen(title: "Settings")
    let source = Settings()
    screen.table.dataSource = source
    assertTextSnapshot(of: screen, as: .screen(width: 44, height: 9))
    _ = screen.handle(.key(.down))
    assertTextSnapshot(of: screen, as: .screen(width: 44, height: 9), named: "second row focused")
    withExtendedLifetime(source) {}
  }

  final class Settings: TableViewDataSource {
    let rows = [SwitchRow(text: "Wi-Fi", switchOn: true), SwitchRow(text: "Bluetooth", switchOn: false)]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
      SwitchWithTextCell(viewModel: rows[indexPath.row])
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Network" }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      "Airplane Mode turns Wi-Fi off."
    }
  }
}
