import PresentableTestSupport
import PresentableTesting
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
    // Folded once: the brute-force answer below reads them for every query.
    let foldedTexts = texts.map { SearchFolding.fold($0) }
    var incremental = SearchIndex(count: texts.count) { (texts[$0], nil) }
    // Built once: the index is a value, so each copy is a fresh index that has searched nothing.
    let unsearched = SearchIndex(count: texts.count) { (texts[$0], nil) }
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
      var fresh = unsearched
      let expected = fresh.filter(typed)
      #expect(last == expected, "\(typed)")
      let folded = SearchFolding.fold(typed)
      let brute = texts.indices.filter {
        folded.isEmpty || foldedTexts[$0].firstRange(of: folded, from: 0) != nil
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

  /// A megabyte pasted into the search (the freeze): the paste folds once, and each key
  /// after it folds only itself, filters nothing (no option is that long), and draws a search line
  /// measured from its end only as far as it shows.
  @Test func aPastedMegabyteCostsWhatTheSearchLineShows() {
    let options = ["Tokyo", "Zürich", "設計 Studio", "London"]
    let page = OptionListPage("Time Zone", options: options, selection: FormBinding.constant("London")) { $0 }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 10)
    let pasted = String(repeating: "mixed ÜBER text 設計 👨‍👩‍👧 e\u{301} ", count: 30_000)
    #expect(pasted.utf8.count > 1_000_000)
    terminal.press(.paste(pasted))
    #expect(page.queryBytesFolded == pasted.utf8.count)
    terminal.type("設")
    #expect(page.queryBytesFolded == "設".utf8.count)
    #expect(page.bytesExamined == 0)
    #expect(page.matchCount == 0)
    _ = terminal.frame
    // The search line has about 26 columns here: the characters measured are about as many.
    #expect(page.searchCharactersMeasured <= 40)
    let line = terminal.lines[1]
    #expect(line.contains("…") && line.contains("e\u{301} 設"), "\(line)")
    #expect(DisplayWidth.of(line) <= 40)
    terminal.press(.backspace)
    #expect(page.queryBytesFolded == "設".utf8.count)
    #expect(page.query == pasted)
  }

  /// However a search is typed, pasted and erased, the page keeps the options a fresh search for
  /// the same text keeps: folding only what each key adds or removes changes nothing.
  @Test func incrementalFoldingAgreesWithAFreshSearch() {
    var generator = SeededGenerator(seed: 31)
    let alphabet: [Character] = Array("aeiouzrs ÜÉé東京👨‍👩‍👧") + ["e\u{301}", "\u{301}", "🇯🇵"]
    let options = (0..<400).map { _ in
      String(
        (0..<Int.random(in: 1...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator)!
        })
    }
    let page = OptionListPage("Options", options: options, selection: FormBinding.constant(options[0])) { $0 }
    // Opened once: an empty search leaves its index with no last search to narrow, so each
    // search after it folds the query whole and reads every option, as a page just opened does.
    let fresh = OptionListPage("Options", options: options, selection: FormBinding.constant(options[0])) {
      $0
    }
    for _ in 0..<400 {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: _ = page.handle(.backspace)
      case 1:
        let text = String((0..<3).map { _ in alphabet.randomElement(using: &generator)! })
        _ = page.handle(.paste(text))
      default: _ = page.handle(.character(alphabet.randomElement(using: &generator)!))
      }
      fresh.search("")
      fresh.search(page.query)
      #expect(page.matchingOptions == fresh.matchingOptions, "\(page.query.debugDescription)")
    }
  }
}
