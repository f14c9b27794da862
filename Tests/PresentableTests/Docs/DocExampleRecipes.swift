import Foundation

@testable import Presentable

/// How to draw each row the documentation pictures, by the name the picture goes by (see
/// ``DocExample/key``): the view model the picture stands for, in the cell that draws it. A
/// recipe gets the picture's width and gives the lines the library draws at that width.
///
/// A name that belongs to one file's picture (a screen, a few rows together) is written
/// `File.swift: Name` and wins over a plain `Name` in that file.
enum DocExampleRecipes {
  typealias Recipe = (_ width: Int) -> [String]

  static var rows: [String: Recipe] {
    [
      "About": draw(TextCell(viewModel: Sample(text: "About"))),
      "Version": draw(DetailCell(viewModel: Sample(text: "Version"))),
      "Minion Mode!!!": draw(SwitchWithTextCell(viewModel: Sample(text: "Minion Mode!!!"))),
      "Wi-Fi": draw(SwitchWithTextCell(viewModel: Sample(text: "Wi-Fi"))),
      "E-mail": draw(TextFieldCell(viewModel: Sample(text: "bob@example.com"))),
      "Licenses": draw(AccessoryCell(viewModel: Sample(text: "Licenses"))),
      "Theme": draw(OptionsCell(viewModel: Sample(text: "Theme"))),
      "Volume": draw(SliderCell(viewModel: Sample(text: "Volume"))),
      "Reminders per day": draw(StepperCell(viewModel: Sample(text: "Reminders per day"))),
      "[ Reset All Settings ]": draw(ButtonCell(viewModel: Sample(text: "Reset All Settings"))),
      "AccessoryCell.swift: Licenses": { width in
        draw(AccessoryCell(viewModel: Sample(text: "Licenses")))(width)
          + draw(AccessoryCell(viewModel: Sample(text: "Dark", accessory: .checkmark)))(width)
          + draw(AccessoryCell(viewModel: Sample(text: "Inbox", accessory: .badge("3"))))(width)
      },
      // Not editing; then editing "bob@exa", which a commit found to be no e-mail address.
      "TextFieldCell.swift: E-mail": { width in
        draw(TextFieldCell(viewModel: Sample(text: "bob@example.com")))(width)
          + editing(
            Sample(text: "bob@example.com", validationRules: [.email()]), typing: "bob@exa", width: width)
          + draw(TextFieldCell(viewModel: Sample(text: "hunter2", label: "Password", isSecure: true)))(width)
      },
      // Editing "bob@examplex", which a commit found to be no e-mail address.
      "Cells.md: E-mail": { width in
        editing(Sample(text: "", validationRules: [.email()]), typing: "bob@examplex", width: width)
      },
      "Cells.md: Battery": draw(BatteryCell(viewModel: Battery(text: "Battery", level: 80))),
      "TableScreen.swift: Settings": { width in
        screen(
          title: "Settings", width: width, height: 5,
          sections: [
            (
              "Appearance",
              [
                ImageSwitchWithTextCell(viewModel: Pictured(text: "Minion Mode!!!")),
                OptionsCell(viewModel: Sample(text: "Theme")),
              ]
            )
          ])
      },
      "Screens.md: Settings": { width in
        screen(
          title: "Settings", width: width, height: 10,
          sections: [
            (
              "Network",
              [
                SwitchWithTextCell(viewModel: Sample(text: "Wi-Fi")),
                SwitchWithTextCell(viewModel: Sample(text: "Bluetooth", switchOn: false)),
                SwitchWithTextCell(viewModel: Sample(text: "Airplane Mode", switchOn: false)),
              ]
            ),
            (
              "Profile", [TextFieldCell(viewModel: Sample(text: "", label: "Name", placeholder: "Your name"))]
            ),
          ], footers: [0: "Airplane Mode turns Wi-Fi off."])
      },
      // The newer row kinds, in their files' pictures and in Docs/Cells.md's sections.
      "Until": draw(DatePickerCell(viewModel: Sample(text: "Until"))),
      "DatePickerCell.swift: Until": { width in
        draw(DatePickerCell(viewModel: Sample(text: "Until")))(width)
          + editingDate(Sample(text: "Until"), keys: [.enter], width: width)
      },
      "Cells.md: Quiet until": { width in
        draw(DatePickerCell(viewModel: Sample(text: "Quiet until")))(width)
          + editingDate(
            Sample(text: "Reminder", dateAndTime: true), keys: [.enter, .tab, .tab, .tab], width: width)
      },
      "Email signature": draw(
        TextAreaCell(viewModel: Sample(text: "Best wishes,\nBob 設定 👍🏽", label: "Email signature"))),
      "Cells.md: Signature": { width in
        let cell = TextAreaCell(
          viewModel: Sample(
            text: "Best wishes from the whole team,\nBob 設定 👍🏽\n\nP.S. The Minions say hi.",
            label: "Signature",
            lineLimit: 3))
        var state = TextAreaState()
        _ = cell.handle(.enter, state: &state)
        _ = cell.render(width: width, state: state, context: CellContext(isFocused: true))
        _ = cell.handle(.up, state: &state)
        return cell.render(width: width, state: state, context: CellContext(isFocused: true, images: images))
          .map(\.pictured)
      },
      "Downloading": { width in
        draw(ProgressCell(viewModel: Sample(text: "Downloading")))(width)
          + draw(ProgressCell(viewModel: Sample(text: "Checking", progress: nil)))(width)
      },
      "Cells.md: Storage… ━━─── 40%": { width in
        draw(ProgressCell(viewModel: Sample(text: "Storage Used")))(width)
          + draw(SliderCell(viewModel: Sample(text: "Storage Used")))(width)
          + draw(StepperCell(viewModel: Sample(text: "Reminders per day")))(width)
      },
      "Cells.md: Downloading": { width in
        draw(ProgressCell(viewModel: Sample(text: "Downloading")))(width)
          + draw(ProgressCell(viewModel: Sample(text: "Checking", progress: nil)))(width)
          + draw(LoadingCell(viewModel: Sample(text: "Latest Version", detailText: "1.1", isLoading: true)))(
            width)
          + draw(LoadingCell(viewModel: Sample(text: "Latest Version", detailText: "1.1")))(width)
      },
      "Latest Version": { width in
        draw(LoadingCell(viewModel: Sample(text: "Latest Version", detailText: "1.1", isLoading: true)))(
          width)
          + draw(LoadingCell(viewModel: Sample(text: "Latest Version", detailText: "1.1")))(width)
      },
      "📶 Wi-Fi": draw(
        SwitchWithTextCell(viewModel: Pictured(text: "Wi-Fi", subtitle: "Home network", imageName: "wifi"))),
      "SubtitlePresentable.swift: Wi-Fi": draw(SwitchWithTextCell(viewModel: Subtitled(text: "Wi-Fi"))),
      // Docs/Forms.md: selection sections, a list page filtered by typing, a form checked.
      "Forms.md: Network": { width in
        form(width: width, height: 7) {
          FormSection.singleSelection("Network", options: ["Home", "Office"], selection: .constant("Home")) {
            $0
          }
          FormSection.multipleSelection(
            "Notify Me About", options: ["Messages", "Mentions"], selection: .constant(["Messages"])
          ) { $0 }
        }
      },
      // At 80 columns, whatever the picture's widest line: the page keeps its last column free.
      "Forms.md: Settings › Time Zone": { _ in
        let zones = [
          "Africa/Abidjan", "America/New_York", "Antarctica/Vostok", "Asia/Tokyo", "Asia/Vladivostok",
          "Europe/London", "Europe/Paris", "Europe/Zurich",
        ]
        func part(_ zone: String, last: Bool) -> String {
          let parts = zone.split(separator: "/")
          return (last ? parts.last.map(String.init) : parts.first.map(String.init)) ?? zone
        }
        let page = OptionListPage(
          "Time Zone", options: zones, selection: .constant("Europe/London"),
          detail: { part($0, last: false) }
        ) { part($0, last: true) }
        let stack = PageStack(root: TableScreen(title: "Settings"))
        stack.push(page)
        page.search("tok")
        let frame = stack.frame(width: 80, height: 6, ambiguous: .narrow)
        return (0..<frame.height).map { frame.line(row: $0).pictured }
      },
      "Forms.md: Name": { width in
        form(width: width, height: 7, showingIssues: true) {
          FormSection {
            FormRow(
              cell: TextFieldCell(viewModel: Sample(text: "", label: "Name", placeholder: "Network name"))
            ).validated("", by: [.required("Enter the network’s name")])
            FormRow.picker("Security", options: ["None", "WPA2", "WPA3"], selection: .constant("WPA2")) { $0 }
            FormRow(
              cell: TextFieldCell(viewModel: Sample(text: "", label: "Password", placeholder: "Required"))
            )
            .validated("", by: [.minimumLength(8, "At least 8 characters")])
          }
          FormSection {
            FormRow.submit("Join") {}
          }
        }
      },
      // The example apps' rows (Docs/Examples.md): their text comes from view models that
      // Tests/ExamplesTests checks; here, the rows they are drawn in.
      "Wind Speed: 5.1": { width in
        ["Wind Speed: 5.1", "Location: Richmond", "Lat: 37.54, Lon: -77.44"].flatMap {
          draw(TextCell(viewModel: Sample(text: $0)))(width)
        }
      },
      "Dr. first last": draw(
        DetailCell(viewModel: Sample(text: "Dr. first last", detailText: "Thursday January 1, 1970"))),
      "Your balance is $6,729,383.99": draw(
        TextCell(viewModel: Sample(text: "Your balance is $6,729,383.99"))),
    ]
  }

