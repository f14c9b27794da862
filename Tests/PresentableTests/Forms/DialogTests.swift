import Testing

@testable import Presentable
@testable import PresentableTesting

@Suite("Forms: dialogs over the page")
struct DialogTests {
  @Test func aDestructiveButtonAsksFirstAndCancelChangesNothing() {
    let model = WiFiModel()
    let stack = PageStack(root: wifiPage(model))
    let terminal = HeadlessTerminal(stack, width: 44, height: 14)
    terminal.press(.down, .down, .down, .down)
    #expect(terminal.lines[9] == "›          [ Forget This Network ]")
    terminal.press(.enter)
    #expect(model.joined == "Home")
    #expect(
      terminal.lines[4...9] == [
        "  ╭─────────────────────────────────────╮  ✓",
        "  │ Forget This Network?                │",
        "  │                                     │",
        "  │ [ Cancel ]  [ Forget This Network ] │.",
        "  ╰─────────────────────────────────────╯",
        "›          [ Forget This Network ]",
      ])
    // Focus starts on Cancel and stays in the dialog: Down moves between its buttons, q is no quit.
    #expect(
      stack.transcript().suffix(3) == [
        "Forget This Network?, dialog", "Cancel, button, focused", "Forget This Network, button, destructive",
      ])
    terminal.press(.escape)
    #expect(stack.dialog == nil)
    #expect(model.joined == "Home")
    terminal.press(.enter, .character("q"), .enter)
    #expect(!terminal.hasQuit)
    #expect(model.joined == "Home")
  }

  @Test func aConfirmationAcceptedRunsTheAction() {
    let model = WiFiModel()
    let stack = PageStack(root: wifiPage(model))
    let terminal = HeadlessTerminal(stack, width: 44, height: 14)
    terminal.press(.down, .down, .down, .down, .enter, .right, .enter)
    #expect(stack.dialog == nil)
    #expect(model.joined == nil)
    #expect(model.forgotten == ["Home"])
    // The button hid itself with the network it forgot; the checkmark went too.
    #expect(!terminal.screenText.contains("Forget This Network"))
    #expect(!terminal.screenText.contains("✓"))
  }

  @Test func theDialogIsDrawnOverTheDimmedPage() {
    let stack = PageStack(root: wifiPage(WiFiModel()))
    stack.present(.alert("Joined “Home”", message: "Wi-Fi is ready to use."))
    let frame = stack.frame(width: 44, height: 14, ambiguous: .narrow)
    #expect(frame.style(row: 1, column: 2)?.font.description.contains("dim") == true)
    #expect(frame.text(row: 3).contains("╭──────"))
    #expect(frame.text(row: 4).contains("│ Joined “Home”"))
    #expect(frame.text(row: 6).contains("│ Wi-Fi is ready to use."))
    #expect(frame.text(row: 8).contains("[ OK ] │"))
    #expect(frame.text(row: 9).contains("╰──────"))
    // Where ambiguous characters are wide, the box is ASCII, which keeps its width.
    let wide = stack.frame(width: 44, height: 14, ambiguous: .wide)
    #expect(wide.text(row: 3).contains("+----"))
    #expect(stack.handle(.enter) == .redraw)
    #expect(stack.dialog == nil)
  }

  @Test func anActionListAsksBeforeADestructiveAction() {
    var log: [String] = []
    let page = FormPage("Settings") {
      FormSection {
        FormRow.button("Reset…") {}
          .presents {
            .actionList(
              "Reset",
              actions: [
                DialogAction("Reset Wi-Fi Networks", role: .destructive) { log.append("networks") },
                DialogAction("Export Settings") { log.append("export") },
              ])
          }
      }
    }
    let stack = PageStack(root: page)
    let terminal = HeadlessTerminal(stack, width: 50, height: 14)
    terminal.press(.enter)
    #expect(terminal.screenText.contains("› Reset Wi-Fi Networks"))
    #expect(terminal.screenText.contains("  Cancel"))
    terminal.press(.enter)
    #expect(stack.dialog?.title == "Reset Wi-Fi Networks?")
    #expect(log.isEmpty)
    terminal.press(.tab, .enter)
    #expect(log == ["networks"])
    #expect(stack.dialog == nil)
    // A plain action runs at once; Escape chooses Cancel.
    terminal.press(.enter, .down, .enter)
    #expect(log == ["networks", "export"])
    terminal.press(.enter, .escape)
    #expect(log == ["networks", "export"])
    #expect(stack.dialog == nil)
  }

  @Test func aDialogTooTallForTheScreenKeepsItsButtons() {
    let stack = PageStack(root: TableScreen(title: "Small"))
    stack.present(
      .confirmation(
        "Erase everything?", message: String(repeating: "This cannot be undone. ", count: 20),
        confirm: "Erase"))
    let frame = stack.frame(width: 40, height: 7, ambiguous: .narrow)
    let text = (0..<frame.height).map { frame.text(row: $0) }
    #expect(text.contains { $0.contains("[ Cancel ]") && $0.contains("[ Erase ]") })
    #expect(text.contains { $0.contains("Erase everything?") })
  }
}
