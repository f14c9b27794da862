import Foundation
import Presentable
import PresentableTestSupport
import Testing

// The test target plays the app: another module, changing the look of every part of every row in
// one extension of its look type, installed once. Each value is different, so a part drawn in
// another part's property shows. The rows adopt nothing but their traits.

struct SampleLook: AppLook {}

extension SampleLook {
  var textColor: Color { .rgb(1, 0, 0) }
  var font: Font { .body.italic() }
  var headerTextColor: Color { .rgb(2, 0, 0) }
  var headerFont: Font { .title }
  var footerTextColor: Color { .rgb(3, 0, 0) }
  var footerFont: Font { .caption.italic() }
  var labelColor: Color { .rgb(4, 0, 0) }
  var labelFont: Font { .body.bold() }
  var placeholderColor: Color { .rgb(5, 0, 0) }
  var detailTextColor: Color { .rgb(6, 0, 0) }
  var detailFont: Font { .subheadline }
  var switchColor: Color { .rgb(7, 0, 0) }
  var accessoryColor: Color { .rgb(8, 0, 0) }
  var optionColor: Color { .rgb(9, 0, 0) }
  var sliderColor: Color { .rgb(10, 0, 0) }
  var stepperColor: Color { .rgb(11, 0, 0) }
  var buttonColor: Color { .rgb(12, 0, 0) }
  var destructiveColor: Color { .rgb(13, 0, 0) }
  var subtitleColor: Color { .rgb(14, 0, 0) }
  var subtitleFont: Font { .caption.bold() }
  var dateColor: Color { .rgb(15, 0, 0) }
  var progressColor: Color { .rgb(16, 0, 0) }
  var loadingColor: Color { .rgb(17, 0, 0) }
}

private struct AppearanceHeader: HeaderTextPresentable { var text: String { "Appearance" } }
private struct QuietHoursFooter: FooterTextPresentable { var text: String { "Quiet hours apply." } }
private struct AboutRow: TextPresentable { var text: String { "About" } }
private struct VersionRow: TextPresentable, DetailTextPresentable {
  var text: String { "Version" }
  var detailText: String { "1.0" }
}
private struct WiFiRow: TextPresentable, SwitchPresentable {
  var text: String { "Wi-Fi" }
  var switchOn: Bool { true }
}
/// The talk's split, in the app: the data source and delegate pick up the app's look too.
private struct MinionRow: SwitchWithTextCellDataSource, SwitchWithTextCellDelegate, ImagePresentable {
  var title: String { "Minion Mode!!!" }
  var switchOn: Bool { true }
  var imageName: String { "minionParty.png" }
}
private struct NameFieldRow: TextFieldPresentable {
  var text: String { "Bob" }
  var label: String { "Name" }
  var placeholder: String { "Your name" }
}
private struct EmailFieldRow: TextFieldPresentable {
  var text: String { "" }
  var label: String { "E-mail" }
  var placeholder: String { "name@example.com" }
  var validationRules: [ValidationRule] { [.email()] }
}
private struct LicensesRow: TextPresentable, AccessoryPresentable {
  var text: String { "Licenses" }
}
private struct ThemeRow: TextPresentable, OptionsPresentable {
  var text: String { "Theme" }
  var options: [String] { ["dark"] }
  var selectedIndex: Int { 0 }
}
private struct VolumeRow: TextPresentable, SliderPresentable {
  var text: String { "Volume" }
  var sliderValue: Double { 0.4 }
}
private struct RemindersRow: TextPresentable, StepperPresentable {
  var text: String { "Reminders" }
  var stepperValue: Int { 3 }
}
private struct SyncRow: TextPresentable, ButtonPresentable { var text: String { "Sync Now" } }
private struct ResetRow: TextPresentable, ButtonPresentable {
  var text: String { "Reset All" }
  var buttonRole: ButtonRole { .destructive }
}

private struct QuietUntilRow: TextPresentable, DatePickerPresentable {
  var text: String { "Until" }
  var date: Date { Date(timeIntervalSince1970: 7 * 3600) }
  var datePickerMode: DatePickerMode { .time }
  var locale: Locale { Locale(identifier: "en_US") }
  var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
}
private struct SignatureRow: TextAreaPresentable {
  var label: String { "Signature" }
  var text: String { "Best wishes" }
}
private struct DownloadRow: TextPresentable, ProgressPresentable {
  var text: String { "Downloading" }
  var progress: Double? { 0.5 }
}
private struct LatestRow: TextPresentable, DetailTextPresentable, LoadingPresentable {
  var text: String { "Latest" }
  var detailText: String { "1.1" }
  var isLoading: Bool { false }
}
private struct HomeRow: TextPresentable, SubtitlePresentable {
  var text: String { "Home" }
  var subtitle: String { "Connected" }
}
private struct NetworkLinkRow: TextPresentable, DetailTextPresentable, AccessoryPresentable {
  var text: String { "Network" }
  var detailText: String { "Office" }
}

