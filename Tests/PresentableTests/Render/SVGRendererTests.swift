import Foundation
import PresentableTestSupport
import PresentableTesting
import Testing

@testable import Presentable

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("SVG renderer")
struct SVGRendererTests {
  /// Collects elements and their attributes, failing on XML that does not parse.
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String], text: String)] = []
    private var open: [Int] = []
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      open.append(elements.count)
      elements.append((name, attributes, ""))
    }
    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      open.removeLast()
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let current = open.last, elements[current].name == "text" { elements[current].text += string }
    }
  }

  func parse(_ svg: String) throws -> Collector {
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    #expect(parser.parse(), "SVG does not parse: \(String(describing: parser.parserError))")
    return collector
  }

  @Test func drawsTextOnAGridWithEscapedMarkup() throws {
    var frame = Frame(width: 20, height: 3)
    frame.draw(Line("Tom & <Jerry>", style: Style(foreground: .accent).bold()), row: 0)
    frame.draw(Line("設定", style: Style(background: .selection)), row: 1)
    frame.draw(Line("dim", style: Style().dim().underline()), row: 2)
    let svg = SVGRenderer(theme: .dark).render(frame)
    let collected = try parse(svg)
    let texts = collected.elements.filter { $0.name == "text" }
    #expect(texts.map(\.text).contains("Tom & <Jerry>"))
    let tom = try #require(texts.first { $0.text == "Tom & <Jerry>" })
    #expect(tom.attributes["fill"] == "#0a84ff")
    #expect(tom.attributes["font-weight"] == "bold")
    // A wide character sits on two columns of the grid: 2 × 0.6 × 14 px.
    let wide = try #require(texts.first { $0.text == "設" })
    #expect(wide.attributes["textLength"] == "16.8")
    let secondWide = try #require(texts.first { $0.text == "定" })
    #expect(Double(secondWide.attributes["x"]!)! - Double(wide.attributes["x"]!)! == 16.8)
    #expect(collected.elements.contains { $0.name == "rect" && $0.attributes["fill"] == "#1f3a5f" })
    let dim = try #require(texts.first { $0.text == "dim" })
    #expect(dim.attributes["fill-opacity"] == "0.6" && dim.attributes["text-decoration"] == "underline")
  }

  @Test func sizeFollowsTheFrame() throws {
    let svg = SVGRenderer(fontSize: 10).render(Frame(width: 10, height: 2))
    let root = try #require(try parse(svg).elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["width"] == "80")  // 10 columns × 6 px + 2 × 10 px padding
    #expect(root.attributes["height"] == "48")  // 2 rows × 14 px + 2 × 10 px padding
  }

  @Test func sameFrameSamePicture() {
    var frame = Frame(width: 10, height: 1)
    frame.draw(Line("stable"), row: 0)
    #expect(SVGRenderer().render(frame) == SVGRenderer().render(frame))
  }

  /// Characters XML 1.0 forbids (anything outside #x9 #xA #xD #x20–#xD7FF #xE000–#xFFFD
  /// #x10000–#x10FFFF), among them what the terminal sanitizer lets through.
  static let forbiddenInXML: [String] = [
    "\u{FFFE}", "\u{FFFF}", "a\u{FFFE}b\u{FFFF}c", "\u{0}\u{1B}\u{7}\u{8}",
  ]

  /// Whatever text a frame holds, the picture is XML that parses, and the text reads back as it
  /// was drawn, a forbidden character becoming U+FFFD.
  @Test func everyPictureParsesAsXMLWhateverTheText() throws {
    var generator = SeededGenerator(seed: 2020)
    let texts =
      Self.forbiddenInXML + HostileText.fixed
      + (0..<300).map { _ in HostileText.string(using: &generator) }
    for (index, text) in texts.enumerated() {
      var frame = Frame(width: 24, height: 2)
      frame.draw(Line(text, style: Style(foreground: .accent)), row: 0)
      frame.draw(Line("]]>" + text + "&lt;", style: Style(background: .selection)), row: 1, column: 2)
      for theme in [Theme.default, .light] {
        let svg = SVGRenderer(theme: theme).render(frame)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(
          parser.parse(), "text \(index) \(text.debugDescription): \(String(describing: parser.parserError))")
      }
    }
    var frame = Frame(width: 4, height: 1)
    frame.draw(Line("a\u{FFFE}b\u{FFFF}"), row: 0)
    let drawn = try parse(SVGRenderer().render(frame)).elements.filter { $0.name == "text" }.map(\.text)
    #expect(drawn.joined() == "a\u{FFFD}b\u{FFFD}")
  }
}
