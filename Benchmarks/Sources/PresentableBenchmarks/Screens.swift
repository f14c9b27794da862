import Presentable

/// A list of switches and text rows of any length, as a screen shows it.
final class BenchmarkTable: TableViewDataSource {
  final class Flags {
    var on: [Int: Bool] = [:]
  }

  struct Toggle: TextPresentable, SwitchPresentable, Hashable {
    var text: String
    var switchOn: Bool
    var index: Int
    let flags: Flags
    func onSwitchToggleOn(_ on: Bool) { flags.on[index] = on }
    static func == (a: Toggle, b: Toggle) -> Bool { (a.text, a.switchOn) == (b.text, b.switchOn) }
    func hash(into hasher: inout Hasher) { hasher.combine(index) }
  }

  let rows: Int
  let flags = Flags()
  let screen = TableScreen(title: "Settings")

  init(rows: Int) {
    self.rows = rows
    screen.table.register(SwitchWithTextCell<Toggle>.self, forCellReuseIdentifier: "toggle")
    screen.table.dataSource = self
  }

  func toggle(_ index: Int) -> Toggle {
    Toggle(
      text: "Setting number \(index)", switchOn: flags.on[index] ?? (index % 3 == 0), index: index,
      flags: flags)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    let cell = tableView.dequeueReusableCell(
      SwitchWithTextCell<Toggle>.self, withIdentifier: "toggle", for: indexPath)
    cell.configure(with: toggle(indexPath.row))
    return cell
  }

  func tableView(_ tableView: TableView, identityForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    indexPath.row
  }
  func tableView(_ tableView: TableView, contentForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    toggle(indexPath.row)
  }
}

@MainActor func measureScreens() {
  let renderer = ANSIRenderer(profile: .trueColor, theme: .dark)

  // Bytes for one switch toggle on an 80×24 screen, and for a full redraw of it.
  for (name, theme, profile) in [
    ("default theme, 256 colors", Theme.default, TerminalProfile.ansi256),
    ("dark theme, true color", .dark, .trueColor),
  ] {
    let renderer = ANSIRenderer(profile: profile, theme: theme)
    let table = BenchmarkTable(rows: 100)
    let before = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var full: [UInt8] = []
    renderer.renderUpdate(from: nil, to: before, into: &full)
    _ = table.screen.handle(.space)
    let after = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var toggle: [UInt8] = []
    renderer.renderUpdate(from: before, to: after, into: &toggle)
    harness.record(
      "bytes for one switch toggle, \(name)", value: Double(toggle.count), unit: "B", target: "≤ 64 B")
    harness.record(
      "bytes for a full redraw, \(name)", value: Double(full.count), unit: "B", target: "(for the ratio)")
    harness.record(
      "toggle / full redraw, \(name)", value: Double(toggle.count) / Double(full.count) * 100, unit: "%",
      target: "(smaller is better)")
  }

  // Frame time: layout, render and diff, scrolling one row per frame, for growing tables.
  var frameTimes: [Int: Double] = [:]
  for rows in [100, 10_000, 1_000_000] {
    let table = BenchmarkTable(rows: rows)
    var shown = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 16)
    var down = true
    var steps = 0
    frameTimes[rows] = harness.measure(
      "frame time, \(rows) rows, 24-row view", unit: "µs/frame", work: 1, target: "10⁶/10² ≤ 1.5", calls: 200,
      scale: 1000
    ) {
      // Back and forth over 150 rows, so every table scrolls the same way.
      steps += 1
      if steps % 150 == 0 { down.toggle() }
      _ = table.screen.handle(down ? .down : .up)
      let frame = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
      bytes.removeAll(keepingCapacity: true)
      renderer.renderUpdate(from: shown, to: frame, into: &bytes)
      shown = frame
      sink &+= bytes.count
    }
  }
  if let small = frameTimes[100], let large = frameTimes[1_000_000], small > 0 {
    harness.record("frame time 10⁶ / 10² rows", value: large / small, unit: "×", target: "≤ 1.5")
  }

  // Diff cost per cell: two 80×24 frames that differ in one cell.
  var a = Frame(width: 80, height: 24)
  for row in 0..<24 {
    a.draw(
      Line(String(repeating: "Settings row text ", count: 5), style: Style(foreground: .secondary)), row: row)
  }
  var b = a
  b.draw(Line("X"), row: 12, column: 40)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(4096)
  harness.measure(
    "diff cost per cell, 80×24, one change", unit: "ns/cell", work: 80 * 24, target: "≤ 1 ns", calls: 20_000
  ) {
    bytes.removeAll(keepingCapacity: true)
    renderer.renderUpdate(from: a, to: b, into: &bytes)
    sink &+= bytes.count
  }
}
