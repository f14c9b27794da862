import Testing

@testable import Presentable
@testable import PresentableTesting

/// A status message stays until the next key or for the screen's message duration, and the run
/// loop wakes to take it away. Time here is the headless terminal's clock: nothing sleeps.
@Suite("Status messages expire")
struct StatusMessageExpiryTests {
  /// The settings fixture in a headless terminal, with a message shown by a switch.
  func terminalShowingAMessage() -> (HeadlessTerminal, SettingsFixture) {
    let fixture = SettingsFixture(items: 3)
    let terminal = HeadlessTerminal(fixture.screen, width: 44, height: 16)
    fixture.messageOnChange = "Wi-Fi is off"
    terminal.press(.space)
    fixture.messageOnChange = nil
    return (terminal, fixture)
  }

  @Test func theNextKeyTakesTheMessageAway() {
    let (terminal, fixture) = terminalShowingAMessage()
    #expect(terminal.lines.last == " Wi-Fi is off")
    // A key the screen does nothing with still ends the message.
    terminal.press(.character("x"))
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    #expect(fixture.screen.message == nil)
  }

  @Test func theKeyThatShowsAMessageKeepsIt() {
    let fixture = SettingsFixture(items: 3)
    fixture.screen.message = StatusMessage("Old")
    let terminal = HeadlessTerminal(fixture.screen, width: 44, height: 16)
    fixture.messageOnChange = "Bluetooth toggled"
    terminal.press(.down, .space)
    #expect(terminal.lines.last == " Bluetooth toggled")
  }

  @Test func aMessageExpiresAfterItsDurationAndTheFrameIsDrawnAgain() {
    let (terminal, fixture) = terminalShowingAMessage()
    #expect(fixture.screen.messageDuration == .seconds(4))
    let shownAt = terminal.now
    #expect(terminal.nextDeadline == shownAt + .seconds(4))
    terminal.wait(.milliseconds(3999))
    #expect(terminal.lines.last == " Wi-Fi is off")
    let bytesBefore = terminal.output.count
    terminal.wait(.milliseconds(1))
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    // The terminal was sent the new status line, not only the frame computed anew.
    #expect(terminal.output.count > bytesBefore)
    #expect(terminal.nextDeadline == nil)
  }

  @Test func aMessageCountsItsTimeFromWhenItIsFirstShown() {
    let fixture = SettingsFixture(items: 3)
    fixture.screen.messageDuration = .seconds(2)
    fixture.screen.message = StatusMessage("Loaded with warnings", kind: .warning)
    let terminal = HeadlessTerminal(fixture.screen, width: 44, height: 16)
    terminal.wait(.seconds(1))
    fixture.screen.message = StatusMessage("Saved")  // a new message starts its own time
    terminal.redraw()
    terminal.wait(.milliseconds(1500))
    #expect(terminal.lines.last == " Saved")
    terminal.wait(.milliseconds(500))
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · q quit")
  }

  @Test func theRunLoopWaitsForTheEarliestDeadline() {
    let fixture = SettingsFixture(items: 3)
    var session = ScreenSession(
      screen: fixture.screen, renderer: ANSIRenderer(profile: .trueColor, theme: .default), width: 44,
      height: 16)
    let start = ContinuousClock.now
    // Nothing due: wait for input however long it takes.
    session.advance(to: start)
    #expect(session.pollTimeout(now: start) == -1)
    // A message: its duration.
    fixture.screen.message = StatusMessage("Saved")
    session.advance(to: start)
    #expect(session.pollTimeout(now: start) == 4000)
    #expect(session.pollTimeout(now: start + .milliseconds(1500)) == 2500)
    // Half an escape sequence comes in: the escape timeout is sooner.
    session.receive([0x1B], at: start + .seconds(1))
    #expect(session.pollTimeout(now: start + .seconds(1)) == 50)
    // A fraction of a millisecond left rounds up, so the loop does not wake early and spin.
    #expect(session.pollTimeout(now: start + .seconds(1) + .microseconds(49_500)) == 1)
    // The escape's time passes: it is the Escape key (which also ends the message).
    session.advance(to: start + .seconds(1) + .milliseconds(50))
    #expect(!session.decoder.isWaitingForMoreInput)
    #expect(session.hasQuit)
    // A deadline already past is due now.
    fixture.screen.message = StatusMessage("Again")
    session.advance(to: start)
    #expect(session.pollTimeout(now: start + .seconds(5)) == 0)
  }

  @Test func aMessageDoesNotCutAnOpenPasteShort() {
    let fixture = SettingsFixture(items: 3)
    var session = ScreenSession(
      screen: fixture.screen, renderer: ANSIRenderer(profile: .trueColor, theme: .default), width: 44,
      height: 16)
    let start = ContinuousClock.now
    fixture.screen.messageDuration = .milliseconds(40)
    fixture.screen.message = StatusMessage("Saved")
    session.advance(to: start)
    session.receive(Array("\u{1B}[200~abc".utf8), at: start)
    // The message expires first; the paste, 100 ms from its last byte, is still open.
    #expect(session.pollTimeout(now: start) == 40)
    session.advance(to: start + .milliseconds(40))
    #expect(fixture.screen.message == nil)
    #expect(session.decoder.isWaitingForMoreInput)
    #expect(session.pollTimeout(now: start + .milliseconds(40)) == 60)
  }
}
