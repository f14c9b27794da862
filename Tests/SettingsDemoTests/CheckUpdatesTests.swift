import Foundation
import PresentableTestSupport
import Testing

@testable import SettingsDemo

/// `SettingsDemo --check-updates`: in a pseudo-terminal every log line once and in order and each
/// step's final line once; piped, no escape byte and a line per change; on GitHub Actions,
/// balanced groups; exit status 0, and 1 with `--fail`.
@Suite("SettingsDemo --check-updates", .serialized)
struct CheckUpdatesTests {
  static let script = PseudoTerminal.repositoryRoot.appendingPathComponent("Scripts/check-live.py").path

  static let logLines = [
    "Mirror: 東京ミラー (mirror.example.jp), 12 ms away",
    "Fetched the release index of SettingsDemo from https://updates.example.com/settings-demo/stable/index.json",
    "Signature: good (key 4F2A 9C1B, release team)",
  ]

  /// Runs the demo piped, waiting off the test pool: each run takes the steps' time asleep.
  static func piped(_ arguments: [String], environment: [String: String] = [:]) async throws -> (
    Int32, String
  ) {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    return try await offThePool { try run(demo, arguments, environment: environment) }
  }

  static func run(_ demo: URL, _ arguments: [String], environment: [String: String]) throws -> (Int32, String)
  {
    let process = Process()
    process.executableURL = demo
    process.arguments = ["--check-updates", "--store", "/tmp/check-updates-test.json"] + arguments
    var base = ProcessInfo.processInfo.environment
    for key in ["GITHUB_ACTIONS", "GITLAB_CI", "ACCESSIBLE", "FORCE_COLOR", "CLICOLOR_FORCE"] {
      base[key] = nil
    }
    process.environment = base.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func inATerminalEveryLogLineAndFinalLineShowsOnceInOrder() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    var arguments = [Self.script, "demo", "--size", "80x24", "--resize", "72x24"]
    let order = [
      "Settings file: /tmp/check-updates-test.json", "Mirror: 東京ミラー", Self.logLines[1],
      Self.logLines[2], "✓ Read settings", "✓ Resolve mirror", "✓ Check for updates", "✓ Verify signature",
      "– Clean up skipped: nothing downloaded", "✓ SettingsDemo is up to date",
    ]
    for line in order { arguments += ["--expect-line", line] }
    let command = arguments + ["--", demo.path, "--check-updates", "--store", "/tmp/check-updates-test.json"]
    let result = try await offThePool { try PseudoTerminal.run(command, input: []) }
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasPrefix("ok: "), "\(result.output)")
  }

  @Test(.enabled(if: PseudoTerminal.shouldRun, "pyte or wcwidth 0.9.4 is not installed"))
  func inATerminalTheFailureExitsNonZero() async throws {
    let demo = try #require(demoExecutable, "the SettingsDemo program was not built next to the tests")
    let command = [
      Self.script, "demo", "--status", "1", "--expect-line", "✗ Verify signature", "--expect-line",
      "✗ Update check failed", "--", demo.path, "--check-updates", "--fail",
    ]
    let result = try await offThePool { try PseudoTerminal.run(command, input: []) }
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func pipedIsPlainWithALinePerChange() async throws {
    let (status, text) = try await Self.piped([])
    #expect(status == 0)
    #expect(!text.utf8.contains(0x1B))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("→ ") }.count == 5)
    #expect(lines.filter { $0.hasPrefix("✓ ") && $0.hasSuffix(" s)") }.count == 4)
    #expect(lines.filter { $0.hasPrefix("– Clean up skipped") }.count == 1)
    var position = 0
    for log in Self.logLines {
      let index = try #require(lines.firstIndex { $0.hasPrefix(log) }, "\(log) missing: \(text)")
      #expect(index > position)
      #expect(lines.filter { $0.hasPrefix(log) }.count == 1)
      position = index
    }
  }

  @Test func githubActionsGroupsAreBalanced() async throws {
    let (status, text) = try await Self.piped([], environment: ["GITHUB_ACTIONS": "true"])
    #expect(status == 0)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("::group::") }.count == 5)
    #expect(lines.filter { $0 == "::endgroup::" }.count == 5)
    var depth = 0
    for line in lines {
      if line.hasPrefix("::group::") { depth += 1 }
      if line == "::endgroup::" { depth -= 1 }
      #expect((0...1).contains(depth), "\(text)")
    }
  }

  @Test func failExitsNonZeroWithAnErrorAlert() async throws {
    let (status, text) = try await Self.piped(["--fail"])
    #expect(status == 1)
    #expect(text.contains("✗ Verify signature failed: the signature did not match the release key"))
    #expect(text.contains("✗ Update check failed"))
    #expect(!text.contains("Clean up"), "a step after a failure is not started")
  }

  @Test func accessibleModeSpeaksInSentences() async throws {
    let (status, text) = try await Self.piped([], environment: ["ACCESSIBLE": "1"])
    #expect(status == 0)
    #expect(text.contains("Step 3 of 5, Check for updates, done in "))
    #expect(!text.utf8.contains(0x1B))
  }

  @Test func helpDocumentsIt() throws {
    #expect(DemoOptions.usage.contains("--check-updates"))
    #expect(DemoOptions.usage.contains("--fail"))
    #expect(try DemoOptions.parse(["--check-updates", "--fail"]).fail)
    #expect(throws: DemoOptions.UsageError.self) { try DemoOptions.parse(["--fail"]) }
  }
}
