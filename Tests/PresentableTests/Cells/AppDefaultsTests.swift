import Presentable
import Testing

// The test target plays the app: another module, changing every row's look in one extension.

protocol AppTextPresentable: TextPresentable {}

extension AppTextPresentable {
  var textColor: Color { .blue }
  var font: Font { .body.italic() }
}

protocol AppHeaderTextPresentable: HeaderTextPresentable {}

extension AppHeaderTextPresentable {
  var textColor: Color { .secondary }
  var font: Font { .caption.bold() }
}

private struct AboutRow: AppTextPresentable { var text: String { "About" } }
private struct WiFiRow: AppTextPresentable, SwitchPresentable {
  var text: String { "Wi-Fi" }
  var switchOn: Bool { true }
}
private struct VersionRow: AppTextPresentable, DetailTextPresentable {
  var text: String { "Version" }
  var detailText: String { "1.0" }
}
private struct ThemeRow: AppTextPresentable, OptionsPresentable {
  var text: String { "Theme" }
  var options: [String] { ["dark"] }
  var selectedIndex: Int { 0 }
}
private struct LicensesRow: AppTextPresentable, AccessoryPresentable { var text: String { "Licenses" } }
private struct LoudRow: AppTextPresentable {
  var text: String { "Loud" }
  var textColor: Color { .red }
}
/// The talk's split, in the app: the data source and delegate pick up the app's defaults too.
private struct MinionRow: SwitchWithTextCellDataSource, SwitchWithTextCellDelegate, AppTextPresentable {
  var title: String { "Minion Mode!!!" }
  var switchOn: Bool { true }
  var switchColor: Color { .yellow }
}
private struct AppearanceHeader: AppHeaderTextPresentable { var text: String { "Appearance" } }

@Suite("One extension changes every row")
struct AppDefaultsTests {
  func textStyle(_ cell: some Cell, _ text: String) -> Style? {
    cell.render(width: 40, context: CellContext())[0].spans.first { $0.text.contains(text) }?.style
  }

  @Test func everyRowOfEveryCellKindTakesTheAppsTextDefaults() {
    let expected = Style(foreground: .blue, font: Font.body.italic())
    let about = TextCell<AboutRow>(viewModel: AboutRow())
    let wifi = SwitchWithTextCell<WiFiRow>(viewModel: WiFiRow())
    let version = DetailCell<VersionRow>(viewModel: VersionRow())
    let theme = OptionsCell<ThemeRow>(viewModel: ThemeRow())
    let licenses = AccessoryCell<LicensesRow>(viewModel: LicensesRow())
    let minion = SwitchWithTextCell<MinionRow>(viewModel: MinionRow())
    #expect(textStyle(about, "About") == expected)
    #expect(textStyle(wifi, "Wi-Fi") == expected)
    #expect(textStyle(version, "Version") == expected)
    #expect(textStyle(theme, "Theme") == expected)
    #expect(textStyle(licenses, "Licenses") == expected)
    #expect(textStyle(minion, "Minion") == expected)
    #expect(textStyle(minion, "ON")?.foreground == .yellow)
  }

  @Test func aViewModelStillStatesWhatDiffers() {
    let loud = TextCell<LoudRow>(viewModel: LoudRow())
    #expect(textStyle(loud, "Loud") == Style(foreground: .red, font: Font.body.italic()))
  }

  @Test func headersHaveTheirOwnAppExtension() {
    let header = HeaderCell<AppearanceHeader>(viewModel: AppearanceHeader())
    #expect(textStyle(header, "Appearance") == Style(foreground: .secondary, font: Font.caption.bold()))
  }

  @Test func themesChangeEveryRowAtRunTime() {
    struct Section: HeaderTextPresentable { var text: String { "Appearance" } }
    let header = HeaderCell<Section>(viewModel: Section())
    let wifi = SwitchWithTextCell<WiFiRow>(viewModel: WiFiRow())
    for cell in [header, wifi] as [any Cell] {
      let line = cell.render(width: 30, context: CellContext(isFocused: true))[0]
      let outputs = Theme.all.map { ANSIRenderer(profile: .trueColor, theme: $0).render(line) }
      #expect(Set(outputs).count == Theme.all.count, "\(outputs)")
    }
  }
}

@Suite("Style provenance")
struct StyleProvenanceTests {
  private struct Plain: TextPresentable, SwitchPresentable {
    var switchOn: Bool
    var isEnabled = true
    var text: String { "Wi-Fi" }
  }

  func entries(_ cell: some Cell, focused: Bool = false, theme: Theme = .dark) -> [String] {
    cell.styleProvenance(context: CellContext(isFocused: focused), theme: theme).map(\.description)
  }

  @Test func defaultsAreTraitDefaultsAndTheThemeResolvesThem() {
    let cell = SwitchWithTextCell<Plain>(viewModel: Plain(switchOn: true))
    #expect(
      entries(cell) == [
        "text.foreground = primary ← trait default (TextStylePresentable.textColor)",
        "text.foreground = #f2f2f7 ← theme (dark: primary)",
        "text.font = body ← trait default (TextStylePresentable.font)",
        "switch.foreground = purple ← trait default (SwitchControlPresentable.switchColor)",
      ])
  }

  @Test func viewModelOverridesAndAppExtensionsAreTheViewModelLayer() {
    let cell = SwitchWithTextCell<MinionRow>(viewModel: MinionRow())
    let lines = entries(cell, theme: .default)
    #expect(lines.contains("text.foreground = blue ← view model (textColor)"))
    #expect(lines.contains("switch.foreground = yellow ← view model (switchColor)"))
  }

  @Test func headersReportTheirOwnTrait() {
    struct Section: HeaderTextPresentable { var text: String { "Appearance" } }
    let cell = HeaderCell<Section>(viewModel: Section())
    #expect(
      entries(cell, theme: .default).first
        == "text.foreground = accent ← trait default (HeaderTextPresentable.textColor)")
  }

  @Test func stateIsItsOwnLayer() {
    var cell = SwitchWithTextCell<Plain>(viewModel: Plain(switchOn: false))
    let focused = entries(cell, focused: true)
    #expect(focused.contains("switch.foreground = secondary ← state (off)"))
    #expect(focused.contains("row.background = selection ← state (focused)"))
    #expect(focused.contains("row.background = #1f3a5f ← theme (dark: selection)"))
    cell.configure(with: Plain(switchOn: false, isEnabled: false))
    #expect(entries(cell, focused: true).contains("row.font = dim ← state (disabled)"))
    #expect(!entries(cell, focused: true).contains { $0.contains("focused") })
  }
}
