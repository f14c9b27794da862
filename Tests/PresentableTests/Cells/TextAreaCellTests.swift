import Testing

@testable import Presentable

@Suite("Text area cell")
struct TextAreaCellTests {
  struct Signature: TextAreaPresentable {
    var text: String
    var label = "Signature"
    var lineLimit = 4
    var calls = Calls()
    var placeholder: String { "Sent from my terminal" }
    func onTextAreaDidEndEditing(_ text: String) { calls.log.append(text) }
  }

  /// An area and its state, as a screen keeps them.
  final class Area {
    let cell: TextAreaCell<Signature>
    var state = TextAreaState()
    let width: Int
    init(_ viewModel: Signature, width: Int = 20) {
      cell = TextAreaCell(viewModel: viewModel)
      self.width = width
    }
    /// Draws, then presses each key and draws again, as a screen does.
    @discardableResult func press(_ keys: Key...) -> KeyResult {
      _ = lines
      var result = KeyResult.ignored
      for key in keys {
        result = cell.handle(key, state: &state)
        _ = lines
      }
      return result
    }
    func type(_ text: String) {
      for character in text { press(character == " " ? .space : .character(character)) }
    }
    var lines: [String] {
      cell.render(width: width, state: state, context: CellContext(isFocused: true)).map(\.plainText)
    }
    var draft: String? { state.draft?.text }
    var cursor: Int? { state.draft?.cursor }
    var measures: TextAreaMeasures { state.lastDrawn.withLock { $0 } }
  }

