import Foundation
import PresentableTestSupport
import Testing

@testable import Presentable
@testable import PresentableTesting
@testable import SettingsDemo

/// The demo in a real pseudo-terminal, fed hostile input.
///
/// `Scripts/check-pty-input.py` runs the built `SettingsDemo` in a pseudo-terminal (Python's
/// `pty`), replays what it writes into a VT emulator (pyte, drawing whole grapheme clusters in
/// the columns wcwidth 0.9.4 gives them), types and pastes a hostile corpus into the Name field,
/// and after every step checks that the screen is the frame the demo should show, that every row
/// is as wide as the screen by wcwidth, and that no OSC, DCS, C1 or bidi control reached the
/// terminal.
///
/// The frames it should show come from the same app code driven headlessly: a
/// ``HeadlessTerminal`` runs the terminal runner's own session (the same key decoder, screen and
/// frames) and is sent the same bytes in the same pieces, with the input timeout passing after
/// each piece, as it does in the terminal while the script waits. So a difference is the
/// terminal showing something other than what the program drew: a width the terminal measures
/// otherwise, an update drawn in the wrong place, input decoded differently.
@Suite(
  "SettingsDemo in a pseudo-terminal",
  .enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
struct PseudoTerminalTests {
  @Test(arguments: [(80, 24), (46, 16), (20, 10)])
  func hostileInputIsShownExactlyAsTheDemoDrawsIt(columns: Int, rows: Int) async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let plan = try PseudoTerminal.Plan(columns: columns, rows: rows)
    plan.navigateToName()
    for item in PseudoTerminal.corpus(columns: columns) {
      plan.type(item.bytes, label: item.label)
      plan.paste(item.bytes, label: item.label)
    }
    plan.issueInput()
    plan.unterminatedPaste()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await PseudoTerminal.check(
      plan, program: demo.path,
      arguments: ["--store", directory.appendingPathComponent("settings.json").path] + plan.messageArguments)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains("\(plan.steps.count) of \(plan.steps.count) steps checked"), "\(result.output)")
  }

  /// `--mouse`: a click on a row focuses it and activates it, in a real terminal as headlessly;
  /// the wheel scrolls. The settings file has what the clicks did.
  @Test func clickingASwitchTogglesIt() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let plan = try PseudoTerminal.Plan(columns: 80, rows: 24)
    func click(row: Int, column: Int, label: String) {
      plan.send(
        Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8), label: label)
    }
    #expect(plan.terminal.lines[2].hasPrefix("› 🎉 Minion Mode!!!"))
    click(row: 2, column: 75, label: "click Minion Mode's switch")
    #expect(plan.terminal.lines[2].hasSuffix("[○ OFF]"))
    #expect(plan.terminal.lines[19].hasPrefix("  Allow Notifications"))
    click(row: 19, column: 20, label: "click Allow Notifications")
    #expect(
      plan.terminal.lines[19].hasPrefix("› Allow Notifications")
        && plan.terminal.lines[19].contains("[○ OFF]"))
    plan.send(Array("\u{1B}[<65;40;10M\u{1B}[<65;40;10M".utf8), label: "the wheel, down twice")
    #expect(!plan.terminal.lines[1].contains("APPEARANCE"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("settings.json")
    let result = try await PseudoTerminal.check(
      plan, program: demo.path, arguments: ["--mouse", "--store", store.path] + plan.messageArguments)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains("\(plan.steps.count) of \(plan.steps.count) steps checked"), "\(result.output)")
    let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: store))
    #expect(saved.minionMode == false && saved.notifications == false)
  }

  /// The real run loop wakes when a status message's time is up and draws the hints again, with
  /// no key pressed: the step after Space expects the screen as it is once the message is gone,
  /// which it never is if the loop sleeps until the next key.
  @Test func aMessageGoesWhenItsTimeIsUpWithoutAKey() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let plan = try PseudoTerminal.Plan(columns: 60, rows: 12, messageDuration: .seconds(1))
    #expect(plan.terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    plan.send(Array(" ".utf8), label: "space, then the message's second", waiting: .seconds(1))
    #expect(plan.terminal.lines[2].hasSuffix("[○ OFF]"))
    #expect(plan.terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await PseudoTerminal.check(
      plan, program: demo.path,
      arguments: ["--store", directory.appendingPathComponent("settings.json").path] + plan.messageArguments)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("2 of 2 steps checked"), "\(result.output)")
  }

  /// The sizes share the corpus between them: each item is typed at one size at least.
  @Test func theSizesTogetherTypeTheWholeCorpus() {
    let typed = PseudoTerminal.sizes.flatMap { PseudoTerminal.corpus(columns: $0).map(\.label) }
    #expect(typed.sorted() == PseudoTerminal.corpus.map(\.label).sorted() || LawSweep.isFull)
    #expect(Set(typed).count == Set(PseudoTerminal.corpus.map(\.label)).count)
  }

  @Test func requiredWhereCISaysSo() {
    if PseudoTerminal.isRequired {
      #expect(
        PseudoTerminal.isAvailable, "PRESENTABLE_REQUIRE_PYTE is set but pyte or wcwidth 0.9.4 is missing")
    }
  }
}

