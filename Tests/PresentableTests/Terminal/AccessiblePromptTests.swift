import Foundation
import Testing

@testable import Presentable

/// Accessible mode asks every kind of row in turn, from its traits, and the answers reach the
/// model through the rows' own callbacks.
@Suite("Accessible mode")
struct AccessiblePromptTests {
  final class Setup {
    var signs = false
    var key = ""
    var minion = true
    var email = ""
    var notes = ""
    var size = "medium"
    var editor = "vim"
    var volume = 0.2
    var retries = 1
    var quietUntil = Date(timeIntervalSince1970: 0)
    var branch: String? = "main"
    var notify: Set<String> = ["mail"]
    var resets = 0
    var exports = 0
    var advanced = false
    var saved = false
  }

  struct Toggle: TextPresentable, SwitchPresentable {
    var text: String
    var switchOn: Bool
    var set: (Bool) -> Void
    func onSwitchToggleOn(_ on: Bool) { set(on) }
  }

  struct Minion: ImagePresentable, TextPresentable, SwitchPresentable {
    let setup: Setup
    var imageName: String { "minionParty.png" }
    var text: String { "Minion Mode!!!" }
    var switchOn: Bool { setup.minion }
    func onSwitchToggleOn(_ on: Bool) { setup.minion = on }
  }

  struct Field: TextFieldPresentable {
    var label: String
    var text: String
    var placeholder: String { "" }
    var validationRules: [ValidationRule]
    var set: (String) -> Void
    func onTextFieldDidEndEditing(_ text: String) { set(text) }
  }

  struct Notes: TextAreaPresentable {
    let setup: Setup
    var label: String { "Notes" }
    var text: String { setup.notes }
    func onTextAreaDidEndEditing(_ text: String) { setup.notes = text }
  }

  struct Volume: TextPresentable, SliderPresentable {
    let setup: Setup
    var text: String { "Volume" }
    var sliderValue: Double { setup.volume }
    func onSliderValueChange(_ value: Double) { setup.volume = value }
  }

  struct Retries: TextPresentable, StepperPresentable {
    let setup: Setup
    var text: String { "Retries" }
    var stepperValue: Int { setup.retries }
    var stepperRange: ClosedRange<Int> { 0...5 }
    func onStepperValueChange(_ value: Int) { setup.retries = value }
  }

  struct QuietUntil: TextPresentable, DatePickerPresentable {
    let setup: Setup
    var text: String { "Quiet until" }
    var date: Date { setup.quietUntil }
    var datePickerMode: DatePickerMode { .time }
    var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
    func onDateChange(_ date: Date) { setup.quietUntil = date }
  }

  struct Note: TextPresentable {
    var text: String
  }

  static func stack(_ setup: Setup) -> PageStack {
    let root = FormPage("Setup") {
      FormSection {
        FormRow(Toggle(text: "Sign commits", switchOn: setup.signs) { setup.signs = $0 })
        FormRow(
          Field(label: "Signing key", text: setup.key, validationRules: [.required()]) { setup.key = $0 }
        )
        .hidden(when: !setup.signs)
        FormRow(Minion(setup: setup))
        FormRow(
          Field(label: "E-mail", text: setup.email, validationRules: [.required(), .email()]) {
            setup.email = $0
          })
        FormRow(Notes(setup: setup))
        FormRow.picker(
          "Size", options: ["small", "medium", "large"],
          selection: FormBinding(get: { setup.size }, set: { setup.size = $0 })
        ) { $0 }
        FormRow.picker(
          "Editor", options: ["vim", "emacs", "nano", "helix", "micro", "kakoune", "code"],
          selection: FormBinding(get: { setup.editor }, set: { setup.editor = $0 })
        ) { $0 }
        FormRow(Volume(setup: setup))
        FormRow(Retries(setup: setup))
        FormRow(QuietUntil(setup: setup))
        FormRow(Toggle(text: "Telemetry", switchOn: false) { _ in }).disabled(when: true)
        FormRow(Note(text: "Read the manual."))
      }
      FormSection.singleSelection(
        "Branch", options: ["main", "master", "trunk"],
        selection: FormBinding(get: { setup.branch }, set: { setup.branch = $0 })
      ) { $0 }
      FormSection.multipleSelection(
        "Notify", options: ["mail", "chat", "phone"],
        selection: FormBinding(get: { setup.notify }, set: { setup.notify = $0 })
      ) { $0 }
      FormSection {
        FormRow.button("Reset", role: .destructive) { setup.resets += 1 }
        FormRow.button("More…") {}.presents {
          .actionList("More", actions: [DialogAction("Export") { setup.exports += 1 }])
        }
        FormRow.link("Advanced") {
          FormPage("Advanced") {
            FormSection {
              FormRow(Toggle(text: "Expert mode", switchOn: setup.advanced) { setup.advanced = $0 })
            }
          }
        }
        FormRow.submit("Save") { setup.saved = true }
      }
    }
    return PageStack(root: root)
  }

