import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A form of one text area or one text field holding a long text, being edited: a key costs what
/// the screen shows, however long the text.
@MainActor final class BenchmarkEditor {
  final class Saved {
    var text: String
    init(_ text: String) { self.text = text }
  }

  struct Notes: TextAreaPresentable {
    let saved: Saved
    var label: String { "Notes" }
    var text: String { saved.text }
    var lineLimit: Int { 12 }
    func onTextAreaDidEndEditing(_ text: String) { saved.text = text }
  }

  struct Field: TextFieldPresentable {
    let saved: Saved
    var label: String { "Field" }
    var placeholder: String { "Text" }
    var text: String { saved.text }
    func onTextFieldDidEndEditing(_ text: String) { saved.text = text }
  }

  let page: FormPage

  /// A text area of `lines` lines of words.
  init(lines: Int) {
    let saved = Saved((0..<lines).map { "line \($0) of the notes, with a few words" }.joined(separator: "\n"))
    page = FormPage("Editor") { FormSection("Text") { FormRow(Notes(saved: saved)) } }
  }

  /// A text field of `characters` characters.
  init(characters: Int) {
    let saved = Saved(
      String(repeating: "field text ", count: characters / 11 + 1).prefix(characters).description)
    page = FormPage("Editor") { FormSection("Text") { FormRow(Field(saved: saved)) } }
  }

  /// Keys a user types in turn: a letter, moves, an erase; the text keeps its length.
  static let keys: [Key] = [.character("x"), .left, .right, .backspace]
}

/// Times a key in an editor being edited, key to bytes, as a terminal session draws.
@MainActor private func measureEditor(_ name: String, id: String, editor: BenchmarkEditor, calls: Int)
  -> Double
{
  guard harness.includes(name, id: id) else { return 0 }
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)
  var bytes: [UInt8] = []
  bytes.reserveCapacity(1 << 16)
  var shown = editor.page.frame(width: 80, height: 24, ambiguous: .narrow)
  _ = editor.page.handle(.key(.enter))
  editor.page.draw(into: &shown)
  var next = Frame(width: 80, height: 24)
  var step = 0
  return harness.measure(name, id: id, unit: "µs", work: 1, calls: calls, scale: 1000) {
    step += 1
    _ = editor.page.handle(.key(BenchmarkEditor.keys[step % BenchmarkEditor.keys.count]))
    editor.page.draw(into: &next)
    bytes.removeAll(keepingCapacity: true)
    renderer.renderUpdate(from: shown, to: next, into: &bytes)
    swap(&shown, &next)
    sink &+= bytes.count
  }
}

/// A key in a text area of 1,000 and 100,000 lines, in a text field of 1 kB and 1 MB, and the
/// peak memory of a process editing the 100,000 lines.
@MainActor func measureTextEditing() {
  let short = measureEditor(
    "a key in a text area of 1,000 lines", id: "edit.textarea.1000", editor: BenchmarkEditor(lines: 1_000),
    calls: 2000)
  let long = measureEditor(
    "a key in a text area of 100,000 lines", id: "edit.textarea.100000",
    editor: BenchmarkEditor(lines: 100_000), calls: 2000)
  if short > 0 && long > 0 {
    harness.record(
      "key, text area of 100,000 lines / 1,000", id: "edit.textarea.ratio", value: long / short, unit: "×",
      target: "≤ 2")
  }
  let name = "peak memory of a process editing a text area of 100,000 lines"
  if harness.includes(name, id: "memory.textarea.100000"), harness.fixedCalls == nil,
    let mebibytes = childPeak(textAreaMemoryArgument, "100000")
  {
    harness.record(name, id: "memory.textarea.100000", value: mebibytes, unit: "MiB", target: "≤ 64 MiB")
  }
  let small = measureEditor(
    "a key in a text field of 1 kB", id: "edit.field.1kb", editor: BenchmarkEditor(characters: 1_000),
    calls: 2000)
  let large = measureEditor(
    "a key in a text field of 1 MB", id: "edit.field.1mb", editor: BenchmarkEditor(characters: 1_000_000),
    calls: 2000)
  if small > 0 && large > 0 {
    harness.record(
      "key, text field of 1 MB / 1 kB", id: "edit.field.ratio", value: large / small, unit: "×", target: "≤ 2"
    )
  }
}

/// The argument that makes the benchmark a child that edits a text area and reports its peak memory.
let textAreaMemoryArgument = "--memory-textarea"

/// Runs as the editing child and exits, when the benchmark was started as one: a text area of
/// the given lines, edited (started, a thousand keys, committed), then its peak memory in MiB.
@MainActor func runTextAreaMemoryChildIfAsked() {
  let arguments = CommandLine.arguments
  guard let flag = arguments.firstIndex(of: textAreaMemoryArgument), flag + 1 < arguments.count,
    let lines = Int(arguments[flag + 1])
  else { return }
  let editor = BenchmarkEditor(lines: lines)
  var frame = editor.page.frame(width: 80, height: 24, ambiguous: .narrow)
  _ = editor.page.handle(.key(.enter))
  for step in 0..<1_000 {
    _ = editor.page.handle(
      .key(step % 50 == 0 ? .pageUp : BenchmarkEditor.keys[step % BenchmarkEditor.keys.count]))
    editor.page.draw(into: &frame)
  }
  _ = editor.page.handle(.key(.tab))
  editor.page.draw(into: &frame)
  print(peakResidentMebibytes())
  exit(0)
}

/// A key in an inline run of a form against the same key full screen: the inline run also asks
/// the screen's height before every frame (``Screen/inlineHeight(width:ambiguous:limit:)``), which must
/// not cost a summary of the form.
@MainActor func measureInlineKey() {
  let name = "a key inline / full screen, 100-row form"
  guard harness.includes(name, id: "inline.key.ratio") else { return }
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)
  func measure(_ name: String, id: String, inline: Bool) -> Double {
    let form = BenchmarkForm(rows: 100)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(1 << 16)
    var shown = form.page.frame(width: 80, height: 12, ambiguous: .narrow)
    var next = Frame(width: 80, height: 12)
    var step = 0
    return harness.measure(name, id: id, unit: "µs", work: 1, calls: 2000, scale: 1000) {
      step += 1
      _ = form.page.handle(.key(step % 12 < 6 ? .down : .up))
      // As the session does for an inline run: the lines the screen needs, within the run's.
      let height =
        inline ? min(12, form.page.inlineHeight(width: 80, ambiguous: .narrow, limit: 12) ?? 12) : 12
      sink &+= height
      form.page.draw(into: &next)
      bytes.removeAll(keepingCapacity: true)
      renderer.renderUpdate(from: shown, to: next, into: &bytes)
      swap(&shown, &next)
      sink &+= bytes.count
    }
  }
  let full = measure("a focus move full screen, 100-row form", id: "inline.key.full", inline: false)
  let inline = measure("a focus move inline, 100-row form", id: "inline.key.inline", inline: true)
  if full > 0 && inline > 0 {
    harness.record(name, id: "inline.key.ratio", value: inline / full, unit: "×", target: "≤ 1.2")
  }
}
