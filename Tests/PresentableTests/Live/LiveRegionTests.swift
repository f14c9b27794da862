import Foundation
import PresentableTestSupport
import Testing

@testable import Presentable

/// A live region's bytes, watched through its test sink: lines printed above it, redraws in
/// place, spinner turns, and what it writes where there is no terminal.
@Suite("Live region")
struct LiveRegionTests {
  final class Bytes: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func append(_ more: [UInt8]) { lock.withLock { bytes += more } }
    var all: [UInt8] { lock.withLock { bytes } }
    func take() -> [UInt8] {
      lock.withLock {
        defer { bytes = [] }
        return bytes
      }
    }
  }

  static func region(
    _ bytes: Bytes, live: Bool = true, width: Int = 40, mutant: Bool = false,
    leaves: LiveRegion.Leaving = .lastFrame, content: @escaping @Sendable (LiveRegion.Context) -> [Line]
  ) -> LiveRegion {
    LiveRegion(
      width: width, height: 10, drawsLive: live, profile: live ? .ansi16 : .dumb, leaves: leaves,
      writesAboveFirstLine: mutant, sink: bytes.append, content: content)
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func linesPrintedAboveComeOutInOrderThenTheRecord() async throws {
    let bytes = Bytes()
    let region = Self.region(bytes) { context in [Line("\(context.spinner) working"), Line("second")] }
    try await region.run { region in
      region.print("first line")
      region.print(Line(String(repeating: "東", count: 30)))  // 60 columns: two rows of 40 and 20
      region.print("\u{1B}[2Jhostile")
    }
    let screen = try VTReplay.replay(bytes.all, columns: 40, rows: 12)
    #expect(screen.rows[0].trimmingCharacters(in: .whitespaces) == "first line")
    #expect(screen.rows[1].filter { $0 == "東" }.count == 20)
    #expect(screen.rows[2].filter { $0 == "東" }.count == 10)
    #expect(screen.rows[3].hasPrefix("␛[2Jhostile"), "the escape shown, not obeyed")
    #expect(screen.rows[3].contains("hostile"))
    #expect(screen.rows[4].hasSuffix(" working") || screen.rows[4].contains(" working"))
    #expect(screen.rows[5].hasPrefix("second"))
    #expect(screen.cursor[1] == 6)
  }

  @Test func aPrintCostsItsOwnLineAndTheRegionNotTheLinesBefore() async throws {
    let bytes = Bytes()
    let region = Self.region(bytes) { _ in [Line("status")] }
    try await region.run { region in
      for index in 0..<200 { region.print("line \(index)") }
      _ = bytes.take()
      region.print("one more")
    }
    let last = String(decoding: bytes.all.prefix(80), as: UTF8.self)
    #expect(last.contains("one more"))
    #expect(!last.contains("line 199"))
  }

  @Test func neverMovesAboveItsFirstLine() async throws {
    let bytes = Bytes()
    let region = Self.region(bytes) { context in (0..<3).map { Line("row \($0) \(context.spinner)") } }
    try await region.run { region in
      for index in 0..<5 { region.print("line \(index)") }
    }
    #expect(Self.highestRow(bytes.all) == 0)
    let mutantBytes = Bytes()
    let mutant = Self.region(mutantBytes, mutant: true) { _ in [Line("row")] }
    try await mutant.run { region in region.print("line") }
    #expect(
      Self.highestRow(mutantBytes.all) < 0, "the mutant goes above its first line and the check sees it")
  }

  /// The lowest row the cursor reaches, relative to where it started, from the relative moves
  /// and line feeds in `bytes`.
  static func highestRow(_ bytes: [UInt8]) -> Int {
    var row = 0
    var top = 0
    var base = 0  // rows printed above push the region's first line down
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A { row += 1 }
      if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B {
        var end = index + 2
        var number = 0
        while end < bytes.count, (0x30...0x3F).contains(bytes[end]) {
          if (0x30...0x39).contains(bytes[end]) { number = number * 10 + Int(bytes[end] - 0x30) }
          end += 1
        }
        if end < bytes.count {
          if bytes[end] == UInt8(ascii: "A") { row -= max(1, number) }
          if bytes[end] == UInt8(ascii: "B") { row += max(1, number) }
          if bytes[end] == UInt8(ascii: "J") { base = row }  // erased from here down: the region starts here
        }
        index = end
      }
      top = min(top, row - base)
      index += 1
    }
    return top
  }

  @Test func aSpinnerTurnWritesTheGlyphAloneInAtMost20Bytes() throws {
    var display = InlineDisplay(options: InlineOptions(minimumHeight: 1, leaves: .finalFrame))
    let renderer = ANSIRenderer(profile: .ansi16)
    func frame(_ time: Duration) -> Frame {
      var frame = Frame(width: 40, height: 3)
      frame.draw(StepRow.line(Done(), time: time), row: 0)
      frame.draw(StepRow.line(Running(), time: time), row: 1)
      frame.draw(StepRow.line(Pending(), time: time), row: 2)
      return frame
    }
    var bytes: [UInt8] = []
    display.show(frame(.zero), renderer: renderer, into: &bytes)
    bytes = []
    display.show(frame(.milliseconds(250)), renderer: renderer, into: &bytes)
    #expect(bytes.count <= 20, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    #expect(String(decoding: bytes, as: UTF8.self).contains("⠙"))
  }

  @Test func withoutATerminalLinesPassThroughAndTheLastStateIsWrittenOnce() async throws {
    let bytes = Bytes()
    let region = Self.region(bytes, live: false) { context in [Line("\(context.spinner) busy")] }
    try await region.run { region in
      region.print(Line(String(repeating: "x", count: 100)))
      try await Task.sleep(for: .milliseconds(300))
      region.print("done")
    }
    let text = String(decoding: bytes.all, as: UTF8.self)
    #expect(!bytes.all.contains(0x1B))
    #expect(text.split(separator: "\n").count == 3)
    #expect(text.hasPrefix(String(repeating: "x", count: 100) + "\ndone\n"))
  }

  @Test func leavingNothingErasesTheRegion() async throws {
    let bytes = Bytes()
    let region = Self.region(bytes, leaves: .nothing) { _ in [Line("transient")] }
    try await region.run { region in region.print("kept") }
    guard VTReplay.shouldRun else { return }
    let screen = try VTReplay.replay(bytes.all, columns: 40, rows: 5)
    #expect(screen.rows[0].hasPrefix("kept"))
    #expect(!screen.rows.joined().contains("transient"))
  }

  @Test func cutKeepsEveryCharacterAndWideOnesWhole() {
    let line = Line("ab東京cd🍔e")
    let rows = line.cut(to: 3)
    #expect(rows.map(\.plainText) == ["ab", "東", "京c", "d🍔", "e"])
    #expect(rows.allSatisfy { $0.width() <= 3 })
    #expect(Line("").cut(to: 10).count == 1)
  }

  struct Done: StepPresentable {
    var stepTitle: String { "Resolve" }
    var stepState: StepState { .succeeded }
    var stepElapsed: Duration? { .milliseconds(3200) }
  }
  struct Running: StepPresentable {
    var stepTitle: String { "Download" }
    var stepState: StepState { .running }
  }
  struct Pending: StepPresentable {
    var stepTitle: String { "Install" }
    var stepState: StepState { .pending }
  }
}

