import Testing

@testable import Presentable

/// A runner draws each frame into the storage of the frame shown before the last one, without
/// blanking it first (``Screen/draw(into:)``): every cell must be written, or what an earlier
/// frame showed would leak into this one.
@Suite("Screens drawn into an earlier frame")
struct DrawIntoTests {
  /// What `screen` draws now into `stale` equals what it draws into a new frame.
  func expectDrawingOver(
    _ stale: Frame, matchesAFreshFrameOf screen: some Screen, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var reused = stale
    screen.draw(into: &reused)
    let fresh = screen.frame(width: stale.width, height: stale.height, ambiguous: stale.ambiguous)
    // Compared whole (styles too) without printing every cell; the text below shows where.
    let isSame = reused == fresh
    #expect(isSame, comment, sourceLocation: sourceLocation)
    #expect(
      PlainTextRenderer().render(reused) == PlainTextRenderer().render(fresh), comment,
      sourceLocation: sourceLocation)
  }

  @Test func nothingAnEarlierFrameShowedLeaksIntoALaterOne() {
    let fixture = SettingsFixture(items: 40)
    fixture.screen.title = "A title long enough to reach the right edge of the screen"
    // Wide characters and a long status message in the frame drawn over next.
    fixture.model.name = "名前は田中太郎です、よろしくお願いします"
    fixture.table.reloadData()
    fixture.screen.message = StatusMessage("Saved: every setting, the whole lot of them, to disk")
    for _ in 0..<30 { _ = fixture.screen.handle(.down) }
    let busy = fixture.screen.frame(width: 40, height: 14)
    // Shorter now in every part: a short title, the hint line, a table of few rows.
    fixture.screen.title = "Short"
    fixture.model.name = "Al"
    fixture.itemCount = 1
    fixture.table.reloadData()
    _ = fixture.screen.handle(.home)
    expectDrawingOver(
      busy, matchesAFreshFrameOf: fixture.screen, "the title, the message and most rows shrank")
    fixture.screen.title = ""
    expectDrawingOver(busy, matchesAFreshFrameOf: fixture.screen, "the title went")
    // Too small for a larger minimum, drawn over the settings of the same size.
    fixture.screen.minimumSize = (width: 60, height: 20)
    expectDrawingOver(busy, matchesAFreshFrameOf: fixture.screen, "the too-small notice")
  }

  @Test func aPageStackWritesEveryCellToo() {
    let fixture = SettingsFixture(items: 40)
    fixture.screen.title = "Settings"
    let stack = PageStack(root: fixture.screen)
    let other = TableScreen(title: "A page with a much longer title than the first")
    other.message = StatusMessage("A long message on the status line of the second page")
    stack.push(other)
    let busy = stack.frame(width: 40, height: 14, ambiguous: .narrow)
    stack.pop()
    expectDrawingOver(busy, matchesAFreshFrameOf: stack, "back on the first page")
  }

  @Test func theRunnerDrawsIntoStorageNothingElseHolds() {
    let fixture = SettingsFixture(items: 5)
    var session = ScreenSession(
      screen: fixture.screen, renderer: ANSIRenderer(profile: .trueColor), width: 40, height: 14)
    var bytes: [UInt8] = []
    session.render(into: &bytes)
    let first = session.shown
    let copy = first.map { PlainTextRenderer().render($0) }
    for key: Key in [.down, .down, .up] {
      _ = fixture.screen.handle(key)
      session.setNeedsRedraw()
      session.render(into: &bytes)
    }
    // Three frames later the first one's storage has been drawn into twice; the copy held here
    // still shows the first frame.
    #expect(first.map { PlainTextRenderer().render($0) } == copy)
    #expect(
      session.shown.map { PlainTextRenderer().render($0) } == PlainTextRenderer().render(session.frame()))
  }
}
