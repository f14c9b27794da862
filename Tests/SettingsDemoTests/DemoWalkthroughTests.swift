import Foundation
import Testing

@testable import Presentable
@testable import PresentableTesting
@testable import SettingsDemo

/// The demo driven headlessly, as a user would drive it.
@Suite("SettingsDemo, driven headlessly")
struct DemoWalkthroughTests {
  @Test func aSessionFromStartToQuit() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(settings: Settings(), store: store)
    let terminal = HeadlessTerminal(app, width: 60, height: 22)

    // The first frame, reviewed by eye.
    #expect(
      terminal.lines == [
        " Settings",
        "  APPEARANCE",
        "› 🎉 Minion Mode!!!                                 [ ON ●]",
        "  Theme                                         ‹ default ›",
        "  Accent Color                                    ‹ theme ›",
        "  Minion Mode puts a party in every row.",
        "",
        "  PROFILE",
        "  Name  Your name",
        "  E-mail  name@example.com",
        "  Signature",
        "    Sent from my terminal",
        "",
        "  GENERAL",
        "  Wi-Fi                                              Home ›",
        "  Time Zone                                        London ›",
        "  Language                                        English ›",
        "",
        "  NOTIFICATIONS",
        "  Allow Notifications                               [ ON ●]",
        "  Turn notifications off to silence the app.",
        " ↑↓ move · Space toggle · q quit",
      ])

    // Minion Mode: the talk's messages on the status line, for a few seconds.
    terminal.press(.space)
    #expect(terminal.lines[2].hasSuffix("[○ OFF]"))
    #expect(terminal.lines.last == " The Minions went out to play!")
    terminal.wait(.seconds(4))
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    terminal.press(.enter)
    #expect(terminal.lines.last == " The Minions are here to stay!")
    #expect(try savedSettings(store).minionMode)

    // The theme, applied live.
    terminal.press(.down)
    #expect(terminal.lines.last == " ↑↓ move · ←→ change · q quit")  // the next key ends the message
    terminal.press(.right)
    #expect(terminal.lines[3].hasSuffix("‹ dark ›"))
    #expect(terminal.lines.last == " Theme: dark")
    #expect(app.preferences.theme?.name == "dark")

    // A name, with CJK and an emoji.
    terminal.press(.down, .down)
    #expect(terminal.lines[8].hasPrefix("› Name"))
    #expect(terminal.lines.last == " ↑↓ move · Enter edit · Esc quit")
    terminal.press(.enter)
    #expect(terminal.lines.last == " Enter save · Esc cancel")
    terminal.type("Bob 設定 👍🏽")
    terminal.press(.enter)
    #expect(terminal.lines[8] == "› Name  Bob 設定 👍🏽")
    #expect(terminal.lines.last == " Name saved")
    assertTextSnapshot(of: terminal.frame, as: .frame(theme: app.preferences.theme), named: "name saved")

    // An e-mail that fails validation, then passes.
    terminal.press(.down, .enter)
    terminal.type("bob@")
    terminal.press(.enter)
    #expect(terminal.lines[9].hasPrefix("› E-mail  bob@"))
    #expect(terminal.lines[10] == "  ! Enter an e-mail address like name@example.com")
    #expect(try savedSettings(store).email == "")
    terminal.type("example.com")
    #expect(terminal.lines[10] == "  Signature")  // the message goes once the text passes
    terminal.press(.enter)
    #expect(terminal.lines[9] == "› E-mail  bob@example.com")
    assertTextSnapshot(of: terminal.frame, as: .frame(theme: app.preferences.theme), named: "e-mail saved")

    // Sounds, badges, Do Not Disturb and the topics hide with notifications, headers and all;
    // Version takes no focus, so the next row down is Check for Updates.
    terminal.press(.down, .down, .down, .down, .down)
    #expect(terminal.lines.contains { $0.hasPrefix("› Allow Notifications") })
    terminal.press(.space)
    #expect(!terminal.screenText.contains("SOUNDS AND BADGES"))
    #expect(!terminal.screenText.contains("NOTIFY ME ABOUT"))
    terminal.press(.down)
    #expect(app.settings.screen.table.focusedIndexPath == TableIndexPath(row: 1, section: 4))
    #expect(terminal.lines.last == " ↑↓ move · Enter press · q quit")

    assertTextSnapshot(
      of: terminal.frame, as: .frame(theme: app.preferences.theme), named: "notifications off")

    // Quit.
    terminal.press(.character("q"))
    #expect(terminal.hasQuit)

    let saved = try savedSettings(store)
    #expect(saved.minionMode == true)
    #expect(saved.theme == "dark")
    #expect(saved.name == "Bob 設定 👍🏽")
    #expect(saved.email == "bob@example.com")
    #expect(saved.notifications == false)
  }

  @Test func pagesOpenAndEscapeGoesBack() {
    let app = DemoApp(settings: Settings(), store: nil)
    let terminal = HeadlessTerminal(app, width: 60, height: 24)
    terminal.press(.end, .up, .up, .enter)
    #expect(terminal.lines[0] == " Settings › Licenses")
    #expect(terminal.lines[1].hasPrefix("  Presentable and this demo use only the Swift toolchain"))
    terminal.send([0x1B])
    terminal.pause()
    #expect(!terminal.hasQuit)
    #expect(terminal.lines[0] == " Settings")
    terminal.press(.character("q"))
    #expect(terminal.hasQuit)
  }

  @Test func resetPutsEverythingBack() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    var settings = Settings()
    settings.name = "Ann"
    settings.theme = "light"
    let app = DemoApp(settings: settings, store: store)
    let terminal = HeadlessTerminal(app, width: 60, height: 24)
    // Reset… lists what it can reset; Reset All Settings asks first, starting on Cancel.
    terminal.press(.end, .enter, .down, .down, .enter)
    #expect(app.stack.dialog?.title == "Reset All Settings?")
    terminal.press(.enter)
    #expect(app.settings.settings.name == "Ann")
    terminal.press(.end, .enter, .down, .down, .enter, .right, .enter)
    #expect(terminal.lines.last == " Settings reset to their defaults")
    #expect(try savedSettings(store) == Settings())
  }

  @Test func aSaveThatFailsSaysSoAndKeepsTheChange() throws {
    let blocker = FileManager.default.temporaryDirectory.appendingPathComponent(
      "settings-demo-file-\(UUID().uuidString)")
    try Data("not a directory".utf8).write(to: blocker)
    defer { try? FileManager.default.removeItem(at: blocker) }
    let store = SettingsStore(url: blocker.appendingPathComponent("settings.json"))
    let app = DemoApp(settings: Settings(), store: store)
    let terminal = HeadlessTerminal(app, width: 70, height: 24)
    terminal.press(.space)
    #expect(terminal.lines.last?.hasPrefix(" Not saved: cannot create") == true)
    #expect(app.settings.settings.minionMode == false)
  }

  @Test func theTranscriptReadsTheScreen() {
    let app = DemoApp(settings: Settings(), store: nil)
    let lines = app.transcript()
    #expect(
      lines.prefix(5) == [
        "Settings, heading", "APPEARANCE, heading", "Minion Mode!!!, switch, on",
        "Theme, picker, default, 1 of 4", "Accent Color, picker, theme, 1 of 6",
      ])
    #expect(lines.contains("Name, text field, empty"))
    for row in [
      "Signature, text area, empty", "Do Not Disturb, switch, off", "Check for Updates, button",
      "Wi-Fi, Home, button", "Time Zone, London, button", "Language, English, button",
      "NOTIFY ME ABOUT, heading", "Messages, checkbox, checked",
      "Calendar Invitations, checkbox, not checked",
      "Volume, slider, 60%", "Reset…, button",
    ] {
      #expect(lines.contains(row), "\(row)")
    }
  }
}

