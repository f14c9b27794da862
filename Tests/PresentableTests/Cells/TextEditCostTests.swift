import Testing

@testable import Presentable

/// A key in a text field or area costs what it changes, not the text: the draft's pieces are
/// shared by its copies (the screen copies the state out for every key), and the history keeps
/// edits. Counted, not timed: the codes each change writes anew and the characters the history
/// holds.
@Suite("Text editing, cost per key")
struct TextEditCostTests {
  /// A text of `lines` lines of words.
  static func text(lines: Int) -> String {
    (0..<lines).map { "line \($0) of the notes, with a few words" }.joined(separator: "\n")
  }

  /// The codes written anew by each key of a session on a draft of `text`, a copy of the draft
  /// kept before each key as a screen's state keeps it.
  static func copiedPerKey(_ text: String) -> [Int] {
    var draft = TextDraft(text)
    draft.moveCursor(to: draft.count / 2)
    var history = EditHistory()
    var copied: [Int] = []
    for step in 0..<11 {
      let kept = draft
      // Before the first key the draft holds the text it was made of: that is what the kept copy
      // must still read, without reading a million characters out of the draft to know it.
      let keptText = step == 0 ? text : nil
      switch step {
      case 0: _ = history.type(.character("x"), into: &draft)
      case 1: _ = history.type(.character("y"), into: &draft)
      case 2: history.erase(.erase, in: &draft)
      case 3: draft.moveLeft()
      case 4: history.paste("pasted 設定 👍🏽", into: &draft)
      case 5: history.erase(.eraseNext, in: &draft)
      case 6: draft.moveToStart()
      case 7: _ = history.type(.character("z"), into: &draft)
      case 8: draft.moveToEnd()
      case 9: _ = history.undo(&draft)
      default: _ = history.redo(&draft)
      }
      copied.append(draft.lastCopied)
      // The copy a screen kept before the key is as it was.
      if let keptText { #expect(kept.text == keptText && draft.text != keptText) }
    }
    return copied
  }

  @Test func aKeyWritesOnePieceIn1000OrAMillionCharacters() {
    let short = Self.copiedPerKey(Self.text(lines: 25))
    let long = Self.copiedPerKey(Self.text(lines: 25_000))
    // A piece is at most a leaf, twice that when it splits into two; never the text.
    let bound = 2 * TextRope.leafCapacity
    #expect(long.allSatisfy { $0 <= bound }, "\(long)")
    #expect(short.allSatisfy { $0 <= bound }, "\(short)")
  }

  @Test func aCopyKeptBeforeAKeyStaysAsItWas() {
    var draft = TextDraft(Self.text(lines: 3_000))
    let kept = draft
    draft.moveCursor(to: 10)
    draft.insert("inserted ")
    _ = draft.deleteBackward()
    #expect(kept.text == Self.text(lines: 3_000))
    #expect(draft.text.hasPrefix("line 0 of inserted"))
  }

  /// The history holds what was typed and erased, not copies of the text: typing 500 characters
  /// into a text of a million holds about 500.
  @Test func theHistoryHoldsTheEditsNotTheText() {
    let original = Self.text(lines: 25_000)
    var draft = TextDraft(original)
    draft.moveCursor(to: 1_000)
    var history = EditHistory()
    for index in 0..<500 {
      _ = history.type(index % 6 == 5 ? .space : .character("a"), into: &draft)
    }
    for _ in 0..<40 { history.erase(.erase, in: &draft) }
    #expect(history.heldCharacters <= 500 + 40)
    #expect(history.undoCount <= EditHistory.limit)
    while history.undo(&draft) {}
    // The oldest steps went past the limit: what is left is the text with the first words.
    #expect(draft.count <= original.count + 500)
    #expect(history.heldCharacters <= 500 + 40)
  }

  @Test func aPasteIsOneStepAndUndoesWhole() {
    var draft = TextDraft("start ")
    var history = EditHistory()
    let pasted = String(repeating: "pasted words ", count: 10_000)
    history.paste(pasted, into: &draft)
    #expect(history.undoCount == 1)
    #expect(history.heldCharacters == pasted.count)
    let undone = history.undo(&draft)
    #expect(undone)
    #expect(draft.text == "start ")
    let redone = history.redo(&draft)
    #expect(redone)
    #expect(draft.text == "start " + pasted)
  }

  /// A text area of 100,000 lines as a screen drives it: each key writes a piece, the drawing
  /// measures the lines shown.
  @Test func aTextAreaOf100000LinesCostsWhatIsShown() {
    struct Notes: TextAreaPresentable {
      var text: String
      var label: String { "Notes" }
      var lineLimit: Int { 6 }
      func onTextAreaDidEndEditing(_ text: String) {}
    }
    let cell = TextAreaCell(viewModel: Notes(text: Self.text(lines: 100_000)))
    var state = TextAreaState()
    _ = cell.render(width: 80, state: state, context: CellContext(isFocused: true))
    _ = cell.handle(.enter, state: &state)
    let keys: [Key] = [.character("a"), .backspace, .up, .up, .character("b"), .pageUp, .home, .end, .down]
    for key in keys {
      let kept = state
      _ = cell.handle(key, state: &state)
      _ = cell.render(width: 80, state: state, context: CellContext(isFocused: true))
      #expect((state.draft?.lastCopied ?? 0) <= 2 * TextRope.leafCapacity, "\(key)")
      let measures = state.lastDrawn.withLock { $0 }
      #expect(measures.drawExamined <= 8 * 80, "\(key)")
      #expect(measures.keyExamined <= 4 * TextWrapper.anchorSpacing, "\(key)")
      #expect(kept.draft?.count ?? 0 > 0)
    }
    #expect(state.history.heldCharacters <= 4)
  }
}
