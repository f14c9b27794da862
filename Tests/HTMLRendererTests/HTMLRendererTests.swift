import Foundation
import Presentable
import Testing

/// An HTML renderer written from the public renderer seam (`Frame.forEachRun`, `Theme.resolve`),
/// checked on a row and a frame.
@Suite("HTML renderer from public API")
struct HTMLRendererTests {
  @Test func markupIsEscapedAndRunsCarryTheirResolvedStyle() {
    var frame = Frame(width: 8, height: 1)
    frame.draw(Line("<a&\">", style: Style(foreground: .accent, font: .body.bold())), row: 0)
    #expect(
      HTMLRenderer().render(frame)
        == "<pre><span style=\"color:#0a84ff;background:#1c1c1e;font-weight:bold\">&lt;a&amp;&quot;&gt;</span>"
        + "<span style=\"color:#f2f2f7;background:#1c1c1e\">   </span></pre>")
  }

  @Test func wideCharactersAreRunsOfTheirOwnColumns() {
    var frame = Frame(width: 6, height: 1)
    frame.draw(Line("設定"), row: 0)
    frame.draw(Line("!", style: Style(isInverse: true)), row: 0, column: 4)
    let plain = "color:#f2f2f7;background:#1c1c1e"
    #expect(
      HTMLRenderer().render(frame)
        == "<pre><span style=\"\(plain);display:inline-block;width:2ch\">設</span>"
        + "<span style=\"\(plain);display:inline-block;width:2ch\">定</span>"
        + "<span style=\"color:#1c1c1e;background:#f2f2f7\">!</span>"
        + "<span style=\"\(plain)\"> </span></pre>")
  }

  @Test func aFrameIsItsRowsWithNamedColorsAsVariables() {
    var frame = Frame(width: 4, height: 2)
    frame.draw(Line("ok", style: Style(foreground: .green, font: .body.underline())), row: 0)
    frame.draw(
      Line("no", style: Style(foreground: .indexed(208), font: .body.italic().strikethrough())), row: 1,
      column: 2)
    let renderer = HTMLRenderer(theme: .default)
    #expect(
      renderer.render(frame)
        == "<pre><span style=\"color:var(--green);text-decoration:underline\">ok</span><span>  </span>\n"
        + "<span>  </span><span style=\"color:var(--color-208);font-style:italic;"
        + "text-decoration:line-through\">no</span></pre>")
  }

  /// The renderer in Docs/Rendering.md is this target's, word for word, so the documentation's
  /// example is compiled.
  @Test func theDocumentationShowsThisRenderer() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let docs = try String(contentsOf: root.appendingPathComponent("Docs/Rendering.md"), encoding: .utf8)
    let source = try String(
      contentsOf: root.appendingPathComponent("Tests/HTMLRendererTests/HTMLRenderer.swift"), encoding: .utf8)
    let marker = "<!-- Tests/HTMLRendererTests/HTMLRenderer.swift -->\n```swift\n"
    let start = try #require(docs.range(of: marker))
    let end = try #require(docs.range(of: "\n```", range: start.upperBound..<docs.endIndex))
    let example = String(docs[start.upperBound..<end.lowerBound])
    #expect(example.count > 200)
    #expect(source.contains(example))
  }
}