/// A screen with a row of every cell of the library, and a section header and footer.
private final class EveryRowKind: TableViewDataSource {
  let cells: [any Cell] = [
    TextCell(viewModel: AboutRow()), DetailCell(viewModel: VersionRow()),
    SwitchWithTextCell(viewModel: WiFiRow()),
    ImageSwitchWithTextCell(viewModel: MinionRow()), TextFieldCell(viewModel: NameFieldRow()),
    TextFieldCell(viewModel: EmailFieldRow()), AccessoryCell(viewModel: LicensesRow()),
    OptionsCell(viewModel: ThemeRow()), SliderCell(viewModel: VolumeRow()),
    StepperCell(viewModel: RemindersRow()),
    ButtonCell(viewModel: SyncRow()), ButtonCell(viewModel: ResetRow()),
    DatePickerCell(viewModel: QuietUntilRow()), TextAreaCell(viewModel: SignatureRow()),
    ProgressCell(viewModel: DownloadRow()), LoadingCell(viewModel: LatestRow()),
    TextCell(viewModel: HomeRow()), ValueCell(viewModel: NetworkLinkRow()),
  ]
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cells.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    cells[indexPath.row]
  }
  func tableView(_ tableView: TableView, headerCellForSection section: Int) -> (any Cell)? {
    HeaderCell(viewModel: AppearanceHeader())
  }
  func tableView(_ tableView: TableView, footerCellForSection section: Int) -> (any Cell)? {
    FooterCell(viewModel: QuietHoursFooter())
  }
}

/// The package's look: a conformance with nothing of its own.
private struct PackageLook: AppLook {}

@Suite("One extension changes every row")
struct AppDefaultsTests {
  /// One part of one row: the row's text, the part's text, and the look it should have.
  struct Part: CustomStringConvertible {
    var row: String
    var text: String
    var app: Style
    var package: Style
    var description: String { "\(text) in the \(row) row" }
  }

