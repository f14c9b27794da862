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

  @Test func sameFrameWritesNothing() {
    let a = frame(["Minion Mode", "設定 👍🏽"])
    let b = frame(["Minion Mode", "設定 👍🏽"])
    #expect(update(a, b).isEmpty)
  }

  @Test func oneChangedCellWritesAMoveAndTheCellInASynchronizedUpdate() {
    let a = frame(["Minion Mode", "[ ON ●]"])
    let b = frame(["Minion Mode", "[ ON ○]"])
    #expect(update(a, b) == "\u{1B}[?2026h\u{1B}[2;6H○\u{1B}[?2026l")
  }

  @Test func nearbyChangesAreWrittenThroughAndFarOnesJumped() {
    let a = frame(["abcdefghijklmnop"])
    let near = frame(["aXcdXfghijklmnop"])
    #expect(update(a, near) == "\u{1B}[?2026h\u{1B}[1;2HXcdX\u{1B}[?2026l")
    let far = frame(["aXcdefghijklmnoX"])
    #expect(update(a, far) == "\u{1B}[?2026h\u{1B}[1;2HX\u{1B}[13CX\u{1B}[?2026l")
  }

  @Test func stylesChangeOnlyWhereTheyChange() {
    let a = frame(["Wi-Fi  [○ OFF]"])
    let b = frame([Line("Wi-Fi  ") + Line("[ ON ●]", style: Style(foreground: .yellow))])
    #expect(update(a, b) == "\u{1B}[?2026h\u{1B}[1;8H\u{1B}[33m[ ON ●]\u{1B}[0m\u{1B}[?2026l")
  }

  @Test func withoutAnOldFrameTheScreenIsClearedAndDrawn() {
    let b = frame(["Hi", "", "  there"])
    #expect(update(nil, b) == "\u{1B}[?2026h\u{1B}[H\u{1B}[2JHi\u{1B}[3;3Hthere\u{1B}[?2026l")
    // Another size is the same as none.
    #expect(update(frame(["Hi"], width: 10), b).hasPrefix("\u{1B}[?2026h\u{1B}[H\u{1B}[2J"))
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
    #expect(update(a, c) == "\u{1B}[?2026h\u{1B}[1;5Hz \u{1B}[?2026l")
  }

  @Test func emojiSequencesAreFollowedByAnAbsoluteMove() {
    let a = frame(["............"])
    let b = frame(["..👨‍👩‍👧x......."])
    #expect(update(a, b) == "\u{1B}[?2026h\u{1B}[1;3H👨‍👩‍👧\u{1B}[1;5Hx\u{1B}[?2026l")
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
          #expect(actual.bold == resolved.attributes.contains(.bold), "step \(step) (\(row), \(column)) bold")
          #expect(
            actual.inverse == resolved.attributes.contains(.inverse),
            "step \(step) (\(row), \(column)) inverse")
          #expect(
            actual.foreground == ANSIReplayTests.pyteName(resolved.foreground, isForeground: true),
            "step \(step) (\(row), \(column)) foreground")
          #expect(
            actual.background == ANSIReplayTests.pyteName(resolved.background, isForeground: false),
            "step \(step) (\(row), \(column)) background")
        }
      }
    }
  }
}
