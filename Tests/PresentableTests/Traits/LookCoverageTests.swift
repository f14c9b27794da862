import Foundation
import PresentableTestSupport
import Testing

@testable import Presentable
@testable import PresentableTesting

// View models that state only their data: the app's look, installed once on the page stack, is
// the only place their colors can come from.
private struct Title: TextPresentable { var text = "Plain" }
private struct Version: TextPresentable, DetailTextPresentable {
  var text = "Version"
  var detailText = "2.1"
}
private struct Name: TextFieldPresentable {
  var label = "Name"
  var placeholder = "Your name"
  var text = ""
}
private struct Email: TextFieldPresentable {
  var label = "E-mail"
  var placeholder = "you@example.com"
  var text = "not an address"
  var validationRules: [ValidationRule] { [ValidationRule("Not an e-mail address") { $0.contains("@") }] }
}
private struct Licenses: TextPresentable, AccessoryPresentable {
  var text = "Licenses"
  var accessory: Accessory { .disclosure }
}
private struct Badge: TextPresentable, AccessoryPresentable {
  var text = "Updates"
  var accessory: Accessory { .badge("3") }
}
private struct ThemeChoice: TextPresentable, OptionsPresentable {
  var text = "Theme"
  var options = ["dark", "light"]
  var selectedIndex = 0
}
private struct Volume: TextPresentable, SliderPresentable {
  var text = "Volume"
  var sliderValue = 0.4
}
private struct Reminders: TextPresentable, StepperPresentable {
  var text = "Reminders"
  var stepperValue = 10
  var stepperRange: ClosedRange<Int> { 0...10 }
}
private struct Sync: TextPresentable, ButtonPresentable { var text = "Sync Now" }
private struct QuietUntil: TextPresentable, DatePickerPresentable {
  var text = "Quiet Until"
  var date = Date(timeIntervalSince1970: 1_750_000_000)
  var datePickerMode: DatePickerMode { .time }
  var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
}
private struct Signature: TextAreaPresentable {
  var label = "Signature"
  var text = "one\ntwo\nthree\nfour\nfive"
  var lineLimit: Int { 2 }
}
private struct Download: TextPresentable, ProgressPresentable {
  var text = "Download"
  var progress: Double? = 0.5
}
private struct Indexing: TextPresentable, ProgressPresentable {
  var text = "Indexing"
  var progress: Double? { nil }
}
private struct Latest: TextPresentable, DetailTextPresentable, LoadingPresentable {
  var text = "Latest"
  var detailText = ""
  var isLoading: Bool { true }
}
private struct Home: TextPresentable, SubtitlePresentable {
  var text = "Home"
  var subtitle = "Connected"
}

/// The model the form edits.
private final class Backup {
  var frequency = "Daily"
  var zone = "Europe/London"
  var folders: Set<String> = ["Documents"]
  var destination: String? = "Disk"
}

@Suite("The app's look reaches every part the library draws")
struct LookCoverageTests {
  private static let zones = [
    "Europe/London", "Europe/Paris", "Asia/Tokyo", "America/New_York", "America/Chicago", "Asia/Seoul",
  ]

  /// A form with every library row kind, the rows the form makes itself, string headers and
  /// footers, in a page stack with the app's look installed once.
  private func stack(_ model: Backup) -> PageStack {
    let page = FormPage("Backup") {
      FormSection("Rows", footer: "Every kind of row the library has.") {
        FormRow(Title())
        FormRow(Version())
        FormRow(SwitchRow(text: "On", switchOn: true))
        FormRow(SwitchRow(text: "Off", switchOn: false))
        FormRow(PartyRow(imageName: "missing.png"))
        FormRow(Name())
        FormRow(Email())
        FormRow(Licenses())
        FormRow(Badge())
        FormRow(ThemeChoice())
        FormRow(Volume())
        FormRow(Reminders())
        FormRow(Sync())
        FormRow(QuietUntil())
        FormRow(Signature())
        FormRow(Download())
        FormRow(Indexing())
        FormRow(Latest())
        FormRow(Home())
      }
      FormSection("Made by the form") {
        FormRow.picker("Frequency", options: ["Hourly", "Daily"], selection: FormBinding(model, \.frequency))
        {
          $0
        }
        FormRow.picker("Time Zone", options: Self.zones, selection: FormBinding(model, \.zone)) { $0 }
        FormRow.link("Destination", value: model.destination ?? "None") { TableScreen(title: "Destination") }
        FormRow.button("Delete All Backups", role: .destructive) {}
        FormRow.submit("Save") {}
      }
      FormSection.singleSelection(
        "Destination", options: ["Disk", "Cloud"], selection: FormBinding(model, \.destination)
      ) {
        $0
      }
      FormSection.multipleSelection(
        "Folders", options: ["Documents", "Pictures"], selection: FormBinding(model, \.folders)
      ) { $0 }
    }
    return PageStack(root: page, look: Look(EveryPartLook()))
  }

