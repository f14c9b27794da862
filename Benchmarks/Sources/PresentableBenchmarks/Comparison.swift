import Foundation
import Presentable

/// The same settings rows Benchmarks/rich-rows.py gives Rich: a title and a right-aligned control.
struct ComparisonRow: TextPresentable, DetailTextPresentable {
  var text: String
  var detailText: String
  var detailTextColor: Color
  var detailFont: Font
  var textColor: Color { .rgb(0xF2, 0xF2, 0xF7) }
}

let comparisonRows: [ComparisonRow] = Array(
  repeating: [
    ComparisonRow(
      text: "Minion Mode!!!", detailText: "[ ON ●]", detailTextColor: .yellow, detailFont: Font.body.bold()),
    ComparisonRow(
      text: "Theme", detailText: "‹ dark ›", detailTextColor: .rgb(0x0A, 0x84, 0xFF), detailFont: .body),
    ComparisonRow(
      text: "Accent Color", detailText: "‹ theme ›", detailTextColor: .rgb(0x0A, 0x84, 0xFF),
      detailFont: .body),
    ComparisonRow(
      text: "Name", detailText: "Bob 設定", detailTextColor: .rgb(0xAE, 0xAE, 0xB2), detailFont: .body),
    ComparisonRow(
      text: "E-mail", detailText: "bob@example.com", detailTextColor: .rgb(0xAE, 0xAE, 0xB2),
      detailFont: .body),
    ComparisonRow(
      text: "Allow Notifications", detailText: "[ ON ●]", detailTextColor: .purple,
      detailFont: Font.body.bold()),
    ComparisonRow(
      text: "Sounds", detailText: "[ ON ●]", detailTextColor: .purple, detailFont: Font.body.bold()),
    ComparisonRow(
      text: "Badges", detailText: "[○ OFF]", detailTextColor: .rgb(0xAE, 0xAE, 0xB2), detailFont: .body),
    ComparisonRow(
      text: "Reminders per Day", detailText: "[-] 3 [+]", detailTextColor: .rgb(0x0A, 0x84, 0xFF),
      detailFont: Font.body.bold()),
    ComparisonRow(
      text: "Version", detailText: "1.0 (Presentable)", detailTextColor: .rgb(0xAE, 0xAE, 0xB2),
      detailFont: .body),
    ComparisonRow(
      text: "Licenses", detailText: "›", detailTextColor: .rgb(0x8E, 0x8E, 0x93), detailFont: .body),
    ComparisonRow(
      text: "Acknowledgements", detailText: "›", detailTextColor: .rgb(0x8E, 0x8E, 0x93), detailFont: .body),
  ], count: 2
).flatMap { $0 }

/// Presentable and Rich rendering the same 24 settings rows to 24-bit ANSI at 80 columns, and
/// measuring display width, in one run on one machine.
@MainActor func measureAgainstRich() {
  if !harness.includes("settings rows to ANSI, rich", id: "compare") { return }
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(1 << 14)
  let ours = harness.measure(
    "settings rows to ANSI (rich comparison), Presentable", id: "compare.presentable", unit: "ns/row",
    work: comparisonRows.count,
    target: "(vs Rich below)",
    calls: 500
  ) {
    var frame = Frame(width: 80, height: comparisonRows.count)
    for (row, viewModel) in comparisonRows.enumerated() {
      DetailCell(viewModel: viewModel).draw(into: &frame, row: row, context: CellContext())
    }
    bytes.removeAll(keepingCapacity: true)
    renderer.render(frame, into: &bytes)
    sink &+= bytes.count
  }

  if ours > 0 {
    harness.record(
      "settings rows per second, Presentable", id: "compare.presentable.rows", value: 1e9 / ours / 1000,
      unit: "k rows/s", target: "")
  }

  let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("rich-rows.py")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", script.path]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else {
    print("Rich comparison: skipped, python3 did not run")
    return
  }
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard let result = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    print("Rich comparison: skipped, no result from \(script.path)")
    return
  }
  if let error = result["error"] as? String {
    print("Rich comparison: skipped, \(error)")
    return
  }
  let version = result["rich_version"] as? String ?? "?"
  if let rich = result["row_ns"] as? Double, ours > 0 {
    harness.record(
      "settings rows to ANSI, Rich \(version)", id: "compare.rich", value: rich, unit: "ns/row", target: "")
    harness.record(
      "settings rows per second, Rich", id: "compare.rich.rows", value: 1e9 / rich / 1000, unit: "k rows/s",
      target: "")
    harness.record(
      "Rich / Presentable, settings rows", id: "compare.ratio", value: rich / ours, unit: "×",
      target: "(higher: Presentable faster)")
  }
  if let rich = result["ascii_width_ns_per_byte"] as? Double {
    harness.record(
      "width, ASCII, Rich cell_len", id: "compare.rich.width.ascii", value: rich, unit: "ns/B", target: "")
  }
  if let rich = result["cjk_width_ns_per_scalar"] as? Double {
    harness.record(
      "width, CJK, Rich cell_len", id: "compare.rich.width.cjk", value: rich, unit: "ns/scalar", target: "")
  }
}
