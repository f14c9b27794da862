import Foundation
import Testing

@testable import Presentable

@Suite("Images and subtitles on every text row")
struct DecorationsTests {
  /// A view model of every text row kind, with an image and a subtitle.
  struct Wifi: TextPresentable, ImagePresentable, SubtitlePresentable, DetailTextPresentable,
    SwitchPresentable,
    AccessoryPresentable, OptionsPresentable, SliderPresentable, StepperPresentable, ButtonPresentable,
    TextFieldPresentable, DatePickerPresentable, TextAreaPresentable, ProgressPresentable, LoadingPresentable
  {
    var text = "Wi-Fi"
    var subtitle = "Home network"
    var imageName: String { "wifi" }
    var detailText: String { "on" }
    var switchOn: Bool { true }
    var options: [String] { ["a", "b"] }
    var selectedIndex: Int { 0 }
    var sliderValue: Double { 0.5 }
    var stepperValue: Int { 1 }
    var label: String { "" }
    var placeholder: String { "" }
    var date: Date { Date(timeIntervalSince1970: 0) }
    var locale: Locale { Locale(identifier: "en_US") }
    var timeZone: TimeZone { TimeZone(identifier: "UTC")! }
    var progress: Double? { 0.5 }
    var isLoading: Bool { false }
  }

  static var cells: [(String, any Cell)] {
    [
      ("TextCell", TextCell(viewModel: Wifi())), ("DetailCell", DetailCell(viewModel: Wifi())),
      ("SwitchWithTextCell", SwitchWithTextCell(viewModel: Wifi())),
      ("ImageSwitchWithTextCell", ImageSwitchWithTextCell(viewModel: Wifi())),
      ("AccessoryCell", AccessoryCell(viewModel: Wifi())), ("OptionsCell", OptionsCell(viewModel: Wifi())),
      ("SliderCell", SliderCell(viewModel: Wifi())), ("StepperCell", StepperCell(viewModel: Wifi())),
      ("TextFieldCell", TextFieldCell(viewModel: Wifi())),
      ("DatePickerCell", DatePickerCell(viewModel: Wifi())),
      ("TextAreaCell", TextAreaCell(viewModel: Wifi())), ("ProgressCell", ProgressCell(viewModel: Wifi())),
      ("LoadingCell", LoadingCell(viewModel: Wifi())),
    ]
  }

  @Test(arguments: 0..<13)
  func everyTextRowShowsTheImageOnceAndTheSubtitleUnderIt(index: Int) {
    let (name, cell) = Self.cells[index]
    // Opened from `any Cell`, as `render` takes the cell's own state.
    func render(_ cell: some Cell) -> [Line] { cell.render(width: 60, context: CellContext()) }
    let lines = render(cell).map(\.plainText)
    #expect(lines[0].hasPrefix("  📶 "), "\(name): \(lines)")
    #expect(lines.joined().components(separatedBy: "📶").count == 2, "\(name): the image once")
    #expect(lines.contains("     Home network" + String(repeating: " ", count: 43)), "\(name): \(lines)")
  }

  @Test func aButtonShowsTheImageButNoSubtitle() {
    let lines = ButtonCell(viewModel: Wifi()).render(width: 30).map(\.plainText)
    #expect(lines == ["          📶 [ Wi-Fi ]        "])
  }

  @Test func theSubtitleIsInItsStyleAndAnEmptyOneShowsNoLine() {
    struct Plain: TextPresentable, SubtitlePresentable {
      var text: String { "Sounds" }
      var subtitle: String
      var subtitleColor: Color { .warning }
    }
    let lines = TextCell(viewModel: Plain(subtitle: "Off while charging")).render(width: 24)
    #expect(texts(lines) == ["|  Sounds                |", "|  Off while charging    |"])
    #expect(style(of: "Off", in: lines[1]) == Style(foreground: .warning, font: .footnote))
    #expect(TextCell(viewModel: Plain(subtitle: "")).render(width: 24).count == 1)
    let provenance = TextCell(viewModel: Plain(subtitle: "x")).styleProvenance(
      context: CellContext(), theme: .default)
    #expect(provenance.contains { $0.part == "subtitle" && $0.source == "subtitleColor" })
    #expect(provenance.contains { $0.part == "subtitle" && $0.source == "subtitleFont" })
  }

  @Test func theTalksDataSourceBringsItsImage() {
    struct Minion: SwitchWithTextCellDataSource, ImagePresentable {
      var title = "Minion Mode!!!"
      var switchOn = true
      var imageName: String { "star" }
    }
    let cell = SwitchWithTextCell(dataSource: Minion())
    // A narrow glyph in the image's two-column slot.
    #expect(cell.render(width: 30)[0].plainText == "  ★  Minion Mode!!!    [ ON ●]")
  }
}
