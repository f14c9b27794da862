import Foundation
import Testing

@testable import PresentableTesting

/// Every record mode, locally and on CI, driven through the checking machinery directly so each
/// outcome and every file it leaves can be looked at. Each check is a fresh process as far as
/// the files are concerned: its own reference cache and name registry.
@Suite("Record modes")
struct RecordModeTests {
  let folder = TemporaryFolder()
  let reference = "Tests/AppTests/__PresentableSnapshots__/RowTests/minionMode.txt"
  let old = "presentable-snapshot v1 width=8 theme=semantic\n|Minion  |\n"
  let new = "presentable-snapshot v1 width=8 theme=semantic\n|Minion!!|\n"

  func check(_ text: String, _ configuration: SnapshotConfiguration) -> SnapshotCheck.Outcome {
    let check = SnapshotCheck(
      configuration: configuration, store: SnapshotStore(), registry: SnapshotNameRegistry(),
      workingDirectory: folder.path)
    return check.check(
      Array(text.utf8), path: folder(reference),
      test: CurrentTest(
        name: "minionMode", key: .method(fileID: "F", function: "minionMode()"), isParameterized: false),
      site: callSite())
  }

  func message(_ outcome: SnapshotCheck.Outcome) -> String {
    switch outcome {
    case .matched: ""
    case .recorded(let note): note
    case .failed(let message): message
    }
  }

  // MARK: Locally

  @Test func missingIsTheLocalDefault() throws {
    #expect(try SnapshotConfiguration(environment: [:]).record == .missing)
    #expect(try SnapshotConfiguration(environment: ["CI": ""]).record == .missing)
    #expect(try SnapshotConfiguration(environment: ["CI": "false"]).isCI == false)
    #expect(try SnapshotConfiguration(environment: ["PRESENTABLE_SNAPSHOTS": "FAILED"]).record == .failed)
  }

  @Test func missingRecordsANewReferenceThenCompares() {
    let configuration = folder.configuration(.missing)
    let first = check(old, configuration)
    #expect(first == .recorded("Recorded a new snapshot \(reference). Review it and commit it."))
    #expect(folder.read(reference) == old)

    #expect(check(old, configuration) == .matched)

    let changed = check(new, configuration)
    guard case .failed(let text) = changed else {
      Issue.record("a changed snapshot must fail in missing mode, got \(changed)")
      return
    }
    #expect(folder.read(reference) == old, "the reference must not change")
    #expect(folder.read(reference + ".new") == new)
    #expect(text.contains("Snapshot does not match the reference \(reference)."))
    #expect(text.contains("-|Minion  |\n+|Minion!!|"))
    #expect(text.contains("mv \(reference).new \(reference)"))
    #expect(text.contains("PRESENTABLE_SNAPSHOTS=failed swift test --filter minionMode"))
  }

  @Test func failedReplacesWhatDoesNotMatchAndRemovesTheNewFile() {
    folder.write(old, to: reference)
    folder.write("stale", to: reference + ".new")
    let outcome = check(new, folder.configuration(.failed))
    #expect(message(outcome).hasPrefix("Re-recorded \(reference) (PRESENTABLE_SNAPSHOTS=failed):"))
    #expect(message(outcome).contains("+|Minion!!|"))
    #expect(folder.read(reference) == new)
    #expect(folder.files() == [reference])
  }

  @Test func failedRecordsMissingReferencesToo() {
    #expect(check(new, folder.configuration(.failed)) != .matched)
    #expect(folder.read(reference) == new)
  }

  @Test func allRewritesOnlyWhatChanged() throws {
    folder.write(old, to: reference)
    let before =
      try FileManager.default.attributesOfItem(atPath: folder(reference))[.modificationDate] as? Date
    let inode = try FileManager.default.attributesOfItem(atPath: folder(reference))[.systemFileNumber] as? Int
    #expect(check(old, folder.configuration(.all)) == .matched)
    let after = try FileManager.default.attributesOfItem(atPath: folder(reference))
    #expect(after[.modificationDate] as? Date == before)
    #expect(after[.systemFileNumber] as? Int == inode, "a matching file is not rewritten")

    guard case .recorded = check(new, folder.configuration(.all)) else {
      Issue.record("all must record a changed snapshot")
      return
    }
    #expect(folder.read(reference) == new)
  }