  /// The rows of Docs/Cells.md's table of cells, by label, at 40 columns.
  static var cellsTable: [String: Recipe] {
    [
      "TextCell": draw(TextCell(viewModel: Sample(text: "About"))),
      "HeaderCell": draw(HeaderCell(viewModel: Header(text: "Appearance"))),
      "FooterCell": draw(
        FooterCell(
          viewModel: Footer(text: "Quiet hours silence every notification except calls from your favourites.")
        )),
      "DetailCell": draw(DetailCell(viewModel: Sample(text: "Version"))),
      "SwitchWithTextCell": draw(SwitchWithTextCell(viewModel: Sample(text: "Minion Mode!!!"))),
      "SwitchWithTextCell (off)": draw(
        SwitchWithTextCell(viewModel: Sample(text: "Minion Mode!!!", switchOn: false))),
      "ImageSwitchWithTextCell": draw(ImageSwitchWithTextCell(viewModel: Pictured(text: "Minion Mode!!!"))),
      "image and subtitle": draw(
        SwitchWithTextCell(viewModel: Pictured(text: "Wi-Fi", subtitle: "Home network", imageName: "wifi"))),
      "TextFieldCell": draw(TextFieldCell(viewModel: Sample(text: "bob@example.com"))),
      "TextFieldCell (secure)": draw(
        TextFieldCell(viewModel: Sample(text: "hunter2", label: "Password", isSecure: true))),
      "AccessoryCell": draw(AccessoryCell(viewModel: Sample(text: "Licenses"))),
      "OptionsCell": draw(OptionsCell(viewModel: Sample(text: "Theme"))),
      "SliderCell": draw(SliderCell(viewModel: Sample(text: "Volume"))),
      "StepperCell": draw(StepperCell(viewModel: Sample(text: "Reminders per day"))),
      "ButtonCell": draw(ButtonCell(viewModel: Sample(text: "Reset All Settings", buttonRole: .destructive))),
      "DatePickerCell": draw(DatePickerCell(viewModel: Sample(text: "Quiet until"))),
      "TextAreaCell": draw(
        TextAreaCell(viewModel: Sample(text: "Best wishes,\nBob 設定 👍🏽", label: "Signature"))),
      "ProgressCell": draw(ProgressCell(viewModel: Sample(text: "Downloading"))),
      "ProgressCell (spinner)": draw(ProgressCell(viewModel: Sample(text: "Checking", progress: nil))),
      "LoadingCell": draw(LoadingCell(viewModel: Sample(text: "Latest Version", isLoading: true))),
      "LoadingCell (loaded)": draw(LoadingCell(viewModel: Sample(text: "Latest Version"))),
    ]
  }

