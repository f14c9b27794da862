import Foundation
import Observation
import PresentableTestSupport
import Testing

@testable import Presentable
@testable import PresentableTesting

@Suite("Headless terminal")
struct HeadlessTerminalTests {
  func terminal(width: Int = 44, height: Int = 16) -> (HeadlessTerminal, SettingsFixture) {
    let fixture = SettingsFixture(items: 40)
    return (HeadlessTerminal(fixture.screen, width: width, height: height), fixture)
  }

  @Test func everyKeyKindReachesTheScreen() {
    let (terminal, fixture) = terminal()
    #expect(terminal.lines[2].hasPrefix("› Wi-Fi"))
    terminal.send(Array("\u{1B}[B".utf8))  // arrow down
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    terminal.send(Array(" ".utf8))  // space toggles Bluetooth
    #expect(fixture.model.bluetooth)
    terminal.send(Array("\u{1B}[A".utf8))  // arrow up
    terminal.send(Array("j".utf8))  // j moves like Down
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    terminal.send(Array("\t\t".utf8))  // Tab twice: Airplane Mode, then the name field
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
    terminal.send(Array("\u{1B}[Z".utf8))  // Shift-Tab
    terminal.send(Array("\t\r".utf8))  // Tab back, Enter edits
    terminal.send(Array("Bob 設定👍🏽".utf8))
    terminal.send([0x7F])  // Backspace
    terminal.send(Array("\u{1B}[D\u{1B}[3~".utf8))  // Left, Delete
    terminal.send(Array("\u{1B}[H\u{1B}[F".utf8))  // Home, End in the field
    terminal.send(Array("\u{1B}[200~ pasted\n\u{1B}[201~".utf8))
    terminal.send([0x0D])
    #expect(fixture.model.name == "Bob 設 pasted ")
    terminal.send(Array("\u{1B}[6~".utf8))  // Page Down
    terminal.send(Array("\u{1B}[5~".utf8))  // Page Up
    terminal.send(Array("\u{1B}[F".utf8))  // End
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 39, section: 2))
    terminal.send(Array("\u{1B}[H".utf8))  // Home
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    #expect(!terminal.hasQuit)
    terminal.send([0x03])  // Ctrl-C
    #expect(terminal.hasQuit)
  }

  @Test(arguments: [
    ("q", false), ("\u{04}", false), ("\u{03}", false),
  ])
  func quitKeys(bytes: String, needsPause: Bool) {
    let (terminal, fixture) = terminal()
    terminal.send(Array(bytes.utf8))
    #expect(terminal.hasQuit)
    withExtendedLifetime(fixture) {}
  }

  @Test func aLoneEscapeQuitsOnlyAfterTheTimeout() {
    let (terminal, fixture) = terminal()
    defer { withExtendedLifetime(fixture) {} }
    terminal.send([0x1B])
    #expect(!terminal.hasQuit)
    terminal.pause()
    #expect(terminal.hasQuit)
    // Keys after quitting do nothing.
    let before = terminal.output.count
    terminal.send(Array(" ".utf8))
    #expect(terminal.output.count == before)
  }

  @Test func escapeInAFieldCancelsTheEditInsteadOfQuitting() {
    let (terminal, fixture) = terminal()
    terminal.press(.down, .down, .down, .enter)
    terminal.type("Zed")
    terminal.send([0x1B])
    terminal.pause()
    #expect(!terminal.hasQuit)
    #expect(fixture.model.name == "")
  }

  @Test func resizeRedrawsAtTheNewSizeAndTooSmallSaysSo() {
    // The table holds its data source weakly, as UIKit's does: the fixture must live.
    let (terminal, fixture) = terminal()
    defer { withExtendedLifetime(fixture) {} }
    terminal.resize(width: 30, height: 8)
    #expect(terminal.frame.width == 30 && terminal.frame.height == 8)
    #expect(terminal.lines[2].hasPrefix("› Wi-Fi"))
    // The longest notice that fits: both sizes, then only the one needed, then cut short.
    terminal.resize(width: 10, height: 4)
    #expect(terminal.lines == ["Terminal", "too small:", "10×4, need", "20×5"])
    terminal.resize(width: 10, height: 3)
    #expect(terminal.lines == ["Too small,", "need 20×5", ""])
    terminal.resize(width: 1, height: 3)
    #expect(terminal.lines == ["T", "o", "…"])
    terminal.resize(width: 0, height: 0)
    #expect(terminal.lines.isEmpty)
    terminal.resize(width: 44, height: 16)
    #expect(terminal.lines[2].hasPrefix("› Wi-Fi"))
  }

  @Test func redrawShowsChangesMadeOutsideKeys() {
    let (terminal, fixture) = terminal()
    let before = terminal.output.count
    fixture.model.bluetooth = true
    fixture.table.reloadData()
    #expect(terminal.output.count == before)  // nothing is sent until a redraw is asked for
    terminal.redraw()
    let update = String(decoding: terminal.output[before...], as: UTF8.self)
    #expect(update.contains("[ ON ●]"))
    #expect(terminal.lines[3].hasSuffix("[ ON ●]"))
  }

  @Observable final class Counter {
    var count = 0
  }

  final class CounterSource: TableViewDataSource {
    struct Row: TextPresentable { var text: String }
    let counter = Counter()
    let screen = TableScreen(title: "Counter")
    init() {
      screen.table.dataSource = self
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Header \(counter.count)"
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
      return TextCell<Row>(viewModel: Row(text: "Count \(counter.count)"))
    }
  }

  @Test func anObservedModelChangeIsNoticedAndHeadersFollowIt() {
    let source = CounterSource()
    let terminal = HeadlessTerminal(source.screen, width: 30, height: 6)
    #expect(!terminal.hasPendingChange)
    source.counter.count = 7
    #expect(terminal.hasPendingChange)
    terminal.redraw()
    #expect(!terminal.hasPendingChange)
    #expect(terminal.lines[1] == "  Header 7")
    #expect(terminal.lines[2] == "  Count 7")
  }

  @Test(.enabled(if: VTReplay.shouldRun, "pyte is not installed"))
  func theOutputIsWhatATerminalNeeds() throws {
    let (terminal, fixture) = terminal()
    defer { withExtendedLifetime(fixture) {} }
    terminal.press(.space, .down, .space, .end, .home, .down, .down, .down, .enter)
    terminal.type("設定 Ann")
    terminal.press(.enter)
    terminal.resize(width: 40, height: 12)
    terminal.press(.pageDown)
    let screen = try VTReplay.replay(terminal.output, columns: 40, rows: 12)
    for row in 0..<12 { #expect(screen.rows[row] == terminal.frame.text(row: row), "row \(row)") }
  }
}