  @Test func neverRecordsNothingAndFails() {
    let missing = check(new, folder.configuration(.never))
    #expect(message(missing).hasPrefix("No reference snapshot at \(reference). The test rendered:\n\n\(new)"))
    #expect(message(missing).contains("PRESENTABLE_SNAPSHOTS=missing swift test --filter minionMode"))
    #expect(folder.files() == [reference + ".new"])

    folder.write(old, to: reference)
    guard case .failed = check(new, folder.configuration(.never)) else {
      Issue.record("never must fail a changed snapshot")
      return
    }
    #expect(folder.read(reference) == old)
  }

  @Test func aPassingSnapshotRemovesItsStaleNewFile() {
    folder.write(old, to: reference)
    folder.write(new, to: reference + ".new")
    #expect(check(old, folder.configuration(.missing)) == .matched)
    #expect(folder.files() == [reference])
  }

  @Test func aReferenceThatCannotBeWrittenIsAFailure() {
    // A file where the snapshot folder should be.
    folder.write("not a folder", to: "Tests/AppTests/__PresentableSnapshots__/RowTests")
    let outcome = check(new, folder.configuration(.missing))
    #expect(message(outcome).contains("Recording it failed: could not write"))
    guard case .failed = outcome else {
      Issue.record("an unwritable reference must fail")
      return
    }
  }

  // MARK: On CI

