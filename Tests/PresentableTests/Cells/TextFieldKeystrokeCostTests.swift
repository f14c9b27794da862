import Testing

@testable import Presentable

/// A keystroke in a text field costs what the field shows, not what it holds: the draft keeps the
/// characters on either side of the cursor apart, and drawing measures only the characters that
/// fit. Counted, not timed: the display widths the field asks for.
@Suite("Text field, cost per keystroke")
struct TextFieldKeystrokeCostTests {
  struct Note: TextFieldPresentable {
    var text: String
    let calls: Calls
    var label: String { "Note" }
    var placeholder: String { "A note" }
    func onTextFieldDidEndEditing(_ text: String) { calls.log.append(text) }
  }

  /// Text of `count` characters, wide and narrow mixed so the window's arithmetic is exercised.
  static func text(count: Int) -> String {
    // Repeated whole, not built a character at a time: the tests make texts of 300,000.
    let pattern: [Character] = ["a", "設", "b", "👍🏽", "c", "é"]
    let whole = count / pattern.count
    let rest = String(pattern.prefix(count - whole * pattern.count))
    return String(repeating: String(pattern), count: whole) + rest
  }

  /// The width measurements drawing a field of `columns` asks for after each key of a session:
  /// typing, deleting, moving by a character, and a short paste.
  static func measurementsPerKey(length: Int, columns: Int) -> [Int] {
    var draft = TextDraft(text(count: length))
    let keys: [(inout TextDraft) -> Void] = [
      { $0.insert(CollectionOfOne("x")) },
      { $0.deleteBackward() },
      { $0.moveLeft() },
      { $0.moveLeft() },
      { $0.insert("pasted 設定") },
      { $0.deleteForward() },
      { $0.moveRight() },
    ]
    var counts: [Int] = []
    for key in keys {
      key(&draft)
      var measured = 0
      let window = draft.window(columns: columns) { character in
        measured += 1
        return DisplayWidth.of(character)
      }
      #expect(window.examined == measured)
      #expect(window.range.contains(draft.cursor) || window.range.upperBound == draft.cursor)
      counts.append(measured)
    }
    return counts
  }

  /// Lengths a whole number of patterns long, so the text near the cursor is the same.
  @Test func aKeystrokeMeasuresTheSameWith1000Or300000Characters() {
    let columns = 40
    let short = Self.measurementsPerKey(length: 1_002, columns: columns)
    let long = Self.measurementsPerKey(length: 300_000, columns: columns)
    #expect(short == long)
    // At most the characters that fit, from the end and from the start of the window, and the
    // one that did not fit on each side.
    #expect(long.allSatisfy { $0 <= 2 * (columns + 1) }, "\(long)")
  }

  @Test func aShortFieldMeasuresNoMoreThanItHolds() {
    let counts = Self.measurementsPerKey(length: 10, columns: 40)
    // 10 characters, one more typed and deleted, "pasted 設定" (9): never more than two passes.
    #expect(counts.allSatisfy { $0 <= 2 * 20 }, "\(counts)")
  }

  /// The field as a screen drives it: 300,000 characters, a key typed at the end and one near the
  /// start; the row shows the part around the cursor, 80 columns wide.
  @Test func aFieldOf300000CharactersShowsTheCursorsNeighbourhood() {
    let calls = Calls()
    let cell = TextFieldCell(viewModel: Note(text: Self.text(count: 300_000), calls: calls))
    var state = TextFieldState(notEditing: ())
    _ = cell.handle(.enter, state: &state)
    _ = cell.handle(.character("Z"), state: &state)
    var line = cell.render(width: 80, state: state, context: CellContext(isFocused: true))[0]
    #expect(DisplayWidth.of(line.plainText) == 80)
    #expect(line.plainText.hasSuffix("Z  "))
    _ = cell.handle(.home, state: &state)
    _ = cell.handle(.right, state: &state)
    _ = cell.handle(.character("Y"), state: &state)
    line = cell.render(width: 80, state: state, context: CellContext(isFocused: true))[0]
    #expect(DisplayWidth.of(line.plainText) == 80)
    // The window starts at the cursor, after "aY".
    #expect(line.plainText.hasPrefix("› Note  設b👍🏽c"))
    #expect(cell.handle(.enter, state: &state) == .changed)
    #expect(calls.log.count == 1)
    #expect(calls.log.first?.count == 300_002)
    #expect(calls.log.first?.hasPrefix("aY設b👍🏽") == true)
    #expect(calls.log.first?.hasSuffix("Z") == true)
  }

  /// A paste of 300,000 characters into an empty field goes in as one insertion and comes out at
  /// the commit whole, line breaks made spaces.
  @Test func aPasteOf300000CharactersCommitsWhole() {
    let calls = Calls()
    let cell = TextFieldCell(viewModel: Note(text: "", calls: calls))
    var state = TextFieldState(notEditing: ())
    _ = cell.handle(.enter, state: &state)
    let pasted = Self.text(count: 150_000) + "\n" + Self.text(count: 149_999)
    _ = cell.handle(.paste(pasted), state: &state)
    #expect(state.draft?.count == 300_000)
    #expect(cell.handle(.enter, state: &state) == .changed)
    #expect(calls.log == [Self.text(count: 150_000) + " " + Self.text(count: 149_999)])
  }
}
