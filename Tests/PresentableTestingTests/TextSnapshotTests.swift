import Presentable
import Testing

@testable import PresentableTesting

/// A value of an app's own, snapshot through a strategy the test writes from the library's.
private struct Greeting {
  var name: String
}

extension TextSnapshot where Value == Greeting {
  fileprivate static var greeting: Self {
    TextSnapshot<Line>.line(width: 12).pullback {
      Line("Hello, \($0.name)", style: Style(foreground: .accent))
    }
  }
}

@Suite("Snapshot strategies")
struct TextSnapshotTests {
  @Test func aStrategyOfYourOwnIsAPullback() {
    #expect(
      assertTextSnapshot(
        of: Greeting(name: "Ada"), as: .greeting,
        matches: """
          |Hello, Ada  |
            1-10 [accent]Hello, Ada[/]
          """))
  }

  @Test func aPullbackKeepsTheFileExtension() {
    let profiles = TextSnapshot<Line>.profiles(width: 4)
    #expect(profiles.fileExtension == "profiles.txt")
    #expect(profiles.pullback { (text: String) in Line(text) }.fileExtension == "profiles.txt")
    #expect(TextSnapshot<Line>.line(width: 4).fileExtension == "txt")
  }

  @Test func everyStrategyDrawsTheSameRowAlike() {
    // A cell, its lines, its first line and the frame they make are one snapshot.
    let cell = minionModeCell()
    let lines = cell.render(width: 30, context: CellContext())
    var frame = Frame(width: 30, height: 1)
    frame.draw(lines[0], row: 0)
    let expected = TextSnapshot<Frame>.frame.snapshot(frame, true)
    #expect(TextSnapshot.cell(width: 30).snapshot(cell, true) == expected)
    #expect(TextSnapshot.lines(width: 30).snapshot(lines, true) == expected)
    #expect(TextSnapshot.line(width: 30).snapshot(lines[0], true) == expected)
  }

  @Test func theHeaderIsLeftOutOnlyInline() {
    let line = TextSnapshot<Line>.line(width: 3)
    let file = String(decoding: line.snapshot(Line("ab"), true), as: UTF8.self)
    let inline = String(decoding: line.snapshot(Line("ab"), false), as: UTF8.self)
    #expect(file.hasPrefix("presentable-snapshot v1 width=3"))
    #expect(file.hasSuffix(inline))
    #expect(!inline.contains("presentable-snapshot"))
  }

  @Test func aNameWithExpectedTextIsAMistake() {
    withKnownIssue {
      let passed = assertTextSnapshot(of: Line("ab"), as: .line(width: 2), named: "ab", matches: "|ab|")
      #expect(!passed)
    } matching: { issue in
      String(describing: issue).contains("`named:` names a reference file")
    }
  }
}
