import Foundation
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
}
