import PresentableTestSupport
import Testing

@testable import Presentable
@testable import PresentableTesting

@Suite("Snapshot text renderer")
struct SnapshotTextRendererTests {
  @Test func rowsBetweenBarsAndStylesAsTags() {
    var frame = Frame(width: 24, height: 2)
    frame.draw(
      Line("Minion Mode!!!", style: Style(foreground: .accent, font: .body.bold())), row: 0, column: 2)
    frame.draw(Line("About"), row: 1)
    #expect(
      SnapshotTextRenderer().render(frame) == """
        presentable-snapshot v1 width=24 theme=semantic
        |  Minion Mode!!!        |
          3-16 [accent bold]Minion Mode!!![/]
        |About                   |

        """)
  }

  @Test func headerNamesVersionWidthThemeAndWideAmbiguousCharacters() {
    let narrow = SnapshotTextRenderer().render(Frame(width: 7, height: 0))
    #expect(narrow == "presentable-snapshot v1 width=7 theme=semantic\n")
    let wide = SnapshotTextRenderer(theme: .dark).render(Frame(width: 3, height: 1, ambiguous: .wide))
    #expect(
      wide
        == "presentable-snapshot v1 width=3 theme=dark ambiguous=wide\n|   |\n  1-3 [#f2f2f7 on #1c1c1e]   [/]\n"
    )
    let body = SnapshotTextRenderer().render(Frame(width: 0, height: 2), includesHeader: false)
    #expect(body == "||\n||\n")
  }

  @Test func wideCharactersClustersAndSingleColumnRuns() {
    var frame = Frame(width: 12, height: 2)
    frame.draw(Line("設定👨‍👩‍👧‍👦é", style: Style(foreground: .accent)), row: 0)
    frame.draw(
      Line("x", style: Style(foreground: .indexed(208), font: .body.bold().italic(false))), row: 1, column: 11
    )
    #expect(
      SnapshotTextRenderer().render(frame, includesHeader: false) == """
        |設定👨‍👩‍👧‍👦é     |
          1-7 [accent]設定👨‍👩‍👧‍👦é[/]
        |           x|
          12 [color(208) bold -italic]x[/]

        """)
  }

  @Test func theRightHalfOfAWideCharacterLeftAloneIsABlank() {
    var frame = Frame(width: 4, height: 1)
    frame.draw(Line("設定"), row: 0)
    frame.draw(Line("a", style: Style(foreground: .red)), row: 0, column: 1)
    #expect(SnapshotTextRenderer().render(frame, includesHeader: false) == "| a定|\n  2 [red]a[/]\n")
  }

  @Test func aThemeNamesWhatItResolvesToAndMergesLookalikes() {
    var frame = Frame(width: 10, height: 1)
    // Primary text and the terminal's own style look alike in the dark theme: one run.
    frame.draw(Line("ab", style: Style(foreground: .primary)) + Line("cd"), row: 0)
    frame.draw(Line("!", style: Style(foreground: .accent, font: .headline)), row: 0, column: 9)
    #expect(
      SnapshotTextRenderer(theme: .dark).render(frame, includesHeader: false) == """
        |abcd     !|
          1-9 [#f2f2f7 on #1c1c1e]abcd     [/]  10 [#0a84ff on #1c1c1e bold]![/]

        """)
    #expect(
      SnapshotTextRenderer(theme: .monochrome).render(frame, includesHeader: false) == """
        |abcd     !|
          10 [bold]![/]

        """)
  }

  /// The byte-level tag writer must say exactly what `Style.description` says.
  @Test func semanticTagsAreTheStyleDescription() {
    var generator = SeededGenerator(seed: 7)
    let colors: [Color] = [
      .default, .primary, .secondary, .accent, .selection, .yellow, .purple, .white, .indexed(17),
      .indexed(255),
      .rgb(0, 0, 0), .rgb(255, 214, 10),
    ]
    let fonts: [Font] = [.body, .headline, .title, .caption, .footnote, .subheadline]
    for _ in 0..<500 {
      var font = fonts.randomElement(using: &generator)!
      for change in [Font.bold, Font.italic, Font.underline, Font.strikethrough, Font.dim]
      where Int.random(in: 0..<4, using: &generator) == 0 {
        font = change(font)(Bool.random(using: &generator))
      }
      let style = Style(
        foreground: colors.randomElement(using: &generator)!,
        background: colors.randomElement(using: &generator)!,
        font: font, isInverse: Bool.random(using: &generator))
      var frame = Frame(width: 1, height: 1)
      frame.draw(Line("x", style: style), row: 0)
      let text = SnapshotTextRenderer().render(frame, includesHeader: false)
      let expected = style.description.isEmpty ? "|x|\n" : "|x|\n  1 [\(style.description)]x[/]\n"
      #expect(text == expected)
    }
  }

  @Test func theBytesAreTheText() {
    var frame = Frame(width: 30, height: 3)
    frame.draw(Line("Wi-Fi ±", style: Style(foreground: .accent)) + Line(" [ ON ●]"), row: 0)
    frame.draw(Line("設定 🇯🇵", style: Style(background: .selection)), row: 2, column: 3)
    for renderer in [SnapshotTextRenderer(), SnapshotTextRenderer(theme: .light)] {
      #expect(renderer.renderUTF8(frame) == Array(renderer.render(frame).utf8))
    }
  }

  /// However hostile the text, the snapshot has no control character but its line feeds.
  @Test func noEscapeOrControlCharacterEver() {
    var generator = SeededGenerator(seed: 11)
    for round in 0..<200 {
      var frame = Frame(width: 20, height: 2)
      let text =
        round < HostileText.fixed.count
        ? HostileText.fixed[round] : HostileText.string(using: &generator)
      frame.draw(Line(text, style: Style(foreground: .accent)), row: 0)
      frame.draw(Line(HostileText.string(using: &generator)), row: 1, column: 3)
      let outputs = [
        SnapshotTextRenderer().render(frame),
        SnapshotTextRenderer.renderAcrossProfiles(width: 20, theme: .dark) { _ in frame },
      ]
      for output in outputs {
        #expect(
          !output.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
          })
      }
    }
  }

  @Test func acrossProfilesShowsWhatEachTerminalIsSent() {
    let row =
      Line("Wi-Fi ±", style: Style(foreground: .accent, font: .body.bold())) + Line(" ")
      + Line("[ ON ●]", style: Style(foreground: .rgb(255, 214, 10)))
    let text = SnapshotTextRenderer.renderAcrossProfiles(width: 18, theme: .default) { ambiguous in
      var frame = Frame(width: 18, height: 1, ambiguous: ambiguous)
      frame.draw(row.fitted(to: 18, ambiguous: ambiguous), row: 0)
      return frame
    }
    #expect(
      text == """
        presentable-snapshot v1 profiles width=18 theme=default
        == semantic
        |Wi-Fi ± [ ON ●]   |
          1-7 [accent bold]Wi-Fi ±[/]  9-15 [#ffd60a][ ON ●][/]
        == dumb
        |Wi-Fi ± [ ON ●]|
        == NO_COLOR
        |Wi-Fi ± [ ON ●]|
          1-7 [bold]Wi-Fi ±[/]
        == 16 colors
        |Wi-Fi ± [ ON ●]|
          1-7 [cyan bold]Wi-Fi ±[/]  9-15 [brightYellow][ ON ●][/]
        == 256 colors
        |Wi-Fi ± [ ON ●]|
          1-7 [cyan bold]Wi-Fi ±[/]  9-15 [color(220)][ ON ●][/]
        == true color
        |Wi-Fi ± [ ON ●]|
          1-7 [cyan bold]Wi-Fi ±[/]  9-15 [#ffd60a][ ON ●][/]
        == true color, ambiguous wide
        |Wi-Fi ± [ ON ●]|
          1-8 [cyan bold]Wi-Fi ±[/]  10-17 [#ffd60a][ ON ●][/]

        """)
  }

  /// Every style, sent to every depth and read back, names what the theme and depth make of it.
  @Test func readingBackTheEscapeSequencesGivesTheResolvedStyle() {
    var generator = SeededGenerator(seed: 3)
    let colors: [Color] = [
      .default, .primary, .secondary, .accent, .destructive, .selection, .yellow, .gray, .indexed(17),
      .indexed(250),
      .rgb(10, 132, 255), .rgb(255, 214, 10),
    ]
    for _ in 0..<300 {
      let style = Style(
        foreground: colors.randomElement(using: &generator)!,
        background: colors.randomElement(using: &generator)!,
        font: [Font.body, .headline, .caption, .title, .footnote].randomElement(using: &generator)!,
        isInverse: Int.random(in: 0..<5, using: &generator) == 0)
      let theme = [Theme.default, .dark, .light, .monochrome].randomElement(using: &generator)!
      let depth = ColorDepth.allCases.randomElement(using: &generator)!
      let words = Array(theme.resolve(style, depth: depth).description.utf8)

      var decoder = SGRDecoder(ambiguous: .narrow)
      decoder.decode(
        ANSIRenderer(profile: TerminalProfile(colorDepth: depth), theme: theme).render(
          Line("x", style: style)))
      #expect(decoder.rows.count == 1)
      let tag =
        decoder.rows[0].runs.first.map { run in
          Array(decoder.tags.bytes[decoder.tags.ranges[run.tag]])
        } ?? []
      #expect(
        String(decoding: tag, as: UTF8.self) == String(decoding: words, as: UTF8.self),
        "\(style) \(theme.name) \(depth)")
    }
  }

  @Test func otherEscapeSequencesStayVisible() {
    var decoder = SGRDecoder(ambiguous: .narrow)
    decoder.decode("a\u{1B}[2Jb\u{1B}[53;1mc\u{1B}[0m")
    var output: [UInt8] = []
    SnapshotTextWriter.appendRows(decoder.rows, tags: decoder.tags, to: &output)
    #expect(String(decoding: output, as: UTF8.self) == "|a␛[2Jbc|\n  7 [bold sgr(53)]c[/]\n")
  }

  /// More distinct styles than the lookup's recent slots, in parallel renders: every tag right.
  @Test func manyStylesInParallel() async {
    func frame(_ seed: Int) -> Frame {
      var frame = Frame(width: 60, height: 12)
      for row in 0..<12 {
        for column in 0..<6 {
          let style = Style(
            foreground: .indexed(UInt8((seed * 7 + row * 6 + column) % 240 + 16)),
            font: .body.bold(column % 2 == 0))
          frame.draw(Line("s\(row)c\(column)", style: style), row: row, column: column * 10)
        }
      }
      return frame
    }
    func expected(_ frame: Frame) -> String {
      // Written the slow way: each row's runs from the frame's public reading API.
      var text = ""
      for row in 0..<frame.height {
        text += "|" + frame.text(row: row) + "|\n"
        var runs: [String] = []
        var column = 0
        while column < frame.width {
          let style = frame.style(row: row, column: column)!
          var end = column + 1
          while end < frame.width && frame.style(row: row, column: end) == style { end += 1 }
          if !style.description.isEmpty {
            let cut = frame.text(row: row).dropFirst(column).prefix(end - column)
            runs.append("\(column + 1)\(end - column > 1 ? "-\(end)" : "") [\(style.description)]\(cut)[/]")
          }
          column = end
        }
        if !runs.isEmpty { text += "  " + runs.joined(separator: "  ") + "\n" }
      }
      return text
    }
    let frames = (0..<16).map(frame)
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for (index, frame) in frames.enumerated() {
        group.addTask { (index, SnapshotTextRenderer().render(frame, includesHeader: false)) }
      }
      var results: [Int: String] = [:]
      for await (index, text) in group { results[index] = text }
      return results
    }
    for (index, frame) in frames.enumerated() {
      #expect(results[index] == expected(frame))
    }
  }
}
