import Foundation
import Testing

@testable import Presentable

/// Steps without a terminal: a plain line per change, CI groups, accessible sentences, and what a
/// failing step does to the rest.
@Suite("Live steps")
struct LiveStepsTests {
  struct Broken: Error, CustomStringConvertible {
    var description: String { "disk full" }
  }

  /// Runs `steps` as `presentation` into a pipe; the text written.
  static func output(_ presentation: LiveSteps.Presentation, _ steps: [LiveStep]) async -> (String, Bool) {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    var failed = false
    do {
      try await LiveSteps(steps, presentation: presentation, output: ends[1]).run()
    } catch {
      failed = true
    }
    close(ends[1])
    let data = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
    return (String(decoding: data, as: UTF8.self), failed)
  }

  static let steps = [
    LiveStep("Resolve") { step in step.log("3 packages") },
    LiveStep("Download") { step in
      step.progress(0.5)
      step.print("::endgroup:: injected")
    },
    LiveStep("Install") { _ in throw Broken() },
    LiveStep("Clean") { _ in },
  ]

  @Test func pipedIsOneLinePerChangeWithNoEscape() async {
    let (text, failed) = await Self.output(.plain, Self.steps)
    #expect(failed)
    #expect(!text.contains("\u{1B}"))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 8, "\(lines)")
    #expect(lines[0] == "→ Resolve")
    #expect(lines[1] == "  3 packages")
    #expect(lines[2].hasPrefix("✓ Resolve ("))
    #expect(lines[4] == "::endgroup:: injected")
    #expect(lines[6] == "→ Install")
    #expect(
      lines[7].hasPrefix("✗ Install failed: disk full ("), "Clean, skipped after the failure, says nothing")
  }

  @Test func githubActionsGroupsEachStepsLogAndDefusesCommands() async {
    let (text, _) = await Self.output(.githubActions, Self.steps)
    let lines = text.split(separator: "\n").map(String.init)
    let opened = lines.filter { $0.hasPrefix("::group::") }.count
    let closed = lines.filter { $0 == "::endgroup::" }.count
    #expect(opened == 3 && closed == 3, "\(lines)")
    #expect(lines.contains(" ::endgroup:: injected"))
    var depth = 0
    for line in lines {
      if line.hasPrefix("::group::") { depth += 1 }
      if line == "::endgroup::" { depth -= 1 }
      #expect((0...1).contains(depth))
    }
  }

  @Test func gitLabSectionsOpenAndClose() async {
    let (text, _) = await Self.output(.gitLab, Array(Self.steps.prefix(2)))
    #expect(text.components(separatedBy: "section_start:").count == 3)
    #expect(text.components(separatedBy: "section_end:").count == 3)
    #expect(text.contains("[collapsed=true]\r\u{1B}[0KResolve"))
  }

  @Test func accessibleModeSaysEachStepInASentence() async {
    let (text, _) = await Self.output(.accessible, Array(Self.steps.prefix(2)))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Step 1 of 2, Resolve, started")
    #expect(lines.contains { $0.hasPrefix("Step 2 of 2, Download, done in ") && $0.hasSuffix(" s") })
  }

  @Test func theSentenceAndTheTimeReadAsTheIssueSays() {
    struct Download: StepPresentable {
      var stepTitle: String { "Download" }
      var stepState: StepState { .succeeded }
      var stepElapsed: Duration? { .milliseconds(3240) }
    }
    #expect(StepRow.sentence(Download(), number: 2, of: 5) == "Step 2 of 5, Download, done in 3.2 s")
    #expect(StepRow.line(Download(), time: .zero).plainText == "✓ Download  3.2 s")
  }

  @Test func progressShowsCountBarAndETA() {
    struct Copying: StepPresentable {
      var stepTitle: String { "Copy" }
      var stepState: StepState { .running }
      var stepElapsed: Duration? { .seconds(2) }
      var stepProgress: StepProgress? { StepProgress(done: 1, of: 4) }
    }
    let text = StepRow.line(Copying(), time: .zero).plainText
    #expect(text == "⠋ Copy  1/4  ━━━━━─────────────── 25%  ETA 6.0 s")
  }

  @Test func detectionFollowsTheConventions() {
    #expect(
      LiveSteps.Presentation.detect(environment: ["ACCESSIBLE": "1", "GITHUB_ACTIONS": "true"]) == .accessible
    )
    #expect(LiveSteps.Presentation.detect(environment: ["GITHUB_ACTIONS": "true"]) == .githubActions)
    #expect(LiveSteps.Presentation.detect(environment: ["GITLAB_CI": "true"]) == .gitLab)
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(LiveSteps.Presentation.detect(environment: [:], output: ends[1]) == .plain)
  }
}