  /// The recipe for a picture: its file's own, else the shared one.
  static func recipe(for example: DocExample) -> Recipe? {
    if example.fileName == "Cells.md", let recipe = cellsTable[example.key] { return recipe }
    return rows["\(example.fileName): \(example.key)"] ?? rows[example.key]
  }

  // MARK: Drawing

  static var images: ImageCatalog {
    var catalog = ImageCatalog.standard
    catalog["minionParty.png"] = "🎉"
    return catalog
  }

  /// A cell's lines, unfocused, as pictured.
  static func draw(_ cell: some Cell) -> Recipe {
    { width in cell.render(width: width, context: CellContext(images: images)).map(\.pictured) }
  }

  /// A text field, focused, after Enter, the text cleared, `text` typed and Enter again.
  static func editing(_ sample: Sample, typing text: String, width: Int) -> [String] {
    let cell = TextFieldCell(viewModel: sample)
    var state = TextFieldState(notEditing: ())
    _ = cell.handle(.enter, state: &state)
    _ = cell.handle(.end, state: &state)
    for _ in sample.text { _ = cell.handle(.backspace, state: &state) }
    _ = cell.handle(.paste(text), state: &state)
    _ = cell.handle(.enter, state: &state)
    return cell.render(width: width, state: state, context: CellContext(isFocused: true, images: images))
      .map(\.pictured)
  }

