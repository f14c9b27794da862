import Foundation
import PresentableTestSupport
import Testing

@testable import SettingsDemo

/// `SettingsDemo --inline` in a real pseudo-terminal under two lines of history, and
/// `--accessible` with answers piped in: what the issue asks each to show.
@Suite("SettingsDemo inline and accessible")
struct InlineDemoTests {
  static let script = PseudoTerminal.repositoryRoot.appendingPathComponent("Scripts/check-inline.py").path

  /// Runs `check-inline.py` on the demo with a fresh settings file, `demoArguments` added to the
  /// demo's.
  func checkInline(_ arguments: [String], demoArguments: [String] = []) async throws -> (
    status: Int32, output: String
  ) {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let command =
      [Self.script, "--above", "history 1", "--above", "history 2", "--ready", "q quit"] + arguments
      + ["--", demo.path, "--inline", "--store", store.url.path] + demoArguments
    return try await offThePool { try PseudoTerminal.run(command, input: []) }
  }

  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func quittingAfterResizesLeavesTheHistoryThenTheSummary() async throws {
    // The message Space shows stands where the hints ("q quit", what the script waits for at
    // each size) are, until it goes: a short one, or each resize waits out the default 4 s.
    let result = try await checkInline(
      [
        "--size", "80x24", "--resize", "60x20", "--resize", "100x30", "--input", " ", "--keys", "q",
        "--expect", "Minion Mode!!!: off", "--expect", "Theme: default",
      ], demoArguments: ["--message-seconds", "0.2"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("ok\n"), "\(result.output)")
  }

  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func ctrlCEndsWith130AndTheTerminalRestored() async throws {
    let result = try await checkInline(["--size", "80x24", "--keys", "\\x03", "--status", "130"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("ok\n"), "\(result.output)")
  }

  @Test func accessibleAnswersArePipedInSavedAndReaskedWhenInvalid() throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = demo
    process.arguments = ["--accessible", "--store", store.url.path]
    process.environment = ProcessInfo.processInfo.environment.merging(["ACCESSIBLE": "1"]) { $1 }
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    // Minion Mode off, theme and accent kept, a name, an invalid e-mail and then a valid one.
    input.fileHandleForWriting.write(Data("n\n\n\nAda\nada@\nada@example.com\n".utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(!data.contains(0x1B), "\(text)")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("E-mail, text field") }.count == 2, "\(text)")
    #expect(lines.contains("Enter an e-mail address like name@example.com"), "\(text)")
    #expect(lines.contains("Minion Mode!!!, switch, on. Keep it on? [Y/n]"), "\(text)")
    #expect(lines.contains("E-mail: ada@example.com") && lines.contains("Name: Ada"), "\(text)")
    let saved = try savedSettings(store)
    #expect(!saved.minionMode && saved.name == "Ada" && saved.email == "ada@example.com")
  }
}