  /// Runs accessible mode on `answers`; what it wrote.
  static func ask(_ setup: Setup, _ answers: [String]) throws(PromptCancellation) -> (String, PageStack) {
    let stack = stack(setup)
    var output = ""
    let prompter = AccessiblePrompter(stack: stack, input: .lines(answers)) { output += $0 }
    try prompter.run()
    return (output, stack)
  }

  @Test func everyKindOfRowIsAskedAndAnswered() throws {
    let setup = Setup()
    let answers = [
      "maybe", "y",  // Sign commits: not an answer, then yes
      "ABC123",  // Signing key, shown now that commits are signed
      "",  // Minion Mode: kept
      "ada@", "ada@example.com",  // E-mail: invalid, asked again
      "line one", "line two", ".",  // Notes
      "lar",  // Size: filtered to one
      "e", "2",  // Editor: its list at once, filtered, the second match
      "150", "50%",  // Volume: out of range, then a percentage
      "2.5", "4",  // Retries
      "25:99", "22:30",  // Quiet until
      "3",  // Branch
      "1 3",  // Notify: mail off, phone on
      "y", "",  // Reset, then the confirmation's safe default
      "y", "1",  // More…, then Export
      "y", "y",  // Advanced, then Expert mode
      "",  // Save
    ]
    let (output, stack) = try Self.ask(setup, answers)
    #expect(setup.signs && setup.key == "ABC123" && setup.minion)
    #expect(setup.email == "ada@example.com")
    #expect(setup.notes == "line one\nline two")
    #expect(setup.size == "large" && setup.editor == "helix")
    #expect(setup.volume == 0.5 && setup.retries == 4)
    let components = Calendar(identifier: .gregorian).dateComponents(
      in: TimeZone(identifier: "UTC")!, from: setup.quietUntil)
    #expect(components.hour == 22 && components.minute == 30 && components.day == 1)
    #expect(setup.branch == "trunk" && setup.notify == ["phone"])
    #expect(setup.resets == 0 && setup.exports == 1 && setup.advanced && setup.saved)
    #expect((stack.pages.first as? FormPage)?.form.isSubmitted == true)
    #expect(!output.utf8.contains(0x1B))
    let lines = output.split(separator: "\n").map(String.init)
    for expected in [
      "Sign commits, switch, off. Turn it on? [y/N]", "Answer y or n.",
      "Minion Mode!!!, switch, on. Keep it on? [Y/n]",
      "Enter an e-mail address like name@example.com", "Telemetry, switch, off, unavailable",
      "Read the manual.", "Reset? [y/N]", "1. Export", "2. Cancel", "Advanced",
      "Expert mode, switch, off. Turn it on? [y/N]", "Save, button. Submit? [Y/n]", "Editor: helix",
      "large, chosen.", "3. trunk",
    ] {
      #expect(lines.contains(expected), "\(expected) is not in:\n\(output)")
    }
    // The e-mail is asked twice, the signing key once it shows.
    #expect(lines.filter { $0.hasPrefix("E-mail, text field") }.count == 2)
    #expect(lines.contains { $0.hasPrefix("Signing key, text field") })
  }

