import Presentable

/// A list of switches of any length, as a screen shows it.
final class BenchmarkTable: TableViewDataSource {
  final class Flags {
    var on: [Int: Bool] = [:]
  }

  struct Toggle: TextPresentable, SwitchPresentable {
    var text: String
    var switchOn: Bool
    var index: Int
    let flags: Flags
    func onSwitchToggleOn(_ on: Bool) { flags.on[index] = on }
  }

  let rows: Int
  let flags = Flags()
  let screen = TableScreen(title: "Settings")

  init(rows: Int) {
    self.rows = rows
    screen.table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    let index = indexPath.row
    return SwitchWithTextCell(
      viewModel: Toggle(
        text: "Setting number \(index)", switchOn: flags.on[index] ?? (index % 3 == 0), index: index,
        flags: flags))
  }
}

@MainActor func measureScreens() {
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)

  // A focus move on the 80×24 settings screen, key to bytes, and the same frame by hand.
  let settings = BenchmarkSettings()
  var shown = settings.screen.frame(width: 80, height: 24, ambiguous: .narrow)
  // As a terminal session draws: each frame into the storage of the one shown before.
  var next = Frame(width: 80, height: 24)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(1 << 16)
  var step = 0
  func focusMove() {
    // Down through the first six focusable rows and back up, as a user reading the screen would.
    step += 1
    _ = settings.screen.handle(.key(step % 12 < 6 ? .down : .up))
    settings.screen.draw(into: &next)
    bytes.removeAll(keepingCapacity: true)
    renderer.renderUpdate(from: shown, to: next, into: &bytes)
    swap(&shown, &next)
    sink &+= bytes.count
  }
  let key = harness.measure(
    "a focus move on the 80×24 settings screen, key to bytes", id: "frame.key", unit: "µs", work: 1,
    target: "≤ 3 × the hand-written frame", calls: 2000, scale: 1000, focusMove)
  if harness.includes("allocations per focus move", id: "frame.key.allocations"),
    let allocations = harness.allocations(calls: 2000, focusMove)
  {
    harness.record(
      "heap allocations per focus move", id: "frame.key.allocations", value: allocations, unit: "allocations",
      target: "≤ 4")
  }
  var floor = FloorFrame(renderer: renderer)
  let floorTime = harness.measure(
    "the same focus move by hand: draw 24 rows, compare, encode the changes (floor)", id: "frame.floor",
    unit: "µs",
    work: 1, target: "(floor)", calls: 5000, scale: 1000
  ) {
    step += 1
    floor.move(focus: step % 12 < 6 ? 1 : -1)
    sink &+= floor.bytes.count
  }
  if key > 0 && floorTime > 0 {
    harness.record(
      "focus move / hand-written frame", id: "frame.key.ratio", value: key / floorTime, unit: "×",
      target: "≤ 3 (goal 2)")
  }

  // Bytes for one switch toggle on an 80×24 screen, and for a full redraw of it.
  for (name, id, theme, profile) in [
    ("default theme, 256 colors", "default-256", Theme.default, TerminalProfile(colorDepth: .ansi256)),
    ("dark theme, true color", "dark-truecolor", .dark, TerminalProfile(colorDepth: .trueColor)),
  ] {
    let renderer = ANSIRenderer(profile: profile, theme: theme)
    let table = BenchmarkTable(rows: 100)
    let before = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var full: [UInt8] = []
    renderer.renderUpdate(from: nil, to: before, into: &full)
    _ = table.screen.handle(.key(.space))
    let after = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var toggle: [UInt8] = []
    renderer.renderUpdate(from: before, to: after, into: &toggle)
    harness.record(
      "bytes for one switch toggle, \(name)", id: "toggle.bytes.\(id)", value: Double(toggle.count),
      unit: "B",
      target: "≤ 64 B")
    harness.record(
      "bytes for a full redraw, \(name)", id: "redraw.bytes.\(id)", value: Double(full.count), unit: "B",
      target: "(for the ratio)")
  }

  // Frame time: key, layout, render and diff, scrolling one row per frame, for growing tables.
  var frameTimes: [Int: Double] = [:]
  for rows in [100, 10_000, 1_000_000] {
    let table = BenchmarkTable(rows: rows)
    var shown = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var next = Frame(width: 80, height: 24)
    var down = true
    var steps = 0
    frameTimes[rows] = harness.measure(
      "frame time, \(rows) rows, 24-row view", id: "frame.rows.\(rows)", unit: "µs", work: 1,
      target: "10⁶/10² ≤ 1.5", calls: 1000, scale: 1000
    ) {
      // Back and forth over 60 rows, which every table has, so each scrolls the same way and
      // every key moves focus (the smallest table would otherwise sit at its end for a third).
      steps += 1
      if steps % 60 == 0 { down.toggle() }
      _ = table.screen.handle(.key(down ? .down : .up))
      table.screen.draw(into: &next)
      bytes.removeAll(keepingCapacity: true)
      renderer.renderUpdate(from: shown, to: next, into: &bytes)
      swap(&shown, &next)
      sink &+= bytes.count
    }
  }
  // End and Home in turn on a table of a million rows: a jump costs what the screen shows.
  do {
    let table = BenchmarkTable(rows: 1_000_000)
    var shown = table.screen.frame(width: 80, height: 24, ambiguous: .narrow)
    var next = Frame(width: 80, height: 24)
    var atEnd = false
    harness.measure(
      "End or Home, 10⁶ rows, key to bytes", id: "focus.end.1000000", unit: "µs", work: 1,
      target: "≤ 1000 µs",
      calls: 200, scale: 1000
    ) {
      atEnd.toggle()
      _ = table.screen.handle(.key(atEnd ? .end : .home))
      table.screen.draw(into: &next)
      bytes.removeAll(keepingCapacity: true)
      renderer.renderUpdate(from: shown, to: next, into: &bytes)
      swap(&shown, &next)
      sink &+= bytes.count
    }
  }
  if let small = frameTimes[100], let large = frameTimes[1_000_000], small > 0, large > 0 {
    harness.record(
      "frame time 10⁶ / 10² rows", id: "frame.rows.ratio", value: large / small, unit: "×", target: "≤ 1.5")
  }

  // Diff cost per cell: two 80×24 frames that differ in one cell.
  var a = Frame(width: 80, height: 24)
  for row in 0..<24 {
    a.draw(
      Line(String(repeating: "Settings row text ", count: 5), style: Style(foreground: .secondary)), row: row)
  }
  var b = a
  b.draw(Line("X"), row: 12, column: 40)
  harness.measure(
    "diff cost per cell, 80×24, one change", id: "diff.cell", unit: "ns/cell", work: 80 * 24,
    target: "≤ 1 ns",
    calls: 20_000
  ) {
    bytes.removeAll(keepingCapacity: true)
    renderer.renderUpdate(from: a, to: b, into: &bytes)
    sink &+= bytes.count
  }
}