  @Test func oneExtensionRestylesEveryPartOfEveryRowKind() {
    let app = SampleLook()
    let package = PackageLook()
    func text(_ look: some AppLook) -> Style {
      Style(foreground: look.textColor, font: look.font)
    }
    func detail(_ look: some AppLook) -> Style {
      Style(foreground: look.detailTextColor, font: look.detailFont)
    }
    let parts = [
      Part(
        row: "Appearance", text: "Appearance",
        app: Style(foreground: app.headerTextColor, font: app.headerFont),
        package: Style(foreground: package.headerTextColor, font: package.headerFont)),
      Part(row: "About", text: "About", app: text(app), package: text(package)),
      Part(row: "Version", text: "Version", app: text(app), package: text(package)),
      Part(row: "Version", text: "1.0", app: detail(app), package: detail(package)),
      Part(row: "Wi-Fi", text: "Wi-Fi", app: text(app), package: text(package)),
      Part(
        row: "Wi-Fi", text: "[ ON ●]", app: Style(foreground: app.switchColor, font: .body.bold()),
        package: Style(foreground: package.switchColor, font: .body.bold())),
      Part(row: "Minion", text: "Minion Mode!!!", app: text(app), package: text(package)),
      Part(
        row: "Minion", text: "[ ON ●]", app: Style(foreground: app.switchColor, font: .body.bold()),
        package: Style(foreground: package.switchColor, font: .body.bold())),
      Part(
        row: "Bob", text: "Name", app: Style(foreground: app.labelColor, font: app.labelFont),
        package: Style(foreground: package.labelColor, font: package.labelFont)),
      Part(row: "Bob", text: "Bob", app: text(app), package: text(package)),
      Part(
        row: "E-mail", text: "E-mail", app: Style(foreground: app.labelColor, font: app.labelFont),
        package: Style(foreground: package.labelColor, font: package.labelFont)),
      Part(
        row: "E-mail", text: "name@example.com", app: Style(foreground: app.placeholderColor, font: app.font),
        package: Style(foreground: package.placeholderColor, font: package.font)),
      Part(row: "Licenses", text: "Licenses", app: text(app), package: text(package)),
      Part(
        row: "Licenses", text: "›", app: Style(foreground: app.accessoryColor),
        package: Style(foreground: package.accessoryColor)),
      Part(row: "Theme", text: "Theme", app: text(app), package: text(package)),
      Part(
        row: "Theme", text: "dark", app: Style(foreground: app.optionColor),
        package: Style(foreground: package.optionColor)),
      Part(row: "Volume", text: "Volume", app: text(app), package: text(package)),
      Part(
        row: "Volume", text: "━", app: Style(foreground: app.sliderColor),
        package: Style(foreground: package.sliderColor)),
      Part(row: "Volume", text: "40%", app: detail(app), package: detail(package)),
      Part(row: "Reminders", text: "Reminders", app: text(app), package: text(package)),
      Part(
        row: "Reminders", text: "[-]", app: Style(foreground: app.stepperColor, font: .body.bold()),
        package: Style(foreground: package.stepperColor, font: .body.bold())),
      Part(row: "Reminders", text: "3", app: detail(app), package: detail(package)),
      Part(
        row: "Sync Now", text: "Sync Now", app: Style(foreground: app.buttonColor, font: app.font),
        package: Style(foreground: package.buttonColor, font: package.font)),
      Part(
        row: "Reset All", text: "Reset All", app: Style(foreground: app.destructiveColor, font: app.font),
        package: Style(foreground: package.destructiveColor, font: package.font)),
      Part(
        row: "Until", text: "Until", app: text(app), package: text(package)),
      Part(
        row: "Until", text: "7:00", app: Style(foreground: app.dateColor),
        package: Style(foreground: package.dateColor)),
      Part(
        row: "Signature", text: "Signature", app: Style(foreground: app.labelColor, font: app.labelFont),
        package: Style(foreground: package.labelColor, font: package.labelFont)),
      Part(row: "Best wishes", text: "Best wishes", app: text(app), package: text(package)),
      Part(row: "Downloading", text: "Downloading", app: text(app), package: text(package)),
      Part(
        row: "Downloading", text: "━", app: Style(foreground: app.progressColor),
        package: Style(foreground: package.progressColor)),
      Part(row: "Latest", text: "Latest", app: text(app), package: text(package)),
      Part(row: "Latest", text: "1.1", app: detail(app), package: detail(package)),
      Part(row: "Home", text: "Home", app: text(app), package: text(package)),
      Part(
        row: "Connected", text: "Connected",
        app: Style(foreground: app.subtitleColor, font: app.subtitleFont),
        package: Style(foreground: package.subtitleColor, font: package.subtitleFont)),
      Part(row: "Network", text: "Network", app: text(app), package: text(package)),
      Part(row: "Network", text: "Office", app: detail(app), package: detail(package)),
      Part(
        row: "Network", text: "›", app: Style(foreground: app.accessoryColor),
        package: Style(foreground: package.accessoryColor)),
      Part(
        row: "Quiet hours", text: "Quiet hours apply.",
        app: Style(foreground: app.footerTextColor, font: app.footerFont),
        package: Style(foreground: package.footerTextColor, font: package.footerFont)),
    ]
    let source = EveryRowKind()
    let table = TableView()
    table.dataSource = source
    let screen = TableScreen(table: table)
    screen.look = Look(app)
    let frame = screen.frame(width: 60, height: 30)
    // Each row's runs, read through the public renderer seam as an app would.
    let lines = (0..<frame.height).map { row in
      var runs: [(text: String, style: Style)] = []
      frame.forEachRun(inRow: row) { runs.append(($0.text, $0.style)) }
      return runs
    }
    for part in parts {
      let line = lines.first { $0.map(\.text).joined().contains(part.row) }
      // Focus paints a background; the part's own look is its color and font.
      let drawn = line?.first { $0.text.contains(part.text) }.map {
        Style(foreground: $0.style.foreground, font: $0.style.font)
      }
      #expect(drawn == part.app, "\(part)")
      #expect(part.app != part.package, "\(part) looks the same in the app's look and the package's")
    }
  }

  @Test func aBrokenRulesMessageTakesTheAppsDestructiveColor() {
    let cell = TextFieldCell(viewModel: EmailFieldRow())
    var state = TextFieldCell<EmailFieldRow>.initialState
    for key: Key in [.enter, .paste("bob@"), .enter] { _ = cell.handle(key, state: &state) }
    let message = cell.render(width: 60, state: state, context: CellContext(look: Look(SampleLook())))[1]
    #expect(message.plainText.contains("Enter an e-mail address"))
    #expect(message.spans.first { $0.text.contains("!") }?.style.foreground == SampleLook().destructiveColor)
  }
}

