import Testing

@testable import Presentable
@testable import PresentableTesting

/// A button that says it is busy: its work in place, focus kept, no second press.
@Suite("Busy button")
struct BusyButtonTests {
  final class Upload {
    var presses = 0
    var progress: Double?
    var isRunning = false
  }

  struct UploadButton: TextPresentable, ButtonPresentable {
    let upload: Upload
    var text: String { "Upload" }
    var isBusy: Bool { upload.isRunning }
    var busyProgress: Double? { upload.progress }
    func onButtonPress() {
      upload.presses += 1
      upload.isRunning = true
    }
  }

  struct Note: TextPresentable, SwitchPresentable {
    var text: String { "Notify" }
    var switchOn: Bool { false }
  }

  func page(_ upload: Upload) -> FormPage {
    FormPage("Upload") {
      FormSection {
        FormRow(UploadButton(upload: upload))
        FormRow(Note())
      }
    }
  }

  @Test func aBusyButtonShowsItsWorkInPlaceKeepsFocusAndTakesNoSecondPress() {
    let upload = Upload()
    let page = page(upload)
    let terminal = HeadlessTerminal(PageStack(root: page), width: 30, height: 6)
    #expect(terminal.lines[1] == "›          [ Upload ]")
    terminal.press(.enter)
    page.form.setNeedsUpdate()
    terminal.redraw()
    #expect(terminal.lines[1] == "›         [ Upload ⠋ ]")
    #expect(page.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    // No key works on it now, and the hint line says none.
    #expect(terminal.lines.last == " ↑↓ move · q quit")
    terminal.press(.enter, .space, .enter)
    #expect(upload.presses == 1)
    #expect(page.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    #expect(page.transcript().contains("Upload, button, busy"))
    upload.progress = 0.4
    page.form.setNeedsUpdate()
    terminal.redraw()
    #expect(terminal.lines[1] == "›       [ Upload ━━─── ]")
    #expect(page.transcript().contains("Upload, button, busy, 40%"))
    upload.isRunning = false
    page.form.setNeedsUpdate()
    terminal.redraw()
    terminal.press(.enter)
    #expect(upload.presses == 2)
  }

  @Test func theSpinnerTurnsAndIsDrawnInTheButtonsColor() {
    let upload = Upload()
    upload.isRunning = true
    let cell = ButtonCell(viewModel: UploadButton(upload: upload))
    #expect(cell.animationInterval(state: ()) == Spinner.interval)
    var context = CellContext()
    context.time = Spinner.interval * 2
    var frame = Frame(width: 20, height: 1)
    cell.draw(into: &frame, row: 0, context: context)
    let spinner = (0..<20).first { frame.text(row: 0, column: $0) == "⠹" }
    #expect(spinner != nil)
    // In the button's color, as its bracket is: a look that restyles the button restyles this.
    let bracket = (0..<20).first { frame.text(row: 0, column: $0) == "[" } ?? 0
    #expect(
      frame.style(row: 0, column: spinner ?? 0)?.foreground
        == frame.style(row: 0, column: bracket)?.foreground)
    upload.progress = 0.5
    #expect(cell.animationInterval(state: ()) == nil)
  }
}
