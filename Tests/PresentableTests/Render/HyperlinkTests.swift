import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Hyperlinks (OSC 8)")
struct HyperlinkTests {
  static let docs = "https://example.com/docs"
  static let open = "\u{1B}]8;;\(docs)\u{1B}\\"
  static let close = "\u{1B}]8;;\u{1B}\\"
  let renderer = ANSIRenderer(profile: .trueColor, theme: .default)

  func linked(_ text: String, _ address: String = Self.docs) -> TextRun {
    TextRun(text, style: Style(link: address))
  }

  func frame(_ line: Line, width: Int = 20) -> Frame {
    var frame = Frame(width: width, height: 1)
    frame.draw(line, row: 0)
    return frame
  }

  func update(_ old: Frame?, _ new: Frame) -> String {
    var bytes: [UInt8] = []
    renderer.renderUpdate(from: old, to: new, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aStyleCarriesItsLinkAndEqualLinksAreEqualStyles() {
    let style = Style(foreground: .accent, link: Self.docs)
    #expect(style.link == Self.docs)
    #expect(style == Style(foreground: .accent, link: Self.docs))
    #expect(style != Style(foreground: .accent, link: "https://example.com/other"))
    #expect(style != Style(foreground: .accent))
    var unlinked = style
    unlinked.link = nil
    #expect(unlinked == Style(foreground: .accent))
    #expect(Style(link: "").link == nil)
    // Through a frame cell and back.
    #expect(frame(Line([linked("docs")])).style(row: 0, column: 0)?.link == Self.docs)
  }

  @Test func aLinkDoesNotChangeWidth() {
    #expect(Line([linked("設定 docs")]).width() == Line("設定 docs").width())
    #expect(PlainTextRenderer().render(frame(Line([linked("設定 docs")]))) == "設定 docs")
  }

  @Test func aFrameRowOpensTheLinkOverItsTextAndClosesIt() {
    let line = Line([TextRun("Read the "), linked("docs"), TextRun(" now")])
    #expect(renderer.render(frame(line)) == "Read the \(Self.open)docs\(Self.close) now")
    // A line, too, and a link at the row's end is closed before the row ends.
    #expect(
      renderer.render(Line([TextRun("Read the "), linked("docs")]))
        == "Read the \(Self.open)docs\(Self.close)")
    #expect(
      renderer.render(frame(Line([TextRun("Read the "), linked("docs")])))
        == "Read the \(Self.open)docs\(Self.close)")
  }

