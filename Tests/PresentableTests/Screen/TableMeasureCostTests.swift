import Observation
import Testing

@testable import Presentable

/// A row whose line below comes and goes, observed.
@Observable
final class MeasuredRow: TextPresentable, SwitchPresentable, SubtitlePresentable {
  var text: String
  var switchOn = true
  var subtitle = ""

  init(_ text: String) { self.text = text }
}

/// One section of observed rows.
final class ObservedRows: TableViewDataSource {
  let rows = (0..<60).map { MeasuredRow("Row \($0)") }
  let table = TableView()

  init() { table.dataSource = self }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    SwitchWithTextCell(viewModel: rows[indexPath.row])
  }
}

/// A jump (End, a far row focused) makes the viewport walk back from its target to find the
/// screen's top, and a footer asks whether its section shows: both want heights only. Rows are
/// measured for them (`Cell/lineCount(width:state:context:)`) and drawn only when they show.
@Suite("A table draws only the rows it shows")
struct TableMeasureCostTests {
  /// Which items were drawn, by name, in order.
  final class DrawLog {
    var drawn: [String] = []
    var measured: [String] = []
  }

  /// A row cell that logs each drawing; its line count is its row cell's.
  struct Counted<Base: RowCell>: Cell where Base.State == Void {
    struct ViewModel {
      var base: Base
      var name: String
      var log: DrawLog
    }
    var viewModel: ViewModel
    init(viewModel: ViewModel) { self.viewModel = viewModel }

    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      viewModel.log.drawn.append(viewModel.name)
      viewModel.base.draw(into: &lines, width: width, state: (), context: context)
    }
    func lineCount(width: Int, state: Void, context: CellContext) -> Int {
      viewModel.log.measured.append(viewModel.name)
      return viewModel.base.lineCount(width: width, state: (), context: context)
    }
    func behavior(state: Void) -> CellBehavior { viewModel.base.behavior(state: ()) }
    func summary(state: Void) -> String { viewModel.base.summary(state: ()) }
  }

  struct Row: TextPresentable, SwitchPresentable, SubtitlePresentable {
    var text: String
    var switchOn = true
    var subtitle = ""
  }

  struct Note: FooterTextPresentable { var text: String }

  /// Sections of rows, every third with a line below, each section with a footer that wraps.
  final class Source: TableViewDataSource {
    let sections: Int
    let rows: Int
    /// Whether every row has a line below, not every third.
    var tall = false
    let log = DrawLog()
    let table = TableView()

    init(sections: Int, rows: Int) {
      (self.sections, self.rows) = (sections, rows)
      table.dataSource = self
    }

    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
      let name = "\(indexPath.section).\(indexPath.row)"
      let row = Row(text: "Row \(name)", subtitle: tall || indexPath.row % 3 == 0 ? "Below \(name)" : "")
      return Counted(viewModel: .init(base: SwitchWithTextCell(viewModel: row), name: name, log: log))
    }

    func tableView(_ tableView: TableView, footerCellForSection section: Int) -> (any Cell)? {
      let note = Note(text: "Section \(section) is shown to everyone who joins the network, every time.")
      return Counted(viewModel: .init(base: FooterCell(viewModel: note), name: "footer \(section)", log: log))
    }
  }

  func draw(_ source: Source, width: Int = 40, height: Int = 20) -> Frame {
    var frame = Frame(width: width, height: height)
    source.table.render(into: &frame, rows: 0..<height)
    return frame
  }

  /// The names of the items the screen shows, from the table's own record of them.
  func shownNames(_ source: Source) -> Set<String> {
    var names: Set<String> = []
    for item in source.table.shownItems {
      switch source.table.outline.item(item) {
      case .row(let indexPath): names.insert("\(indexPath.section).\(indexPath.row)")
      case .footer(let section): names.insert("footer \(section)")
      default: break
      }
    }
    return names
  }

  /// What the same table shows drawn from scratch at the same focus and scroll: every row it
  /// asks for drawn, none measured.
  func reference(_ source: Source, focus: TableIndexPath?) -> [String] {
    let fresh = Source(sections: source.sections, rows: source.rows)
    fresh.tall = source.tall
    fresh.table.focusRow(at: focus)
    fresh.table.viewport = source.table.viewport
    let frame = draw(fresh)
    return (0..<frame.height).map { frame.text(row: $0) }
  }

  func check(_ source: Source, after jump: String, _ move: () -> Void) {
    _ = draw(source)
    source.log.drawn = []
    move()
    let frame = draw(source)
    let shown = shownNames(source)
    let drawn = source.log.drawn
    // Each row drawn once, and only a row the screen shows.
    #expect(drawn.count == Set(drawn).count, "\(jump): drawn twice: \(drawn)")
    #expect(Set(drawn).isSubset(of: shown), "\(jump): drawn, not shown: \(Set(drawn).subtracting(shown))")
    #expect(drawn.count <= shown.count, "\(jump): \(drawn.count) drawn for \(shown.count) shown")
    // The heights measured put every line where drawing them all would.
    let lines = (0..<frame.height).map { frame.text(row: $0) }
    #expect(lines == reference(source, focus: source.table.focusedIndexPath), "\(jump)")
  }

  /// The rows a first frame shows are drawn as the screen is filled, not measured first, but
  /// for the row focus lands on: measured to find it, it is drawn once, focused.
  @Test func openingDrawsTheRowsItShowsOnce() {
    let source = Source(sections: 40, rows: 30)
    _ = draw(source)
    let shown = shownNames(source)
    #expect(source.log.drawn.sorted() == shown.sorted())
    #expect(source.log.measured.filter(shown.contains) == ["0.0"])
  }

  @Test func endDrawsOnlyTheRowsItShows() {
    let source = Source(sections: 40, rows: 30)
    check(source, after: "End") { _ = source.table.handle(.end) }
    #expect(source.table.focusedIndexPath == TableIndexPath(row: 29, section: 39))
  }

  @Test func focusingAFarRowDrawsOnlyTheRowsItShows() {
    let source = Source(sections: 40, rows: 30)
    check(source, after: "a far row") { source.table.focusRow(at: TableIndexPath(row: 20, section: 25)) }
    check(source, after: "a row further") { source.table.focusRow(at: TableIndexPath(row: 27, section: 33)) }
  }

  @Test func aRowMeasuredAndThenReloadedIsMeasuredAgain() {
    let source = Source(sections: 4, rows: 30)
    _ = draw(source)
    // Rows measured above the screen and in the sections the footers ask about.
    source.table.focusRow(at: TableIndexPath(row: 20, section: 2))
    _ = draw(source)
    // Every row a line taller: a height measured before the reload would put lines out of place.
    source.tall = true
    source.table.reloadData()
    check(source, after: "a reload") { _ = source.table.handle(.end) }
  }

  /// Measuring reads the row's model as drawing does, so a change to it makes the count stale.
  @Test func aMeasuredRowsModelChangingMakesItsCountStale() {
    let source = ObservedRows()
    _ = draw(source.table)
    source.table.focusRow(at: TableIndexPath(row: 50, section: 0))
    _ = draw(source.table)
    // The row just above the screen: measured while the screen was fitted under row 50.
    let above = source.table.viewport.top - 1
    #expect(source.table.cache.contains(above))
    #expect(!source.table.cache.read(above) { $0.isDrawn })
    #expect(source.table.height(above) == 1)
    source.rows[above].subtitle = "Now two lines"
    _ = draw(source.table)
    #expect(source.table.height(above) == 2)
  }

  func draw(_ table: TableView) -> Frame {
    var frame = Frame(width: 40, height: 20)
    table.render(into: &frame, rows: 0..<20)
    return frame
  }
}
