import Observation
import Testing

@testable import Presentable
@testable import PresentableTesting

/// The status line names the keys the focused row takes, as its cell says, and no others.
@Suite("Key hints")
struct KeyHintsTests {
  /// A screen of the given rows.
  final class Rows: TableViewDataSource {
    let screen = TableScreen(title: "Hints")
    var cells: [any Cell]

    init(_ cells: [any Cell]) {
      self.cells = cells
      screen.table.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cells.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
      cells[indexPath.row]
    }
  }

  /// The status line of a screen showing `cells`, the first that takes focus focused, after `keys`.
  func hintLine(_ cells: [any Cell], height: Int = 10, keys: [Key] = []) -> String {
    let rows = Rows(cells)
    let terminal = HeadlessTerminal(rows.screen, width: 60, height: height)
    terminal.press(keys)
    return terminal.lines.last ?? ""
  }

  func probe(_ change: (inout TraitProbe.Values) -> Void = { _ in }) -> TraitProbe {
    var values = TraitProbe.Values()
    change(&values)
    return TraitProbe(values)
  }

  @Test func eachBuiltInRowNamesItsOwnKeys() {
    #expect(hintLine([SwitchWithTextCell(viewModel: probe())]) == " ↑↓ move · Space toggle · q quit")
    #expect(hintLine([ImageSwitchWithTextCell(viewModel: probe())]) == " ↑↓ move · Space toggle · q quit")
    #expect(hintLine([TextFieldCell(viewModel: probe())]) == " ↑↓ move · Enter edit · Esc quit")
    #expect(hintLine([OptionsCell(viewModel: probe())]) == " ↑↓ move · ←→ change · q quit")
    #expect(hintLine([SliderCell(viewModel: probe())]) == " ↑↓ move · ←→ adjust · q quit")
    #expect(hintLine([StepperCell(viewModel: probe())]) == " ↑↓ move · ←→ adjust · q quit")
    #expect(hintLine([ButtonCell(viewModel: probe())]) == " ↑↓ move · Enter press · q quit")
    #expect(hintLine([AccessoryCell(viewModel: probe())]) == " ↑↓ move · Enter open · q quit")
    #expect(
      hintLine([AccessoryCell(viewModel: probe { $0.accessory = .checkmark })])
        == " ↑↓ move · Enter select · q quit")
  }

  @Test func aFieldBeingEditedOffersOnlyItsOwnKeys() {
    let field = TextFieldCell(viewModel: probe())
    #expect(hintLine([field], keys: [.enter]) == " Enter save · Esc cancel")
    // A commit that breaks a rule keeps the field editing, and the hints with it.
    let strict = TextFieldCell(
      viewModel: probe {
        $0.text = ""
        $0.validationRules = [.required()]
      })
    #expect(hintLine([strict], keys: [.enter, .enter]) == " Enter save · Esc cancel")
    #expect(hintLine([field], keys: [.enter, .escape]) == " ↑↓ move · Enter edit · Esc quit")
  }

  @Test func theHintsFollowTheFocus() {
    let rows = Rows([SwitchWithTextCell(viewModel: probe()), TextFieldCell(viewModel: probe())])
    let terminal = HeadlessTerminal(rows.screen, width: 60, height: 10)
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    terminal.press(.down)
    #expect(terminal.lines.last == " ↑↓ move · Enter edit · Esc quit")
    #expect(rows.screen.table.keyHints == [.move, .edit])
    // Back, and into the field: the line is joined again each time its hints change.
    terminal.press(.up)
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · q quit")
    terminal.press([.down, .enter])
    #expect(terminal.lines.last == " Enter save · Esc cancel")
  }

  /// More kinds of rows than the screen remembers joined lines for: going down and back up
  /// through all of them, every line is the focused row's own.
  @Test func theLineIsTheFocusedRowsThroughManyKindsOfRows() {
    let expected = [
      " ↑↓ move · Space toggle · q quit", " ↑↓ move · Enter edit · Esc quit", " ↑↓ move · ←→ change · q quit",
      " ↑↓ move · ←→ adjust · q quit", " ↑↓ move · Enter press · q quit", " ↑↓ move · Enter open · q quit",
    ]
    let rows = Rows([
      SwitchWithTextCell(viewModel: probe()), TextFieldCell(viewModel: probe()),
      OptionsCell(viewModel: probe()),
      SliderCell(viewModel: probe()), ButtonCell(viewModel: probe()), AccessoryCell(viewModel: probe()),
    ])
    let terminal = HeadlessTerminal(rows.screen, width: 60, height: 12)
    var seen: [String] = [terminal.lines.last ?? ""]
    for _ in 1..<expected.count {
      terminal.press(.down)
      seen.append(terminal.lines.last ?? "")
    }
    for _ in 1..<expected.count {
      terminal.press(.up)
      seen.append(terminal.lines.last ?? "")
    }
    #expect(seen == expected + expected.reversed().dropFirst())
  }

  @Test func withNothingToFocusOnlyScrollingAndLeaving() {
    let text = { (n: Int) -> any Cell in TextCell(viewModel: self.probe { $0.text = "Line \(n)" }) }
    // It fits: the arrows do nothing, so they are not offered.
    #expect(hintLine((1...3).map(text)) == " q quit")
    // It does not fit: the arrows scroll.
    #expect(hintLine((1...30).map(text)) == " ↑↓ scroll · q quit")
  }

  /// A row of an app's own, with no word about keys.
  struct Gauge: Cell {
    var viewModel: Int
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
    }
  }

  /// The same row, naming the key it takes.
  struct ResettableGauge: Cell {
    var viewModel: Int
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
    }
    func keys(state: Void) -> CellKeys<Void> {
      CellKeys(in: .row).on(.activate, hint: KeyHint("r", "reset")) { _ in .changed }
    }
  }

  @Test func anAppsCellOffersNoKeyUnlessItNamesSome() {
    #expect(hintLine([Gauge(viewModel: 1)]) == " ↑↓ move · q quit")
    // The hint names the keys the map binds: Enter until the app binds r.
    #expect(hintLine([ResettableGauge(viewModel: 1)]) == " ↑↓ move · Enter reset · q quit")
    let rows = Rows([ResettableGauge(viewModel: 1)])
    rows.screen.keyMap.bind(.character("r"), to: .activate, in: .row)
    let terminal = HeadlessTerminal(rows.screen, width: 60, height: 10)
    #expect(terminal.lines.last == " ↑↓ move · r reset · q quit")
  }

  /// The focused row's hints are kept between frames: they still follow a key map set later, a
  /// row reloaded with another cell, and a model its keys read.
  @Test func keptHintsFollowTheKeyMapTheRowAndItsModel() {
    let rows = Rows([ResettableGauge(viewModel: 1)])
    let terminal = HeadlessTerminal(rows.screen, width: 60, height: 10)
    #expect(terminal.lines.last == " ↑↓ move · Enter reset · q quit")
    rows.screen.keyMap.bind(.character("r"), to: .activate, in: .row)
    terminal.redraw()
    #expect(terminal.lines.last == " ↑↓ move · r reset · q quit")
    rows.cells = [Gauge(viewModel: 1)]
    rows.screen.table.reloadRows(at: [TableIndexPath(row: 0, section: 0)])
    terminal.redraw()
    #expect(terminal.lines.last == " ↑↓ move · q quit")
    let lock = Lock()
    rows.cells = [LockCell(viewModel: lock)]
    rows.screen.table.reloadRows(at: [TableIndexPath(row: 0, section: 0)])
    terminal.redraw()
    #expect(terminal.lines.last == " ↑↓ move · Enter lock · q quit")
    lock.isLocked = true
    terminal.redraw()
    #expect(terminal.lines.last == " ↑↓ move · Enter unlock · q quit")
  }

  /// How often a row's keys were built.
  final class Builds {
    var count = 0
  }

  struct CountingCell: Cell {
    var viewModel: Builds
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
    }
    func keys(state: Void) -> CellKeys<Void> {
      viewModel.count += 1
      return CellKeys(in: .row).on(.activate, hint: KeyHint("Enter", "count")) { _ in .handled }
    }
  }

  /// A key none of the focused row's answers takes is left to the table without building the
  /// row's keys again: they were kept with its hints.
  @Test func aKeyTheRowDoesNotAnswerBuildsNoKeys() {
    let builds = Builds()
    let rows = Rows([CountingCell(viewModel: builds), CountingCell(viewModel: builds)])
    let terminal = HeadlessTerminal(rows.screen, width: 60, height: 10)
    let afterFirstFrame = builds.count
    #expect(afterFirstFrame == 1)
    terminal.press([.character("x"), .character("y"), .character("z")])
    #expect(builds.count == afterFirstFrame)
    #expect(terminal.lines.last == " ↑↓ move · Enter count · q quit")
    terminal.press([.enter])
    #expect(builds.count > afterFirstFrame)
    // A move still moves, and the row moved to names its keys.
    terminal.press([.down])
    #expect(rows.screen.table.focusedIndexPath == TableIndexPath(row: 1, section: 0))
    #expect(terminal.lines.last == " ↑↓ move · Enter count · q quit")
  }

  /// A model whose state only the keys read, not the drawing.
  @Observable final class Lock {
    var isLocked = false
  }

  struct LockCell: Cell {
    var viewModel: Lock
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(width: width, height: 1, ambiguous: context.ambiguous, look: context.look)
    }
    func keys(state: Void) -> CellKeys<Void> {
      CellKeys(in: .row).on(.activate, hint: KeyHint("Enter", viewModel.isLocked ? "unlock" : "lock")) { _ in
        .changed
      }
    }
  }

  @Test func theAppCanReplaceTheLeavingKey() {
    let rows = Rows([SwitchWithTextCell(viewModel: probe())])
    let terminal = HeadlessTerminal(rows.screen, width: 60, height: 10)
    rows.screen.leaveHint = KeyHint("Esc", "back")
    terminal.redraw()
    #expect(terminal.lines.last == " ↑↓ move · Space toggle · Esc back")
    rows.screen.leaveHint = nil
    terminal.redraw()
    #expect(terminal.lines.last == " ↑↓ move · Space toggle")
  }
}
