import Foundation
import Testing

@testable import Presentable
@testable import SettingsDemo

/// The focus rules in the real demo: an update check ending while the user edits elsewhere.
@Suite(
  "SettingsDemo in a pseudo-terminal: focus stays where the user works",
  .enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
struct PseudoTerminalFocusTests {
  /// Check for Updates pressed, then the signature edited while the check runs (half a second,
  /// its steps shortened: the keys come in one write, and are all read before the first step
  /// ends): the frame the script waits for is the one after the check, with the edit going on;
  /// the next keys still type into it, and the settings file has the whole text.
  @Test func anUpdateCheckEndingLeavesTheEditAlone() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let plan = try PseudoTerminal.Plan(columns: 60, rows: 42, updateStep: .milliseconds(100))
    // G k k k: Check for Updates; Enter presses it; g and five ↓: the signature (j would be
    // typed on the text rows it passes); Enter edits.
    let down = "\u{1B}[B"
    let keys = Array("Gkkk\rg\(String(repeating: down, count: 5))\rabc".utf8)
    plan.terminal.send(keys)
    let check = try #require(plan.app.settings.updateCheck)
    _ = await check.wait()
    plan.terminal.redraw()
    #expect(plan.terminal.lines.contains { $0.hasPrefix("  Up to Date") })
    #expect(plan.terminal.lines.contains { $0.hasSuffix("[ Check for Updates ]") && !$0.hasPrefix("›") })
    #expect(plan.app.transcript().contains("Signature, text area, abc, editing"))
    plan.append(label: "check pressed, signature edited, check done", bytes: keys, settle: 0)
    plan.send(Array("d\t".utf8), label: "typing goes on, Tab saves")
    #expect(plan.app.settings.settings.signature == "abcd")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("settings.json")
    let result = try await PseudoTerminal.check(
      plan, program: demo.path, arguments: ["--store", store.path] + plan.messageArguments)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.contains("\(plan.steps.count) of \(plan.steps.count) steps checked"), "\(result.output)")
    let saved = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: store))
    #expect(saved.signature == "abcd")
  }
}