  @Test func twoLinksSideBySideSwitchWithoutAGap() {
    let other = "https://example.com/other"
    let line = Line([linked("ab"), linked("cd", other)])
    #expect(
      renderer.render(frame(line)) == "\(Self.open)ab\u{1B}]8;;\(other)\u{1B}\\cd\(Self.close)")
  }

  @Test func aRowWhoseLinksComeLateKeepsWhatItWroteBeforeThem() {
    // The renderer makes room for a row's links at its first one: a colored run written before
    // links far longer than the row's own bytes must come out whole, each link opened over its
    // cell and the last one closed. Six addresses, so the process's link table keeps room.
    let addresses = (0..<6).map { "https://example.com/late/\($0)/" + String(repeating: "p", count: 1_900) }
    let lead = TextRun(String(repeating: "x", count: 120), style: Style(foreground: .accent))
    let runs = [lead] + addresses.map { TextRun("l", style: Style(link: $0)) }
    let text = renderer.render(frame(Line(runs), width: 130))
    #expect(text.contains(String(repeating: "x", count: 120)))
    // Each link opens once, before its cell (the first one's style change may sit between).
    for address in addresses {
      #expect(text.components(separatedBy: "\u{1B}]8;;\(address)\u{1B}\\").count == 2)
    }
    #expect(text.contains("\u{1B}]8;;\(addresses[5])\u{1B}\\l" + Self.close))
    let plain = PlainTextRenderer().render(frame(Line(runs), width: 130))
    #expect(plain == String(repeating: "x", count: 120) + "llllll")
  }

  @Test func aLinkKeepsItsStyleChangesApart() {
    let style = Style(foreground: .rgb(255, 0, 0), link: Self.docs)
    let line = Line([TextRun("a"), TextRun("bc", style: style), TextRun("d")])
    #expect(
      renderer.render(frame(line))
        == "a\(Self.open)\u{1B}[38;2;255;0;0mbc\(Self.close)\u{1B}[0md")
  }

  @Test func noLinkWithoutEscapesOrWhereTheProfileHasNone() {
    let line = Line([TextRun("Read the "), linked("docs")])
    #expect(ANSIRenderer(profile: .dumb).render(frame(line)) == "Read the docs")
    #expect(ANSIRenderer(profile: .dumb).render(line) == "Read the docs")
    let linux = TerminalProfile.detect(environment: ["TERM": "linux"], isTerminal: true)
    #expect(!linux.supportsHyperlinks)
    #expect(ANSIRenderer(profile: linux).render(frame(line)) == "Read the docs")
    #expect(
      TerminalProfile.detect(environment: ["TERM": "xterm-256color"], isTerminal: true).supportsHyperlinks)
  }

  @Test(arguments: [
    "https://example.com/\u{1B}]8;;https://evil.example\u{1B}\\",
    "https://example.com/\u{07}bell",
    "https://example.com/\u{9C}st\u{9D}osc",
    "https://example.com/a b\nc\r\td\u{7F}",
    "https://example.com/ü設定",
  ])
  func aHostileAddressNeverReachesTheTerminalRaw(address: String) {
    let style = Style(link: address)
    let kept = try! #require(style.link)
    #expect(kept.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F })
    let output = Array(renderer.render(frame(Line([TextRun("x", style: style)]))).utf8)
    // Only the two sequences' own ESCs: open (ESC ] … ESC \) and close (ESC ] … ESC \).
    #expect(output.filter { $0 == 0x1B }.count == 4)
    #expect(!output.contains(0x07))
    #expect(!output.contains { $0 < 0x20 && $0 != 0x1B })
    #expect(String(decoding: output, as: UTF8.self).contains(kept))
  }

  @Test func everyHostileTextAsALinkIsEncoded() {
    // The encoding alone: the process's table holds 127 addresses, which a corpus would fill.
    for text in HostileText.fixed + HostileText.pieces {
      let kept = LinkTable.encoded(text)
      #expect(kept.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }, "\(text.debugDescription)")
    }
  }

  @Test func anOverlongAddressLinksNothing() {
    let long = "https://example.com/" + String(repeating: "a", count: LinkTable.maximumLength)
    #expect(Style(link: long).link == nil)
    #expect(renderer.render(Line([TextRun("x", style: Style(link: long))])) == "x")
  }

  @Test func aRepaintOfPartOfALinkOpensItOverThoseCellsAndClosesIt() {
    let old = frame(Line([TextRun("Read the "), linked("docs"), TextRun(" now")]))
    let new = frame(Line([TextRun("Read the "), linked("DOCS"), TextRun(" now")]))
    #expect(update(old, new) == "\u{1B}[1;10H\(Self.open)DOCS\(Self.close)")
    // Half the link changes: only those cells are linked again.
    let half = frame(Line([TextRun("Read the "), linked("doCS"), TextRun(" now")]))
    #expect(update(old, half) == "\u{1B}[1;12H\(Self.open)CS\(Self.close)")
  }

  @Test func aLinkCutByARepaintDoesNotBleedIntoTheCellsAfterIt() {
    // The run written covers the link's end and plain text after it: the link closes at its
    // last cell, before the plain text.
    let old = frame(Line([linked("docs"), TextRun(" now")]))
    let new = frame(Line([linked("doCs"), TextRun(" NOW")]))
    #expect(update(old, new) == "\u{1B}[1;3H\(Self.open)Cs\(Self.close) NOW")
  }

  @Test func removingALinkRewritesItsCellsUnlinked() {
    let old = frame(Line([linked("docs")]))
    let new = frame(Line("docs"))
    #expect(old != new)
    #expect(update(old, new) == "\u{1B}[1Hdocs")
  }

  @Test func aFullRedrawClosesEveryLinkItOpens() {
    var frame = Frame(width: 12, height: 3)
    frame.draw(Line([linked("docs"), TextRun(" x")]), row: 0)
    frame.draw(Line([TextRun("a "), linked("設定 👍🏽")]), row: 1)
    let output = update(nil, frame)
    #expect(output.components(separatedBy: Self.open).count - 1 == 2)
    #expect(output.components(separatedBy: Self.close).count - 1 == 2)
    // Each open is followed by its close before any later cursor move to another row.
    for piece in output.components(separatedBy: Self.open).dropFirst() {
      let beforeClose = piece.components(separatedBy: Self.close)[0]
      #expect(!beforeClose.contains("\u{1B}[2;") && !beforeClose.contains("\u{1B}[3;"))
    }
  }

  @Test func plainTextShowsTheAddressWhenAsked() {
    var frame = Frame(width: 40, height: 2)
    frame.draw(Line([TextRun("Website: "), linked("docs"), TextRun(" — read")]), row: 0)
    frame.draw(Line([linked("end")]), row: 1)
    #expect(PlainTextRenderer().render(frame) == "Website: docs — read\nend")
    #expect(
      PlainTextRenderer(showsLinks: true).render(frame)
        == "Website: docs (\(Self.docs)) — read\nend (\(Self.docs))")
  }

  @Test func snapshotTagsAndSVGShowTheLink() {
    let style = Style(foreground: .accent, link: Self.docs)
    #expect(style.description == "accent link \(Self.docs)")
    let svg = SVGRenderer(theme: .dark).render(frame(Line([TextRun("docs", style: style)])))
    #expect(svg.contains("<a href=\"\(Self.docs)\"><text"))
    #expect(svg.contains("docs</text>\n</a>"))
  }
}
