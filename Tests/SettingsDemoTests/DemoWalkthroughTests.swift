import Foundation
import Presentable
import PresentableTesting
import Testing

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
        "",
        "  GENERAL",
        "  Wi-Fi                                              Home ›",
        "  Time Zone                                        London ›",
        "  Language                                        English ›",
        "",
        "  NOTIFICATIONS",
        "  Allow Notifications                               [ ON ●]",
        "  Turn notifications off to silence the app.",
        "",
        "  SOUNDS AND BADGES",
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
    #expect(app.preferredTheme?.name == "dark")

    // A name, with CJK and an emoji.
    terminal.press(.down, .down)
    #expect(terminal.lines[8].hasPrefix("› Name"))
    #expect(terminal.lines.last == " ↑↓ move · Enter edit · q quit")
    terminal.press(.enter)
    #expect(terminal.lines.last == " Enter save · Esc cancel")
    terminal.type("Bob 設定 👍🏽")
    terminal.press(.enter)
    #expect(terminal.lines[8] == "› Name  Bob 設定 👍🏽")
    #expect(terminal.lines.last == " Name saved")
    assertSnapshot(of: terminal.frame, theme: app.preferredTheme, named: "name saved")

    // An e-mail that fails validation, then passes.
    terminal.press(.down, .enter)
    terminal.type("bob@")
    terminal.press(.enter)
    #expect(terminal.lines[9].hasPrefix("› E-mail  bob@"))
    #expect(terminal.lines[10] == "  ! Enter an e-mail address like name@example.com")
    #expect(try savedSettings(store).email == "")
    terminal.type("example.com")
    #expect(terminal.lines[10] == "")  // the message goes once the text passes
    terminal.press(.enter)
    #expect(terminal.lines[9] == "› E-mail  bob@example.com")
    assertSnapshot(of: terminal.frame, theme: app.preferredTheme, named: "e-mail saved")

    // Sounds, badges and the topics hide with notifications, headers and all; Version takes no
    // focus, so the next row down is Licenses.
    terminal.press(.down, .down, .down, .down)
    #expect(terminal.lines.contains { $0.hasPrefix("› Allow Notifications") })
    terminal.press(.space)
    #expect(!terminal.text.contains("SOUNDS AND BADGES"))
    #expect(!terminal.text.contains("NOTIFY ME ABOUT"))
    terminal.press(.down)
    #expect(app.settings.screen.table.focusedIndexPath == TableIndexPath(row: 1, section: 4))
    #expect(terminal.lines.last == " ↑↓ move · Enter open · q quit")

    assertSnapshot(of: terminal.frame, theme: app.preferredTheme, named: "notifications off")

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
      "Wi-Fi, Home, button", "Time Zone, London, button", "Language, English, button",
      "NOTIFY ME ABOUT, heading", "Messages, checkbox, checked",
      "Calendar Invitations, checkbox, not checked",
      "Volume, slider, 60%", "Reset…, button",
    ] {
      #expect(lines.contains(row), "\(row)")
    }
  }
}
