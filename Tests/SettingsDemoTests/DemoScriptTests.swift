import Foundation
import Testing

@testable import SettingsDemo

/// The demo binary as a user runs it: `--script` reaches every page, `--plain` names every row.
@Suite("SettingsDemo, scripted and plain")
struct DemoScriptTests {
  /// Runs the demo with `arguments` and a fresh settings file; returns what it printed.
  func run(_ arguments: [String]) throws -> String {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built")
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = demo
    process.arguments = ["--store", store.url.path, "--width", "80", "--height", "24"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self)
  }

  /// From the first page: six rows down is Wi-Fi, then Time Zone, Language; Licenses is two up
  /// from the end.
  static let pages: [(script: String, title: String)] = [
    ("", " Settings"),
    ("down down down down down down enter", " Settings › Wi-Fi"),
    (
      "down down down down down down enter down down down down down down down enter",
      " Settings › Wi-Fi › Other Network"
    ),
    ("down down down down down down enter down down down down enter", " Settings › Wi-Fi › Join “Guest 5G”"),
    ("down down down down down down down enter", " Settings › Time Zone"),
    ("down down down down down down down down enter", " Settings › Language"),
    ("end up up enter", " Settings › Licenses"),
    ("end up enter", " Settings › Acknowledgements"),
  ]

  @Test(arguments: pages)
  func aScriptReachesEveryPage(script: String, title: String) throws {
    let screen = try run(script.isEmpty ? [] : ["--script", script])
    #expect(screen.split(separator: "\n").first.map(String.init) == title, "\(screen)")
  }

  @Test func aScriptReachesEveryDialog() throws {
    let forget = try run([
      "--script", "down down down down down down enter down down down down down down down down enter",
    ])
    #expect(forget.contains("Forget “Home”?"))
    let reset = try run(["--script", "end enter"])
    #expect(reset.contains("Reset Notification Settings"))
    let confirm = try run(["--script", "end enter down down enter"])
    #expect(confirm.contains("Reset All Settings?"))
  }

  /// Piped, the screen is plain text: no line ends in spaces, the focused row's (whose background
  /// fills the width on a terminal) included.
  @Test func pipedOutputTrimsEveryRowTheFocusedOneToo() throws {
    let lines = try run([]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let focused = try #require(lines.first { $0.hasPrefix("›") })
    #expect(focused.hasSuffix("[ ON ●]"), "\(focused)")
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") }, "\(lines)")
    #expect(!lines.joined().contains("\u{1B}"))
  }

  @Test func thePlainTranscriptNamesTheNewRows() throws {
    let lines = try run(["--plain"]).split(separator: "\n").map(String.init)
    for row in [
      "GENERAL, heading", "Wi-Fi, Home, button", "Time Zone, London, button", "Language, English, button",
      "SOUNDS AND BADGES, heading", "NOTIFY ME ABOUT, heading", "Messages, checkbox, checked",
      "Software Updates, checkbox, not checked", "Reset…, button",
    ] {
      #expect(lines.contains(row), "\(row) in \(lines)")
    }
    let wifi = try run(["--plain", "--script", "down down down down down down enter"]).split(separator: "\n")
      .map(
        String.init)
    for row in [
      "Wi-Fi, heading, in Settings", "Wi-Fi, switch, on", "MY NETWORKS, heading",
      "Home, connected, secured, signal 4 of 4", "Café Libre, signal 3 of 4", "Other…, button",
      "Forget This Network, button",
    ] {
      #expect(wifi.contains(row), "\(row) in \(wifi)")
    }
    let zones = try run(["--plain", "--script", "down down down down down down down enter 'tokyo'"])
      .split(separator: "\n").map(String.init)
    #expect(
      zones.prefix(3) == [
        "Time Zone, heading, in Settings",
        "Search, search field, tokyo, 1 of \(TimeZone.knownTimeZoneIdentifiers.count) options", "Tokyo, Asia",
      ])
  }
}