@Suite("Printing without a terminal")
struct TerminalPrintTests {
  /// Runs `Terminal.run` with input and output that are not terminals; returns what it printed.
  func run(
    script: [Key]? = nil, input: String = "", everyFrame: Bool = false, profile: TerminalProfile? = nil
  ) -> (status: Int32, output: String, fixture: SettingsFixture) {
    let fixture = SettingsFixture(items: 2)
    var inPipe: [Int32] = [0, 0]
    var outPipe: [Int32] = [0, 0]
    pipe(&inPipe)
    pipe(&outPipe)
    _ = input.utf8CString.withUnsafeBufferPointer { write(inPipe[1], $0.baseAddress, $0.count - 1) }
    close(inPipe[1])
    let options = TerminalOptions(
      profile: profile, width: 44, height: 14, script: script, printsEveryFrame: everyFrame, input: inPipe[0],
      output: outPipe[1])
    let status = Terminal.run(fixture.screen, options: options)
    close(outPipe[1])
    close(inPipe[0])
    let data = FileHandle(fileDescriptor: outPipe[0], closeOnDealloc: true).readDataToEndOfFile()
    return (status, String(decoding: data, as: UTF8.self), fixture)
  }

  @Test func printsTheScreenOnceAndNeverWaits() {
    let (status, output, _) = run()
    #expect(status == 0)
    #expect(output.hasPrefix(" Settings\n  Network\n› Wi-Fi"))
    #expect(!output.contains("\u{1B}"))
    #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count == 15)
  }

  @Test func followsKeysPipedIn() {
    let (status, output, fixture) = run(input: "j \u{1B}[B\u{1B}[B\rBob\r")
    #expect(status == 0)
    #expect(fixture.model.bluetooth && fixture.model.name == "Bob")
    #expect(output.contains("Name  Bob"))
  }

  @Test func followsAScriptAndStopsAtQuit() throws {
    let (status, output, fixture) = run(script: try KeyScript.parse("down space q space"))
    #expect(status == 0)
    #expect(fixture.model.bluetooth)
    #expect(output.contains("Bluetooth") && output.contains("[ ON ●]"))
  }

  @Test func printsEveryFrameWhenAsked() throws {
    let (_, output, _) = run(script: try KeyScript.parse("down space"), everyFrame: true)
    #expect(output.components(separatedBy: " Settings\n").count == 4)  // three frames
  }

  @Test func escapesOnlyWhenTheProfileAllows() throws {
    let (_, output, _) = run(profile: .ansi16)
    #expect(output.contains("\u{1B}["))
  }
}
