import Testing

@testable import Presentable

/// A table of sections given as lists of rows, with titles and footers, that counts what it is
/// asked: the shape the scrolling bugs showed up in.
final class ListSource: TableViewDataSource {
  struct Row: TextPresentable, AccessoryPresentable, Hashable {
    var text: String
    var isEnabled = true
    var isHidden = false
    /// Whether the row takes focus (a row that opens something) or is a label.
    var takesFocus = true
    var accessory: Accessory { .none }
  }

  struct Section {
    var title: String?
    var footer: String?
    var rows: [Row]
  }

  var sections: [Section]
  var rowsAsked = 0
  let screen = TableScreen(title: "List")
  var table: TableView { screen.table }

  init(_ sections: [Section]) {
    self.sections = sections
    table.dataSource = self
  }

  /// One section of `count` buttons named "Row 1"… with a footer.
  convenience init(rows count: Int, footer: String? = "The end.") {
    self.init([Section(title: "Rows", footer: footer, rows: (1...count).map { Row(text: "Row \($0)") })])
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].title
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    sections[section].footer
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    rowsAsked += 1
    let row = sections[indexPath.section].rows[indexPath.row]
    return row.takesFocus ? AccessoryCell<Row>(viewModel: row) : TextCell<Row>(viewModel: row)
  }
}

/// Draws the table alone on a frame, as a screen draws it between its title and status lines.
private func draw(_ table: TableView, width: Int = 30, height: Int) -> [String] {
  var frame = Frame(width: width, height: height)
  table.render(into: &frame, rows: 0..<height)
  return (0..<height).map { frame.text(row: $0) }
}

/// The screen's rows with the scroll indicator's column left off.
private func content(_ lines: [String]) -> [String] {
  lines.map { String($0.dropLast()).trimmingTrailingSpaces() }
}

