import Foundation
// A small program for the terminal-restore tests (Scripts/check-terminal-restore.py): a screen
// with two switches, run with Terminal.run. Modes, each chosen by an argument, let the tests end
// it the hard ways:
//   --trap      `t` crashes with a Swift runtime trap.
//   --observe   a background thread counts an @Observable model up to 3, so the tests can see the
//               screen redraw with no key pressed.
//   --busy      `b` makes the screen compute forever without returning to the run loop; `w` makes
//               it wait forever (asleep), which no more returns to the run loop and uses no CPU.
//               The signal watchdog's grace is a quarter of a second then, not a second: the
//               path is the same, and a spinning screen takes a core for less of the tests' time.
//   --overflow  `o` overflows the main thread's stack; `O` overflows the stack of a second thread.
//   --own-usr1  handles SIGUSR1 itself (it writes OWN-USR1), as a program may.
//   --spinner   a third row is a spinner, which the run loop turns with no key pressed.
//   --mouse     the terminal reports the mouse while the probe runs.
//   --inline    the probe runs inline, under the prompt, instead of full screen.
//   --live      lines of many shapes printed above a live region (LiveProbe.swift).
//   --secret    no screen: a password and a name asked line by line (SecretPrompt.swift).
import Observation
import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A model a background thread changes while the main thread draws it: `ticks` is behind a lock,
/// and tells observers of each change.
final class Ticker: Observable, @unchecked Sendable {
  private let registrar = ObservationRegistrar()
  private let lock = NSLock()
  private var count = 0

  var ticks: Int {
    get {
      registrar.access(self, keyPath: \.ticks)
      return lock.withLock { count }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.ticks) { lock.withLock { count = newValue } }
    }
  }
}

final class Probe: TableViewDataSource {
  struct Toggle: TextPresentable, SwitchPresentable {
    var text: String
    var switchOn: Bool
  }

  struct Working: TextPresentable, ProgressPresentable {
    var text: String { "Working" }
    var progress: Double? { nil }
  }

  let screen = TableScreen(title: "Terminal probe")
  var on = [true, false]
  let ticker = Ticker()

  init() {
    screen.table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    on.count + (arguments.contains("--spinner") ? 1 : 0)
  }

  /// Every column of the last text differs from the ones before, so it reaches the terminal whole.
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    ticker.ticks < 3 ? "Ticks: \(ticker.ticks)" : "DONE-OBSERVING"
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    guard indexPath.row < on.count else { return ProgressCell(viewModel: Working()) }
    return SwitchWithTextCell(
      viewModel: Toggle(text: "Switch \(indexPath.row + 1)", switchOn: on[indexPath.row]))
  }
}

let arguments = CommandLine.arguments
// --live: lines printed above a live region instead (Scripts/check-live.py; see LiveProbe).
if arguments.contains("--live") { exit(await LiveProbe.run(arguments)) }
if arguments.contains("--busy") { SignalWatchdog.gracePeriod = 250 }

/// Calls itself until the stack runs out; each call keeps a buffer live so none can be folded away.
func overflow(_ depth: Int) -> Int {
  var buffer = (depth, depth, depth, depth, depth, depth, depth, depth)
  return withUnsafeMutableBytes(of: &buffer) { $0.count } + overflow(depth + 1)
}

/// Never returns, and never calls into the library: a screen stuck in its own work.
func computeForever() -> Never {
  var value: UInt64 = 1
  while true {
    value = value &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    if value == 0 { print(value) }
  }
}

/// Never returns: a screen stuck waiting on something that never comes, asleep.
func waitForever() -> Never {
  while true { sleep(3600) }
}

final class ProbeScreen: Screen {
  let probe = Probe()
  func draw(into frame: inout Frame) { probe.screen.draw(into: &frame) }
  func handle(_ event: ScreenEvent) -> ScreenAction {
    guard case .key(let key) = event else { return probe.screen.handle(event) }
    switch key {
    case .character("t") where arguments.contains("--trap"):
      let empty: [Int] = []
      _ = empty[1]  // index out of range: a Swift runtime trap
    case .character("b") where arguments.contains("--busy"):
      computeForever()
    case .character("w") where arguments.contains("--busy"):
      waitForever()
    case .character("o") where arguments.contains("--overflow"):
      _ = overflow(0)
    case .character("O") where arguments.contains("--overflow"):
      Thread.detachNewThread {
        Terminal.prepareCurrentThreadForCrashes()
        _ = overflow(0)
      }
    default: break
    }
    return probe.screen.handle(.key(key))
  }
  func transcript() -> [String] { probe.screen.transcript() }
  var preferences: ScreenPreferences { ScreenPreferences(nextUpdate: probe.screen.preferences.nextUpdate) }
}

let probeScreen = ProbeScreen()
if arguments.contains("--secret") { runSecretPrompt() }
if arguments.contains("--own-usr1") {
  _ = signal(SIGUSR1) { _ in
    let marker: StaticString = "OWN-USR1"
    _ = write(STDOUT_FILENO, marker.utf8Start, marker.utf8CodeUnitCount)
  }
  // The parent's mask is inherited (the test runner's blocks SIGUSR1): a handler needs it open.
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, SIGUSR1)
  pthread_sigmask(SIG_UNBLOCK, &set, nil)
}
if arguments.contains("--observe") {
  let ticker = probeScreen.probe.ticker
  Thread.detachNewThread {
    for _ in 0..<3 {
      usleep(200_000)
      ticker.ticks += 1
    }
  }
}
exit(
  Terminal.run(
    probeScreen,
    options: TerminalOptions(
      mouse: arguments.contains("--mouse"), inline: arguments.contains("--inline") ? InlineOptions() : nil)))
