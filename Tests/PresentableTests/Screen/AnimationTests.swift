import Testing

@testable import Presentable
@testable import PresentableTesting

/// A table with a spinner among plain rows, counting the rows it is asked for.
final class SpinnerSource: TableViewDataSource {
  struct Row: TextPresentable, ProgressPresentable, SwitchPresentable {
    var text: String
    var progress: Double?
    var switchOn = true
  }
  let rows: Int
  let spinnerRow: Int
  var spinnerProgress: Double?
  var cellCalls = 0
  let screen = TableScreen(title: "Updates")

  init(rows: Int = 40, spinnerRow: Int = 3) {
    self.rows = rows
    self.spinnerRow = spinnerRow
    screen.table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    cellCalls += 1
    if indexPath.row == spinnerRow {
      return ProgressCell(viewModel: Row(text: "Checking for updates", progress: spinnerProgress))
    }
    return SwitchWithTextCell(viewModel: Row(text: "Row \(indexPath.row)"))
  }
}

@Suite("Animation")
struct AnimationTests {
  @Test func aSpinnerTurnDrawsItsRowAndNoOther() {
    let source = SpinnerSource()
    let before = source.screen.frame(width: 60, height: 20)
    #expect(source.screen.table.nextAnimationTime == Spinner.interval)
    source.cellCalls = 0
    // Not yet the next frame: nothing to draw.
    #expect(!source.screen.table.advanceAnimations(to: Spinner.interval - .milliseconds(1)))
    #expect(source.screen.table.advanceAnimations(to: Spinner.interval))
    let after = source.screen.frame(width: 60, height: 20)
    #expect(source.cellCalls == 1)
    let changed = zip(before.cells, after.cells).filter { $0 != $1 }.count
    #expect(changed == 1)
    #expect(after.text(row: 4).hasSuffix("⠙ "))  // then the scroll indicator
    #expect(source.screen.table.nextAnimationTime == Spinner.interval * 2)
  }

  @Test func aSpinnerOutOfViewOrDoneAsksForNoFrame() {
    let hidden = SpinnerSource(spinnerRow: 30)
    _ = hidden.screen.frame(width: 60, height: 20)
    #expect(hidden.screen.table.nextAnimationTime == nil)
    #expect(!hidden.screen.table.advanceAnimations(to: .seconds(5)))

    let source = SpinnerSource()
    _ = source.screen.frame(width: 60, height: 20)
    #expect(source.screen.table.nextAnimationTime != nil)
    source.spinnerProgress = 1
    source.screen.table.reloadData()
    _ = source.screen.frame(width: 60, height: 20)
    #expect(source.screen.table.nextAnimationTime == nil)
  }

  @Test func theScreenWakesForTheNextTurnAndForNothingWhenDone() {
    let source = SpinnerSource()
    let start = ContinuousClock.now
    _ = source.screen.update(at: start)  // the animation clock starts
    _ = source.screen.frame(width: 60, height: 20)
    #expect(source.screen.nextUpdate == start + Spinner.interval)
    #expect(source.screen.update(at: start + Spinner.interval / 2) == .none)
    #expect(source.screen.update(at: start + Spinner.interval) == .redraw)
    _ = source.screen.frame(width: 60, height: 20)
    #expect(source.screen.nextUpdate == start + Spinner.interval * 2)
    // A message expiring sooner comes first.
    source.screen.messageDuration = .milliseconds(10)
    source.screen.message = StatusMessage("Checked")
    _ = source.screen.update(at: start + Spinner.interval)
    source.spinnerProgress = 1
    source.screen.table.reloadData()
    _ = source.screen.frame(width: 60, height: 20)
    #expect(source.screen.nextUpdate != nil)
    #expect(source.screen.update(at: start + Spinner.interval * 8) == .redraw)  // the message goes
    _ = source.screen.frame(width: 60, height: 20)
    #expect(source.screen.nextUpdate == nil)  // and the bar does not turn
  }

  @Test func tenIdleSecondsOfASpinnerSendOnlyItsCells() {
    let source = SpinnerSource()
    let terminal = HeadlessTerminal(source.screen, width: 80, height: 24)
    let start = terminal.output.count
    terminal.wait(.seconds(10))
    let bytes = terminal.output.count - start
    let frames = Int(Duration.seconds(10) / Spinner.interval)
    #expect(bytes <= 200 * 10, "\(bytes) bytes in 10 seconds")
    // Each frame is a move, the one glyph and its style: nothing else on the screen is sent.
    #expect(bytes <= frames * 40, "\(bytes) bytes for \(frames) frames")
    #expect(terminal.lines[4].hasSuffix(Spinner.frame(at: .seconds(10))))  // trailing spaces trimmed
  }
}
