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

  /// What the piped answers make of the file, with `arguments` after `--setup` and `environment`
  /// added (`CI` taken out: with it, a pipe is not read).
  func runPiped(
    _ answers: String?, arguments: [String] = [], environment: [String: String] = [:],
    storeIn directory: URL? = nil, holdingInputOpen: Bool = false
  ) throws -> (status: Int32, output: String, settings: Data?, errors: String, seconds: Double) {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let (store, temporary) = temporaryStore()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let process = Process()
    process.executableURL = demo
    process.arguments = ["--setup", "--store", store.url.path] + arguments
    var variables = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SETTINGSDEMO_") }
    variables["CI"] = nil
    process.environment = variables.merging(environment) { _, given in given }
    let started = Date()
    guard let answers else {
      // Standard input closed (not a terminal, nothing to read), or a pipe held open and never
      // written: a run that read it would wait for ever, so one that waits is ended after a
      // generous bound (a hang, not a speed check: the time is what the test reports).
      let input = Pipe()
      process.standardInput = holdingInputOpen ? input : FileHandle.nullDevice
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      try process.run()
      let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
      DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
      defer {
        watchdog.cancel()
        try? input.fileHandleForWriting.close()
      }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      let errors = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: errors, as: UTF8.self)
      return (
        process.terminationStatus, String(decoding: data, as: UTF8.self) + text,
        try? Data(contentsOf: store.url),
        text, Date().timeIntervalSince(started)
      )
    }
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
      try? Data(contentsOf: store.url), String(decoding: errors, as: UTF8.self),
      Date().timeIntervalSince(started)
    )
  }

  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func typingAdaThenEnterAnswersAndLeavesItsRecordFirst() throws {
    let result = try runInPty([])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("ok\n"), "\(result.output)")
  }

  /// Every answer in one write, as a paste or a fast typist sends them: each question's run
  /// reads keys meant for the ones after it, which must reach them (they were lost with the run).
  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func answersTypedAheadInOneWriteEachReachTheirQuestion() throws {
    let result = try runInPty(["--one-write"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("ok\n"), "\(result.output)")
    let settings = try #require(
      result.settings.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] })
    #expect(settings["timeZone"] as? String == "Europe/Zurich")
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

  @Test func inputEndingBeforeTheNameListsEveryRequiredAnswerAndExits64() throws {
    let result = try runPiped("")
    #expect(result.status == 64)
    #expect(
      result.errors.contains("What's your name? (--name or SETTINGSDEMO_NAME): Required"), "\(result.errors)")
    #expect(result.errors.contains("Password (--password or SETTINGSDEMO_PASSWORD)"), "\(result.errors)")
    #expect(result.settings == nil)
  }

  /// It never reads the open input (a wait would be ended by the watchdog: status 15). The
  /// figure the issue asks (within a second) is the closing check's, not a timed test's.
  @Test func noInteractiveNamesEachMissingFlagWithoutWaitingAndWritesNothing() throws {
    let result = try runPiped(
      nil, arguments: ["--no-interactive", "--email", "ada@example.com"], holdingInputOpen: true)
    #expect(result.status == 64, "\(result.output) after \(result.seconds) s")
    #expect(result.settings == nil)
    let listed = result.errors.split(separator: "\n").dropFirst().map { String($0) }
    #expect(
      listed == [
        "  What's your name? (--name or SETTINGSDEMO_NAME): Required",
        "  Password (--password or SETTINGSDEMO_PASSWORD): At least 8 characters",
      ], "\(result.errors)")
  }

  @Test func ciWithNoTerminalAsksNothingEither() throws {
    let result = try runPiped("Ada\n", environment: ["CI": "true"])
    #expect(result.status == 64)
    #expect(result.errors.contains("--name"), "\(result.errors)")
    #expect(result.settings == nil)
  }

  @Test func flagsAndVariablesAnswerAndOnlyTheRestIsAsked() throws {
    let result = try runPiped(
      "y\nzurich\nn\n", arguments: ["--name", "Ada", "--email=ada@example.com"],
      environment: ["SETTINGSDEMO_PASSWORD": "hunter22"])
    #expect(result.status == 0, "\(result.output)")
    #expect(!result.output.contains("What's your name?\n"))
    #expect(!result.output.contains("hunter22"))
    #expect(result.output.contains("? What's your name? Ada\n"))
    #expect(
      result.output.contains(
        "next time: SettingsDemo --setup --store "), "\(result.output)")
    #expect(
      result.output.contains(
        #"--name Ada --email ada@example.com --password "$SETTINGSDEMO_PASSWORD" --minion-mode true "#
          + "--time-zone Zurich --notifications false\n"), "\(result.output)")
  }

  @Test func aBadGivenAnswerIsRefusedWithTheTypedMessage() throws {
    let result = try runPiped(nil, arguments: ["--name", "Ada", "--email", "nope", "--password", "hunter22"])
    #expect(result.status == 64)
    #expect(
      result.errors.contains(
        "E-mail (--email or SETTINGSDEMO_EMAIL): Enter an e-mail address like name@example.com (given by --email “nope”)"
      ), "\(result.errors)")
    #expect(result.settings == nil)
  }

  @Test func anAnswersFileGivesTheSameSettingsAsTheInteractiveRun() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let answers = directory.appendingPathComponent("answers.json")
    let typed = try runPiped(
      "Ada\nada@example.com\nhunter22\ny\nzurich\ny\n1 3\ny\n07:30\n",
      arguments: ["--save-answers", answers.path])
    #expect(typed.status == 0, "\(typed.output)")
    let file = String(decoding: try Data(contentsOf: answers), as: UTF8.self)
    #expect(!file.contains("hunter22"))
    #expect(file.contains(#""notify-about": ["Messages","Reminders"]"#), "\(file)")
    let replayed = try runPiped(
      nil, arguments: ["--no-interactive", "--answers", answers.path],
      environment: ["SETTINGSDEMO_PASSWORD": "hunter22"])
    #expect(replayed.status == 0, "\(replayed.output)")
    #expect(try #require(replayed.settings) == (try #require(typed.settings)))
  }
}
