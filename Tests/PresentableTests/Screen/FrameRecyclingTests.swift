import Testing

@testable import Presentable

/// A table screen draws each frame into the storage of the frame before last, without blanking it
/// first: every cell must be written, or what an earlier frame showed would leak into this one.
@Suite("Frames drawn into recycled storage")
struct FrameRecyclingTests {
  /// The frame the screen draws now, into recycled storage and into new storage: they must match.
  func expectRecycledFrameIsFresh(
    _ fixture: SettingsFixture, width: Int = 40, height: Int = 14, _ comment: Comment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let recycled = fixture.screen.frame(width: width, height: height)
    // Drawn again into new storage, the recycler put back so the next frame still reuses some.
    let recycler = fixture.screen.recycler
    fixture.screen.recycler = FrameRecycler()
    let fresh = fixture.screen.frame(width: width, height: height)
    fixture.screen.recycler = recycler
    // Compared whole (styles too) without printing 40×14 cells; the text below shows where.
    let isSame = recycled == fresh
    #expect(isSame, comment, sourceLocation: sourceLocation)
    #expect(
      PlainTextRenderer().render(recycled) == PlainTextRenderer().render(fresh), comment,
      sourceLocation: sourceLocation)
  }

  @Test func nothingAnEarlierFrameShowedLeaksIntoALaterOne() {
    let fixture = SettingsFixture(items: 40)
    fixture.screen.title = "A title long enough to reach the right edge of the screen"
    // Wide characters and a long status message in the frames the next ones are drawn over.
    fixture.model.name = "名前は田中太郎です、よろしくお願いします"
    fixture.table.reloadData()
    fixture.screen.show(StatusMessage("Saved: every setting, the whole lot of them, to disk"))
    var held: [Frame] = []
    for _ in 0..<3 { held.append(fixture.screen.frame(width: 40, height: 14)) }
    for _ in 0..<30 { _ = fixture.screen.handle(.down) }
    held.append(fixture.screen.frame(width: 40, height: 14))
    // Shorter now in every part: a short title, the hint line, a table of few rows.
    fixture.screen.title = "Short"
    fixture.model.name = "Al"
    fixture.itemCount = 1
    fixture.table.reloadData()
    _ = fixture.screen.handle(.home)
    held.removeAll()
    expectRecycledFrameIsFresh(fixture, "after the title, the message and most rows shrank")
    fixture.screen.title = ""
    expectRecycledFrameIsFresh(fixture, "after the title went")
    // Too small for a larger minimum, drawn over the settings of the same size.
    fixture.screen.minimumSize = (width: 60, height: 20)
    expectRecycledFrameIsFresh(fixture, "the too-small notice")
  }

  @Test func aFrameStillHeldIsNeverWrittenInto() {
    let fixture = SettingsFixture(items: 5)
    let first = fixture.screen.frame(width: 40, height: 14)
    let copy = PlainTextRenderer().render(first)
    _ = fixture.screen.frame(width: 40, height: 14)
    fixture.screen.title = "Changed"
    _ = fixture.screen.handle(.down)
    // This frame goes into the storage of `first`, which is still held here.
    _ = fixture.screen.frame(width: 40, height: 14)
    #expect(PlainTextRenderer().render(first) == copy)
  }
}
