import Testing

@testable import Presentable

/// A row is laid out once into a plan (`RowPlan`) and the plan painted: the line count comes
/// from the plan without drawing, and is what drawing gives; a row that gives nothing up gets the
/// trivial plan, a tight one places each part.
@Suite("Row plans")
struct RowPlanTests {
  struct Row: TextPresentable, SwitchPresentable, SubtitlePresentable {
    var text: String
    var switchOn = true
    var subtitle = ""
    var isHidden = false
  }

  struct Note: FooterTextPresentable { var text: String }

  @Test(arguments: [0, 1, 2, 3, 7, 12, 20, 40, 80])
  func theLineCountIsWhatDrawingGives(width: Int) {
    let context = CellContext()
    func check<C: RowCell>(_ cell: C, _ label: String) where C.State == Void {
      var lines = Frame(width: 0, height: 0)
      cell.draw(into: &lines, width: width, state: (), context: context)
      #expect(cell.lineCount(width: width, state: (), context: context) == lines.height, "\(label), \(width)")
    }
    check(SwitchWithTextCell(viewModel: Row(text: "Wi-Fi")), "a switch row")
    check(SwitchWithTextCell(viewModel: Row(text: "Wi-Fi", subtitle: "Home network")), "a subtitle")
    check(SwitchWithTextCell(viewModel: Row(text: "Wi-Fi", isHidden: true)), "hidden")
    check(
      FooterCell(viewModel: Note(text: "Shown to everyone who joins the network, every time.")), "a footer")
  }

  struct Heading: HeaderTextPresentable { var text: String }
  struct Plain: TextPresentable, AccessoryPresentable, DetailTextPresentable {
    var text: String
    var detailText = "Details that run on"
    var isEnabled = true
  }

  /// A cell written from scratch: its line count is the protocol's default, drawn and counted.
  struct Lines: Cell {
    var viewModel: Int
    func draw(into lines: inout Frame, width: Int, state: Void, context: CellContext) {
      lines.reuse(width: width, height: viewModel, ambiguous: context.ambiguous, look: context.look)
    }
  }

  /// What a table asks (`Cell/lineCount(width:state:context:)`, through `any Cell`) is the
  /// row's plan for the library's row cells, focused or not, and what drawing gives.
  @Test(arguments: [0, 1, 2, 5, 12, 20, 33, 80])
  func theLineCountATableAsksForIsWhatDrawingGives(width: Int) {
    let long = "Shown to everyone who joins the network, every time, on every device."
    let cells: [(any Cell, String)] = [
      (SwitchWithTextCell(viewModel: Row(text: "Wi-Fi", subtitle: "Home network")), "a subtitle"),
      (SwitchWithTextCell(viewModel: Row(text: long)), "a long switch row"),
      (FooterCell(viewModel: Note(text: long)), "a footer"),
      (HeaderCell(viewModel: Heading(text: long)), "a header"),
      (TextCell(viewModel: Plain(text: long)), "a text row"),
      (DetailCell(viewModel: Plain(text: "Version")), "a detail row"),
      (AccessoryCell(viewModel: Plain(text: "Disabled", isEnabled: false)), "a disabled row"),
      (Lines(viewModel: 3), "a cell of its own"),
    ]
    for (cell, label) in cells {
      for isFocused in [false, true] {
        let context = CellContext(isFocused: isFocused)
        let (counted, drawn) = count(cell, width, context)
        #expect(counted == drawn, "\(label), focused: \(isFocused)")
      }
    }
  }

  /// The count the cell gives and the lines it draws.
  private func count<C: Cell>(_ cell: C, _ width: Int, _ context: CellContext) -> (Int, Int) {
    let counted = cell.lineCount(width: width, state: C.initialState, context: context)
    return (counted, cell.render(width: width, context: context).count)
  }

  @Test func aFooterWrapsOntoTheLinesItsPlanCounts() {
    let footer = FooterCell(viewModel: Note(text: "Shown to everyone who joins the network."))
    #expect(footer.lineCount(width: 80, state: (), context: CellContext()) == 1)
    #expect(footer.lineCount(width: 20, state: (), context: CellContext()) == 3)
    #expect(
      SwitchWithTextCell(viewModel: Row(text: "Wi-Fi", isHidden: true))
        .lineCount(width: 80, state: (), context: CellContext()) == 0)
  }

  /// The plan's kinds: a row that fits is trivial and places no part one by one; a tight row's
  /// parts are placed, the last leading part cut to what is left beside the trailing ones.
  @Test func aRowThatFitsIsTrivialAndATightOneIsPlaced() {
    let layout = RowLayout(isFocused: false, isDisabled: false)
    RowContent.describe(width: 38, context: CellContext()) { row in
      row.leading("Minion Mode!!!")
      row.trailing("[ ON ●]", name: "switch")
      let plan = layout.plan(&row, width: 40)
      #expect(plan.kind == .trivial)
      #expect((plan.gutter, plan.available, plan.lineCount) == (2, 38, 1))
      #expect(row.parts.allSatisfy { $0.plannedColumn == -1 })
    }
    RowContent.describe(width: 14, context: CellContext()) { row in
      row.leading("Minion Mode!!!")
      row.trailing("[ ON ●]", name: "switch")
      let plan = layout.plan(&row, width: 16)
      #expect(plan.kind == .placed)
      // The switch at the edge, whole; the text in the six columns before it and its space.
      #expect((row.parts[1].plannedColumn, row.parts[1].plannedBudget) == (7, 7))
      #expect((row.parts[0].plannedColumn, row.parts[0].plannedBudget) == (0, 6))
      var frame = Frame(width: 16, height: 1)
      layout.paint(plan, &row, into: &frame, at: FrameRect(row: 0, column: 0, width: 16, height: 1))
      #expect(frame.text(row: 0) == "  Minio… [ ON ●]")
    }
  }
}