/// A screen as a live region's content: drawn at its inline height, time passed to it.
@Suite("Live region showing a screen")
struct LiveRegionScreenTests {
  final class Clock: Screen {
    var ticks = 0
    func draw(into frame: inout Frame) {
      frame.draw(Line("ticks seen: \(ticks > 0 ? "some" : "none")"), row: 0)
      frame.draw(Line("second row"), row: 1)
    }
    func handle(_ event: ScreenEvent) -> ScreenAction {
      if case .time = event { ticks += 1 }
      return .redraw
    }
    func transcript() -> [String] { [] }
    func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout { InlineLayout(height: 2) }
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func aScreenIsDrawnAtItsInlineHeightUnderThePrintedLines() async throws {
    let bytes = LiveRegionTests.Bytes()
    let region = LiveRegion(width: 30, height: 10, screen: Clock(), sink: bytes.append)
    try await region.run { region in region.print("above the screen") }
    let screen = try VTReplay.replay(bytes.all, columns: 30, rows: 6)
    #expect(screen.rows[0].hasPrefix("above the screen"))
    #expect(screen.rows[1].hasPrefix("ticks seen: some"))
    #expect(screen.rows[2].hasPrefix("second row"))
    #expect(screen.rows[3].trimmingCharacters(in: .whitespaces).isEmpty)
  }
}
