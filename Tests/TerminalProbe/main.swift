import Foundation
// A small program for the terminal-restore tests: a screen with two switches, run with
// Terminal.run. With `--trap` it crashes (a Swift runtime trap) when `t` is pressed, so the tests
// can check the terminal is restored even then. With `--observe`, a background thread counts an
// @Observable model up to 3, so the tests can see the screen redraw with no key pressed.
import Observation
import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Observable final class Ticker: @unchecked Sendable {
  var ticks = 0
}

final class Probe: TableViewDataSource {
  struct Toggle: TextPresentable, SwitchPresentable {
    var text: String
    var switchOn: Bool
  }

  let screen = TableScreen(title: "Terminal probe")
  var on = [true, false]
  let trapOnT = CommandLine.arguments.contains("--trap")
  let ticker = Ticker()

  init() {
    screen.table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { on.count }

  /// Every column of the last text differs from the ones before, so it reaches the terminal whole.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    ticker.ticks < 3 ? "Ticks: \(ticker.ticks)" : "DONE-OBSERVING"
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    SwitchWithTextCell(viewModel: Toggle(text: "Switch \(indexPath.row + 1)", switchOn: on[indexPath.row]))
  }
}

final class ProbeScreen: Screen {
  let probe = Probe()
  func frame(width: Int, height: Int, ambiguous: AmbiguousWidth) -> Frame {
    probe.screen.frame(width: width, height: height, ambiguous: ambiguous)
  }
  func handle(_ key: Key) -> ScreenAction {
    if key == .character("t") && probe.trapOnT {
      let empty: [Int] = []
      _ = empty[1]  // index out of range: a Swift runtime trap
    }
    return probe.screen.handle(key)
  }
  func transcript() -> [String] { probe.screen.transcript() }
}

let probeScreen = ProbeScreen()
if CommandLine.arguments.contains("--observe") {
  let ticker = probeScreen.probe.ticker
  Thread.detachNewThread {
    for _ in 0..<3 {
      usleep(200_000)
      ticker.ticks += 1
    }
  }
}
exit(Terminal.run(probeScreen))