  @Test func enterAndTheEndOfInputKeepEveryValue() throws {
    let setup = Setup()
    // Enter on the first three; the e-mail is required, so it is asked again; then the input ends
    // and every other question takes its default, Save's being yes.
    let (output, _) = try Self.ask(setup, ["", "", "", "a@b.c"])
    #expect(output.contains("\nRequired\n"), "\(output)")
    #expect(setup.email == "a@b.c" && setup.saved)
    #expect(!setup.signs && setup.minion && setup.size == "medium" && setup.editor == "vim")
    #expect(setup.volume == 0.2 && setup.retries == 1 && setup.branch == "main" && setup.notify == ["mail"])
    #expect(setup.resets == 0 && setup.exports == 0 && !setup.advanced)
  }

  @Test func inputThatEndsBeforeARequiredAnswerIsACancellation() {
    let setup = Setup()
    #expect(throws: PromptCancellation.inputEnded) { try Self.ask(setup, ["", ""]) }
    #expect(!setup.saved)
  }

  @Test func declinedSubmitIsACancellationOfThePrompt() async throws {
    let setup = Setup()
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("prompt-\(UUID().uuidString)")
    #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    // Every question kept, the e-mail given, and No to Save: the user did not submit.
    let answers = ["", "", "a@b.c"] + Array(repeating: "", count: 11) + ["n"]
    let bytes = Array((answers.joined(separator: "\n") + "\n").utf8)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    var options = PromptOptions(
      mode: .accessible, terminal: TerminalOptions(input: ends[0], output: handle.fileDescriptor))
    // A pipe the test feeds: read under CI too.
    options.interaction = .always
    await #expect(throws: PromptCancellation.cancelled) {
      try await Terminal.prompt(Self.stack(setup), options: options) { setup.saved }
    }
    close(ends[0])
    try handle.close()
    #expect(PromptCancellation.cancelled.exitStatus == 1 && PromptCancellation.interrupted.exitStatus == 130)
    let written = try String(contentsOf: output, encoding: .utf8)
    #expect(written.contains("Save, button. Submit? [Y/n]") && !written.utf8.contains(0x1B))
  }

  @Test func theEnvironmentChoosesAccessibleMode() {
    #expect(PromptOptions.asksForAccessibleMode(["ACCESSIBLE": "1"]))
    #expect(PromptOptions.asksForAccessibleMode(["TERM": "dumb"]))
    #expect(!PromptOptions.asksForAccessibleMode(["ACCESSIBLE": "0", "TERM": "xterm-256color"]))
    #expect(!PromptOptions.asksForAccessibleMode(["ACCESSIBLE": ""]))
  }

  /// `ACCESSIBLE` is a boolean, as huh reads it: `false` is off, not on.
  @Test func accessibleIsParsedAsABoolean() {
    for on in ["1", "true", "TRUE", "yes", "Yes", "on", "ON", " true "] {
      #expect(PromptOptions.asksForAccessibleMode(["ACCESSIBLE": on]), "\(on)")
    }
    for off in ["0", "false", "False", "no", "NO", "off", "Off", "", "nonsense"] {
      #expect(!PromptOptions.asksForAccessibleMode(["ACCESSIBLE": off]), "\(off)")
    }
    // Set off, it is off even where TERM=dumb would have asked; unset or empty, TERM decides.
    #expect(!PromptOptions.asksForAccessibleMode(["ACCESSIBLE": "false", "TERM": "dumb"]))
    #expect(PromptOptions.asksForAccessibleMode(["ACCESSIBLE": "", "TERM": "dumb"]))
  }
}

extension AccessiblePromptTests {
  @Test func hostileTextNeverReachesTheOutputAsEscapes() throws {
    var on = false
    let page = FormPage("Title \u{1B}]0;retitled\u{07}") {
      FormSection("Header \u{1B}[2J") {
        FormRow(Toggle(text: "Switch \u{1B}[31mred\u{9B}1m", switchOn: on) { on = $0 })
        FormRow(Note(text: "Note \u{1B}P+q\u{1B}\\"))
      }
    }
    var output = ""
    let prompter = AccessiblePrompter(stack: PageStack(root: page), input: .lines(["y"])) { output += $0 }
    try prompter.run()
    #expect(on)
    #expect(!output.utf8.contains(0x1B) && !output.unicodeScalars.contains("\u{9B}"), "\(output)")
    #expect(output.contains("Switch ␛[31mred"), "\(output)")
  }
}
