import Foundation
import Testing

@testable import SettingsDemo

/// The demo line by line with answers piped in: nothing is saved unless the run completes.
@Suite("SettingsDemo line by line: saved only when complete")
struct AccessibleDemoTests {
  /// Runs the demo with `ACCESSIBLE=1` on `answers`; its status, output and standard error.
  static func run(_ answers: String, store: SettingsStore) throws -> (Int32, String, String) {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let process = Process()
    process.executableURL = demo
    process.arguments = ["--store", store.url.path]
    process.environment = ProcessInfo.processInfo.environment.merging(["ACCESSIBLE": "1"]) { $1 }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(answers.utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text, said)
  }

  /// `y` (or a change, `n` to Minion Mode) and then the end of input, before the required Name:
  /// the demo says which question was left, exits non-zero, and writes no settings file.
  @Test(arguments: ["y\n", "n\n"])
  func answersThenTheEndOfInputSaveNothing(_ answers: String) throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (status, output, errors) = try Self.run(answers, store: store)
    #expect(status != 0, "\(output)")
    #expect(errors.contains("Not answered: Name (Enter a name); the input ended."), "\(errors)")
    #expect(errors.contains("nothing was saved"), "\(errors)")
    #expect(!FileManager.default.fileExists(atPath: store.url.path), "\(output)")
  }

  /// A name and then the end of input: every later question keeps its value; the run completes
  /// and saves.
  @Test func aCompleteRunSaves() throws {
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (status, output, _) = try Self.run("n\n\n\nAda\n", store: store)
    #expect(status == 0, "\(output)")
    let saved = try savedSettings(store)
    #expect(saved.name == "Ada" && !saved.minionMode)
    #expect(output.contains("Saved to \(store.url.path)"), "\(output)")
  }
}