  /// A date picker, focused, after `keys`: the field they lead to shown inverse.
  static func editingDate(_ sample: Sample, keys: [Key], width: Int) -> [String] {
    let cell = DatePickerCell(viewModel: sample)
    var state = DatePickerState()
    for key in keys { _ = cell.handle(key, state: &state) }
    return cell.render(width: width, state: state, context: CellContext(isFocused: true, images: images))
      .map(\.pictured)
  }

  /// A form's rows as its table draws them on `height` lines, focus on the first row, or on the
  /// first that breaks a rule (with the messages shown) when `showingIssues`.
  static func form(
    width: Int, height: Int, showingIssues: Bool = false,
    @FormBuilder _ content: @escaping () -> [FormSection]
  ) -> [String] {
    let form = Form(content: content)
    var frame = Frame(width: width, height: height)
    form.table.render(into: &frame, rows: 0..<height)
    if showingIssues {
      form.focusFirstIssue()
      form.table.render(into: &frame, rows: 0..<height)
    }
    return (0..<frame.height).map { frame.line(row: $0).pictured }
  }

  /// A table screen's frame, as a terminal shows it.
  static func screen(
    title: String, width: Int, height: Int, sections: [(String, [any Cell])], footers: [Int: String] = [:]
  ) -> [String] {
    let source = Sections(sections: sections, footers: footers)
    let screen = TableScreen(title: title)
    screen.table.images = images
    screen.table.dataSource = source
    let frame = withExtendedLifetime(source) { screen.frame(width: width, height: height) }
    return (0..<frame.height).map { frame.line(row: $0).pictured }
  }

  final class Sections: TableViewDataSource {
    let sections: [(String, [any Cell])]
    let footers: [Int: String]
    init(sections: [(String, [any Cell])], footers: [Int: String]) {
      self.sections = sections
      self.footers = footers
    }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].1.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
      sections[indexPath.section].1[indexPath.row]
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      sections[section].0
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      footers[section]
    }
  }

  /// The view model the pictures stand for: every trait, the traits' defaults, and the values the
  /// documentation's examples show (a stepper at 3 of 0...10, a slider at 40%, the dark theme).
  ///
  /// It has no image: every text row would show one. ``Pictured`` has the image (and a subtitle).
  struct Sample: TextPresentable, DetailTextPresentable, SwitchPresentable,
    TextFieldPresentable, AccessoryPresentable, OptionsPresentable,
    SliderPresentable, StepperPresentable, ButtonPresentable, DatePickerPresentable, TextAreaPresentable,
    ProgressPresentable, LoadingPresentable
  {
    var text: String
    var switchOn = true
    var detailText = "1.0 (42)"
    var accessory = Accessory.disclosure
    var validationRules: [ValidationRule] = []
    var label = "E-mail"
    var placeholder = "name@example.com"
    var buttonRole = ButtonRole.normal
    var isSecure = false
    var progress: Double? = 0.4
    var isLoading = false
    var dateAndTime = false
    var lineLimit = 2
    var options: [String] { ["default", "dark", "light", "monochrome"] }
    var selectedIndex: Int { 1 }
    var sliderValue: Double { 0.4 }
    var stepperValue: Int { 3 }
    var stepperRange: ClosedRange<Int> { 0...10 }
    var date: Date { Date(timeIntervalSince1970: 1_750_024_800) }  // 15 June 2025, 22:00 UTC
    var datePickerMode: DatePickerMode { dateAndTime ? .dateAndTime : .time }
    var locale: Locale { Locale(identifier: "en_US") }
    var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
  }

  /// A switch row with a subtitle and no image.
  struct Subtitled: TextPresentable, SwitchPresentable, SubtitlePresentable {
    var text: String
    var switchOn: Bool { true }
    var subtitle: String { "Home network" }
  }

  /// A row with the talk's image, and a subtitle when it has one.
  struct Pictured: TextPresentable, SwitchPresentable, ImagePresentable, SubtitlePresentable {
    var text: String
    var subtitle = ""
    var imageName = "minionParty.png"
    var switchOn: Bool { true }
  }

  struct Header: HeaderTextPresentable { var text: String }
  struct Footer: FooterTextPresentable { var text: String }

  /// Docs/Cells.md's cell of its own.
  protocol BatteryPresentable: RowStatePresentable { var level: Int { get } }

  struct Battery: TextPresentable, BatteryPresentable {
    var text: String
    var level: Int
  }

  struct BatteryCell<ViewModel: TextPresentable & BatteryPresentable>: RowCell {
    var viewModel: ViewModel
    func content(_ row: inout RowContent, state: Void) {
      row.text(viewModel)
      row.trailing("\(viewModel.level)%", style: Style(foreground: .secondary), name: "level")
    }
    func summary(state: Void) -> String { "\(viewModel.text), \(viewModel.level) percent" }
  }
}
