import Observation
import Testing

@testable import Presentable
@testable import PresentableTesting

@Suite("Forms: sections of rows as values")
struct FormTests {
  @Test func theWiFiPageAsAFormDrawsItsSections() {
    let model = WiFiModel()
    let terminal = HeadlessTerminal(PageStack(root: wifiPage(model)), width: 44, height: 14)
    #expect(
      terminal.lines == [
        " Wi-Fi",
        "› Wi-Fi                              [ ON ●]",
        "",
        "  Networks",
        "  Home                                     ✓",
        "  Office",
        "  Café Libre",
        "  Known networks are joined automatically.",
        "",
        "           [ Forget This Network ]",
        "",
        "  Ask to Join Networks               [○ OFF]",
        "",
        " ↑↓ move · Space toggle · q quit",
      ])
  }

  @Test func conditionsAreReadAgainOnChangeWithNoReload() {
    let model = WiFiModel()
    let page = wifiPage(model)
    let terminal = HeadlessTerminal(PageStack(root: page), width: 44, height: 14)
    // Space flips the switch; the form makes its sections again, and every section that hides
    // when Wi-Fi is off goes with its header and footer, including the one whose only row hides.
    terminal.press(.space)
    #expect(model.isOn == false)
    #expect(
      terminal.lines.prefix(5) == [
        " Wi-Fi",
        "› Wi-Fi                              [○ OFF]",
        "  Wi-Fi is off.",
        "",
        "",
      ])
    #expect(!terminal.screenText.contains("Networks"))
    #expect(!terminal.screenText.contains("Ask to Join"))
    terminal.press(.space)
    #expect(terminal.lines[3] == "  Networks")
    #expect(page.form.updateCount == 3)
  }

  @Test func aRowMayHoldClosures() {
    var pressed = 0
    let page = FormPage("Closures") {
      FormSection {
        FormRow.button("Press Me") { pressed += 1 }
        FormRow.button("Second") {}
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 8)
    terminal.press(.enter, .space)
    #expect(pressed == 2)
    #expect(terminal.lines[1].contains("[ Press Me ]"))
  }

  @Test func traitsChooseTheCell() {
    struct Party: ImagePresentable, TextPresentable, SwitchPresentable {
      var text: String { "Minion Mode!!!" }
      var imageName: String { "party" }
      var switchOn: Bool { true }
    }
    struct Version: TextPresentable, DetailTextPresentable {
      var text: String { "Version" }
      var detailText: String { "1.0" }
    }
    struct Zone: TextPresentable, DetailTextPresentable, AccessoryPresentable {
      var text: String { "Time Zone" }
      var detailText: String { "London" }
    }
    struct Name: TextFieldPresentable {
      var label: String { "Name" }
      var placeholder: String { "Your name" }
      var text: String { "" }
    }
    let page = FormPage("Traits") {
      FormSection {
        FormRow(Party())
        FormRow(Version())
        FormRow(Zone())
        FormRow(Name())
      }
    }
    #expect(
      page.transcript() == [
        "Traits, heading", "Minion Mode!!!, switch, on", "Version, 1.0", "Time Zone, London, button",
        "Name, text field, empty",
      ])
    let row = page.frame(width: 30, height: 6, ambiguous: .narrow).text(row: 1)
    #expect(row.hasPrefix("› ?  Minion Mode!!!"))
  }

  @Test func aDisabledRowIsDimmedSkippedAndSaysSo() {
    let model = WiFiModel()
    let page = FormPage("Disabled") {
      FormSection {
        FormRow(WiFiSwitchViewModel(model: model))
        FormRow(AskToJoinViewModel(model: model)).disabled(when: !model.isOn)
        FormRow.button("Done") {}
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 8)
    terminal.press(.space, .down)
    // Focus skips the disabled row to the button.
    #expect(terminal.lines[3].hasPrefix("›"))
    #expect(page.transcript()[2] == "Ask to Join Networks, switch, off, unavailable")
    let style = terminal.frame.style(row: 2, column: 2)
    #expect(style?.font.description.contains("dim") == true)
    // The disabled row ignores keys even when asked directly.
    terminal.press(.up)
    #expect(model.askToJoin == false)
  }

  @Test func focusStaysOnItsRowWhenRowsBeforeItComeAndGo() {
    let model = WiFiModel()
    model.isOn = false
    let page = FormPage("Order") {
      FormSection("Networks") {
        for network in model.nearby { FormRow.button(network.name) {}.id(network.name) }
      }
      .hidden(when: !model.isOn)
      FormSection {
        FormRow(WiFiSwitchViewModel(model: model))
      }
      .id("switch")
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 12)
    #expect(terminal.lines[1].hasPrefix("› Wi-Fi"))
    terminal.press(.space)  // Networks appear above the switch
    #expect(page.form.table.focusedIndexPath == TableIndexPath(row: 0, section: 1))
    #expect(terminal.lines.contains { $0.hasPrefix("› Wi-Fi") && $0.hasSuffix("[ ON ●]") })
  }

  @Test func aLongListMakesOnlyTheRowsOnScreen() {
    var made = 0
    let page = FormPage("Long") {
      FormSection(count: 1_000_000) { index in
        made += 1
        return FormRow.button("Row \(index)") {}
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 12)
    #expect(made < 40)
    terminal.press(.pageDown, .pageDown, .end)
    #expect(made < 200)
    #expect(terminal.lines.contains { $0.contains("Row 999999") })
  }

  @Observable final class Counter {
    var count = 0
  }

  @Test func anObservedModelUpdatesTheFormByItself() {
    let counter = Counter()
    let page = FormPage("Observed") {
      FormSection {
        FormRow.button("Count \(counter.count)") {}
        FormRow.button("Shown at two") {}.hidden(when: counter.count < 2)
      }
    }
    let terminal = HeadlessTerminal(PageStack(root: page), width: 40, height: 8)
    counter.count = 2
    #expect(terminal.hasPendingChange)
    terminal.redraw()
    #expect(terminal.screenText.contains("Count 2"))
    #expect(terminal.screenText.contains("Shown at two"))
  }
}
