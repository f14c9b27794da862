import Testing

@testable import Presentable
@testable import PresentableTesting

/// Issue 42: every row kind's rules are said as the user goes, and a failed submit focuses the
/// broken row itself.
@Suite("Forms: rules as you go")
struct RulesAsYouGoTests {
  final class Order {
    var size = "Medium"
    var guests = 2
    var toppings: Set<String> = []
    var placed = 0
  }

  struct GuestsViewModel: TextPresentable, StepperPresentable {
    let order: Order
    var text: String { "Guests" }
    var stepperValue: Int { order.guests }
    var stepperRange: ClosedRange<Int> { 0...10 }
    func onStepperValueChange(_ value: Int) { order.guests = value }
  }

  func page(_ order: Order) -> FormPage {
    FormPage("Order") {
      FormSection {
        FormRow.picker("Size", options: ["Small", "Medium", "Large"], selection: FormBinding(order, \.size)) {
          $0
        }
        .validated(order.size, by: [FormRule("Large is sold out") { $0 != "Large" }])
        FormRow(GuestsViewModel(order: order))
          .validated(order.guests, by: [.minimum(1, "Invite someone")])
      }
      FormSection.multipleSelection(
        "Toppings", options: ["Olives", "Basil"], selection: FormBinding(order, \.toppings), minimum: 1
      ) { $0 }
      FormSection { FormRow.submit("Order") { order.placed += 1 } }
    }
  }

  @Test func aPickersRuleIsSaidWhenItsValueChanges() {
    let order = Order()
    let terminal = HeadlessTerminal(PageStack(root: page(order)), width: 40, height: 16)
    terminal.press(.right)
    #expect(order.size == "Large")
    #expect(terminal.lines[1].hasPrefix("› Size"))
    #expect(terminal.lines[2] == "  ! Large is sold out")
    terminal.press(.left)
    #expect(terminal.lines[2].hasPrefix("  Guests"))
  }

  @Test func aSteppersRuleIsSaidWhenFocusLeavesIt() {
    let order = Order()
    order.guests = 0
    let terminal = HeadlessTerminal(PageStack(root: page(order)), width: 40, height: 16)
    terminal.press(.down)
    // Not yet: the user has not left the row or changed it.
    #expect(!terminal.screenText.contains("Invite someone"))
    terminal.press(.down)
    #expect(terminal.lines[2].hasPrefix("  Guests"))
    #expect(terminal.lines[3] == "  ! Invite someone")
  }

  @Test func aSectionsRuleIsSaidUnderTheSectionWithoutARowOfItsOwn() {
    let order = Order()
    let form = page(order)
    let terminal = HeadlessTerminal(PageStack(root: form), width: 40, height: 16)
    terminal.press(.down, .down, .space)
    #expect(order.toppings == ["Olives"])
    #expect(!terminal.screenText.contains("Choose at least 1"))
    terminal.press(.space)
    #expect(order.toppings.isEmpty)
    #expect(
      terminal.lines[4...8] == [
        "  Toppings",
        "› Olives                             [ ]",
        "  Basil                              [ ]",
        "  ! Choose at least 1",
        "  0 chosen, at least 1",
      ])
    // The section has its two options, and no row for the rule.
    #expect(form.form.table.numberOfRows(inSection: 1) == 2)
    #expect(form.transcript().contains("Basil, checkbox, not checked, section invalid: Choose at least 1"))
  }

  @Test func aFailedSubmitFocusesTheBrokenRowItself() {
    let order = Order()
    order.size = "Large"
    order.toppings = ["Basil"]
    let form = page(order)
    let terminal = HeadlessTerminal(PageStack(root: form), width: 40, height: 16)
    terminal.press(.end, .enter)
    #expect(order.placed == 0)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
    #expect(terminal.lines[1].hasPrefix("› Size"))
    // A broken section takes focus at its first row.
    order.size = "Small"
    order.toppings = []
    form.form.setNeedsUpdate()
    terminal.press(.end, .enter)
    #expect(form.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
    #expect(form.form.issues.map(\.message) == ["Choose at least 1"])
  }
}
