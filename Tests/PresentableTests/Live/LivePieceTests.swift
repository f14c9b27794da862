import Testing

@testable import Presentable

/// The pieces printed once: every line no wider than asked, wide text measured, plain when the
/// profile is.
@Suite("Live pieces")
struct LivePieceTests {
  static func widthsFit(_ piece: some LivePiece, _ width: Int, ambiguous: AmbiguousWidth = .narrow) -> Bool {
    piece.lines(width: width, ambiguous: ambiguous).allSatisfy { $0.width(ambiguous: ambiguous) <= width }
  }

  @Test func alertHasItsMarkBodyAndTakeaways() {
    let alert = Alert.success("Set up", body: "Your settings are saved.", takeaways: ["Run `app sync` next"])
    #expect(alert.rendered() == "✓ Set up\n  Your settings are saved.\n  → Run `app sync` next")
    #expect(Alert.error("Failed").rendered().hasPrefix("✗ Failed"))
    let long = Alert.warning(
      "東京 " + String(repeating: "言葉 ", count: 30), body: String(repeating: "word ", count: 40))
    for width in [10, 23, 80] { #expect(Self.widthsFit(long, width)) }
  }

  @Test func alertIsStyledInTheLookAndPlainInAPipe() {
    let alert = Alert.error("Failed")
    #expect(alert.rendered(profile: .ansi16).contains("\u{1B}["))
    #expect(!alert.rendered(profile: .dumb).contains("\u{1B}"))
  }

  @Test func panelWrapsInsideItsBorderAtAFixedWidth() {
    let receipt = Panel(
      "One Charmburger, medium rare, with fries.\nThanks for your order!", title: "Receipt",
      width: .fixed(30), padding: 1)
    let lines = receipt.rendered().split(separator: "\n").map(String.init)
    #expect(lines.first == "╭─ Receipt ──────────────────╮")
    #expect(lines[1] == "│                            │")
    #expect(lines[2] == "│ One Charmburger, medium    │")
    #expect(lines.last == "╰────────────────────────────╯")
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 30 })
  }

  @Test func panelFitsItsTextAndTheOutput() {
    let panel = Panel("東京 🍔", border: .ascii, padding: 0)
    #expect(panel.rendered() == "+-------+\n|東京 🍔|\n+-------+")
    #expect(Self.widthsFit(Panel(String(repeating: "wide 東京 ", count: 20), title: "T"), 25))
    #expect(Self.widthsFit(Panel("x", title: "A long title that does not fit"), 12))
    // Box drawing is ambiguous: where it is wide, the border is ASCII and the widths still hold.
    #expect(Self.widthsFit(Panel("abc", width: .fixed(12)), 12, ambiguous: .wide))
  }

  @Test func tableAlignsCutsAndCounts() {
    let table = DataTable(
      columns: [DataTable.Column("Name"), DataTable.Column("Size", alignment: .trailing)],
      rows: [["東京.txt", "12"], ["a-very-long-file-name-indeed.txt", "1024"]])
    let lines = table.rendered(width: 20).split(separator: "\n").map(String.init)
    #expect(lines[0] == "Name            Size")
    #expect(lines[2] == "東京.txt          12")
    #expect(lines[3] == "a-very-long-f…  1024")
    #expect(lines[4] == "2 rows")
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
  }

  @Test func keyValueListLinesUpTheValues() {
    let list = KeyValueList([("Version", "1.2.0"), ("名前", "Ada"), ("Notes", "one two three four five six")])
    let lines = list.rendered(width: 24).split(separator: "\n").map(String.init)
    #expect(lines[0] == "Version  1.2.0")
    #expect(lines[1] == "名前     Ada")
    #expect(lines[2] == "Notes    one two three")
    #expect(lines[3] == "         four five six")
  }
}
