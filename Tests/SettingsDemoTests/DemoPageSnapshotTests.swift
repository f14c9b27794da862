import Foundation
import Testing

@testable import Presentable
@testable import PresentableTesting
@testable import SettingsDemo

/// Every page and dialog of the demo, as reference snapshots reviewed by eye: the Wi-Fi page and
/// its confirmation (cancelled, then accepted), joining a network with its form-wide validation,
/// the time zone list narrowed to one by typing, CJK typed into a filter, the reset list.
@Suite("SettingsDemo, pages and dialogs as snapshots")
struct DemoPageSnapshotTests {
  /// The demo at 80×24 from the defaults, with nowhere to save.
  func demo(_ settings: Settings = Settings()) -> (DemoApp, HeadlessTerminal) {
    let app = DemoApp(settings: settings, store: nil)
    return (app, HeadlessTerminal(app, width: 80, height: 24))
  }

  /// Moves focus down to the first-page row that starts with `title` and presses Enter.
  func open(_ title: String, in terminal: HeadlessTerminal) {
    for _ in 0..<30 where !terminal.lines.contains(where: { $0.hasPrefix("› \(title)") }) {
      terminal.press(.down)
    }
    terminal.press(.enter)
  }

  @Test func theWiFiPage() {
    let (app, terminal) = demo()
    open("Wi-Fi", in: terminal)
    #expect(terminal.lines[0] == " Settings › Wi-Fi")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "on")

    // Off: every section but the switch's goes, headers and footers too.
    terminal.press(.space)
    #expect(!terminal.screenText.contains("MY NETWORKS"))
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "off")
    terminal.press(.space)

