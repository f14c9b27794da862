// Draws the pictures of rows in the documentation, through SVGRenderer. Run by
// Scripts/render-pictures.sh: `swift run DocPictures <directory>`.
import Foundation
import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct Sample: TextPresentable, DetailTextPresentable, SwitchPresentable, TextFieldPresentable,
  AccessoryPresentable, OptionsPresentable, SliderPresentable, StepperPresentable, ButtonPresentable,
  DatePickerPresentable, TextAreaPresentable, ProgressPresentable, LoadingPresentable
{
  var text: String
  var switchOn = true
  var label = "E-mail"
  var accessory = Accessory.disclosure
  var buttonRole = ButtonRole.normal
  var isEnabled = true
  var isSecure = false
  var progress: Double? = 0.4
  var isLoading = false
  var detailText: String { "1.0 (42)" }
  var placeholder: String { "name@example.com" }
  var options: [String] { ["default", "dark", "light", "monochrome"] }
  var selectedIndex: Int { 1 }
  var sliderValue: Double { 0.4 }
  var stepperValue: Int { 3 }
  var switchColor: Color { .yellow }
  var date: Date { Date(timeIntervalSince1970: 1_750_024_800) }
  var datePickerMode: DatePickerMode { .time }
  var locale: Locale { Locale(identifier: "en_US") }
  var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
  var lineLimit: Int { 2 }
}

/// A row with an image and a subtitle: every text row kind shows them.
struct Pictured: TextPresentable, SwitchPresentable, DetailTextPresentable, ImagePresentable, SubtitlePresentable {
  var text: String
  var subtitle = ""
  var switchOn: Bool { true }
  var switchColor: Color { .yellow }
  var detailText: String { "Home" }
  var imageName: String { "minionParty.png" }
}

struct Header: HeaderTextPresentable { var text: String }
struct Footer: FooterTextPresentable { var text: String }

let images: ImageCatalog = {
  var catalog = ImageCatalog.standard
  catalog["minionParty.png"] = "🎉"
  return catalog
}()

/// A frame of rows, one cell after the other, some focused.
func picture(width: Int, _ rows: [(any Cell, Bool)]) -> Frame {
  let lines = rows.flatMap { cell, focused in render(cell, width: width, focused: focused) }
  var frame = Frame(width: width, height: lines.count)
  for (row, line) in lines.enumerated() { frame.draw(line, row: row) }
  return frame
}

/// One cell's lines, in its initial state (the cell opened from `any Cell`).
func render(_ cell: some Cell, width: Int, focused: Bool) -> [Line] {
  cell.render(width: width, context: CellContext(isFocused: focused, images: images))
}

func cell<C: Cell>(_ type: C.Type, _ sample: Sample) -> C where C.ViewModel == Sample {
  C(viewModel: sample)
}

let header = HeaderCell(viewModel: Header(text: "Every cell"))
let footer = FooterCell(viewModel: Footer(text: "Footers wrap onto as many lines as they need, at any width."))
let gallery = picture(
  width: 60,
  [
    (header, false),
    (cell(TextCell<Sample>.self, Sample(text: "TextCell")), false),
    (cell(DetailCell<Sample>.self, Sample(text: "DetailCell")), false),
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "SwitchWithTextCell")), true),
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "SwitchWithTextCell, off", switchOn: false)), false),
    (ImageSwitchWithTextCell(viewModel: Pictured(text: "ImageSwitchWithTextCell")), false),
    (DetailCell(viewModel: Pictured(text: "Any text row: an image", subtitle: "and a subtitle (SubtitlePresentable)")), false),
    (cell(TextFieldCell<Sample>.self, Sample(text: "bob@example.com")), false),
    (cell(TextFieldCell<Sample>.self, Sample(text: "hunter2", label: "Password", isSecure: true)), false),
    (cell(AccessoryCell<Sample>.self, Sample(text: "AccessoryCell, disclosure")), false),
    (cell(AccessoryCell<Sample>.self, Sample(text: "AccessoryCell, checkmark", accessory: .checkmark)), false),
    (cell(AccessoryCell<Sample>.self, Sample(text: "AccessoryCell, badge", accessory: .badge("3"))), false),
    (cell(OptionsCell<Sample>.self, Sample(text: "OptionsCell")), false),
    (cell(SliderCell<Sample>.self, Sample(text: "SliderCell")), false),
    (cell(StepperCell<Sample>.self, Sample(text: "StepperCell")), false),
    (cell(DatePickerCell<Sample>.self, Sample(text: "DatePickerCell")), false),
    (cell(TextAreaCell<Sample>.self, Sample(text: "Best wishes from the whole team,\nBob 設定 👍🏽", label: "TextAreaCell")), false),
    (cell(ProgressCell<Sample>.self, Sample(text: "ProgressCell")), false),
    (cell(ProgressCell<Sample>.self, Sample(text: "ProgressCell, share unknown", progress: nil)), false),
    (cell(LoadingCell<Sample>.self, Sample(text: "LoadingCell, loading", isLoading: true)), false),
    (cell(LoadingCell<Sample>.self, Sample(text: "LoadingCell, loaded")), false),
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "A disabled row", isEnabled: false)), false),
    (cell(ButtonCell<Sample>.self, Sample(text: "ButtonCell", buttonRole: .destructive)), false),
    (footer, false),
  ])

let unicode = picture(
  width: 44,
  [
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "設定 한국어 Ｆｕｌｌ")), false),
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "👨‍👩‍👧‍👦 🇯🇵 👍🏽 1️⃣ Café naïve")), false),
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "A title far too long for its row, cut with an ellipsis")), true),
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "Bob\u{1B}[2J\u{1B}]0;owned\u{7}\u{202E}evil")), false),
    (cell(SwitchWithTextCell<Sample>.self, Sample(text: "設定設定設定設定設定設定設定設定設定")), false),
  ])

let directory = CommandLine.arguments.dropFirst().first ?? "Docs/Images"
for (name, frame) in [("cells.svg", gallery), ("unicode.svg", unicode)] {
  let svg = SVGRenderer(theme: .dark).render(frame)
  let path = directory + "/" + name
  guard let file = fopen(path, "w") else {
    print("DocPictures: cannot write \(path)")
    exit(1)
  }
  fputs(svg, file)
  fclose(file)
}
