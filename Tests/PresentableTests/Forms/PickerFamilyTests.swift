import PresentableTesting
import Testing

@testable import Presentable

/// Pickers as one family: any picker opens a page or steps in place as asked, a single selection
/// takes either kind of binding, and every list opens on the option chosen.
@Suite("Pickers as one family")
struct PickerFamilyTests {
  final class Model {
    var security = "WPA2"
    var zone = "Tokyo"
  }

  static let zones = ["London", "Paris", "Berlin", "Rome", "Madrid", "Tokyo", "Lima"]

  @Test func aShortPickerOpensAPageWhenAsked() {
    let model = Model()
    let stack = PageStack(
      root: FormPage("Network") {
        FormSection {
          FormRow.picker(
            "Security", options: ["None", "WPA2", "WPA3"], selection: FormBinding(model, \.security),
            style: .page
          ) { $0 }
        }
      })
    let terminal = HeadlessTerminal(stack, width: 40, height: 8)
    #expect(terminal.lines[1] == "› Security                        WPA2 ›")
    terminal.press(.enter)
    #expect(stack.pages.count == 2)
    // The page opens on the chosen option.
    #expect(terminal.lines.contains { $0.hasPrefix("› WPA2") })
    terminal.press(.down, .enter)
    #expect(model.security == "WPA3")
  }

  @Test func aLongPickerStepsInPlaceWhenAsked() {
    let model = Model()
    let stack = PageStack(
      root: FormPage("Clock") {
        FormSection {
          FormRow.picker("Zone", options: Self.zones, selection: FormBinding(model, \.zone), style: .inline) {
            $0
          }
        }
      })
    let terminal = HeadlessTerminal(stack, width: 40, height: 8)
    #expect(terminal.lines[1].hasSuffix("‹ Tokyo ›"))
    terminal.press(.right)
    #expect(model.zone == "Lima")
    #expect(stack.pages.count == 1)
  }

  @Test func aSingleSelectionTakesABindingThatAlwaysHoldsAnOption() {
    let model = Model()
    let page = FormPage("Security") {
      FormSection.singleSelection(
        options: ["None", "WPA2", "WPA3"], selection: FormBinding(model, \.security)
      ) {
        $0
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 8)
    terminal.press(.down, .enter)
    #expect(model.security == "WPA3")
  }

  /// A page of a single selection opens on the chosen option, as an `OptionListPage` does, so the
  /// user sees the choice and Enter keeps it.
  @Test func everyListOpensOnTheChosenOption() {
    let model = Model()
    let selection = FormPage("Zone") {
      FormSection.singleSelection(options: Self.zones, selection: FormBinding(model, \.zone)) { $0 }
    }
    _ = HeadlessTerminal(PageStack(root: selection), width: 40, height: 12)
    #expect(selection.form.table.focusedIndexPath == TableIndexPath(row: 5, section: 0))
    let list = OptionListPage("Zone", options: Self.zones, selection: FormBinding(model, \.zone)) { $0 }
    _ = HeadlessTerminal(PageStack(root: list), width: 40, height: 12)
    #expect(list.table.focusedIndexPath == TableIndexPath(row: 5, section: 0))
    // An optional binding holding nothing opens on the first row, as before.
    var joined: String? = nil
    let none = FormPage("Networks") {
      FormSection.singleSelection(
        options: ["Home", "Office"], selection: FormBinding(get: { joined }, set: { joined = $0 })
      ) { $0 }
    }
    _ = HeadlessTerminal(PageStack(root: none), width: 40, height: 8)
    #expect(none.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 0))
  }

  /// A key-path binding is the property's own type unless an optional one is asked for; seen as
  /// optional, setting `nil` leaves the property as it is.
  @Test func aKeyPathBindingReadsAsOptionalOnlyWhenAskedTo() {
    let model = Model()
    let plain = FormBinding(model, \.zone)
    let _: FormBinding<String> = plain  // not FormBinding<String?>
    plain.value = "Rome"
    let optional: FormBinding<String?> = FormBinding(model, \.zone)
    #expect(optional.value == "Rome")
    optional.value = nil
    #expect(model.zone == "Rome")
    optional.value = "Lima"
    #expect(model.zone == "Lima")
  }
}