    // Joining another known network moves the checkmark; the first page shows it on return.
    terminal.press(.down, .down, .enter)
    #expect(app.settings.settings.wifiNetwork == "Office")
    terminal.press(.escape)
    #expect(terminal.lines.contains { $0.hasPrefix("› Wi-Fi") && $0.hasSuffix("Office ›") })
  }

  @Test func forgetThisNetworkAsksFirst() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = DemoApp(settings: Settings(), store: store)
    let terminal = HeadlessTerminal(app, width: 80, height: 24)
    open("Wi-Fi", in: terminal)
    for _ in 0..<12
    where !terminal.lines.contains(where: { $0.contains("› ") && $0.contains("[ Forget This") }) {
      terminal.press(.down)
    }
    terminal.press(.enter)
    #expect(app.stack.dialog?.title == "Forget “Home”?")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "asked")

    // Cancelled: Escape, and nothing changed.
    terminal.press(.escape)
    #expect(app.stack.dialog == nil)
    #expect(app.settings.settings.wifiNetwork == "Home")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "cancelled")

    // Accepted: Right to Forget, Enter.
    terminal.press(.enter, .right, .enter)
    #expect(app.settings.settings.wifiNetwork == nil)
    #expect(try savedSettings(store).knownNetworks.map(\.name) == ["Office"])
    #expect(terminal.lines.last == " Forgot “Home”")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "accepted")
  }

  @Test func joiningANetworkChecksTheWholeForm() {
    let (app, terminal) = demo()
    open("Wi-Fi", in: terminal)
    for _ in 0..<12 where !terminal.lines.contains(where: { $0.hasPrefix("› Other…") }) {
      terminal.press(.down)
    }
    terminal.press(.enter)
    #expect(terminal.lines[0] == " Settings › Wi-Fi › Other Network")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "empty")

    // Join is unavailable; pressing it sends focus to the first field that breaks a rule.
    terminal.press(.end, .enter)
    #expect(terminal.lines[1] == "› Name  Network name")
    #expect(terminal.lines[2] == "  ! Enter the network’s name")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "invalid")

    terminal.press(.enter)
    terminal.type("Attic")
    terminal.press(.enter, .end, .enter)
    #expect(terminal.lines.contains { $0.hasPrefix("› Password") })
    terminal.press(.enter)
    terminal.type("correct horse")
    terminal.press(.enter, .end, .enter)
    #expect(app.stack.pages.count == 2)
    #expect(app.settings.settings.wifiNetwork == "Attic")
    #expect(app.settings.settings.knownNetworks.last == KnownNetwork(name: "Attic", isSecured: true))
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "joined")
  }

  @Test func theTimeZoneListNarrowsToOneAsYouType() throws {
    let (app, terminal) = demo()
    open("Time Zone", in: terminal)
    let list = try #require(app.stack.top as? OptionListPage<String>)
    #expect(list.matchCount == TimeZone.knownTimeZoneIdentifiers.count)
    #expect(list.matchCount > 400)
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "all")
    var counts: [Int] = []
    for character in "tokyo" {
      terminal.type(String(character))
      counts.append(list.matchCount)
    }
    #expect(counts == counts.sorted(by: >))
    #expect(list.matchingOptions == ["Asia/Tokyo"])
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "tokyo")
    terminal.press(.enter)
    #expect(app.settings.settings.timeZone == "Asia/Tokyo")
    #expect(terminal.lines.contains { $0.hasPrefix("› Time Zone") && $0.hasSuffix("Tokyo ›") })
    #expect(terminal.lines.last == " Time zone: Tokyo")
  }

  @Test func cjkAndAccentsInTheFilter() throws {
    let (app, terminal) = demo()
    open("Language", in: terminal)
    let list = try #require(app.stack.top as? OptionListPage<Language>)
    terminal.type("日本")
    #expect(list.matchingOptions.map(\.code) == ["ja"])
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "cjk")
    terminal.press(.escape)
    terminal.type("cestina")
    #expect(list.matchingOptions.map(\.code) == ["cs"])
    terminal.press(.enter)
    #expect(app.settings.settings.language == "cs")
    // CJK in the time zone list, which has none: the list says so.
    terminal.press(.up, .enter)
    terminal.type("東京")
    #expect(terminal.lines[2] == "  No matches for “東京”")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "no-match")
  }

  @Test func resetAsksWhatAndThenAsksAgain() {
    let (app, terminal) = demo()
    terminal.press(.end, .enter)
    #expect(app.stack.dialog?.title == "Reset")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "list")
    terminal.press(.down, .down, .enter)
    #expect(app.stack.dialog?.title == "Reset All Settings?")
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "confirmation")
  }

  @Test func resettingNotificationsResetsEveryNotificationRowAndNothingElse() {
    var settings = Settings()
    settings.notifications = false
    settings.sounds = false
    settings.badges = true
    settings.remindersPerDay = 9
    settings.volume = 0.1
    settings.doNotDisturb = true
    settings.quietUntil = "22:30"
    settings.notifyAbout = ["updates"]
    settings.name = "Kevin"
    settings.wifi = false
    let (app, terminal) = demo(settings)
    // Reset…, its second choice, then Right to the confirming button and Enter.
    terminal.press(.end, .enter, .down, .enter)
    #expect(app.stack.dialog?.title == "Reset Notification Settings?")
    terminal.press(.right, .enter)
    let reset = app.settings.settings
    let defaults = Settings()
    #expect(reset.notifications == defaults.notifications)
    #expect(reset.sounds == defaults.sounds)
    #expect(reset.badges == defaults.badges)
    #expect(reset.remindersPerDay == defaults.remindersPerDay)
    #expect(reset.volume == defaults.volume)
    #expect(reset.doNotDisturb == defaults.doNotDisturb)
    #expect(reset.quietUntil == defaults.quietUntil)
    #expect(reset.notifyAbout == defaults.notifyAbout)
    // Not a notification setting: kept.
    #expect(reset.name == "Kevin")
    #expect(reset.wifi == false)
    #expect(terminal.lines.last == " Notification settings reset")
  }

  @Test func sectionsHideWhenNotificationsAreOff() {
    var settings = Settings()
    settings.notifications = false
    let (_, terminal) = demo(settings)
    terminal.press(.end)
    assertTextSnapshot(of: terminal.frame, as: .frame, named: "end")
  }
}
