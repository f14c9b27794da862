import Testing

@testable import Presentable

/// A table of any number of rows that counts what it is asked.
final class CountingSource: TableViewDataSource {
  struct Row: TextPresentable, AccessoryPresentable, Hashable { var text: String }
  let rows: Int
  var cellCalls = 0
  var contentCalls = 0
  var maximumRowAsked = 0
  let table = TableView()

  init(rows: Int) {
    self.rows = rows
    table.dataSource = self
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    cellCalls += 1
    maximumRowAsked = max(maximumRowAsked, indexPath.row)
    return AccessoryCell<Row>(viewModel: Row(text: "Row \(indexPath.row)"))
  }
}

@Suite("Virtualized tables")
struct VirtualizationTests {
  func draw(_ source: CountingSource, height: Int = 24) -> Frame {
    var frame = Frame(width: 80, height: height)
    source.table.render(into: &frame, rows: 0..<height)
    return frame
  }

  @Test func endAndHomeOnAMillionRowsKeepTheRowCacheTheSizeOfTheScreen() {
    let source = CountingSource(rows: 1_000_000)
    _ = draw(source)
    for key in [Key.end, .home, .end, .pageUp, .home] {
      _ = source.table.handle(key)
      _ = draw(source)
      // A jump starts a new window: the slots span what is shown and the rows around it, never
      // the gap jumped over (a million empty slots before).
      #expect(
        source.table.cache.largestWindow <= 3 * 24 + 64,
        "after \(key): \(source.table.cache.largestWindow) slots")
    }
    #expect(draw(source).text(row: 0).contains("Row 0"))
    _ = source.table.handle(.end)
    #expect(draw(source).text(row: 23).contains("Row 999999"))
  }

  @Test func aMillionRowsAskOnlyForWhatShows() {
    for rows in [100, 1_000_000] {
      let source = CountingSource(rows: rows)
      _ = draw(source)
      #expect(source.cellCalls <= 24 + 2, "\(rows) rows: \(source.cellCalls) calls to open")
      source.cellCalls = 0
      _ = source.table.handle(.end)
      let frame = draw(source)
      #expect(frame.text(row: 23).hasPrefix("› Row \(rows - 1)"))
      #expect(source.cellCalls <= 2 * 24 + 4, "\(rows) rows: \(source.cellCalls) calls to show the end")
      source.cellCalls = 0
      for _ in 0..<10 {
        _ = source.table.handle(.pageUp)
        _ = draw(source)
      }
      #expect(source.cellCalls <= 10 * (2 * 24 + 4), "\(rows) rows: \(source.cellCalls) calls for 10 pages")
      #expect(source.table.focusedIndexPath!.row >= rows - 11 * 24)
    }
  }

  @Test func aMillionRowsAreNeverWalked() {
    let source = CountingSource(rows: 1_000_000)
    _ = draw(source)
    _ = source.table.handle(.end)
    _ = draw(source)
    _ = source.table.handle(.home)
    _ = draw(source)
    #expect(source.cellCalls < 200)
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
  }
}

/// The memory-game seed: a board of value-type view models; flipping one card redraws only it.
@Suite("Row identity")
struct RowIdentityTests {
  struct Card: TextPresentable, AccessoryPresentable, Hashable {
    var symbol: String
    var isFaceUp: Bool
    var text: String { isFaceUp ? "Card \(symbol)" : "Card ░" }
    var accessory: Accessory { isFaceUp ? .checkmark : .none }
  }

  final class Board: TableViewDataSource {
    var cards = ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"].flatMap {
      [Card(symbol: $0, isFaceUp: false)] + [Card(symbol: $0, isFaceUp: false)]
    }
    var configured: [Int] = []
    let table = TableView()

    init() {
      table.dataSource = self
    }

    func flip(_ index: Int) {
      cards[index].isFaceUp.toggle()
      table.reloadRows(at: [TableIndexPath(row: index, section: 0)])
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cards.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
      configured.append(indexPath.row)
      return AccessoryCell<Card>(viewModel: cards[indexPath.row])
    }
  }

  @Test func onlyTheFlippedCardIsConfiguredAndRedrawn() {
    let board = Board()
    let renderer = ANSIRenderer(profile: .ansi16)
    var frame = Frame(width: 30, height: 16)
    board.table.render(into: &frame, rows: 0..<16)
    #expect(board.configured.count == 16)
    board.configured = []
    board.flip(5)
    var next = Frame(width: 30, height: 16)
    board.table.render(into: &next, rows: 0..<16)
    #expect(board.configured == [5])
    #expect(next.text(row: 5).hasPrefix("  Card \(board.cards[5].symbol)"))
    var bytes: [UInt8] = []
    renderer.renderUpdate(from: frame, to: next, into: &bytes)
    let update = String(decoding: bytes, as: UTF8.self)
    #expect(update.contains("\u{1B}[6;"))  // row 6 (1-based) and no other
    #expect(!update.contains("\u{1B}[5;") && !update.contains("\u{1B}[7;"))
    // Nothing changed: nothing configured, nothing written.
    board.configured = []
    var again = Frame(width: 30, height: 16)
    board.table.render(into: &again, rows: 0..<16)
    #expect(board.configured.isEmpty)
    bytes = []
    renderer.renderUpdate(from: next, to: again, into: &bytes)
    #expect(bytes.isEmpty)
  }
}
