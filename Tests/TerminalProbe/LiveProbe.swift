import Foundation
import Presentable

/// `TerminalProbe --live --table` streams 10⁵ table rows to standard output.
///
/// `TerminalProbe --live --lines N --expect FILE [--pause-at K]... [--mutant]`: prints N lines of
/// many shapes above a live region that redraws between them, and writes to FILE, as JSON, each
/// line's sanitized text and the width it was printed at, then the region's final record, for
/// Scripts/check-live.py to compare with the terminal's scrollback. At each `--pause-at K` (before
/// line K) the region shows "waiting for resize before line K" until the terminal's width changes. `--mutant`
/// makes the region write above its first line, which the check must catch.
enum LiveProbe {
  struct Printed: Encodable {
    var text: String
    var width: Int
  }

  static func shape(_ index: Int) -> String {
    switch index % 9 {
    case 0: "line \(index): short"
    case 1: "line \(index): " + String(repeating: "long words and more words ", count: 8)
    case 2: "line \(index): " + String(repeating: "東京の天気は晴れ", count: 12)
    case 3: "line \(index): burgers 🍔 and parties 🎉 " + String(repeating: "🍔🎉", count: 30)
    case 4:
      "line \(index): hostile \u{1B}[2J\u{1B}[H cleared? \u{07}\u{08} bell \r return \u{1B}]0;title\u{07}"
    case 5: ""
    case 6: "line \(index): cafe\u{301} re\u{301}sume\u{301} " + String(repeating: "x", count: 70)
    case 7: "line \(index) " + String(repeating: "=", count: 80 - "line \(index) ".count)
    default: "line \(index): a" + String(repeating: "b", count: 150) + "c"
    }
  }

  static func width() -> Int {
    var size = winsize()
    return ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : 80
  }

  static func run(_ arguments: [String]) async -> Int32 {
    if arguments.contains("--table") {
      // 10^5 rows streamed to standard output: what a peak-memory check of DataTable.stream runs.
      let table = DataTable(columns: [
        DataTable.Column("#", alignment: .trailing), DataTable.Column("Package"), DataTable.Column("Version"),
      ])
      table.stream((1...100_000).lazy.map { ["\($0)", "package-\($0 % 977)-東京", "1.\($0 % 13).\($0 % 7)"] })
      return 0
    }
    func value(_ name: String) -> [String] {
      arguments.indices.filter { arguments[$0] == name && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
    }
    let count = value("--lines").first.flatMap(Int.init) ?? 40
    let pauses = Set(value("--pause-at").compactMap(Int.init))
    guard let expectPath = value("--expect").first else { return 2 }
    let status = Status()
    let content: @Sendable (LiveRegion.Context) -> [Line] = { context in
      let (printed, waiting, done) = status.read()
      if done { return [Line("✓ done: \(printed) lines printed"), Line("  the region's final record")] }
      return [
        Line("\(context.spinner) printing \(printed) of \(count)"),
        Line(
          waiting
            ? "  waiting for resize before line \(printed)"
            : "  [frame \(printed)] " + String(repeating: "▒", count: printed % 30)),
        Line("  [frame \(printed)] width \(context.width)"),
      ]
    }
    let region = LiveRegion(writesAboveFirstLine: arguments.contains("--mutant"), content: content)
    var expected: [Printed] = []
    do {
      expected = try await region.run { region in
        var printed: [Printed] = []
        for index in 0..<count {
          if pauses.contains(index) {
            let before = width()
            status.set(printed: index, waiting: true)
            region.refresh()
            let deadline = ContinuousClock.now + .seconds(20)
            while width() == before && .now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            status.set(printed: index, waiting: false)
            region.refresh()
          }
          let line = Line(shape(index))
          region.print(line)
          printed.append(Printed(text: line.plainText, width: region.width))
          status.set(printed: index + 1, waiting: false)
          if index % 3 == 0 { try await Task.sleep(for: .milliseconds(15)) }
        }
        status.finish()
        return printed
      }
    } catch {
      return 1
    }
    let record = content(LiveRegion.Context(width: region.width, time: .zero, isTerminal: true))
    let json: [String: Any] = [
      "printed": expected.map { ["text": $0.text, "width": $0.width] as [String: Any] },
      "record": record.map { $0.plainText },
    ]
    let data = try? JSONSerialization.data(withJSONObject: json)
    _ = FileManager.default.createFile(atPath: expectPath, contents: data)
    return 0
  }
}

/// What the region shows, changed by the printing task and read by the region's redraws.
final class Status: @unchecked Sendable {
  private let lock = NSLock()
  private var printed = 0
  private var waiting = false
  private var done = false

  func set(printed: Int, waiting: Bool) {
    lock.withLock { (self.printed, self.waiting) = (printed, waiting) }
  }
  func finish() { lock.withLock { done = true } }
  func read() -> (Int, Bool, Bool) { lock.withLock { (printed, waiting, done) } }
}
