import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Frame diff")
struct FrameDiffTests {
  let renderer = ANSIRenderer(profile: .trueColor, theme: .default)

  func update(_ old: Frame?, _ new: Frame) -> String {
    var bytes: [UInt8] = []
    renderer.renderUpdate(from: old, to: new, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  func frame(_ rows: [Line], width: Int = 20) -> Frame {
    var frame = Frame(width: width, height: rows.count)
    for (i, line) in rows.enumerated() { frame.draw(line, row: i) }
    return frame
  }

  func frame(_ rows: [String], width: Int = 20) -> Frame { frame(rows.map { Line($0) }, width: width) }

  @Test func sameFrameWritesNothing() {
    let a = frame(["Minion Mode", "設定 👍🏽"])
    let b = frame(["Minion Mode", "設定 👍🏽"])
    #expect(update(a, b).isEmpty)
  }

  @Test func oneChangedCellWritesAMoveAndTheCell() {
    let a = frame(["Minion Mode", "[ ON ●]"])
    let b = frame(["Minion Mode", "[ ON ○]"])
    #expect(update(a, b) == "\u{1B}[2;6H○")
  }

  @Test func aLongUpdateIsOneSynchronizedUpdateAndAShortOneIsNot() {
    let a = frame((0..<12).map { _ in Line("Minion Mode, row by row, in many rows.") }, width: 60)
    let b = frame((0..<12).map { _ in Line("Minion Mode, row by row, in more rows.") }, width: 60)
    let long = update(nil, b)
    #expect(long.count > 512)
    #expect(long.hasPrefix("\u{1B}[?2026h") && long.hasSuffix("\u{1B}[?2026l"))
    // Twelve one-word changes fit in one write, drawn at once: no markers.
    let short = update(a, b)
    #expect(!short.contains("\u{1B}[?2026h") && !short.contains("\u{1B}[?2026l"))
  }

  @Test func nearbyChangesAreWrittenThroughAndFarOnesJumped() {
    let a = frame(["abcdefghijklmnop"])
    let near = frame(["aXcdXfghijklmnop"])
    #expect(update(a, near) == "\u{1B}[1;2HXcdX")
    let far = frame(["aXcdefghijklmnoX"])
    #expect(update(a, far) == "\u{1B}[1;2HX\u{1B}[13CX")
  }

  @Test func stylesChangeOnlyWhereTheyChange() {
    let a = frame(["Wi-Fi  [○ OFF]"])
    let b = frame([Line("Wi-Fi  ") + Line("[ ON ●]", style: Style(foreground: .yellow))])
    #expect(update(a, b) == "\u{1B}[1;8H\u{1B}[33m[ ON ●]\u{1B}[0m")
  }

  @Test func withoutAnOldFrameTheScreenIsResetClearedAndDrawn() {
    let b = frame(["Hi", "", "  there"])
    #expect(update(nil, b) == "\u{1B}[0m\u{1B}[H\u{1B}[2JHi\u{1B}[3;3Hthere")
    // Another size is the same as none.
    #expect(update(frame(["Hi"], width: 10), b).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
  }

  @Test func blanksThatEndARowAreErasedNotWritten() {
    let message = Style(foreground: .secondary, background: .rgb(28, 28, 30))
    let blank = Style(background: .rgb(28, 28, 30))
    let a = frame([Line("Saved · Space toggle · Enter edit", style: message)], width: 40)
    var b = Frame(width: 40, height: 1)
    b.fill(row: 0, style: blank)
    b.draw(Line("Saved", style: message), row: 0)
    // Three bytes instead of 28 spaces; only the background is set for them.
    #expect(update(a, b) == "\u{1B}[1;6H\u{1B}[48;2;28;28;30m\u{1B}[K\u{1B}[0m")
    // Blanks that show more than a background (swapped colors) are written.
    var c = b
    c.fill(row: 0, column: 5, style: Style().inverse())
    #expect(!update(a, c).contains("\u{1B}[K"))
  }

  @Test func wideCharactersAreRewrittenWhole() {
    let a = frame(["ab設定cd"])
    // The right half of 設 changes: the cell is written from its first column.
    let b = frame(["ab設xcd"])  // "設x" then "cd" shifted: 設 stays at 2–3
    let out = update(a, b)
    #expect(out.contains("\u{1B}[1;5Hx"))
    // A narrow character over the left half of 定 blanks its right half too.
    var c = a
    c.draw(Line("z"), row: 0, column: 4)
    #expect(c.text(row: 0) == "ab設z cd            ")
    #expect(update(a, c) == "\u{1B}[1;5Hz ")
  }

  @Test func emojiSequencesAreFollowedByAnAbsoluteMove() {
    let a = frame(["............"])
    let b = frame(["..👨‍👩‍👧x......."])
    #expect(update(a, b) == "\u{1B}[1;3H👨‍👩‍👧\u{1B}[1;5Hx")
  }
}

/// The issue's "replay the emitted byte stream in a VT emulator after every step of a sequence
/// of edits, toggles and scrolls, and get exactly the intended frame".
@Suite(
  "Screen updates replayed in a VT emulator",
  .enabled(if: VTReplay.shouldRun, "pyte is not installed (pip install pyte)"))
struct ScreenReplayTests {
  @Test(arguments: [Theme.default, .dark])
  func everyStepReplaysToItsFrame(theme: Theme) throws {
    let fixture = SettingsFixture(items: 60)
    let (width, height) = (44, 16)
    let keys: [Key] = [
      .space, .down, .space, .down, .down, .enter, .character("B"), .character("o"), .character("b"),
      .character("設"), .backspace, .enter, .down, .down, .pageDown, .pageDown, .up, .end, .pageUp, .home,
      .down, .down, .space, .up, .up, .space,
    ]
    let renderer = ANSIRenderer(profile: .trueColor, theme: theme)
    var chunks: [[UInt8]] = []
    var frames: [Frame] = []
    var shown: Frame?
    for step in 0...keys.count {
      if step > 0 { _ = fixture.screen.handle(keys[step - 1]) }
      let frame = fixture.screen.frame(width: width, height: height)
      var bytes: [UInt8] = []
      renderer.renderUpdate(from: shown, to: frame, into: &bytes)
      chunks.append(bytes)
      frames.append(frame)
      shown = frame
    }
    #expect(fixture.model.name == "Bob")
    let screens = try VTReplay.replaySteps(chunks, columns: width, rows: height)
    for (step, (frame, screen)) in zip(frames, screens).enumerated() {
      for row in 0..<height {
        // pyte shows the right half of a wide character as an empty cell.
        #expect(screen.rows[row] == frame.text(row: row), "step \(step) row \(row)")
      }
      for row in 0..<height {
        for column in 0..<width {
          let cell = frame.cells[row * width + column]
          guard !cell.isContinuation else { continue }
          let resolved = theme.resolve(cell.style)
          let actual = screen.cells[row][column]
          // An erase draws blanks in the terminal's current style: on a blank, the foreground
          // and bold never show, so only what shows is compared.
          let shows = cell.glyph != 0x20
          #expect(
            !shows || actual.bold == resolved.attributes.contains(.bold),
            "step \(step) (\(row), \(column)) bold")
          #expect(
            actual.inverse == resolved.attributes.contains(.inverse),
            "step \(step) (\(row), \(column)) inverse")
          #expect(
            !shows || actual.foreground == ANSIReplayTests.pyteName(resolved.foreground, isForeground: true),
            "step \(step) (\(row), \(column)) foreground")
          #expect(
            actual.background == ANSIReplayTests.pyteName(resolved.background, isForeground: false),
            "step \(step) (\(row), \(column)) background")
        }
      }
    }
  }
}
