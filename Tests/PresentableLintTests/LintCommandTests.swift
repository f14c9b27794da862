import Foundation
import Testing

@testable import PresentableLint

/// The command as the plugin and CI run it: its output and its exit status.
@Suite("The PresentableLint command")
struct LintCommandTests {
  /// The tool, built beside the tests.
  static var executable: URL? {
    let test = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = test.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("PresentableLint")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// Runs the tool with `arguments`; its status, standard output and standard error.
  private func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let tool = try #require(Self.executable, "the PresentableLint tool was not built next to the tests")
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test func exitsNonZeroAndPrintsWarningsForANearMiss() throws {
    try withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("Rows.swift")
      try """
      import Presentable

      struct WiFiViewModel: TextPresentable, SwitchPresentable {
        var text: String { "Wi-Fi" }
        var switchOn: Bool
        func onSwitchToggleOn(on: Bool) {}
      }
      """.write(to: file, atomically: true, encoding: .utf8)
      let result = try run(["--traits", traitsDirectory.path, "--module", "App", file.path])
      #expect(result.status == 1)
      let lines = result.output.split(separator: "\n").map(String.init)
      #expect(lines.count == 2)
      #expect(
        lines.first?.hasPrefix(
          "\(file.path):6: warning: WiFiViewModel.onSwitchToggleOn(on:) does not implement") == true)
      #expect(
        lines.last?.hasPrefix("presentable-lint: 1 near miss; 1 type or protocol checked against ") == true)
      #expect(result.errors == "")
    }
  }

  @Test func exitsZeroOnTheDemoAndTheExamples() throws {
    let result = try run([
      "--traits", traitsDirectory.path,
      "--module", "SettingsDemo", repositoryRoot.appendingPathComponent("Sources/SettingsDemo").path,
      "--module", "ExamplesTests", repositoryRoot.appendingPathComponent("Tests/ExamplesTests").path,
    ])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("presentable-lint: no near misses; "))
    #expect(!result.output.contains("warning:"))
  }

  @Test func badInputIsAClearErrorWithItsOwnStatus() throws {
    let missing = try run(["--traits", traitsDirectory.path, "/nonexistent/Rows.swift"])
    #expect(missing.status == 2)
    #expect(missing.errors.hasPrefix("presentable-lint: error: cannot read /nonexistent/Rows.swift"))
    let noTraits = try run(["Sources"])
    #expect(noTraits.status == 2)
    #expect(noTraits.errors.contains("--traits is required"))
  }

  @Test func messagesCannotCarryControlCharacters() throws {
    let findings = try lint("struct Row: TextPresentable { var text: String; var Font: Font }")
    var finding = try #require(findings.first)
    finding.file = "Rows\u{1B}[2J.swift"
    #expect(finding.description.hasPrefix("Rows\\u{1B}[2J.swift:1: warning:"))
    var errors: [String] = []
    let status = LintCommand.run(
      ["--traits", traitsDirectory.path, "/tmp/\u{7}bell.swift"], output: { _ in },
      errors: { errors.append($0) })
    #expect(status == .failure)
    #expect(errors == ["presentable-lint: error: cannot read /tmp/\\u{7}bell.swift: no such file or folder"])
  }
}