@Suite("Table scrolling")
struct TableScrollingTests {
  @Test func pageDownPastTheEndStopsAtTheLastFooter() {
    let source = ListSource(rows: 40)
    var lines = draw(source.table, height: 10)
    for _ in 0..<8 {
      _ = source.table.handle(.pageDown)
      lines = draw(source.table, height: 10)
      // Never a blank row at the bottom: the view stops where the table ends.
      #expect(!content(lines)[9].isEmpty, "blank last row: \(lines)")
    }
    #expect(content(lines).suffix(2) == ["› Row 40", "  The end."])
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 39, section: 0))
  }

  @Test func theLastFooterComesIntoViewByMovingPastTheLastRow() {
    let source = ListSource(rows: 40, footer: "A footer that is read last.")
    _ = draw(source.table, height: 10)
    for _ in 0..<39 {
      _ = source.table.handle(.down)
      _ = draw(source.table, height: 10)
    }
    var lines = content(draw(source.table, height: 10))
    #expect(lines.last == "› Row 40")
    // Down from the last row has no row to focus; it scrolls, so the footer shows.
    #expect(source.table.handle(.down) == .handled)
    lines = content(draw(source.table, height: 10))
    #expect(lines.suffix(2) == ["› Row 40", "  A footer that is read last."])
    // Nothing further: the key is not used, and the view does not move into blank rows.
    #expect(source.table.handle(.down) == .ignored)
    #expect(content(draw(source.table, height: 10)) == lines)
  }

  @Test func growingTheTerminalFillsTheViewAndKeepsFocusInView() {
    let source = ListSource(rows: 12)
    _ = draw(source.table, width: 20, height: 6)
    _ = source.table.handle(.end)
    #expect(content(draw(source.table, width: 20, height: 6)).contains("› Row 12"))
    // The whole table fits now: it shows from the top, with no rows hidden above.
    let grown = draw(source.table, width: 80, height: 24)
    #expect(grown[0].hasPrefix("  Rows"))
    #expect(grown.contains { $0.hasPrefix("› Row 12") })
    #expect(grown[13].hasPrefix("  The end."))
  }

  @Test func growingPartWayFillsTheViewToTheEnd() {
    let source = ListSource(rows: 40)
    _ = draw(source.table, width: 20, height: 6)
    _ = source.table.handle(.end)
    _ = draw(source.table, width: 20, height: 6)
    for height in [12, 24, 30] {
      let lines = content(draw(source.table, width: 80, height: height))
      // The focused last row stays; the view fills up to the end of the table, not past it.
      #expect(lines.last == "  The end.", "\(height) rows: \(lines)")
      #expect(lines.contains("› Row 40"))
      #expect(!lines.contains(""), "\(height) rows: a blank row in \(lines)")
    }
  }

  @Test func shrinkingKeepsFocusInView() {
    let source = ListSource(rows: 40)
    _ = draw(source.table, width: 80, height: 24)
    for _ in 0..<15 { _ = source.table.handle(.down) }
    #expect(draw(source.table, width: 80, height: 24).contains { $0.hasPrefix("› Row 16") })
    for height in [12, 6, 3, 1] {
      let lines = draw(source.table, width: 20, height: height)
      #expect(lines.contains { $0.hasPrefix("› Row 16") }, "\(height) rows: \(lines)")
    }
  }

  @Test func aRowThatDisablesItselfHandsFocusOnAndGetsItBack() {
    let source = ListSource(rows: 5)
    _ = draw(source.table, height: 10)
    _ = source.table.handle(.down)
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    // Row 2 is, say, a button that disables itself while its work runs.
    source.sections[0].rows[1].isEnabled = false
    source.table.reloadData()
    var lines = content(draw(source.table, height: 10))
    #expect(lines.filter { $0.hasPrefix("›") } == ["› Row 3"])
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 2, section: 0))
    // Keys go to the row that has focus now.
    #expect(source.table.handle(.down) == .handled)
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 3, section: 0))
    #expect(source.table.handle(.up) == .handled)
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 2, section: 0))
    // The work is done, but the user has moved focus since: it stays where they put it.
    source.sections[0].rows[1].isEnabled = true
    source.table.reloadData()
    lines = content(draw(source.table, height: 10))
    #expect(lines.filter { $0.hasPrefix("›") } == ["› Row 3"])
  }

  @Test func focusReturnsToARowThatIsEnabledAgain() {
    let source = ListSource(rows: 5)
    _ = draw(source.table, height: 10)
    for _ in 0..<4 { _ = source.table.handle(.down) }
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 4, section: 0))
    // The last row has no row after it: focus goes back to the nearest before it.
    source.sections[0].rows[4].isEnabled = false
    source.table.reloadData()
    #expect(content(draw(source.table, height: 10)).filter { $0.hasPrefix("›") } == ["› Row 4"])
    source.sections[0].rows[4].isEnabled = true
    source.table.reloadData()
    #expect(content(draw(source.table, height: 10)).filter { $0.hasPrefix("›") } == ["› Row 5"])
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 4, section: 0))
  }

  @Test func aSectionWithEveryRowHiddenHidesItsHeaderAndFooter() {
    let source = ListSource([
      .init(title: "First", footer: "First's footer.", rows: [.init(text: "One")]),
      .init(
        title: "Hidden", footer: "Hidden's footer.",
        rows: [.init(text: "Two", isHidden: true), .init(text: "Three", isHidden: true)]),
      .init(title: "Last", footer: nil, rows: [.init(text: "Four")]),
    ])
    var lines = content(draw(source.table, height: 12))
    #expect(
      lines == [
        "  First", "› One", "  First's footer.", "", "  Last", "  Four", "", "", "", "", "", "",
      ])
    // One row shows again: the section comes back with it.
    source.sections[1].rows[1].isHidden = false
    source.table.reloadData()
    lines = content(draw(source.table, height: 12))
    #expect(lines.contains("  Hidden") && lines.contains("  Three") && lines.contains("  Hidden's footer."))
    // A section with no rows at all is the app's to show (an empty state's title): it shows.
    source.sections[1].rows = []
    source.table.reloadData()
    #expect(content(draw(source.table, height: 12)).contains("  Hidden"))
  }

  @Test func findingTheNextFocusableRowInAMillionIsBounded() {
    // A million rows of which only the first and the last take focus.
    let source = ListSource(rows: 1)
    final class Far: TableViewDataSource {
      var rowsAsked = 0
      var everyRowAsked: [Int] = []
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
        rowsAsked += 1
        everyRowAsked.append(indexPath.row)
        let takesFocus = indexPath.row == 0 || indexPath.row == 999_999
        let row = ListSource.Row(text: "Row \(indexPath.row)")
        return takesFocus
          ? AccessoryCell<ListSource.Row>(viewModel: row) : TextCell<ListSource.Row>(viewModel: row)
      }
    }
    let far = Far()
    source.table.dataSource = far
    _ = draw(source.table, height: 24)
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    var mostAskedInAKey = 0
    for _ in 0..<50 {
      far.rowsAsked = 0
      _ = source.table.handle(.down)
      _ = draw(source.table, height: 24)
      mostAskedInAKey = max(mostAskedInAKey, far.rowsAsked)
    }
    // Each key looks a bounded way ahead (two screenfuls) and scrolls a line where it finds
    // nothing: the rows asked for follow the screen, not the distance to the next button.
    #expect(mostAskedInAKey <= 2 * 24 + 2, "\(mostAskedInAKey) rows asked for in one key")
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    // A row asked whether it takes focus is kept and drawn when it scrolls into view: none asked twice.
    #expect(far.everyRowAsked.count == Set(far.everyRowAsked).count)
    // End reaches the far button at once, and asks for about a screenful.
    far.rowsAsked = 0
    _ = source.table.handle(.end)
    let lines = draw(source.table, height: 24)
    #expect(lines[23].hasPrefix("› Row 999999"))
    #expect(far.rowsAsked <= 2 * 24 + 2, "\(far.rowsAsked) rows asked for by End")
  }

  @Test func aScrollIndicatorShowsWhereTheViewIs() {
    let source = ListSource(rows: 100)
    /// The rows of the last column drawn inverse: the indicator's thumb.
    func thumb() -> [Int] {
      var frame = Frame(width: 30, height: 10)
      source.table.render(into: &frame, rows: 0..<10)
      return (0..<10).filter { frame.style(row: $0, column: 29)?.isInverse == true }
    }
    let top = thumb()
    #expect(top.first == 0)
    _ = source.table.handle(.end)
    let bottom = thumb()
    #expect(bottom.last == 9)
    // The thumb is as long as the share of the table on screen: 10 of about 103 lines.
    #expect(top.count == 1 && bottom.count == 1)
    // A table that fits has no indicator, and its rows have the whole width.
    let short = ListSource(rows: 3)
    var frame = Frame(width: 30, height: 10)
    short.table.render(into: &frame, rows: 0..<10)
    #expect((0..<10).allSatisfy { frame.style(row: $0, column: 29)?.isInverse != true })
    #expect(frame.text(row: 1).hasPrefix("› Row 1"))
  }
}
