import Testing

@testable import PresentableTesting

@Suite("Where styles differ")
struct StyleDifferenceTests {
  let header = "presentable-snapshot v1 width=12 theme=semantic\n"

  @Test func namesTheRowColumnsAndBothStyles() {
    let reference = header + "|a|\n|b|\n|  Wi-Fi ON  |\n  5-9 [accent]Wi-Fi[/]\n"
    let actual = header + "|a|\n|b|\n|  Wi-Fi ON  |\n  5-9 [primary]Wi-Fi[/]\n"
    #expect(
      StyleDifference.describe(reference: reference, actual: actual) == [
        "row 3, columns 5–9: accent → primary"
      ])
  }

  @Test func aRowThatGainsOrLosesStyles() {
    let reference = header + "|ab|\n"
    let actual = header + "|ab|\n  2 [red]b[/]\n"
    #expect(
      StyleDifference.describe(reference: reference, actual: actual) == ["row 1, column 2: plain → red"])
    #expect(
      StyleDifference.describe(reference: actual, actual: reference) == ["row 1, column 2: red → plain"])
  }

  @Test func severalRunsAndSectionsAreNamed() {
    let reference =
      "presentable-snapshot v1 profiles width=4 theme=dark\n== semantic\n|abcd|\n== true color\n|abcd|\n  1-4 [#ffffff]abcd[/]\n"
    let actual =
      "presentable-snapshot v1 profiles width=4 theme=dark\n== semantic\n|abcd|\n  3 [bold]c[/]\n== true color\n|abcd|\n  1-2 [#ffffff]ab[/]  3-4 [#000000]cd[/]\n"
    #expect(
      StyleDifference.describe(reference: reference, actual: actual) == [
        "semantic: row 1, column 3: plain → bold", "true color: row 1, columns 3–4: #ffffff → #000000",
      ])
  }

  @Test func differentTextIsNotAStyleDifference() {
    #expect(StyleDifference.describe(reference: header + "|ab|\n", actual: header + "|ac|\n") == nil)
    #expect(StyleDifference.describe(reference: header + "|ab|\n", actual: header + "|ab|\n|cd|\n") == nil)
    #expect(
      StyleDifference.describe(
        reference: header + "|ab|\n", actual: "presentable-snapshot v1 width=2 theme=dark\n|ab|\n")
        == nil)
    #expect(StyleDifference.describe(reference: "not a snapshot", actual: "not one either") == nil)
  }

  @Test func runTextMayHoldAnything() {
    let runs = StyleDifference.runs("  1-9 [red]a[/]  2 b[/]  12 [blue]x[/]")
    #expect(runs?.map(\.start) == [1, 12])
    #expect(runs?.map(\.end) == [9, 12])
    #expect(runs?.map(\.tag) == ["red", "blue"])
    #expect(StyleDifference.runs("  x [red]a[/]") == nil)
    #expect(StyleDifference.runs("  1 [red]a") == nil)
  }

  @Test func anUnreadableStyleLineStillNamesTheRow() {
    let reference = header + "|ab|\n  1 [red]a[/]\n"
    let actual = header + "|ab|\n  1 [red]a\n"
    #expect(
      StyleDifference.describe(reference: reference, actual: actual)?.first?.hasPrefix(
        "row 1: styles differ; the actual style line is not valid") == true)
  }
}