@Suite("Style precedence")
struct StyleLayerTests {
  /// The style of the first span showing `text`, with the app's look installed.
  func firstStyle(_ cell: some Cell, _ text: String) -> Style? {
    cell.render(width: 40, context: CellContext(look: Look(SampleLook())))[0].spans.first {
      $0.text.contains(text)
    }?.style
  }

  private struct LoudRow: TextPresentable {
    var text: String { "Loud" }
    var textColor: Color { .red }
  }
  private struct LoudHeader: HeaderTextPresentable {
    var text: String { "Loud" }
    var headerTextColor: Color { .red }
  }
  private struct GreenDelete: TextPresentable, ButtonPresentable {
    var text: String { "Delete" }
    var buttonRole: ButtonRole { .destructive }
    var buttonColor: Color { .green }
    var textColor: Color { .green }
  }
  private struct OwnRoleColor: TextPresentable, ButtonPresentable {
    var text: String { "Delete" }
    var buttonRole: ButtonRole { .destructive }
    var destructiveColor: Color { .purple }
  }

  @Test func theViewModelsOwnValueOutranksTheApps() {
    #expect(
      firstStyle(TextCell(viewModel: LoudRow()), "Loud") == Style(foreground: .red, font: Font.body.italic()))
    #expect(firstStyle(HeaderCell(viewModel: LoudHeader()), "Loud") == Style(foreground: .red, font: .title))
  }

  @Test func theAppsValueOutranksThePackageDefault() {
    struct Plain: TextPresentable { var text: String { "About" } }
    let package = TextCell(viewModel: Plain()).render(width: 40)[0].spans.first { $0.text.contains("About") }
    #expect(package?.style == Style(foreground: .primary, font: .body))
    #expect(
      firstStyle(TextCell(viewModel: Plain()), "About")
        == Style(foreground: .rgb(1, 0, 0), font: Font.body.italic()))
  }

  @Test func aRoleOutranksTheViewModelsColorsAndTheAppMayRecolorTheRole() {
    // The app recolored the destructive role; the view model's button and text colors lose to it.
    #expect(firstStyle(ButtonCell(viewModel: GreenDelete()), "Delete")?.foreground == .rgb(13, 0, 0))
    // Without the app's say, the role is the theme's destructive color, unless the view model
    // recolors the role itself.
    let withoutApp = ButtonCell(viewModel: DeleteRowWithoutApp()).render(width: 40)[0]
    #expect(withoutApp.spans.first { $0.text.contains("Delete") }?.style.foreground == .destructive)
    #expect(firstStyle(ButtonCell(viewModel: OwnRoleColor()), "Delete")?.foreground == .purple)
  }

  @Test func themesChangeEveryRowAtRunTime() {
    struct Section: HeaderTextPresentable { var text: String { "Appearance" } }
    struct Plain: TextPresentable, SwitchPresentable {
      var text: String { "Wi-Fi" }
      var switchOn: Bool { true }
    }
    let header = HeaderCell<Section>(viewModel: Section())
    let wifi = SwitchWithTextCell<Plain>(viewModel: Plain())
    // Opened from `any Cell`, as `render` takes the cell's own state.
    func render(_ cell: some Cell) -> [Line] { cell.render(width: 30, context: CellContext(isFocused: true)) }
    for cell in [header, wifi] as [any Cell] {
      let line = render(cell)[0]
      let themes: [Theme] = [.default, .dark, .light, .monochrome]
      let outputs = themes.map {
        ANSIRenderer(profile: TerminalProfile(colorDepth: .trueColor), theme: $0).render(line)
      }
      #expect(Set(outputs).count == themes.count, "\(outputs)")
    }
  }
}

private struct DeleteRowWithoutApp: TextPresentable, ButtonPresentable {
  var text: String { "Delete" }
  var buttonRole: ButtonRole { .destructive }
  var textColor: Color { .blue }
}

@Suite("Style provenance")
struct StyleProvenanceTests {
  private struct Plain: TextPresentable, SwitchPresentable {
    var switchOn: Bool
    var isEnabled = true
    var text: String { "Wi-Fi" }
  }

  func entries(_ cell: some RowCell, focused: Bool = false, theme: Theme = .dark, look: Look = .standard)
    -> [String]
  {
    let context = CellContext(isFocused: focused, look: look)
    return cell.styleProvenance(context: context, theme: theme).map(\.description)
  }

