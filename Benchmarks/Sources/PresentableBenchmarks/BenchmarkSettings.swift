import Presentable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SettingsDemo screen's rows, as the demo shows them at 80×24: the screen the focus-move
/// figures are taken on. (The demo is an executable, which a benchmark cannot import.)
final class BenchmarkSettings: TableViewDataSource {
  struct Switch: TextPresentable, SwitchPresentable, ImagePresentable {
    var text: String
    var switchOn: Bool
    var imageName: String { "minionParty.png" }
    var switchColor: Color { .yellow }
  }
  struct Picker: TextPresentable, OptionsPresentable {
    var text: String
    var options: [String]
    var selectedIndex: Int { 0 }
  }
  struct Field: TextFieldPresentable {
    var label: String
    var placeholder: String
    var text: String { "" }
  }
  struct Stepper: TextPresentable, StepperPresentable {
    var text: String { "Reminders per Day" }
    var stepperValue: Int { 3 }
    var stepperRange: ClosedRange<Int> { 0...10 }
  }
  struct Slider: TextPresentable, SliderPresentable {
    var text: String { "Volume" }
    var sliderValue: Double { 0.6 }
  }
  struct Detail: TextPresentable, DetailTextPresentable {
    var text: String { "Version" }
    var detailText: String { "1.0 (Presentable)" }
  }
  struct Link: TextPresentable, AccessoryPresentable {
    var text: String
  }
  struct Reset: TextPresentable, ButtonPresentable {
    var text: String { "Reset All Settings" }
    var buttonRole: ButtonRole { .destructive }
  }

  let screen = TableScreen(title: "Settings")
  static let sections: [(title: String, rows: Int, footer: String?)] = [
    ("Appearance", 3, "Minion Mode puts a party in every row."), ("Profile", 2, nil),
    ("Notifications", 5, "Sounds and badges need notifications."), ("About", 4, nil),
  ]

  init() {
    var images = ImageCatalog.standard
    images["minionParty.png"] = "🎉"
    screen.table.images = images
    screen.table.dataSource = self
  }

  func numberOfSections(in tableView: TableView) -> Int { Self.sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Self.sections[section].rows
  }
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    Self.sections[section].title.uppercased()
  }
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    Self.sections[section].footer
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    switch (indexPath.section, indexPath.row) {
    case (0, 0): ImageSwitchWithTextCell(viewModel: Switch(text: "Minion Mode!!!", switchOn: true))
    case (0, 1): OptionsCell(viewModel: Picker(text: "Theme", options: ["default", "dark", "light"]))
    case (0, _): OptionsCell(viewModel: Picker(text: "Accent Color", options: ["theme", "blue"]))
    case (1, 0): TextFieldCell(viewModel: Field(label: "Name", placeholder: "Your name"))
    case (1, _): TextFieldCell(viewModel: Field(label: "E-mail", placeholder: "name@example.com"))
    case (2, 0): SwitchWithTextCell(viewModel: Switch(text: "Allow Notifications", switchOn: true))
    case (2, 1): SwitchWithTextCell(viewModel: Switch(text: "Sounds", switchOn: true))
    case (2, 2): SwitchWithTextCell(viewModel: Switch(text: "Badges", switchOn: false))
    case (2, 3): StepperCell(viewModel: Stepper())
    case (2, _): SliderCell(viewModel: Slider())
    case (3, 0): DetailCell(viewModel: Detail())
    case (3, 1): AccessoryCell(viewModel: Link(text: "Licenses"))
    case (3, 2): AccessoryCell(viewModel: Link(text: "Acknowledgements"))
    default: ButtonCell(viewModel: Reset())
    }
  }
}

/// A focus move on the same screen written by hand, the floor of the focus-move figure: each
/// frame copies 24 prepared rows into a grid of cells, compares them with the frame shown, and
/// encodes the rows that changed (a cursor move, a style sequence at each change of style, the
/// characters).
struct FloorFrame {
  /// A cell: the index of its glyph's bytes (0 for the right half of a wide character) and of
  /// its style's sequence.
  private typealias Cell = (glyph: UInt32, style: UInt32)