  @Test func wrapsBetweenWordsUnderItsLabelWithThePlaceholderWhenEmpty() {
    let cell = TextAreaCell(viewModel: Signature(text: "Best wishes from the whole team,\nBob"))
    #expect(
      texts(cell.render(width: 20)) == [
        "|  Signature         |",
        "|    Best wishes     |",
        "|    from the whole  |",
        "|    team,           |",
        "|    Bob             |",
      ])
    let empty = TextAreaCell(viewModel: Signature(text: "")).render(width: 30)
    #expect(empty[1].plainText == "    Sent from my terminal     ")
    #expect(style(of: "Sent", in: empty[1])?.foreground == .placeholder)
    #expect(
      TextAreaCell(viewModel: Signature(text: "Hi\nBob")).transcript() == "Signature, text area, Hi / Bob")
  }

  @Test func showsAtMostItsLineLimitAndSaysMoreAreHidden() {
    let text = (1...9).map { "line \($0)" }.joined(separator: "\n")
    let lines = TextAreaCell(viewModel: Signature(text: text, lineLimit: 3)).render(width: 20).map(
      \.plainText)
    #expect(
      lines == [
        "  Signature        ↓", "    line 1          ", "    line 2          ", "    line 3          ",
      ])
    // Editing from the end: the last lines, and lines hidden above.
    let area = Area(Signature(text: text, lineLimit: 3))
    area.press(.enter)
    #expect(
      area.lines == [
        "› Signature        ↑", "    line 7          ", "    line 8          ", "    line 9          ",
      ])
    area.press(.up, .up, .up)
    #expect(area.lines[0] == "› Signature       ↑↓")
    #expect(area.lines[1].hasPrefix("    line 6"))
  }

  @Test func enterStartsEditingThenTypedTextPasteAndEnterKeepLines() {
    let calls = Calls()
    let area = Area(Signature(text: "Best,", calls: calls), width: 30)
    #expect(area.press(.character("x")) == .ignored)  // not editing: keys are the screen's
    area.press(.enter)
    #expect(area.cell.isCapturingInput(state: area.state))
    area.press(.enter)
    area.type("Bob")
    area.press(.paste("\r\nP.S. 設定\r\n\tbye"))
    #expect(area.draft == "Best,\nBob\nP.S. 設定\n bye")
    #expect(area.press(.tab) == .changed)
    #expect(calls.log == ["Best,\nBob\nP.S. 設定\n bye"])
    #expect(!area.state.isEditing)
    // Escape cancels: nothing reaches the view model.
    area.press(.enter, .backspace, .escape)
    #expect(calls.log.count == 1)
  }

  @Test func theCursorMovesAcrossLinesKeepingItsColumn() {
    let area = Area(Signature(text: "abcdef\nxy\nlonger line"), width: 30)
    area.press(.enter)  // the cursor at the end, on "longer line"
    #expect(area.cursor == 21)
    area.press(.up)  // "xy" is shorter: its end
    #expect(area.cursor == 9)
    area.press(.up)  // back to column 11 where the line has it: "abcdef" ends at 6
    #expect(area.cursor == 6)
    area.press(.home)
    #expect(area.cursor == 0)
    area.press(.down, .end)
    #expect(area.cursor == 9)
    area.press(.right)  // past the line break: the next line's start
    #expect(area.cursor == 10)
    area.press(.left, .left)
    #expect(area.cursor == 8)
    #expect(area.lines[2].hasPrefix("    x"))
  }

  @Test func upAndDownFollowTheLinesAsWrapped() {
    let area = Area(Signature(text: "one two three four five six"), width: 14)
    // At 14 columns the text wraps at 9: "one two ", "three ", "four five " (a space that does
    // not fit hangs in the cursor's column), "six".
    area.press(.enter, .up)
    #expect(area.lines[1...] == ["    one two   ", "    three     ", "    four five ", "    six       "])
    #expect(area.cursor == 17)  // "four five " at column 3
    area.press(.up)
    #expect(area.cursor == 11)  // "three " at column 3
    area.press(.end)
    #expect(area.cursor == 13)  // before the space that wraps
  }

  @Test func charactersAreNeverSplit() {
    let area = Area(Signature(text: ""), width: 12)
    area.press(.enter)
    area.type("e")
    area.press(.character("\u{301}"))  // a combining accent joins the e
    #expect(area.state.draft?.count == 1)
    area.press(.left)
    #expect(area.cursor == 0)
    area.press(.end)
    area.press(.character("👍"), .character("\u{1F3FD}"))  // a skin tone joins the thumb
    #expect(area.state.draft?.count == 2)
    area.type("設定設定👨‍👩‍👧‍👦")
    // Wide characters wrap whole, at seven columns of text: a CJK character is never halved.
    for line in area.lines {
      #expect(line.count <= 12 && DisplayWidth.of(line) == 12)
    }
    #expect(area.lines[1] == "    é👍🏽設定 ")
    #expect(area.lines[2].hasPrefix("    設定👨‍👩‍👧‍👦"))
  }

  @Test func aKeystrokeCostsWhatTheScreenShowsHoweverLongTheText() {
    func cost(_ text: String) -> (key: Int, draw: Int) {
      let area = Area(Signature(text: text), width: 40)
      area.press(.enter, .up, .up)
      area.type("x")
      let measures = area.measures
      return (measures.keyExamined, measures.drawExamined)
    }
    let tail = (1...10).map { "line \($0) of the signature" }.joined(separator: "\n")
    let short = cost(tail)
    let long = cost(String(repeating: "a line of text before it\n", count: 100_000) + tail)
    #expect(short == long)
    // One paragraph of a million characters costs no more than a screenful, give or take an
    // anchor's worth.
    let paragraph = cost(String(repeating: "word ", count: 200_000))
    #expect(paragraph.key <= 3 * TextWrapper.anchorSpacing)
    #expect(paragraph.draw <= 3 * TextWrapper.anchorSpacing)
  }

  @Test func wrapperLinesCoverTheTextAndStartAtAnchors() {
    let text = TextDraft(String(repeating: "ab ", count: 1_000))
    var wrapper = TextWrapper(columns: 10, ambiguous: .narrow)
    var start = 0
    var starts: [Int] = []
    while true {
      let line = wrapper.line(in: text, from: start)
      starts.append(line.start)
      #expect(wrapper.line(in: text, holding: line.start) == line)
      guard let next = line.next else { break }
      #expect(next > start)
      start = next
    }
    #expect(starts.contains(TextWrapper.anchorSpacing))
    #expect(starts.contains(2 * TextWrapper.anchorSpacing))
  }
}
