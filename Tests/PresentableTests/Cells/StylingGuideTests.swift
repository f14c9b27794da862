import Presentable
import Testing

/// The example of Docs/Styling.md, as written there.
enum StylingGuide {
  struct SampleLook: AppLook {}

  struct AppearanceHeader: HeaderTextPresentable { var text: String { "APPEARANCE" } }
  struct WiFiViewModel: TextPresentable, SwitchPresentable {
    var text: String { "Wi-Fi" }
    var switchOn = true
    var switchColor: Color { .green }  // this row's own choice
  }
  struct ResetViewModel: TextPresentable, ButtonPresentable {
    var text: String { "Reset All Settings" }
    var buttonRole: ButtonRole { .destructive }
    var buttonColor: Color { .yellow }  // a destructive button ignores it
  }
}

extension StylingGuide.SampleLook {
  var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
  var textColor: Color { .blue }
  var headerTextColor: Color { .secondary }
  var headerFont: Font { .caption.bold() }
  var destructiveColor: Color { .brightRed }
}

@Suite("The styling guide's example")
struct StylingGuideTests {
  typealias Guide = StylingGuide
  let look = Look(Guide.SampleLook())

  func firstStyle(_ cell: some Cell, _ text: String) -> Style? {
    cell.render(width: 40, context: CellContext(look: look))[0].spans.first { $0.text.contains(text) }?.style
  }

  @Test func theRowsLookAsTheGuideSays() {
    #expect(
      firstStyle(HeaderCell(viewModel: Guide.AppearanceHeader()), "APPEARANCE")
        == Style(foreground: .secondary, font: Font.caption.bold()))
    let wifi = SwitchWithTextCell(viewModel: Guide.WiFiViewModel())
    #expect(firstStyle(wifi, "Wi-Fi")?.foreground == .blue)
    #expect(firstStyle(wifi, "ON")?.foreground == .green)
    #expect(firstStyle(ButtonCell(viewModel: Guide.ResetViewModel()), "Reset")?.foreground == .brightRed)
  }

  @Test func provenanceIsAsTheGuideShowsIt() {
    let wifi = SwitchWithTextCell(viewModel: Guide.WiFiViewModel())
      .styleProvenance(context: CellContext(isFocused: true, look: look), theme: .dark)
    #expect(
      wifi.map(\.description) == [
        "text.foreground = blue ← app look (textColor)",
        "text.font = body ← trait default (font)",
        "switch.foreground = green ← view model (switchColor)",
        "row.background = selection ← state (focused)",
        "row.background = #1f3a5f ← theme (dark: selection)",
      ])
    let reset = ButtonCell(viewModel: Guide.ResetViewModel()).styleProvenance(
      context: CellContext(look: look), theme: .dark)
    #expect(
      reset.map(\.description) == [
        "button.foreground = yellow ← view model (buttonColor, outranked by the destructive role)",
        "button.foreground = brightRed ← role (destructive: app look's destructiveColor)",
        "button.font = body ← trait default (font)",
      ])
  }
}