  private func expectInTheLook(_ terminal: HeadlessTerminal, _ scene: Comment) {
    let problems = cellsOutsideTheLook(terminal.frame)
    #expect(problems.isEmpty, "\(scene): \(problems.joined(separator: "\n"))")
  }

  @Test func everyRowKindAndEveryFormMadeRowWithFocusOnEach() {
    let terminal = HeadlessTerminal(stack(Backup()), width: 60, height: 60)
    expectInTheLook(terminal, "the form")
    // Focus every row in turn: the marker and the selection background are the look's too.
    for step in 0..<32 {
      terminal.press(.down)
      expectInTheLook(terminal, "focus after \(step + 1) downs")
    }
  }

  /// Moves focus down to the row whose line contains `text`.
  private func focus(_ text: String, in terminal: HeadlessTerminal) {
    for _ in 0..<64 where !terminal.lines.contains(where: { $0.hasPrefix("›") && $0.contains(text) }) {
      terminal.press(.down)
    }
    #expect(terminal.lines.contains { $0.hasPrefix("›") && $0.contains(text) }, "focus reached \(text)")
  }

  @Test func rowsBeingEditedAreInTheLook() {
    let terminal = HeadlessTerminal(stack(Backup()), width: 60, height: 60)
    focus("Name", in: terminal)
    terminal.press(.enter)
    terminal.type("Ada")
    #expect(terminal.screenText.contains("Ada"))
    expectInTheLook(terminal, "a text field being edited")
    terminal.press(.escape)
    focus("Quiet Until", in: terminal)
    terminal.press(.enter)
    expectInTheLook(terminal, "a time being picked")
    terminal.press(.escape)
    focus("Signature", in: terminal)
    terminal.press(.enter)
    expectInTheLook(terminal, "a text area being edited")
  }

  @Test func aSubmittedFormShowsItsMessagesInTheLook() {
    let terminal = HeadlessTerminal(stack(Backup()), width: 60, height: 60)
    while !terminal.lines.contains(where: { $0.hasPrefix("›") && $0.contains("[ Save ]") }) {
      terminal.press(.down)
    }
    terminal.press(.enter)
    #expect(terminal.screenText.contains("Not an e-mail address"))
    expectInTheLook(terminal, "after submit")
  }

  @Test func aDestructiveButtonsDialogIsInTheLook() {
    let terminal = HeadlessTerminal(stack(Backup()), width: 60, height: 60)
    while !terminal.lines.contains(where: { $0.hasPrefix("›") && $0.contains("Delete All Backups") }) {
      terminal.press(.down)
    }
    terminal.press(.enter)
    #expect(terminal.screenText.contains("Delete All Backups?"))
    // The dimmed page under the dialog keeps the look's colors.
    expectInTheLook(terminal, "the dialog, Cancel focused")
    terminal.press(.right)
    expectInTheLook(terminal, "the dialog, the destructive button focused")
  }

  @Test func aListPageWithASearchIsInTheLook() {
    let terminal = HeadlessTerminal(stack(Backup()), width: 60, height: 20)
    while !terminal.lines.contains(where: { $0.hasPrefix("›") && $0.contains("Time Zone") }) {
      terminal.press(.down)
    }
    terminal.press(.enter)
    #expect(terminal.lines[0].contains("Time Zone"))
    expectInTheLook(terminal, "the list page")
    terminal.type("asia")
    #expect(terminal.screenText.contains("Tokyo"))
    expectInTheLook(terminal, "a search with matches")
    terminal.type("zzz")
    expectInTheLook(terminal, "a search with none")
  }

  @Test func statusMessagesAndTheTooSmallNoticeAreInTheLook() {
    let screen = TableScreen(title: "Messages")
    screen.look = Look(EveryPartLook())
    let terminal = HeadlessTerminal(screen, width: 40, height: 8)
    for kind in [StatusMessage.Kind.info, .success, .warning, .error] {
      screen.message = StatusMessage("A message", kind: kind)
      terminal.redraw()
      expectInTheLook(terminal, "a \(kind) message")
    }
    terminal.resize(width: 12, height: 3)
    expectInTheLook(terminal, "too small")
  }

  @Test func aLongTableScrollsWithAnIndicatorInTheLook() {
    let page = FormPage("Long") {
      FormSection("Many", count: 200) {
        FormRow(SwitchRow(text: "Row \($0)", switchOn: $0.isMultiple(of: 2)))
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page, look: Look(EveryPartLook())), width: 40, height: 10)
    terminal.press(.down, .down, .down)
    expectInTheLook(terminal, "a scrolled table")
  }

  @Test func theLawCatchesAPartDrawnInATheme() {
    // The law itself: a frame with one part in a theme role fails it.
    var frame = Frame(width: 20, height: 1)
    frame.look = Look(EveryPartLook())
    frame.put("Save", style: Style(foreground: .look(.button)), row: 0)
    #expect(cellsOutsideTheLook(frame).isEmpty)
    frame.put("!", style: Style(foreground: .destructive), row: 0, column: 6)
    #expect(cellsOutsideTheLook(frame) == ["row 0, columns 6–6 \"!\": foreground destructive"])
  }
}