/// The plan the script follows: steps of input and the frame after each.
enum PseudoTerminal {
  static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let script = repositoryRoot.appendingPathComponent("Scripts/check-pty-input.py").path

  static let isRequired = ProcessInfo.processInfo.environment["PRESENTABLE_REQUIRE_PYTE"] != nil
  static let isAvailable: Bool =
    (try? run(["-c", "import pyte, wcwidth; assert wcwidth.__version__ == '0.9.4'"], input: []).status) == 0
  static var shouldRun: Bool { isAvailable || isRequired }

  /// The sizes the hostile corpus is typed at.
  static let sizes = [80, 46, 20]

  /// What the size `columns` wide types: the whole corpus with `PRESENTABLE_FULL_LAWS=1` (CI);
  /// by default every third item, in turn (80 columns the first, 46 the second, 20 the third),
  /// so every item is still typed and pasted, at one size, in a third of the time.
  static func corpus(columns: Int) -> [(label: String, bytes: [UInt8])] {
    guard !LawSweep.isFull, let size = sizes.firstIndex(of: columns) else { return corpus }
    return corpus.enumerated().filter { $0.offset % sizes.count == size }.map(\.element)
  }

  /// Hostile text, as bytes a terminal would send: escape sequences, C0 and C1 controls, bidi
  /// controls, invalid UTF-8, CJK, emoji sequences, combining marks, and the issue's strings.
  static var corpus: [(label: String, bytes: [UInt8])] {
    texts.map { ($0.label, Array($0.text.utf8)) } + invalidUTF8
      + HostileText.fixed.enumerated().map {
        ("hostile text \($0.offset)", Array($0.element.prefix(120).utf8))
      }
  }

  static let texts: [(label: String, text: String)] = [
    ("joiners that join nothing", "a\u{200D}b 設\u{200D}設 x\u{200D}"),
    ("VS16 and a skin tone", "\u{261D}\u{FE0F}\u{1F3FB} ok"),
    ("text presentation", "\u{231A}\u{FE0E}\u{2B50}\u{FE0E} \u{231A}"),
    ("Khmer", "\u{1781}\u{17D2}\u{1798}\u{17C2}\u{179A}"),
    ("Devanagari", "\u{0915}\u{094D}\u{0937}\u{093F} \u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947}"),
    ("escape sequences", "\u{1B}[2J\u{1B}[H\u{1B}[31mred\u{1B}[0m\u{1B}[?1049l"),
    ("OSC and DCS", "\u{1B}]0;pwned\u{7}\u{1B}P1$r\u{1B}\\x"),
    ("C0 controls", "a\u{0}\u{7}\u{8}b\u{B}\u{C}\u{1C}\u{7F}c"),
    ("C1 controls", "c1\u{9B}31m\u{85}\u{90}end"),
    ("bidi controls", "\u{202E}evil\u{202C} \u{2066}iso\u{2069}\u{200E}\u{200F}\u{061C}"),
    ("U+FFFD typed", "\u{FFFD}x\u{FFFD}"),
    ("CJK and fullwidth", "設定画面のミニオン한국어ＦＵＬＬ"),
    ("emoji sequences", "👨‍👩‍👧‍👦🇯🇵👍🏽1️⃣🏳️‍🌈"),
    ("a lone regional indicator", "\u{1F1FA}x\u{1F1FA}"),
    ("combining marks", "e\u{301}Z\u{351}\u{36B}\u{343}n\u{303}o\u{308}"),
    ("lone marks and jamo", "\u{301}x\u{1161}\u{11A8}\u{0600}"),
    ("ambiguous", "±…■●αβ"),
    ("line separators", "a\u{2028}b\u{2029}c"),
    ("long", String(repeating: "Minion Mode!!! 設", count: 5)),
  ]

