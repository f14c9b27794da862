import Foundation
import Presentable
import Testing

@testable import PresentableTesting

/// The public assertions under Swift Testing, failures included: each failing assertion runs
/// inside `withKnownIssue`, which fails the test if the assertion does not report an issue.
@Suite("Snapshot assertions")
struct SnapshotAssertionTests {
  let folder = TemporaryFolder()

  /// Where a snapshot of a test in this file goes, with `folder` as the snapshot root.
  func file(_ test: String, _ name: String? = nil, _ fileExtension: String = "txt") -> String {
    "SnapshotAssertionTests/\(test)\(name.map { "." + $0 } ?? "").\(fileExtension)"
  }

  @Test func recordsThenMatchesEveryKindOfSnapshot() {
    let cell = minionModeCell()
    let lines = cell.render(width: 30, context: CellContext())
    var frame = Frame(width: 20, height: 1)
    frame.draw(Line("Settings", style: Style(font: .title)), row: 0)
    let screen = TableScreen(title: "Settings")
    for _ in 0..<2 {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        #expect(assertTextSnapshot(of: cell, as: .cell(width: 30), named: "cell"))
        #expect(assertTextSnapshot(of: lines, as: .lines(width: 30), named: "lines"))
        #expect(assertTextSnapshot(of: lines[0], as: .line(width: 30), named: "line"))
        #expect(assertTextSnapshot(of: frame, as: .frame, named: "frame"))
        #expect(assertTextSnapshot(of: screen, as: .screen(width: 24, height: 3), named: "screen"))
        #expect(assertTextSnapshot(of: cell, as: .cell(width: 30, theme: .dark), named: "dark"))
        #expect(assertTextSnapshot(of: cell, as: .profiles(width: 30), named: "cell"))
      }
    }
    let test = "recordsThenMatchesEveryKindOfSnapshot"
    let expected = snapshotText(lines, width: 30)
    #expect(folder.read(file(test, "cell")) == expected)
    #expect(folder.read(file(test, "lines")) == expected)
    #expect(folder.read(file(test, "line")) == expected)
    #expect(folder.read(file(test, "frame")) == SnapshotTextRenderer().render(frame))
    #expect(
      folder.read(file(test, "screen"))
        == SnapshotTextRenderer().render(screen.frame(width: 24, height: 3, ambiguous: .narrow)))
    #expect(folder.read(file(test, "dark")) == SnapshotTextRenderer(theme: .dark).render(lines, width: 30))
    #expect(
      folder.read(file(test, "cell", "profiles.txt"))?.hasPrefix("presentable-snapshot v1 profiles width=30")
        == true)
    #expect(folder.files().count == 7)
  }

  @Test func aFileIsNamedForTheTestAndItsName() {
    withSnapshotConfiguration(folder.configuration(.missing)) {
      assertTextSnapshot(of: minionModeCell(), as: .cell(width: 20))
      assertTextSnapshot(of: minionModeCell(), as: .cell(width: 20), named: "dark mode / wide")
    }
    #expect(
      Set(folder.files()) == [
        file("aFileIsNamedForTheTestAndItsName"),
        file("aFileIsNamedForTheTestAndItsName", "dark-mode---wide"),
      ])
  }

  @Test func withoutARootReferencesLiveBesideTheTestFile() {
    #expect(
      SnapshotPaths.reference(
        filePath: "/src/Tests/AppTests/RowTests.swift", test: "minionMode", name: "focused",
        fileExtension: "txt",
        directory: nil) == "/src/Tests/AppTests/__PresentableSnapshots__/RowTests/minionMode.focused.txt")
    #expect(
      SnapshotPaths.reference(
        filePath: "/src/Tests/AppTests/RowTests.swift", test: "minionMode", name: nil,
        fileExtension: "profiles.txt",
        directory: "/refs") == "/refs/RowTests/minionMode.profiles.txt")
  }

  @Test func aMismatchFailsAtTheCallerWithADiff() {
    let test = "aMismatchFailsAtTheCallerWithADiff"
    folder.write(
      snapshotText(minionModeCell(on: false).render(width: 30, context: CellContext()), width: 30),
      to: file(test))
    let line = #line + 3
    withKnownIssue {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        #expect(!assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30)))
      }
    } matching: { issue in
      let text = String(describing: issue)
      return issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileName == "SnapshotAssertionTests.swift"
        && text.contains("-|  Minion Mode!!!       [○ OFF]|")
        && text.contains("+|  Minion Mode!!!       [ ON ●]|")
    }
    #expect(
      folder.read(file(test) + ".new")
        == snapshotText(minionModeCell().render(width: 30, context: CellContext()), width: 30))
  }

  @Test func aStyleOnlyMismatchSaysWhere() {
    let test = "aStyleOnlyMismatchSaysWhere"
    let lines = [Line("  Wi-Fi", style: Style(foreground: .accent))]
    folder.write(
      snapshotText([Line("  Wi-Fi", style: Style(foreground: .primary))], width: 8), to: file(test))
    withKnownIssue {
      withSnapshotConfiguration(folder.configuration(.never)) {
        _ = assertTextSnapshot(of: lines, as: .lines(width: 8))
      }
    } matching: { issue in
      String(describing: issue).contains("row 1, columns 1–7: primary → accent")
    }
  }

  @Test func aMissingReferenceFailsOnCI() {
    withKnownIssue {
      withSnapshotConfiguration(folder.configuration(isCI: true)) {
        _ = assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30))
      }
    } matching: { issue in
      String(describing: issue).contains("No reference snapshot at")
    }
    #expect(folder.files().allSatisfy { $0.hasPrefix("artifacts/") })
  }

  @Test func repeatingANameInOneTestIsAnError() {
    withKnownIssue {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30))
        assertTextSnapshot(of: minionModeCell(on: false), as: .cell(width: 30))
      }
    } matching: { issue in
      String(describing: issue).contains(
        "This test already wrote a snapshot named repeatingANameInOneTestIsAnError.txt")
    }
    #expect(folder.files() == [file("repeatingANameInOneTestIsAnError")])
  }

  @Test func aLoopUnderOneNameIsAnErrorUnlessItSeesTheSameThing() {
    withKnownIssue {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        for on in [true, true, false] {
          assertTextSnapshot(of: minionModeCell(on: on), as: .cell(width: 30))
        }
      }
    } matching: { issue in
      String(describing: issue).contains("already wrote a different snapshot")
    }
  }

  @Test(arguments: [true, false])
  func aParameterizedTestMustNameItsSnapshots(on: Bool) {
    withKnownIssue {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        _ = assertTextSnapshot(of: minionModeCell(on: on), as: .cell(width: 30))
      }
    } matching: { issue in
      let text = String(describing: issue)
      // It suggests a short name, never the whole argument's description.
      return text.contains("aParameterizedTestMustNameItsSnapshots is parameterized")
        && text.contains("`named: theme.name`") && !text.contains("\\(argument)")
    }
    #expect(folder.files().isEmpty)
  }

  /// A theme, the common argument of a parameterized snapshot test, is listed by its name and
  /// names its snapshot file by it.
  @Test(arguments: [Theme.default, .dark, .light, .monochrome])
  func aParameterizedTestNamesEachCaseForItsTheme(theme: Theme) {
    #expect(String(describingForTest: theme) == theme.name)
    withSnapshotConfiguration(folder.configuration(.missing)) {
      #expect(assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30, theme: theme), named: theme.name))
    }
    #expect(folder.files() == [file("aParameterizedTestNamesEachCaseForItsTheme", theme.name)])
  }

  @Test(arguments: [true, false])
  func aParameterizedTestWithNamesGetsAFileACase(on: Bool) {
    withSnapshotConfiguration(folder.configuration(.missing)) {
      #expect(assertTextSnapshot(of: minionModeCell(on: on), as: .cell(width: 30), named: on ? "on" : "off"))
    }
    #expect(folder.files() == [file("aParameterizedTestWithNamesGetsAFileACase", on ? "on" : "off")])
  }

  @Test func twoTestsCannotShareAFile() {
    let path = folder("shared.txt")
    let registry = SnapshotNameRegistry()
    let text = Array("x".utf8)
    let a = CurrentTest(name: "a", key: .method(fileID: "F", function: "a()"), isParameterized: false)
    let b = CurrentTest(name: "b", key: .method(fileID: "F", function: "b()"), isParameterized: false)
    let site = callSite()
    #expect(registry.claim(path, test: a, site: site, text: text) == nil)
    #expect(
      registry.claim(path, test: a, site: site, text: text) == nil, "the same assertion seeing the same thing"
    )
    #expect(
      registry.claim(path, test: b, site: site, text: text)?.contains(
        "Two tests use the snapshot file shared.txt")
        == true)
  }

  /// A name of 230 characters makes a file name of 244 bytes here, which fits: it records under
  /// its whole name, whatever the temporary file's name.
  @Test func aLongName() {
    let name = String(repeating: "n", count: 230)
    for _ in 0..<2 {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        #expect(assertTextSnapshot(of: minionModeCell(), as: .cell(width: 20), named: name))
      }
    }
    #expect(folder.files() == [file("aLongName", name)])
  }

  /// Names past what a file name can hold are shortened with a hash of the whole name, so two
  /// long names that differ only at the end get two files, and a note says so.
  @Test func aNameTooLongForAFileNameIsShortenedWithAHash() throws {
    let names = [
      String(repeating: "long ", count: 60) + "first", String(repeating: "long ", count: 60) + "second",
      String(repeating: "設定", count: 60),
    ]
    for name in names {
      let outcome = withSnapshotConfiguration(folder.configuration(.missing)) {
        SnapshotAssertion.outcome(named: name, fileExtension: "txt", site: callSite()) {
          Array(snapshotText([Line(name)], width: 10).utf8)
        }
      }
      guard case .recorded(let note) = outcome else {
        Issue.record("a long name must record, got \(outcome)")
        continue
      }
      #expect(note.contains("makes a file name longer than 251 bytes"))
    }
    let files = folder.files()
    #expect(files.count == 3)
    for file in files {
      let fileName = (file as NSString).lastPathComponent
      #expect(fileName.utf8.count <= 251)
      #expect(
        fileName.hasPrefix("aNameTooLongForAFileNameIsShortenedWithAHash.long-long-")
          || fileName.contains("設定"))
      #expect(fileName.range(of: "~[0-9a-f]{16}\\.txt$", options: .regularExpression) != nil, "\(fileName)")
    }
    // The same name gives the same file on every run and machine: the hash is FNV-1a.
    #expect(
      SnapshotPaths.shortened(Array(String(repeating: "x", count: 300).utf8), fileExtension: "txt")
        == String(repeating: "x", count: 230) + "~e78ddf9f1ba85555.txt")
    // A failure's `.new` file fits beside it.
    let outcome = withSnapshotConfiguration(folder.configuration(.never)) {
      SnapshotAssertion.outcome(
        named: String(repeating: "long ", count: 60) + "third", fileExtension: "txt", site: callSite()
      ) { Array("other\n".utf8) }
    }
    guard case .failed(let message) = outcome else {
      Issue.record("a different snapshot must fail")
      return
    }
    #expect(message.contains("The actual output is in"))
    #expect(message.hasSuffix("A shorter `named:` gives a readable file name."))
    #expect(folder.files().filter { $0.hasSuffix(".txt.new") }.count == 1)
  }

  @Test func anEmptyNameIsAnError() {
    withKnownIssue {
      withSnapshotConfiguration(folder.configuration(.missing)) {
        _ = assertTextSnapshot(of: minionModeCell(), as: .cell(width: 30), named: "")
      }
    } matching: { issue in
      String(describing: issue).contains("A snapshot name cannot be empty")
    }
  }
}