  private let width = 80
  private let height = 24
  /// Every frame the screen shows while focus moves over the first six rows, as cells.
  private var frames: [[UInt64]] = []
  private var glyphs: [[UInt8]] = [[]]
  private var styles: [[UInt8]] = []
  private var grid: [UInt64]
  private var shown: [UInt64]
  private var position = 0
  private(set) var bytes: [UInt8] = []

  init(renderer: ANSIRenderer) {
    let settings = BenchmarkSettings()
    var styleIndex: [Style: UInt32] = [:]
    var glyphIndex: [String: UInt32] = [:]
    // Locals while the runs are read: a closure may not capture `self` before it is set up.
    var glyphs: [[UInt8]] = [[]]
    var styles: [[UInt8]] = []
    for focusMove in 0..<7 {
      if focusMove > 0 { _ = settings.screen.handle(.key(.down)) }
      let frame = settings.screen.frame(width: 80, height: 24, ambiguous: .narrow)
      var cells: [UInt64] = []
      for row in 0..<24 {
        frame.forEachRun(inRow: row) { span in
          let style: UInt32
          if let known = styleIndex[span.style] {
            style = known
          } else {
            // The sequence that sets the style from the terminal's own, as the renderer writes it.
            var sample: [UInt8] = []
            renderer.render(Line("x", style: span.style), into: &sample)
            styles.append(Array(sample.prefix { $0 != UInt8(ascii: "x") }))
            style = UInt32(styles.count - 1)
            styleIndex[span.style] = style
          }
          for character in span.text {
            let glyph: UInt32
            if let known = glyphIndex[String(character)] {
              glyph = known
            } else {
              glyphs.append(Array(String(character).utf8))
              glyph = UInt32(glyphs.count - 1)
              glyphIndex[String(character)] = glyph
            }
            cells.append(UInt64(style) << 32 | UInt64(glyph))
            for _ in 1..<max(1, DisplayWidth.of(String(character))) { cells.append(UInt64(style) << 32) }
          }
        }
      }
      precondition(cells.count == 80 * 24, "a frame of the settings screen is not 80×24 cells")
      frames.append(cells)
    }
    self.glyphs = glyphs
    self.styles = styles
    grid = frames[0]
    shown = frames[0]
    bytes.reserveCapacity(1 << 14)
  }

  /// Moves focus one row (+1 down, -1 up, within the first six rows) and writes the update.
  mutating func move(focus step: Int) {
    position = min(frames.count - 1, max(0, position + step))
    // Out of `self` while they are written, so each is accessed on its own.
    var out = bytes
    var grid = self.grid
    var shown = self.shown
    (bytes, self.grid, self.shown) = ([], [], [])
    out.removeAll(keepingCapacity: true)
    let (width, height, styles, glyphs) = (self.width, self.height, self.styles, self.glyphs)
    frames[position].withUnsafeBufferPointer { source in
      grid.withUnsafeMutableBufferPointer { grid in
        shown.withUnsafeMutableBufferPointer { shown in
          for row in 0..<height {
            let start = row * width
            // Draw the row, then compare it with what the terminal shows.
            grid.baseAddress!.advanced(by: start).update(
              from: source.baseAddress!.advanced(by: start), count: width)
            if memcmp(grid.baseAddress! + start, shown.baseAddress! + start, width * 8) == 0 { continue }
            out.append(contentsOf: [0x1B, 0x5B])
            Self.appendDecimal(row + 1, to: &out)
            out.append(UInt8(ascii: "H"))
            var style = UInt64.max
            for cell in grid[start..<start + width] {
              let cellStyle = cell >> 32
              if cellStyle != style {
                out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])
                out.append(contentsOf: styles[Int(cellStyle)])
                style = cellStyle
              }
              out.append(contentsOf: glyphs[Int(cell & 0xFFFF_FFFF)])
            }
            shown.baseAddress!.advanced(by: start).update(
              from: grid.baseAddress!.advanced(by: start), count: width)
          }
        }
      }
    }
    out.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D])
    (bytes, self.grid, self.shown) = (out, grid, shown)
  }

  private static func appendDecimal(_ n: Int, to bytes: inout [UInt8]) {
    if n >= 10 { appendDecimal(n / 10, to: &bytes) }
    bytes.append(UInt8(truncatingIfNeeded: 0x30 + n % 10))
  }
}