  @Test func defaultsAreTraitDefaultsAndTheThemeResolvesThem() {
    let cell = SwitchWithTextCell<Plain>(viewModel: Plain(switchOn: true))
    #expect(
      entries(cell) == [
        "text.foreground = primary ← trait default (textColor)",
        "text.foreground = #f2f2f7 ← theme (dark: primary)",
        "text.font = body ← trait default (font)",
        "switch.foreground = purple ← trait default (switchColor)",
      ])
  }

  @Test func theAppsLookAndTheViewModelsOwnValueAreTwoLayers() {
    // Both rows below are the same red, one from the app's look, one of its own; provenance
    // tells them apart, as the app's look is installed rather than adopted by the view model.
    struct OwnRed: TextPresentable {
      var text: String { "Wi-Fi" }
      var textColor: Color { .rgb(1, 0, 0) }
    }
    let app = Look(SampleLook())
    let fromApp = entries(TextCell(viewModel: AboutRow()), theme: .default, look: app)
    let own = entries(TextCell(viewModel: OwnRed()), theme: .default, look: app)
    #expect(fromApp.first == "text.foreground = #010000 ← app look (textColor)")
    #expect(own.first == "text.foreground = #010000 ← view model (textColor)")
  }

  @Test func everyPartReportsTheLookPropertyThatSetIt() {
    let app = Look(SampleLook())
    let header = entries(HeaderCell(viewModel: AppearanceHeader()), theme: .default, look: app)
    #expect(header.contains("text.foreground = #020000 ← app look (headerTextColor)"))
    struct Section: HeaderTextPresentable { var text: String { "Appearance" } }
    #expect(
      entries(HeaderCell(viewModel: Section()), theme: .default).first
        == "text.foreground = accent ← trait default (headerTextColor)")
    struct Note: FooterTextPresentable { var text: String { "Note" } }
    #expect(
      entries(FooterCell(viewModel: Note()), theme: .default).first
        == "text.foreground = tertiary ← trait default (footerTextColor)")
    let email = entries(TextFieldCell(viewModel: EmailFieldRow()), theme: .default, look: app)
    #expect(email.contains("label.foreground = #040000 ← app look (labelColor)"))
    #expect(email.contains("placeholder.foreground = #050000 ← app look (placeholderColor)"))
    let volume = entries(SliderCell(viewModel: VolumeRow()), theme: .default, look: app)
    #expect(volume.contains("value.foreground = #060000 ← app look (detailTextColor)"))
    #expect(volume.contains("slider.foreground = #0a0000 ← app look (sliderColor)"))
  }

  @Test func aRoleIsItsOwnLayer() {
    let reset = entries(ButtonCell(viewModel: DeleteRowWithoutApp()))
    #expect(
      reset == [
        "button.foreground = destructive ← role (destructive: package look's destructiveColor)",
        "button.foreground = #ff453a ← theme (dark: destructive)",
        "button.font = body ← trait default (font)",
      ])
    #expect(
      entries(ButtonCell(viewModel: GreenDeleteButton())).prefix(2) == [
        "button.foreground = green ← view model (buttonColor, outranked by the destructive role)",
        "button.foreground = destructive ← role (destructive: package look's destructiveColor)",
      ])
    // The app recolored the role: the role still outranks the app's button color.
    #expect(
      entries(ButtonCell(viewModel: ResetRow()), theme: .default, look: Look(SampleLook())).first
        == "button.foreground = #0d0000 ← role (destructive: app look's destructiveColor)")
    // The view model recolored the role itself.
    struct OwnRole: TextPresentable, ButtonPresentable {
      var text: String { "Delete" }
      var buttonRole: ButtonRole { .destructive }
      var destructiveColor: Color { .purple }
    }
    #expect(
      entries(ButtonCell(viewModel: OwnRole())).first
        == "button.foreground = purple ← role (destructive: destructiveColor)")
  }

  @Test func stateIsItsOwnLayer() {
    var cell = SwitchWithTextCell<Plain>(viewModel: Plain(switchOn: false))
    let focused = entries(cell, focused: true)
    #expect(focused.contains("switch.foreground = secondary ← state (off)"))
    #expect(focused.contains("row.background = selection ← state (focused)"))
    #expect(focused.contains("row.background = #1f3a5f ← theme (dark: selection)"))
    cell.viewModel = Plain(switchOn: false, isEnabled: false)
    #expect(entries(cell, focused: true).contains("row.font = dim ← state (disabled)"))
    #expect(!entries(cell, focused: true).contains { $0.contains("focused") })
  }
}
