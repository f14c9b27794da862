import Presentable

// Presentable's speed figures. Build in release: `swift run -c release --package-path Benchmarks`;
// `--tsv` prints one `id<TAB>median<TAB>unit` line per metric; any other argument keeps only the
// metrics whose name or id contains it. Figures are medians of 15 runs taken in one process, so
// ratios compare like with like.

runTableMemoryChildIfAsked()
runLiveTableChildIfAsked()
runTextAreaMemoryChildIfAsked()
var harness = Harness()

// MARK: Calibration

// A fixed integer workload: on a shared machine its time shows how fast the machine is running
// right now, so other figures from the same run can be read against it.
let calibrationData = (0..<1024).map { UInt64($0 &* 2_654_435_761) }
/// A chain of dependent multiply-adds over data the compiler cannot see through.
@inline(never) func calibrationRounds(_ n: Int, _ data: [UInt64]) -> UInt64 {
  var x: UInt64 = 1
  for i in 0..<n { x = x &* 6_364_136_223_846_793_005 &+ data[i & 1023] }
  return x
}
harness.measure(
  "calibration: dependent multiply-add", id: "calibration", unit: "ns", work: 100_000,
  target: "(machine speed)",
  calls: 20
) {
  sink &+= Int(truncatingIfNeeded: calibrationRounds(100_000, calibrationData))
}

// MARK: Display width

let asciiText = String(repeating: "The Minions are here to stay! Minion Mode!!! 0123456789 ", count: 73)
let asciiBytes = asciiText.utf8.count
harness.measure(
  "width, ASCII", id: "width.ascii", unit: "ns/B", work: asciiBytes, target: "≤ 1.5 ns/B", calls: 2000
) {
  sink &+= DisplayWidth.of(asciiText)
}

let cjkText = String(repeating: "設定画面のミニオンモード한국어설정", count: 80)
let cjkScalars = cjkText.unicodeScalars.count
harness.measure(
  "width, CJK", id: "width.cjk", unit: "ns/scalar", work: cjkScalars, target: "≤ 5 ns/scalar", calls: 2000
) {
  sink &+= DisplayWidth.of(cjkText)
}

let emojiText = String(repeating: "👨‍👩‍👧‍👦 🇯🇵 👍🏽 1️⃣ e\u{301} ", count: 40)
harness.measure(
  "width, emoji sequences", id: "width.emoji", unit: "ns/cluster", work: emojiText.count,
  target: "(no target)", calls: 200
) {
  sink &+= DisplayWidth.of(emojiText)
}

// MARK: Rendering a styled line

/// An 80-column settings row: header-styled title, padding, a value, and a switch.
let row = Line([
  TextRun("Minion Mode!!!", style: Style(foreground: .accent, font: .body.bold())),
  TextRun(String(repeating: " ", count: 40)),
  TextRun("yellow", style: Style(foreground: .secondary)),
  TextRun(String(repeating: " ", count: 13)),
  TextRun("[■ ON ]", style: Style(foreground: .yellow, font: .body.bold())),
])
precondition(row.width() == 80)
/// Renders `row` repeatedly with one renderer, as a screen does, into a reused buffer.
@MainActor func measureLineRendering(_ name: String, id: String, profile: TerminalProfile) {
  let renderer = ANSIRenderer(profile: profile, theme: .dark)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(4096)
  harness.measure(
    "80-column line to ANSI, \(name)", id: "line.\(id)", unit: "ns/line", work: 1, target: "≤ 100 ns/line",
    calls: 20_000
  ) {
    bytes.removeAll(keepingCapacity: true)
    renderer.render(row, into: &bytes)
    sink &+= bytes.count
  }
}
measureLineRendering("16 colors", id: "ansi16", profile: TerminalProfile(colorDepth: .ansi16))
measureLineRendering("true color", id: "truecolor", profile: TerminalProfile(colorDepth: .trueColor))

measureRows()
measureScreens()
measureTableMemory()
measureFormToggle()
measureConversationKeys()
measureSpinner()
measureScrollBytes()
measureSnapshots()
measureStartTime()
measureAgainstRich()
measureFilter()
measureLiveOutput()
measureAccessibleAnswers()
measureTextEditing()
measureInlineKey()
measureFocusBytes()

print(harness.report())
if sink == 42 { print("") }  // keeps `sink` observable
