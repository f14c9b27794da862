import Foundation
import PresentableTesting
import Testing

@testable import Presentable

/// `$EDITOR` for a text area and a multi-line question. One suite, run in order: the editor a
/// terminal run installs is the process's.
@Suite("External editor", .serialized)
struct ExternalEditorTests {
  struct Notes: TextAreaPresentable {
    var text: String
    var label: String { "Notes" }
  }

  /// A fake editor: a shell script given `body`, run with the file's path as `$1`.
  static func script(_ body: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "presentable-fake-editor-\(UUID().uuidString).sh"
    ).path
    try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return path
  }

  /// Runs `body` with `opener` as the way editors open, then puts none back.
  func with(_ opener: ExternalEditor.Opener?, _ body: () throws -> Void) rethrows {
    let previous = ExternalEditor.install(opener)
    defer {
      ExternalEditor.install(previous)
      _ = ExternalEditor.takeNote()
    }
    try body()
  }

  // MARK: The command

  @Test func editorThenVisualThenVi() {
    #expect(EditorLauncher.command(environment: ["EDITOR": "nano", "VISUAL": "emacs"]) == ["nano"])
    #expect(EditorLauncher.command(environment: ["VISUAL": "emacs"]) == ["emacs"])
    #expect(EditorLauncher.command(environment: ["EDITOR": "  ", "VISUAL": "emacs"]) == ["emacs"])
    #expect(EditorLauncher.command(environment: [:]) == ["vi"])
  }

  @Test func aCommandIsSplitAsAShellSplitsASimpleOne() {
    #expect(EditorLauncher.words("code --wait") == ["code", "--wait"])
    #expect(EditorLauncher.words("  subl  -w\t-n ") == ["subl", "-w", "-n"])
    #expect(
      EditorLauncher.words("'/Applications/My Editor' --wait") == ["/Applications/My Editor", "--wait"])
    #expect(
      EditorLauncher.words(#"my\ editor "-c" "set ft=\"md\"""#) == ["my editor", "-c", #"set ft="md""#])
    #expect(EditorLauncher.words("vim ''") == ["vim", ""])
    #expect(EditorLauncher.words("") == [])
  }

  // MARK: Running an editor

  @Test func aFakeEditorEditsAPrivateTemporaryFile() throws {
    // Appends a line and the file's mode, as the editor saw it.
    let editor = try Self.script(
      #"printf '\nmode %s\n' "$(stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1")" >> "$1""#)
    defer { unlink(editor) }
    let outcome = EditorLauncher.edit("Best wishes,\nBob", command: [editor]) { $0() }
    #expect(outcome == .edited("Best wishes,\nBob\nmode 600"))
  }

  @Test func argumentsComeBeforeTheFile() throws {
    let editor = try Self.script(
      #"printf '%s|' "$@" > /dev/null; [ "$1" = "--wait" ] && printf 'waited' > "$2""#)
    defer { unlink(editor) }
    #expect(EditorLauncher.edit("x", command: [editor, "--wait"]) { $0() } == .edited("waited"))
  }

  @Test func aFailingOrMissingEditorLeavesTheTextWithAMessage() throws {
    let failing = try Self.script(#"echo changed > "$1"; exit 3"#)
    defer { unlink(failing) }
    let outcome = EditorLauncher.edit("draft", command: [failing]) { $0() }
    guard case .failed(let message) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(message.contains("exited with status 3") && message.contains("unchanged"))
    let missing = EditorLauncher.edit("draft", command: ["presentable-no-such-editor"]) { $0() }
    #expect(
      missing
        == .failed(
          "No editor: presentable-no-such-editor was not found (set EDITOR or VISUAL); the text is unchanged")
    )
  }

  // MARK: A text area

  @Test func ctrlEInATextAreaTakesTheEditorsTextAsOneUndoStep() {
    with({ text in .edited(text + "\nfrom the editor\n") }) {
      let cell = TextAreaCell(viewModel: Notes(text: "Buy milk"))
      var state = TextAreaState()
      _ = cell.handle(.enter, state: &state)
      _ = cell.handle(.paste(" now"), state: &state)
      #expect(cell.handle(.control("e"), state: &state) == .handled)
      #expect(state.draft?.text == "Buy milk now\nfrom the editor\n")
      // One undo step takes the editor's text back; the paste before it is another.
      _ = cell.handle(.control("_"), state: &state)
      #expect(state.draft?.text == "Buy milk now")
      _ = cell.handle(.control("y"), state: &state)
      #expect(state.draft?.text == "Buy milk now\nfrom the editor\n")
      // Tab saves what the editor gave.
      _ = cell.handle(.tab, state: &state)
      #expect(!state.isEditing)
    }
  }

  @Test func aFailedEditorLeavesTheDraftAndSaysWhyOnTheStatusLine() {
    with({ _ in .failed("The editor vi exited with status 1; the text is unchanged") }) {
      let cell = TextAreaCell(viewModel: Notes(text: "Buy milk"))
      var state = TextAreaState()
      _ = cell.handle(.enter, state: &state)
      _ = cell.handle(.control("e"), state: &state)
      #expect(state.draft?.text == "Buy milk")
      #expect(ExternalEditor.takeNote() == "The editor vi exited with status 1; the text is unchanged")

      let page = FormPage("Notes") {
        FormSection {
          FormRow(Notes(text: "Buy milk"))
        }
      }
      let terminal = HeadlessTerminal(page, width: 70, height: 8)
      terminal.press(.enter, .control("e"))
      #expect(terminal.lines.contains { $0.contains("exited with status 1; the text is unchanged") })
      #expect(terminal.lines.contains { $0.contains("Buy milk") })
    }
  }

  @Test func withoutATerminalRunTheEditorIsNotOpened() {
    with(nil) {
      #expect(ExternalEditor.open("x") == .failed(ExternalEditor.unavailable))
    }
  }

  // MARK: A multi-line question

  @Test func ctrlEInAMultiLineQuestionReplacesTheLinesAndCtrlUnderscoreUndoesIt() {
    with({ text in .edited(text + "\nCall Ada\n") }) {
      let question = LinesQuestion(title: "Notes")
      let terminal = HeadlessTerminal(question, width: 60, height: 5)
      terminal.type("Buy milk")
      #expect(terminal.lines.contains { $0.contains("ctrl-e editor") })
      terminal.press(.control("e"))
      #expect(question.lines == ["Buy milk", "Call Ada", ""])
      terminal.press(.control("_"))
      #expect(question.lines == ["Buy milk"])
      terminal.press(.control("e"), .control("d"))
      #expect(question.value == "Buy milk\nCall Ada")
    }
  }

  @Test func aFailedEditorLeavesTheQuestionsLinesWithAMessage() {
    with({ _ in .failed("No editor: vi was not found (set EDITOR or VISUAL); the text is unchanged") }) {
      let question = LinesQuestion(title: "Notes")
      let terminal = HeadlessTerminal(question, width: 80, height: 5)
      terminal.type("Buy milk")
      terminal.press(.control("e"))
      #expect(question.lines == ["Buy milk"])
      #expect(terminal.lines.contains { $0.contains("vi was not found") })
    }
  }
}
