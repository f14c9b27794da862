import Presentable

/// Type-to-filter on a picker's list page of 100,000 options: a typed character, from the key to
/// the bytes of the frame that shows the narrowed list, as the user sees it.
@MainActor func measureFilter() {
  // Place names with accents, CJK and several words, so folding and matching do real work.
  let places = [
    "São Paulo", "Zürich", "Kraków", "Reykjavík", "New York", "New Delhi", "Newcastle", "東京", "Łódź",
    "Montréal", "Málaga", "Nürnberg", "Gdańsk", "Ho Chi Minh City", "Québec", "Århus", "İstanbul", "Bogotá",
    "Saint-Étienne", "Neuchâtel", "Sønderborg", "Córdoba", "Yogyakarta", "Nagoya", "서울", "Ciudad de México",
  ]
  let regions = ["Europe", "America", "Asia", "Africa", "Oceania", "Antarctica", "Atlantic", "Indian"]
  let count = 100_000
  let options = (0..<count).map { "\(places[$0 % places.count]) \($0 / places.count)" }
  let query = Array("new york 1")
  let renderer = ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: .dark)

  harness.measure(
    "opening a list page of 100,000 options (folding them for search)", id: "filter.open", unit: "ms",
    work: 1, target: "(once per page)", calls: 3, scale: 1_000_000
  ) {
    let page = OptionListPage(
      "Places", options: options, selection: FormBinding(get: { options[0] }, set: { _ in }),
      detail: { regions[$0.utf8.count % regions.count] }
    ) { $0 }
    sink &+= page.matchCount
  }

  let page = OptionListPage(
    "Places", options: options, selection: FormBinding(get: { options[0] }, set: { _ in }),
    detail: { regions[$0.utf8.count % regions.count] }
  ) { $0 }
  let terminal = DrawnStack(PageStack(root: page), renderer: renderer)
  func key(_ key: Key) { terminal.press(key) }
  // One call types the query a character at a time, each drawn, then clears it (Ctrl-U, counted
  // in the time but not as a character).
  harness.measure(
    "a typed character filtering 100,000 options, key to bytes, \"new york 1\"", id: "filter.keystroke",
    unit: "µs", work: query.count, target: "≤ 2,000 µs", calls: 5, scale: 1000
  ) {
    for character in query { key(character == " " ? .space : .character(character)) }
    sink &+= page.matchCount
    key(.control("u"))
  }

  // The slowest kind of keystroke: one whose search keeps most options, so every option's text is
  // read ("ra" after "r"), and Backspace, a new search over every option's summary.
  key(.character("r"))
  harness.measure(
    "a typed or erased character that keeps most of 100,000 options (\"r\" ⇄ \"ra\")",
    id: "filter.keystroke.full", unit: "µs", work: 2, target: "≤ 2,000 µs", calls: 10, scale: 1000
  ) {
    key(.character("a"))
    sink &+= page.matchCount
    key(.backspace)
  }
  key(.control("u"))

  measurePastedMegabyte(renderer: renderer)
}

/// A megabyte pasted into a picker's search, from the paste to the bytes of the frame that shows
/// it: the bound `Scripts/check-demo-robustness.py` checks in a pseudo-terminal (1 s), measured
/// where the machine's load cannot blur it. Ctrl-U then clears the search, in the time too.
@MainActor func measurePastedMegabyte(renderer: ANSIRenderer) {
  let zones = [
    "Africa/Cairo", "America/New_York", "America/São_Paulo", "Asia/Tokyo", "Asia/Seoul", "Europe/Zürich",
    "Europe/London", "Europe/Kraków", "Australia/Sydney", "Pacific/Auckland", "UTC",
  ]
  let pasted = String(repeating: "mixed ÜBER text 設計 Москва e\u{301} ", count: 1_000_000 / 40)
  let page = OptionListPage(
    "Time Zone", options: zones, selection: FormBinding(get: { zones[0] }, set: { _ in })
  ) { $0 }
  let terminal = DrawnStack(PageStack(root: page), renderer: renderer)
  func key(_ key: Key) { terminal.press(key) }
  harness.measure(
    "a megabyte pasted into a picker's search, paste to bytes (then Ctrl-U)", id: "filter.paste.megabyte",
    unit: "ms", work: 1, target: "≤ 1,000 ms", calls: 3, scale: 1_000_000
  ) {
    key(.paste(pasted))
    sink &+= page.matchCount
    key(.control("u"))
  }
}

/// A page stack as a terminal shows it: drawn at 80×24 after every key and diffed from the frame
/// shown before to the bytes the terminal gets.
@MainActor final class DrawnStack {
  private let stack: PageStack
  private let renderer: ANSIRenderer
  private var shown: Frame
  private var bytes: [UInt8] = []

  init(_ stack: PageStack, renderer: ANSIRenderer) {
    self.stack = stack
    self.renderer = renderer
    shown = stack.frame(width: 80, height: 24, ambiguous: .narrow)
    bytes.reserveCapacity(1 << 16)
  }

  /// Handles `key`, draws the next frame and writes the bytes that show it.
  func press(_ key: Key) {
    _ = stack.handle(.key(key))
    let frame = stack.frame(width: 80, height: 24, ambiguous: .narrow)
    bytes.removeAll(keepingCapacity: true)
    renderer.renderUpdate(from: shown, to: frame, into: &bytes)
    shown = frame
    sink &+= bytes.count
  }
}
