import Testing

@testable import Presentable
@testable import PresentableTesting

/// `Form.indexPath(ofRow:inSection:)`: where an app finds a row by its identity, to focus it.
@Suite("Forms: a row found by its identity")
struct FormIndexPathTests {
  final class Model {
    var showsFirst = true
  }

  func page(_ model: Model) -> FormPage {
    FormPage("Places") {
      FormSection("Saved") {
        FormRow.button("Home") {}.id("home")
        FormRow.button("Work") {}.id("work")
      }
      .hidden(when: !model.showsFirst)
      FormSection("Nearby") {
        FormRow.button("Café") {}.id("cafe")
        FormRow.button("Home") {}.id("home")
      }
      FormSection(count: 3) { index in FormRow.button("Row \(index)") {}.id("lazy") }
    }
  }

  @Test func aRowIsFoundInTheFirstShownSectionThatHoldsIt() {
    let model = Model()
    let page = page(model)
    _ = HeadlessTerminal(PageStack(root: page), width: 40, height: 14)
    #expect(page.form.indexPath(ofRow: "home") == TableIndexPath(row: 0, section: 0))
    #expect(page.form.indexPath(ofRow: "cafe") == TableIndexPath(row: 0, section: 1))
    #expect(page.form.indexPath(ofRow: "nowhere") == nil)
  }

  @Test func theSectionIsCountedAmongAllSectionsAndThePlaceAmongShownOnes() {
    let model = Model()
    let page = page(model)
    _ = HeadlessTerminal(PageStack(root: page), width: 40, height: 14)
    #expect(page.form.indexPath(ofRow: "home", inSection: 1) == TableIndexPath(row: 1, section: 1))
    #expect(page.form.indexPath(ofRow: "work", inSection: 1) == nil)
  }

  @Test func aHiddenSectionsRowsAreNotFoundAndTheRestMoveUp() {
    let model = Model()
    model.showsFirst = false
    let page = page(model)
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 14)
    #expect(page.form.indexPath(ofRow: "work") == nil)
    #expect(page.form.indexPath(ofRow: "home") == TableIndexPath(row: 1, section: 0))
    #expect(page.form.indexPath(ofRow: "home", inSection: 0) == nil)
    // The place found is the one the table focuses.
    page.form.table.focusRow(at: page.form.indexPath(ofRow: "home"))
    terminal.redraw()
    #expect(terminal.lines.contains { $0.hasPrefix("›") && $0.hasSuffix("[ Home ]") })
  }

  @Test func aCountedSectionsRowsAreNotSearched() {
    let page = page(Model())
    _ = HeadlessTerminal(PageStack(root: page), width: 40, height: 14)
    // Made only when the table shows them, they have no identity to search by until then.
    #expect(page.form.indexPath(ofRow: "lazy") == nil)
  }
}