  static let invalidUTF8: [(label: String, bytes: [UInt8])] = [
    ("invalid UTF-8", [0x6F, 0x6B, 0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xE2, 0x82, 0x21, 0xC0, 0x80]),
    ("a character cut short", [0x61, 0xF0, 0x9F, 0x98]),
  ]

  /// One step: bytes sent, the frame after them, and how long pending input may take to decide.
  struct Step: Encodable {
    var label: String
    var bytes: [UInt8]
    var rows: [String]
    var attributes: [String]
    var settle: Double
  }

  struct PlanFile: Encodable {
    var program: String
    var arguments: [String]
    var columns: Int
    var rows: Int
    var steps: [Step]
  }

  /// Builds the steps, driving the demo headlessly as the script will drive the real one.
  final class Plan {
    let columns: Int
    let rows: Int
    let app: DemoApp
    let terminal: HeadlessTerminal
    let directory: URL
    /// Decodes the same pieces, to know what is still pending after each.
    private var decoder = KeyDecoder()
    private(set) var steps: [Step] = []

    /// How long the demo shows a status message without a key.
    let messageDuration: Duration
    /// How long each step of the demo's update check takes, if not its own default.
    let updateStep: Duration?

    /// A plan for a terminal of a size. Messages last an hour unless asked otherwise, so a slow
    /// machine never sees one expire between the program drawing it and the script looking.
    init(columns: Int, rows: Int, messageDuration: Duration = .seconds(3600), updateStep: Duration? = nil)
      throws
    {
      let (store, directory) = temporaryStore()
      self.directory = directory
      self.columns = columns
      self.rows = rows
      self.messageDuration = messageDuration
      self.updateStep = updateStep
      let updates = SimulatedUpdateChecker(pause: updateStep ?? SimulatedUpdateChecker().pause)
      app = DemoApp(settings: Settings(), store: store, updates: updates)
      app.settings.screen.messageDuration = messageDuration
      terminal = HeadlessTerminal(app, width: columns, height: rows)
      append(label: "first frame", bytes: [], settle: 0)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The demo's arguments for the plan's message duration (and update step).
    var messageArguments: [String] {
      ["--message-seconds", "\(Double(messageDuration.components.seconds))"]
        + (updateStep.map { ["--update-step-seconds", "\(Double($0 / .milliseconds(1)) / 1000)"] } ?? [])
    }

    /// The Name field's line of the transcript.
    var nameField: String { app.transcript().first { $0.hasPrefix("Name, text field") } ?? "" }
    var isEditing: Bool { nameField.hasSuffix("editing") || nameField.contains("editing, invalid") }

    /// Sends bytes; the frame expected after them is the one once `waiting` has passed too.
    func send(_ bytes: [UInt8], label: String, waiting: Duration = .zero) {
      terminal.send(bytes)
      terminal.pause()
      terminal.wait(waiting)
      _ = decoder.feed(bytes)
      // Pending input is decided by the program after its timeout: the script gives it three
      // times as long, and more, before it sends the next piece.
      let settle = decoder.pendingTimeout.map { 3 * ($0 / .seconds(1)) + 0.3 } ?? 0
      _ = decoder.flush()
      append(label: label, bytes: bytes, settle: settle)
    }

    func append(label: String, bytes: [UInt8], settle: Double) {
      let frame = terminal.frame
      let theme = app.preferences.theme ?? .default
      // The attributes the terminal is sent for each column, as letters: "@" plus 1 bold,
      // 2 italic, 4 underline, 8 inverse, 16 strikethrough; on a blank, only those that show
      // (an erase draws blanks in the current style, whose bold or italic never shows).
      // A frame's cells share a few styles, and every step reads every cell: each style (its
      // cell's three words) is resolved once, and the cells are read in place.
      var letters: [SIMD4<UInt32>: (shown: Unicode.Scalar, blank: Unicode.Scalar)] = [:]
      let attributes = (0..<rows).map { row in
        var scalars = String.UnicodeScalarView()
        var letter = (shown: Unicode.Scalar(0x40)!, blank: Unicode.Scalar(0x40)!)
        for column in 0..<columns {
          let cell = frame.cells[row * frame.width + column]
          // The right half of a wide character has the style of its left, and is no blank.
          guard !cell.isContinuation || column == 0 else {
            scalars.append(letter.shown)
            continue
          }
          let key = SIMD4(cell.foreground, cell.background, cell.attributes, 0)
          letter =
            letters[key]
            ?? {
              let resolved = theme.resolve(cell.style).attributes
              let pair = (Self.letter(resolved), Self.letter(resolved.subtracting([.bold, .italic])))
              letters[key] = pair
              return pair
            }()
          scalars.append(cell.glyph == 0x20 ? letter.blank : letter.shown)
        }
        return String(scalars)
      }
      steps.append(
        Step(
          label: label, bytes: bytes, rows: (0..<rows).map(frame.text(row:)), attributes: attributes,
          settle: settle))
    }

    /// The letter for attributes: "@" plus the bits of those set.
    static func letter(_ attributes: TextAttributes) -> Unicode.Scalar {
      var code: UInt32 = 0x40
      for (flag, bit) in Self.attributeBits where attributes.contains(flag) { code += bit }
      return Unicode.Scalar(code)!
    }

    static let attributeBits: [(TextAttributes, UInt32)] = [
      (.bold, 1), (.italic, 2), (.underline, 4), (.inverse, 8), (.strikethrough, 16),
    ]

    func navigateToName() {
      for _ in 0..<3 { send(Array("\u{1B}[B".utf8), label: "down") }
      #expect(terminal.lines.contains { $0.hasPrefix("› Name") }, "\(terminal.lines)")
    }

    /// Enter, and Backspace until the field is empty: one for each character of the saved name
    /// and one more, as each key is laid out on its own (the demo's too).
    private func startEditingEmpty(_ label: String) {
      send([0x0D], label: "\(label): edit")
      let characters = app.settings.settings.name.count
      send([UInt8](repeating: 0x7F, count: characters + 1), label: "\(label): clear")
      #expect(isEditing, "\(label): \(nameField)")
      #expect(nameField.hasPrefix("Name, text field, empty"), "\(label): \(nameField)")
    }

    /// Enter commits; where the text is not valid (empty, too long), Escape cancels.
    private func finishEditing(_ label: String) {
      send([0x0D], label: "\(label): commit")
      if isEditing { send([0x1B], label: "\(label): cancel") }
      #expect(!isEditing, "\(label): \(nameField)")
    }

    /// Types the bytes as a keyboard would send them, a character (or a sequence) at a time.
    func type(_ bytes: [UInt8], label: String) {
      startEditingEmpty("type \(label)")
      let pieces = PseudoTerminal.typedPieces(bytes)
      for piece in pieces { send(piece, label: "type \(label)") }
      // Asked once, at the end (the transcript is the whole app's): no piece restarts an edit
      // another ended, as pieces that would (Enter, arrows) are left out.
      guard isEditing else {
        Issue.record(
          "typing \(label): a piece of \(pieces) ended the edit; the corpus must not hold such keys")
        return
      }
      finishEditing("type \(label)")
    }

    /// Pastes the bytes in one bracketed paste.
    func paste(_ bytes: [UInt8], label: String) {
      startEditingEmpty("paste \(label)")
      send(Array("\u{1B}[200~".utf8) + bytes + Array("\u{1B}[201~".utf8), label: "paste \(label)")
      finishEditing("paste \(label)")
    }

    /// The issue's input: "ok", then a read holding the lead byte of a four-byte character and
    /// Enter; the name is saved and editing ends.
    func issueInput() {
      startEditingEmpty("issue input")
      send(Array("ok".utf8), label: "issue input: ok")
      send([0xF0, 0x0D], label: "issue input: F0 and Enter in one read")
      #expect(!isEditing, "\(nameField)")
      #expect(app.settings.settings.name == "ok\u{FFFD}")
    }

    /// A paste whose end marker never comes: after the quiet interval it ends, keeping its text,
    /// and Enter commits it.
    func unterminatedPaste() {
      startEditingEmpty("unterminated paste")
      send(Array("\u{1B}[200~never ended 設".utf8), label: "unterminated paste")
      finishEditing("unterminated paste")
      #expect(app.settings.settings.name == "never ended 設")
    }

    func file(program: String, arguments: [String]) -> PlanFile {
      PlanFile(program: program, arguments: arguments, columns: columns, rows: rows, steps: steps)
    }
  }

