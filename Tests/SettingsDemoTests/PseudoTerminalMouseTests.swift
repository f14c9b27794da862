import Foundation
import Testing

@testable import Presentable
@testable import SettingsDemo

/// `SettingsDemo --mouse` in a pseudo-terminal that answers in X10 form (`ESC [ M` and three
/// bytes), as a terminal that ignores mode 1006 does.
@Suite(
  "SettingsDemo in a pseudo-terminal: X10 mouse reports",
  .enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
struct PseudoTerminalMouseTests {
  /// Reports whose bytes read as keys would toggle Minion Mode (a button byte of 32 is Space) and
  /// quit (a coordinate of `q`, of 27, which is Escape): none changes a setting or quits.
  @Test func x10ReportsChangeNoSettingAndDoNotQuit() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let plan = try PseudoTerminal.Plan(columns: 100, rows: 24)
    let (escape, q, space) = (UInt8(27), UInt8(ascii: "q"), UInt8(ascii: " "))
    let reports: [(String, [UInt8])] = [
      ("a press at a coordinate of 27", [space, q, escape]),
      ("a press on a header, at column q", [space, q, 33 + 1]),
      ("a release at q, q", [space + 3, q, q]),
      ("a press below the screen, at row q", [space, 40, q]),
      ("the wheel at 27, 27", [space + 64, escape, escape]),
    ]
    for (label, bytes) in reports {
      plan.send([0x1B, UInt8(ascii: "["), UInt8(ascii: "M")] + bytes, label: label)
      #expect(plan.terminal.hasQuit == false, "\(label)")
    }
    #expect(
      plan.terminal.lines[2].hasPrefix("› 🎉 Minion Mode!!!") && plan.terminal.lines[2].hasSuffix("[ ON ●]"))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("settings.json")
    let result = try await PseudoTerminal.check(
      plan, program: demo.path, arguments: ["--mouse", "--store", store.path] + plan.messageArguments)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains("\(plan.steps.count) of \(plan.steps.count) steps checked"), "\(result.output)")
    if let data = try? Data(contentsOf: store) {
      #expect(try JSONDecoder().decode(Settings.self, from: data) == Settings())
    }
  }
}
