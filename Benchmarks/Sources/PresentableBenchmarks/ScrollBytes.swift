import Presentable
import PresentableTesting

/// What a one-line scroll of an 80×24 list sends a terminal: a list page of place names (its
/// title, its rows, its hint line) with focus on its last visible row, and Down pressed, so that
/// every key scrolls the list by a line. Bytes do not depend on the machine: each figure is the
/// mean of 40 keys.
///
/// `scroll.bytes` is with scroll regions (the terminal moves its lines, the rows that came into
/// view are written); `scroll.bytes.rewrite` the same keys without them (each moved row's changed
/// cells written again); `scroll.row-bytes` what drawing one of the list's rows on a blank line
/// takes, the unit of the goal (≤ 2 rows).
@MainActor func measureScrollBytes() {
  let places = [
    "Abidjan", "Reykjavík", "Kuala Lumpur", "Montevideo", "Nouakchott", "Yellowknife", "Tbilisi", "Nagoya",
    "Ho Chi Minh City", "Córdoba", "Gdańsk", "Saint-Étienne", "Yogyakarta",
  ]
  let regions = ["Europe", "America", "Asia", "Africa", "Oceania", "Atlantic", "Indian"]
  let options = (0..<2_000).map { "\(places[$0 % places.count]) \($0)" }
  let keys = 40
  var figures: [Double] = []
  var lastFrame: Frame?
  for supportsScrollRegions in [true, false] {
    let page = OptionListPage(
      "Places", options: options, selection: FormBinding(get: { options[0] }, set: { _ in }),
      detail: { regions[$0.utf8.count % regions.count] }
    ) { $0 }
    let profile = TerminalProfile(colorDepth: .ansi256, supportsScrollRegions: supportsScrollRegions)
    let terminal = HeadlessTerminal(PageStack(root: page), width: 80, height: 24, profile: profile)
    // Focus to the bottom of the view: from here on every Down scrolls.
    for _ in 0..<30 { terminal.press(.down) }
    let start = terminal.output.count
    for _ in 0..<keys { terminal.press(.down) }
    figures.append(Double(terminal.output.count - start) / Double(keys))
    lastFrame = terminal.frame
  }
  // One row drawn on a blank line: the update from the frame with that row blanked.
  let frame = lastFrame!
  var blanked = frame
  blanked.fill(row: 12, style: .plain)
  var row: [UInt8] = []
  ANSIRenderer(profile: TerminalProfile(colorDepth: .ansi256)).renderUpdate(
    from: blanked, to: frame, into: &row)
  harness.record(
    "bytes for a one-line scroll of an 80×24 list, scroll regions", id: "scroll.bytes", value: figures[0],
    unit: "B", target: "≤ \(2 * row.count) B (2 rows)")
  harness.record(
    "… the same without scroll regions", id: "scroll.bytes.rewrite", value: figures[1], unit: "B")
  harness.record(
    "… one of its rows drawn on a blank line", id: "scroll.row-bytes", value: Double(row.count), unit: "B")
}