  /// The pieces a keyboard sends for the bytes: each character, escape sequence, control byte or
  /// invalid byte on its own. Keys that would end the edit (Enter, Tab, arrows up and down,
  /// Escape on its own, Ctrl-C, Ctrl-D, Ctrl-Z) are left out: pastes carry those.
  static func typedPieces(_ bytes: [UInt8]) -> [[UInt8]] {
    var pieces: [[UInt8]] = []
    var text: [UInt8] = []
    func endText() {
      for character in String(decoding: text, as: UTF8.self) { pieces.append(Array(String(character).utf8)) }
      text = []
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B {
        endText()
        var end = index + 2
        if end <= bytes.count && bytes[index + 1] == UInt8(ascii: "[") {
          while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
          end += 1
        }
        let sequence = Array(bytes[index..<min(end, bytes.count)])
        index = end
        let leavesTheField =
          sequence.count < 2 || sequence[1] == 0x1B || sequence[1] == UInt8(ascii: "O")
          || [UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "Z")].contains(sequence.last!)
        if !leavesTheField { pieces.append(sequence) }
        continue
      }
      if byte < 0x20 || byte == 0x7F {
        endText()
        if ![0x03, 0x04, 0x09, 0x0A, 0x0D, 0x1A].contains(byte) { pieces.append([byte]) }
        index += 1
        continue
      }
      var iterator = bytes[index...].makeIterator()
      var parser = Unicode.UTF8.ForwardParser()
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text += Array(encoded)
        index += encoded.count
      case .error(let length):
        endText()
        pieces.append(Array(bytes[index..<index + length]))
        index += length
      case .emptyInput:
        index = bytes.count
      }
    }
    endText()
    return pieces
  }

  /// Runs the script with the plan; its status and what it printed.
  static func check(_ plan: Plan, program: String, arguments: [String]) async throws -> (
    status: Int32, output: String
  ) {
    let input = Array(try JSONEncoder().encode(plan.file(program: program, arguments: arguments)))
    let result = try await offThePool { try run([script], input: input) }
    return (result.status, result.output)
  }

  /// Runs Python with `arguments`; its status, and its output with its errors after it.
  static func run(_ arguments: [String], input: [UInt8]) throws -> (status: Int32, output: String) {
    let result = try VTReplay.run(arguments, input: input)
    return (result.status, String(decoding: result.output, as: UTF8.self) + result.error)
  }
}
