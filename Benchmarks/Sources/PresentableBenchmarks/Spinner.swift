import Presentable
import PresentableTesting

/// A settings screen that checks for something: a spinner among switches.
final class SpinnerTable: TableViewDataSource {
  struct Row: TextPresentable, SwitchPresentable, ProgressPresentable {
    var text: String
    var switchOn = true
    var progress: Double? { nil }
  }

  let screen = TableScreen(title: "Settings")

  init() { screen.table.dataSource = self }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    indexPath.row == 3
      ? ProgressCell(viewModel: Row(text: "Checking for updates"))
      : SwitchWithTextCell(viewModel: Row(text: "Setting number \(indexPath.row)"))
  }
}

/// What ten seconds of an idle spinner send a terminal: `HeadlessTerminal` lets the time pass as a
/// running terminal would, drawing each frame the spinner asks for, and counts the bytes of those
/// frames (no time is slept, so the figure does not depend on the machine).
@MainActor func measureSpinner() {
  for (name, id, theme, profile) in [
    ("default theme, 256 colors", "", Theme.default, TerminalProfile(colorDepth: .ansi256)),
    ("dark theme, true color", ".dark-truecolor", .dark, TerminalProfile(colorDepth: .trueColor)),
  ] {
    let table = SpinnerTable()
    let terminal = HeadlessTerminal(table.screen, width: 80, height: 24, profile: profile, theme: theme)
    let start = terminal.output.count
    terminal.wait(.seconds(10))
    harness.record(
      "bytes a second of an idle spinner, 80×24, \(name)", id: "spinner.bytes-per-second\(id)",
      value: Double(terminal.output.count - start) / 10, unit: "B/s", target: "≤ 200 B/s")
  }
}