  @Test func ciDefaultsToNever() throws {
    let configuration = try SnapshotConfiguration(environment: ["CI": "true"])
    #expect(configuration.isCI)
    #expect(configuration.record == .never)
    let artifacts = try SnapshotConfiguration(environment: [
      "CI": "1", "PRESENTABLE_SNAPSHOT_ARTIFACTS": "/tmp/a",
    ])
    #expect(artifacts.artifactsDirectory == "/tmp/a")
    #expect(
      try SnapshotConfiguration(environment: ["PRESENTABLE_SNAPSHOT_DIR": "/refs"]).directory == "/refs")
  }

  /// Services that never set `CI` (Azure Pipelines, Jenkins, TeamCity) and those a job may run
  /// without it are CI too: nothing is recorded, and a message names the variable.
  @Test(arguments: [
    "CI", "TF_BUILD", "JENKINS_URL", "TEAMCITY_VERSION", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE",
    "CIRCLECI",
  ])
  func everyCIServiceMeansCI(variable: String) throws {
    for value in ["true", "True", "1", "https://jenkins.example/", "2024.1"] {
      let configuration = try SnapshotConfiguration(environment: [
        variable: value, "PRESENTABLE_SNAPSHOTS": "all",
      ])
      #expect(configuration.isCI, "\(variable)=\(value)")
      #expect(configuration.ciVariable == variable)
    }
    for value in ["", "false", "FALSE", "0"] {
      #expect(try !SnapshotConfiguration(environment: [variable: value]).isCI, "\(variable)=\(value)")
    }
    #expect(try SnapshotConfiguration(environment: [variable: "true"]).record == .never)
    var configuration = folder.configuration(.all, isCI: true)
    configuration.ciVariable = variable
    #expect(
      message(check(new, configuration)).contains("PRESENTABLE_SNAPSHOTS=all is ignored: \(variable) is set"))
    #expect(folder.read(reference) == nil)
  }

  @Test(arguments: SnapshotRecordMode.allCases)
  func ciNeverWritesIntoTheSourceTree(mode: SnapshotRecordMode) {
    let configuration = folder.configuration(mode, isCI: true)
    let outcome = check(new, configuration)
    let artifact = "artifacts/" + reference
    guard case .failed(let text) = outcome else {
      Issue.record("a missing reference must fail on CI, got \(outcome)")
      return
    }
    #expect(folder.files() == [artifact], "only the artifact is written")
    #expect(folder.read(artifact) == new)
    #expect(text.contains("The actual output is in \(folder(artifact)) (the artifacts folder mirrors"))
    #expect(text.contains("cp \(folder(artifact)) \(reference)"))
    #expect(text.contains("PRESENTABLE_SNAPSHOTS=missing swift test --filter minionMode"))
    #expect(text.contains("is ignored: CI is set") == (mode != .never))

    folder.write(old, to: reference)
    guard case .failed = check(new, configuration) else {
      Issue.record("a changed snapshot must fail on CI")
      return
    }
    #expect(folder.read(reference) == old)
    #expect(Set(folder.files()) == [artifact, reference])
  }

  @Test func ciPassesAMatchAndTouchesNothing() {
    folder.write(old, to: reference)
    folder.write(new, to: reference + ".new")
    #expect(check(old, folder.configuration(isCI: true)) == .matched)
    #expect(folder.files() == [reference, reference + ".new"])
  }

  @Test func aBadRecordModeIsAnError() {
    #expect(throws: SnapshotConfiguration.InvalidValue.self) {
      try SnapshotConfiguration(environment: ["PRESENTABLE_SNAPSHOTS": "sometimes"])
    }
    let error = SnapshotConfiguration.InvalidValue(variable: "PRESENTABLE_SNAPSHOTS", value: "sometimes")
    #expect(
      error.description
        == "PRESENTABLE_SNAPSHOTS=sometimes is not a record mode; use one of missing, failed, all, never")
  }

  // MARK: What a failure says

  @Test func aStyleOnlyChangeSaysWhere() {
    let styled = "presentable-snapshot v1 width=9 theme=semantic\n|  Wi-Fi  |\n  3-7 [accent bold]Wi-Fi[/]\n"
    let restyled =
      "presentable-snapshot v1 width=9 theme=semantic\n|  Wi-Fi  |\n  3-4 [accent bold]Wi[/]  5-7 [primary]-Fi[/]\n"
    folder.write(styled, to: reference)
    let text = message(check(restyled, folder.configuration(.never)))
    #expect(
      text.contains("The text is the same; the styles differ:\n  row 1, columns 5–7: accent bold → primary\n")
    )
  }

  @Test func aReferenceGitConvertedToCRLFIsNamed() {
    folder.write(old.replacingOccurrences(of: "\n", with: "\r\n"), to: reference)
    let text = message(check(old, folder.configuration(.never)))
    #expect(text.contains("The reference has CR LF line ends"))
  }

  // MARK: A reference that is not what the tool wrote

  /// Style lines edited by hand or damaged: numbers too big for an `Int`, columns far past the
  /// row, a column 0, a run that ends before it starts.
  @Test(arguments: [
    "  1-99999999999999999999 [accent]Wi[/]", "  1-9999999999 [accent]Wi[/]",
    "  99999999999999999999 [x]W[/]",
    "  0 [accent]W[/]", "  2-1 [accent]W[/]", "  1-3 [accent]Wi[/]",
  ])
  func aMalformedReferenceIsAClearFailure(styleLine: String) {
    let header = "presentable-snapshot v1 width=2 theme=semantic\n"
    folder.write(header + "|Wi|\n" + styleLine + "\n", to: reference)
    let outcome = check(header + "|Wi|\n  1-2 [primary]Wi[/]\n", folder.configuration(.never))
    guard case .failed(let text) = outcome else {
      Issue.record("a malformed reference must fail, got \(outcome)")
      return
    }
    // A "1-3" run is within what a two-column row's text could hold, so it is read.
    if styleLine != "  1-3 [accent]Wi[/]" {
      #expect(
        text.contains(
          "The text is the same; the styles differ:\n  row 1: styles differ; the reference's style line is not valid"
        ))
      #expect(text.contains(styleLine.trimmingCharacters(in: .whitespaces)))
    }
    #expect(text.contains("-" + styleLine + "\n+  1-2 [primary]Wi[/]"))
  }

  /// A reference of many thousand lines (a file pasted over it, say) is diffed in memory in
  /// proportion to its size.
  @Test func aHugeReferenceIsAClearFailure() {
    let lines = (1...20_000).map { "|line \($0)|" }.joined(separator: "\n")
    folder.write("presentable-snapshot v1 width=8 theme=semantic\n" + lines + "\n", to: reference)
    guard case .failed(let text) = check(new, folder.configuration(.never)) else {
      Issue.record("a different reference must fail")
      return
    }
    #expect(text.contains("-|line 20000|\n+|Minion!!|"))
  }
}
