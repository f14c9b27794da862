import Foundation
import Testing

@testable import SettingsDemo

/// `SettingsDemo --setup`: the first-run conversation in a pseudo-terminal (inline, and line by
/// line with ACCESSIBLE=1) and piped, each writing the same settings file.
@Suite("SettingsDemo --setup")
struct SetupConversationTests {
  static let script = PseudoTerminal.repositoryRoot.appendingPathComponent("Scripts/check-setup-pty.py").path

  func runInPty(_ arguments: [String]) throws -> (status: Int32, output: String, settings: Data?) {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try PseudoTerminal.run(
      [Self.script] + arguments + ["--store", store.url.path, "--", demo.path], input: [])
    return (result.status, result.output, try? Data(contentsOf: store.url))
  }

  /// What the piped answers make of the file.
  func runPiped(_ answers: String) throws -> (status: Int32, output: String, settings: Data?) {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (store, directory) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = demo
    process.arguments = ["--setup", "--store", store.url.path]
    let input = Pipe()
    let output = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(Data(answers.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errors = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: data + errors, as: UTF8.self),
      try? Data(contentsOf: store.url)
    )
  }

  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func typingAdaThenEnterAnswersAndLeavesItsRecordFirst() throws {
    let result = try runInPty([])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("ok\n"), "\(result.output)")
  }

  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func accessibleInAPtyNeverEchoesThePassword() throws {
    let result = try runInPty(["--accessible"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("ok\n"), "\(result.output)")
  }

  @Test func pipedAnswersGiveTheSettingsAndOneRecordLineEach() throws {
    let result = try runPiped("Ada\nada@example.com\nhunter22\ny\nzurich\nn\n")
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("hunter22"))
    let records = result.output.split(separator: "\n").filter { $0.hasPrefix("? ") }
    #expect(
      records == [
        "? What's your name? Ada", "? E-mail ada@example.com", "? Password [hidden]",
        "? Turn on Minion Mode? Yes", "? Time Zone Zurich", "? Turn on notifications? No",
      ])
    let settings = try #require(result.settings)
    let json = try #require(try JSONSerialization.jsonObject(with: settings) as? [String: Any])
    #expect(json["name"] as? String == "Ada")
    #expect(json["timeZone"] as? String == "Europe/Zurich")
    #expect(json["notifications"] as? Bool == false)
    #expect(!String(decoding: settings, as: UTF8.self).contains("hunter22"))
  }

  @Test func inputEndingBeforeTheNameSaysSoAndExits1() throws {
    let result = try runPiped("")
    #expect(result.status == 1)
    #expect(result.output.contains("“What's your name?”"), "\(result.output)")
    #expect(result.settings == nil)
  }
}
