import Testing

@testable import Presentable

/// A list's option rows say that focus only paints them (`CellBehavior.focusIsOnlyPainted`), so
/// the table moves focus on and off a drawn row by repainting its cells
/// (`RowLayout.repaintFocus`) rather than drawing it again. The repaint must give exactly the
/// cells a drawing gives, both ways, for every kind of option row.
@Suite("Option rows, focus repainted")
struct OptionFocusRepaintTests {
  struct TealLook: AppLook {
    var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
    var selectionColor: Color { .rgb(0x20, 0x20, 0x40) }
  }

  static var models: [OptionViewModel] {
    [
      OptionViewModel(text: "Tokyo", detailText: "Asia", mark: .single(true), choose: {}),
      OptionViewModel(text: "London", detailText: "Europe", mark: .single(false), choose: {}),
      OptionViewModel(
        text: "São Paulo", detailText: "America", mark: .single(false), query: SearchFolding.fold("sao"),
        choose: {}),
      OptionViewModel(
        text: "東京 Tokyo 東京", detailText: "アジア", mark: .single(true), query: SearchFolding.fold("東京"),
        choose: {}),
      OptionViewModel(text: "Messages 👩‍👩‍👧", detailText: "", mark: .multiple(true), choose: {}),
      OptionViewModel(
        text: "A name long enough to be cut at every width we draw it at", detailText: "Region",
        mark: .multiple(false), query: SearchFolding.fold("en"), choose: {}),
      OptionViewModel(text: "±½ Ω", detailText: "§", mark: .single(false), choose: {}),
      OptionViewModel(text: "", detailText: "", mark: .single(false), choose: {}),
    ]
  }

  func drawn(_ cell: OptionCell, width: Int, focused: Bool, look: Look, ambiguous: AmbiguousWidth) -> Frame {
    var lines = Frame(width: 0, height: 0)
    cell.draw(
      into: &lines, width: width, state: (),
      context: CellContext(isFocused: focused, ambiguous: ambiguous, look: look))
    return lines
  }

  @Test func repaintingFocusDrawsWhatDrawingDoes() {
    #expect(OptionCell(viewModel: Self.models[0]).behavior(state: ()).focusIsOnlyPainted)
    for model in Self.models {
      let cell = OptionCell(viewModel: model)
      for look in [Look.standard, Look(TealLook())] {
        for ambiguous in [AmbiguousWidth.narrow, .wide] {
          for width in [2, 3, 5, 8, 13, 21, 40, 80] {
            let focused = drawn(cell, width: width, focused: true, look: look, ambiguous: ambiguous)
            let unfocused = drawn(cell, width: width, focused: false, look: look, ambiguous: ambiguous)
            var off = focused
            #expect(RowLayout.repaintFocus(&off, isFocused: false))
            #expect(off.cells == unfocused.cells, "\(model.text), width \(width), off")
            #expect(off.clusters == unfocused.clusters)
            var on = unfocused
            #expect(RowLayout.repaintFocus(&on, isFocused: true))
            #expect(on.cells == focused.cells, "\(model.text), width \(width), on")
          }
        }
      }
    }
  }

  @Test func aRowTooNarrowForTheGutterIsDrawnAgain() {
    let cell = OptionCell(viewModel: Self.models[0])
    var lines = drawn(cell, width: 1, focused: true, look: .standard, ambiguous: .narrow)
    let before = lines.cells
    #expect(!RowLayout.repaintFocus(&lines, isFocused: false))
    #expect(lines.cells == before)
  }

  /// A form's row says nothing of the kind: the form may dim it or add a message line.
  @Test func aFormRowIsDrawnAgain() {
    let row = FormCell(viewModel: FormRow(cell: OptionCell(viewModel: Self.models[0])))
    #expect(!row.behavior(state: FormCell.initialState).focusIsOnlyPainted)
  }
}
