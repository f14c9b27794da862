import Testing

@testable import Presentable

/// Undo (Ctrl-_) and redo (Ctrl-Y) while a field or an area is edited: a word, a run of
/// deletions, a paste at a time.
@Suite("Undo and redo")
struct UndoTests {
  final class Model {
    var text = ""
  }

  struct Field: TextFieldPresentable {
    let model: Model
    var placeholder: String { "Note" }
    var text: String { model.text }
    func onTextFieldDidEndEditing(_ text: String) { model.text = text }
  }

  struct Area: TextAreaPresentable {
    let model: Model
    var label: String { "Note" }
    var text: String { model.text }
    func onTextAreaDidEndEditing(_ text: String) { model.text = text }
  }

  static let undo = Key.control("_")
  static let redo = Key.control("y")

  /// Enter, "hello big world" typed, "!!" pasted, two characters deleted, then `keys`.
  func keys(then more: [Key]) -> [Key] {
    [.enter] + "hello big world".map { $0 == " " ? Key.space : .character($0) } + [
      .paste("!!"), .backspace, .backspace,
    ]
      + more
  }

  func field(_ keys: [Key]) -> String {
    let cell = TextFieldCell(viewModel: Field(model: Model()))
    var state = TextFieldCell<Field>.initialState
    for key in self.keys(then: keys) {
      _ = cell.handle(key, state: &state)
    }
    return state.draft?.text ?? "not editing"
  }

  func area(_ keys: [Key]) -> String {
    let cell = TextAreaCell(viewModel: Area(model: Model()))
    var state = TextAreaCell<Area>.initialState
    for key in self.keys(then: keys) {
      _ = cell.handle(key, state: &state)
    }
    return state.draft?.text ?? "not editing"
  }

  @Test(arguments: [true, false])
  func undoTakesBackAStepAtATimeAndRedoPutsItBack(isField: Bool) {
    let run = isField ? field : area
    #expect(run([]) == "hello big world")
    #expect(run([Self.undo]) == "hello big world!!")  // the deletions, as one step
    #expect(run([Self.undo, Self.undo]) == "hello big world")  // the paste, as one
    #expect(run([Self.undo, Self.undo, Self.undo]) == "hello big ")  // a word
    #expect(run([Self.undo, Self.undo, Self.undo, Self.undo]) == "hello ")
    #expect(run(Array(repeating: Self.undo, count: 5)) == "")  // a word and the space after it
    #expect(run(Array(repeating: Self.undo, count: 9)) == "")  // nothing more to undo
    #expect(run([Self.undo, Self.undo, Self.redo]) == "hello big world!!")
    #expect(run([Self.undo, Self.undo, Self.redo, Self.redo]) == "hello big world")
    // A new edit after an undo forgets what could be redone.
    #expect(run([Self.undo, .character("?"), Self.redo]) == "hello big world!!?")
  }

  @Test func ctrlUnderscoreAndCtrlYAreKeys() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1F, 0x19]) == [.control("_"), .control("y")])
  }
}
