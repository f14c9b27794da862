import Testing

@testable import Presentable

@Suite("Table view")
struct TableViewTests {
  func text(_ frame: Frame) -> [String] { (0..<frame.height).map { frame.text(row: $0) } }

  @Test func drawsSectionsHeadersFootersAndFocus() {
    let fixture = SettingsFixture(items: 3)
    let frame = fixture.screen.frame(width: 40, height: 18)
    #expect(
      text(frame) == [
        " Settings                               ",
        "  Network                               ",
        "› Wi-Fi                          [ ON ●]",
        "  Bluetooth                      [○ OFF]",
        "  Airplane Mode                  [○ OFF]",
        "  Airplane Mode turns Wi-Fi off.        ",
        "                                        ",
        "  Profile                               ",
        "  Name  Your name                       ",
        "                                        ",
        "  Items                                 ",
        "  Item 1                               ›",
        "  Item 2                               ›",
        "  Item 3                               ›",
        "                                        ",
        "                                        ",
        "                                        ",
        " ↑↓ move · Space toggle · q quit        ",
      ])
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
  }

  @Test func focusSkipsRowsThatCannotTakeItAndWrapsNowhere() {
    let fixture = SettingsFixture(items: 2)
    _ = fixture.screen.frame(width: 40, height: 20)
    fixture.model.airplane = true
    fixture.table.reloadData()
    _ = fixture.screen.frame(width: 40, height: 20)
    // Wi-Fi is disabled now; focus stays on it until moved, and moving skips it.
    for key: Key in [.down, .down, .down, .down, .down] { _ = fixture.screen.handle(key) }
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 2))
    for key: Key in [.up, .character("k"), .backTab, .up] { _ = fixture.screen.handle(key) }
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))  // Wi-Fi (disabled) skipped
    _ = fixture.screen.handle(.up)
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    _ = fixture.screen.handle(.end)
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 2))
    _ = fixture.screen.handle(.character("g"))
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
  }

  @Test func keysGoToTheFocusedCellFirst() {
    let fixture = SettingsFixture()
    _ = fixture.screen.frame(width: 40, height: 20)
    #expect(fixture.screen.handle(.space) == .redraw)
    #expect(fixture.model.wifi == false)
    #expect(fixture.events.contains("change [0, 0]"))
    let frame = fixture.screen.frame(width: 40, height: 20)
    #expect(frame.text(row: 2).trimmingTrailingSpaces().hasSuffix("[○ OFF]"))
    // The accessory row takes Enter itself: its view model's onSelect, not the delegate.
    _ = fixture.screen.handle(.end)
    _ = fixture.screen.frame(width: 40, height: 20)
    #expect(fixture.screen.handle(.enter) == .redraw)
    #expect(fixture.events.last == "change [2, 29]")
  }

  final class Counter: TableViewDataSource, TableViewDelegate {
    struct Count: TextPresentable, StepperPresentable {
      var text: String { "Count" }
      var stepperValue: Int { 1 }
    }
    let table = TableView()
    var selected: [TableIndexPath] = []
    init() {
      table.dataSource = self
      table.delegate = self
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
      return StepperCell<Count>(viewModel: Count())
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
      selected.append(indexPath)
    }
  }

  @Test func enterOnARowWhoseCellIgnoresItSelectsTheRow() {
    let counter = Counter()
    var frame = Frame(width: 30, height: 4)
    counter.table.render(into: &frame, rows: 0..<4)
    #expect(counter.table.handle(.enter) == .handled)
    #expect(counter.table.handle(.down) == .handled)
    #expect(counter.table.handle(.space) == .handled)
    #expect(counter.selected == [TableIndexPath(row: 0, section: 0), TableIndexPath(row: 1, section: 0)])
  }

  @Test func textFieldEditingSurvivesFramesAndQIsText() {
    let fixture = SettingsFixture()
    _ = fixture.screen.frame(width: 40, height: 20)
    for _ in 0..<3 { _ = fixture.screen.handle(.down) }
    #expect(fixture.table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
    _ = fixture.screen.handle(.enter)
    for key: Key in [.character("q"), .character("設"), .character("j")] {
      #expect(fixture.screen.handle(key) == .redraw)
      _ = fixture.screen.frame(width: 40, height: 20)
    }
    #expect(fixture.table.isCapturingInput)
    #expect(fixture.screen.handle(.enter) == .redraw)
    #expect(fixture.model.name == "q設j")
    // On a text row `q` is typed too (issue 42: type straight in); Escape leaves.
    #expect(fixture.screen.handle(.character("q")) == .redraw)
    #expect(fixture.table.isCapturingInput)
    #expect(fixture.screen.handle(.escape) == .redraw)
    #expect(fixture.model.name == "q設j")
    #expect(fixture.screen.handle(.escape) == .quit)
  }

  @Test func scrollingKeepsTheFocusedRowInView() {
    let fixture = SettingsFixture(items: 100)
    var frame = fixture.screen.frame(width: 30, height: 12)
    _ = fixture.screen.handle(.end)
    frame = fixture.screen.frame(width: 30, height: 12)
    #expect(frame.text(row: 10).hasPrefix("› Item 100"))
    _ = fixture.screen.handle(.pageUp)
    frame = fixture.screen.frame(width: 30, height: 12)
    let focusedRow = (1..<11).first { frame.text(row: $0).hasPrefix("›") }
    #expect(focusedRow != nil)
    #expect(fixture.table.focusedIndexPath!.row < 99)
    _ = fixture.screen.handle(.home)
    frame = fixture.screen.frame(width: 30, height: 12)
    #expect(frame.text(row: 1).hasPrefix("  Network"))
    #expect(frame.text(row: 2).hasPrefix("› Wi-Fi"))
    _ = fixture.screen.handle(.pageDown)
    _ = fixture.screen.handle(.pageDown)
    frame = fixture.screen.frame(width: 30, height: 12)
    #expect((1..<11).contains { frame.text(row: $0).hasPrefix("›") })
  }

  @Test func scrollingCostsWhatTheScreenShowsAndKeepsLittle() {
    let fixture = SettingsFixture(items: 2000)
    _ = fixture.screen.frame(width: 30, height: 12)
    var mostRowsAskedForInAPage = 0
    for _ in 0..<110 {
      fixture.cellRequests = []
      _ = fixture.screen.handle(.pageDown)
      _ = fixture.screen.frame(width: 30, height: 12)
      mostRowsAskedForInAPage = max(mostRowsAskedForInAPage, fixture.cellRequests.count)
    }
    // A page asks for about a screenful of rows (ten here), wherever it is in the table, and the
    // table keeps what it drew for a few screenfuls only.
    #expect(mostRowsAskedForInAPage <= 2 * 10 + 2, "\(mostRowsAskedForInAPage) rows asked for in one page")
    #expect(
      fixture.table.cache.count <= 6 * 10 + 32, "\(fixture.table.cache.count) rows kept")
    #expect(fixture.table.focusedIndexPath!.row > 900)
  }

  @Test func aTerminalTooSmallGetsAClearMessage() {
    let fixture = SettingsFixture()
    let frame = fixture.screen.frame(width: 12, height: 3)
    #expect(frame.text(row: 0) == "Terminal too")
    #expect(frame.text(row: 1) == "small: 12×3,")
    #expect(frame.text(row: 2) == "need 20×5   ")
    #expect(fixture.cellRequests.isEmpty)
  }

  @Test func delegateHearsAboutFocus() {
    let fixture = SettingsFixture()
    _ = fixture.screen.frame(width: 40, height: 20)
    _ = fixture.screen.handle(.down)
    #expect(fixture.events == ["focus [0, 0]", "focus [0, 1]"])
  }

  @Test func transcriptReadsTheWholeScreen() {
    let fixture = SettingsFixture(items: 1)
    fixture.screen.message = StatusMessage("Saved", kind: .success)
    #expect(
      fixture.screen.transcript() == [
        "Settings, heading", "Network, heading", "Wi-Fi, switch, on", "Bluetooth, switch, off",
        "Airplane Mode, switch, off", "Airplane Mode turns Wi-Fi off.", "Profile, heading",
        "Name, text field, empty", "Items, heading", "Item 1, button", "Saved",
      ])
  }

  @Test func aSectionsFooterCanBeACellOfTheDataSources() {
    final class Notes: TableViewDataSource {
      struct Note: FooterTextPresentable { var text: String }
      func numberOfSections(in tableView: TableView) -> Int { 2 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
        TextCell(viewModel: ItemRow(text: "Row \(indexPath.section)"))
      }
      func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        "A title the cell replaces"
      }
      func tableView(_ tableView: TableView, footerCellForSection section: Int) -> (any Cell)? {
        section == 0
          ? FooterCell(viewModel: Note(text: "A note of its own, which wraps onto a second line.")) : nil
      }
    }
    let notes = Notes()
    let table = TableView()
    table.dataSource = notes
    let frame = TableScreen(table: table).frame(width: 30, height: 8)
    #expect(
      text(frame).prefix(7) == [
        "  Row 0                       ",
        "  A note of its own, which    ",
        "  wraps onto a second line.   ",
        "                              ",
        "  Row 1                       ",
        "  A title the cell replaces   ",
        "                              ",
      ])
    #expect(
      table.transcript() == [
        "Row 0", "A note of its own, which wraps onto a second line.", "Row 1", "A title the cell replaces",
      ])
  }
}