/// The rows of the newer kinds in the demo: a time, several lines, an update check.
@Suite("SettingsDemo, newer rows")
struct DemoNewerRowsTests {
  let english = Locale(identifier: "en_US")

  @Test func doNotDisturbUntilATimeOfDayIsSaved() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(settings: Settings(), store: store, locale: english)
    let terminal = HeadlessTerminal(app, width: 60, height: 40)
    #expect(!terminal.screenText.contains("Until"))  // hidden while Do Not Disturb is off
    terminal.press(Array(repeating: .down, count: 14))
    #expect(terminal.lines[27].hasPrefix("› 🌙 Do Not Disturb"))
    terminal.press(.space)
    #expect(terminal.lines[28] == "     Notifications wait until the time below")
    #expect(terminal.lines[29] == "  Until                                             7:00\u{202F}AM")
    // The hour, the minutes, PM: typed.
    terminal.press(.down, .enter)
    terminal.type("1030p")
    #expect(terminal.lines[29].hasSuffix("10:30\u{202F}PM"))
    #expect(try savedSettings(store).quietUntil == "07:00")  // not until it is committed
    terminal.press(.enter)
    #expect(terminal.lines.last == " Do Not Disturb until 10:30\u{202F}PM")
    let saved = try savedSettings(store)
    #expect(saved.doNotDisturb && saved.quietUntil == "22:30")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "until 10:30 PM")
  }

  @Test func aSignatureOfSeveralLinesIsSaved() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(settings: Settings(), store: store)
    let terminal = HeadlessTerminal(app, width: 60, height: 30)
    terminal.press(.down, .down, .down, .down, .down, .enter)
    terminal.send(Array("\u{1B}[200~Best wishes,\r\nBob 設定 👍🏽\u{1B}[201~".utf8))
    terminal.press(.enter)
    terminal.type("q")  // text while editing, not quit
    #expect(!terminal.hasQuit)
    terminal.press(.tab)
    #expect(Array(terminal.lines[10...13]) == ["› Signature", "    Best wishes,", "    Bob 設定 👍🏽", "    q"])
    #expect(terminal.lines.last == " Signature saved")
    #expect(try savedSettings(store).signature == "Best wishes,\nBob 設定 👍🏽\nq")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "signature saved")
  }

  /// An update check that goes on only when the test says so.
  struct SteppedChecker: UpdateChecker {
    let start: AsyncStream<Void>
    let finish: AsyncStream<Void>
    let reported: AsyncStream<Void>.Continuation

    func latestVersion(report: @escaping @Sendable (Double) -> Void) async throws -> String {
      for await _ in start { break }
      report(0.5)
      reported.yield()
      for await _ in finish { break }
      return "1.0 (Presentable)"
    }
  }

  @Test func checkForUpdatesSpinsThenFillsThenSays() async throws {
    let (start, startNow) = AsyncStream<Void>.makeStream()
    let (finish, finishNow) = AsyncStream<Void>.makeStream()
    let (reported, report) = AsyncStream<Void>.makeStream()
    let checker = SteppedChecker(start: start, finish: finish, reported: report)
    let app = DemoApp(settings: Settings(), store: nil, updates: checker)
    let terminal = HeadlessTerminal(app, width: 60, height: 40)
    terminal.press(.end, .up, .up, .up)
    #expect(terminal.lines.contains { $0.hasPrefix("›") && $0.hasSuffix("[ Check for Updates ]") })
    terminal.press(.enter)
    // Checking: the button is busy and keeps focus, spinners turn in it and in the status row.
    let checking = try #require(terminal.lines.firstIndex { $0.hasPrefix("  Checking for Updates…") })
    #expect(terminal.lines[checking].hasSuffix("⠋"))
    #expect(
      terminal.lines[checking - 1].hasPrefix("›")
        && terminal.lines[checking - 1].hasSuffix("[ Check for Updates ⠋ ]"))
    terminal.press(.enter)  // no second check
    terminal.wait(Spinner.interval)
    #expect(terminal.lines[checking].hasSuffix("⠙"))
    #expect(terminal.lines[checking - 1].hasSuffix("[ Check for Updates ⠙ ]"))
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "checking")
    // Half way: the spinner becomes a bar, drawn when the check reports.
    startNow.yield()
    for await _ in reported { break }
    #expect(terminal.hasPendingChange)
    terminal.redraw()
    #expect(terminal.lines[checking].hasSuffix("━━━━━━━━━━────────── 50%"))
    #expect(app.settings.screen.table.nextAnimationTime == nil)  // a bar does not turn
    #expect(terminal.lines[checking - 1].hasSuffix("[ Check for Updates ━━─── ]"))
    // Meanwhile the user moves to the signature and edits it.
    terminal.press(.home, .down, .down, .down, .down, .down, .enter)
    terminal.type(" now")
    // Done: the result; the edit goes on where it was.
    finishNow.yield()
    await app.settings.updateCheck?.wait()
    terminal.redraw()
    #expect(app.settings.screen.table.isCapturingInput)
    #expect(app.transcript().contains("Signature, text area,  now, editing"))
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "editing when the check ends")
    terminal.press(.tab)
    #expect(app.settings.settings.signature == " now")
    terminal.press(.end, .up, .up, .up)
    let done = try #require(terminal.lines.firstIndex { $0.hasPrefix("  Up to Date") })
    #expect(terminal.lines[done].hasSuffix("━━━━━━━━━━━━━━━━━━━━ 1.0 (Presentable)"))
    #expect(terminal.lines.contains { $0.hasPrefix("›") && $0.hasSuffix("[ Check for Updates ]") })
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "up to date")
  }
}
