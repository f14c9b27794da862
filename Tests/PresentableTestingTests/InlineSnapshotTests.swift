import Presentable
import Testing

@testable import PresentableTesting

@Suite("Inline snapshots")
struct InlineSnapshotTests {
  @Test func aMatchingLiteralPasses() {
    assertTextSnapshot(
      of: minionModeCell(), as: .cell(width: 30),
      matches: """
        |  Minion Mode!!!       [ ON ●]|
          3-16 [primary]Minion Mode!!![/]  24-30 [yellow bold][ ON ●][/]
        """)
    assertTextSnapshot(
      of: [Line("設定", style: Style(foreground: .accent)), Line("±")], as: .lines(width: 5, ambiguous: .wide),
      matches: """
        |設定 |
          1-4 [accent]設定[/]
        |±   |
        """)
  }

  @Test func aFailurePrintsTheLiteralToPaste() {
    withKnownIssue {
      assertTextSnapshot(
        of: minionModeCell(on: false), as: .cell(width: 30),
        matches: """
          |  Minion Mode!!!       [ ON ●]|
            3-16 [primary]Minion Mode!!![/]  24-30 [yellow bold][ ON ●][/]
          """)
    } matching: { issue in
      let text = String(describing: issue)
      // The call's line is indented six spaces: the literal two more.
      let literal = [
        "\"\"\"", "        |  Minion Mode!!!       [○ OFF]|",
        "          3-16 [primary]Minion Mode!!![/]  24-30 [secondary][○ OFF][/]", "        \"\"\"",
      ].joined(separator: "\n")
      return text.contains("-|  Minion Mode!!!       [ ON ●]|")
        && text.contains("+|  Minion Mode!!!       [○ OFF]|")
        && text.contains(literal)
    }
  }

  @Test func aStyleOnlyFailureSaysWhere() {
    withKnownIssue {
      assertTextSnapshot(
        of: Line("ab", style: Style(foreground: .red)), as: .line(width: 2),
        matches: """
          |ab|
            1-2 [blue]ab[/]
          """)
    } matching: { issue in
      String(describing: issue).contains("row 1, columns 1–2: blue → red")
    }
  }

  @Test func theLiteralHoldsTheTextExactly() {
    #expect(
      InlineSnapshot.literal("|a|\n  1 [red]a[/]", indentation: 4)
        == "\"\"\"\n      |a|\n        1 [red]a[/]\n      \"\"\"")
    // A backslash or three quotes need a raw literal, with more hashes than the text has.
    #expect(InlineSnapshot.literal("|a\\b|", indentation: 0) == "#\"\"\"\n  |a\\b|\n  \"\"\"#")
    #expect(InlineSnapshot.literal("|\"\"\"#|", indentation: 0) == "##\"\"\"\n  |\"\"\"#|\n  \"\"\"##")
  }
}
