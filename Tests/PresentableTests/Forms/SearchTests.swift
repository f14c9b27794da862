import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Forms: type-to-filter search")
struct SearchTests {
  func folded(_ text: String) -> String { String(decoding: SearchFolding.fold(text), as: UTF8.self) }

  @Test func foldingIgnoresCaseAndAccents() {
    #expect(folded("Zürich") == "zurich")
    #expect(folded("ZURICH") == "zurich")
    #expect(folded("Zu\u{308}rich") == "zurich")  // decomposed
    #expect(folded("ｚｕｒｉｃｈ") == "zurich")  // fullwidth, as CJK input methods type it
    #expect(folded("Straße") == "strasse")
    #expect(folded("Łódź") == "lodz")
    #expect(folded("Čeština") == "cestina")
    #expect(folded("Ελληνικά") == "ελληνικα")
    #expect(folded("Tiếng Việt") == "tieng viet")
    #expect(folded("Ёлка") == "елка")
  }

  @Test func cjkFoldsToItself() {
    #expect(folded("日本語") == "日本語")
    #expect(folded("東京カフェ 한국어") == "東京カフェ 한국어")
    #expect(folded("\u{1B}[2Jx") == "[2jx")  // controls never reach a search
  }

  @Test func matchesAreFoundInTheTextAsShown() {
    let text = "São Paulo"
    let ranges = text.foldedMatches(of: SearchFolding.fold("SAO"))
    #expect(ranges.map { String(text[$0]) } == ["São"])
    let cjk = "東京 Tokyo 東京"
    #expect(cjk.foldedMatches(of: SearchFolding.fold("東京")).map { String(cjk[$0]) } == ["東京", "東京"])
    let decomposed = "Zu\u{308}rich"
    #expect(
      decomposed.foldedMatches(of: SearchFolding.fold("ür")).map { String(decomposed[$0]) } == ["u\u{308}r"])
  }

  @Test func aSearchThatExtendsTheLastLooksOnlyAmongItsMatches() {
    let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
    let count = 20_000
    var index = SearchIndex(count: count) { ("\(words[$0 % words.count]) \($0)", nil) }
    let total = index.byteCount
    _ = index.filter("z")
    #expect(index.bytesExamined <= total)
    _ = index.filter("ze")
    let narrowed = index.bytesExamined
    #expect(narrowed < total / 4)
    _ = index.filter("zeta 1")
    #expect(index.bytesExamined <= narrowed)
    // Backspace is a new search: one pass again, never more.
    _ = index.filter("zeta ")
    #expect(index.bytesExamined <= total)
  }

  @Test func incrementalAndFullSearchesAgree() {
    var generator = SeededGenerator(seed: 15)
    let alphabet = Array("aeiouzrstnlé Ü東京")
    let texts = (0..<3000).map { _ in
      String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
        })
    }
    var incremental = SearchIndex(count: texts.count) { (texts[$0], nil) }
    for _ in 0..<200 {
      let query = String(
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      )
      var typed = ""
      var last: [Int32]?
      for character in query {
        typed.append(character)
        last = incremental.filter(typed)
      }
      var fresh = SearchIndex(count: texts.count) { (texts[$0], nil) }
      let expected = fresh.filter(typed)
      #expect(last == expected, "\(typed)")
      let folded = SearchFolding.fold(typed)
      let brute = texts.indices.filter {
        folded.isEmpty || SearchFolding.fold(texts[$0]).firstRange(of: folded, from: 0) != nil
      }
      #expect((expected ?? Array(0..<Int32(texts.count))) == brute.map(Int32.init), "\(typed)")
    }
  }

  @Test func aMatchNeverSpansTwoTextsOfAnOption() {
    var index = SearchIndex(count: 2) { $0 == 0 ? ("Tokyo", "Asia") : ("Oslo", "Europe") }
    #expect(index.filter("tokyoasia") == [])
    #expect(index.filter("asia") == [0])
  }

  @Test func aKeystrokeOverAHundredThousandOptionsDrawsOnlyTheScreen() {
    let options = (0..<100_000).map { "Option \($0)" }
    var drawn = 0
    let page = OptionListPage("Options", options: options, selection: FormBinding.constant("Option 5")) {
      drawn += 1
      return $0
    }
    let stack = PageStack(root: page)
    let terminal = HeadlessTerminal(stack, width: 40, height: 12)
    let afterOpen = drawn
    terminal.type("99")
    #expect(page.matchCount == options.filter { $0.contains("99") }.count)
    #expect(drawn - afterOpen <= 2 * 12)
    #expect(page.bytesExamined <= page.indexBytes)
  }
}
