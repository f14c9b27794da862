import Testing

@testable import Presentable

@Suite("Text, header, footer and detail cells")
struct TextCellsTests {
  struct About: TextPresentable {
    var text = "About"
    var isEnabled = true
    var isHidden = false
  }
  struct Warning: TextPresentable {
    var text: String { "Battery low" }
    var textColor: Color { .warning }
    var font: Font { .body.bold() }
  }
  struct Section: HeaderTextPresentable { var text: String }
  struct Note: FooterTextPresentable { var text: String }
  struct Version: TextPresentable, DetailTextPresentable {
    var text: String { "Version" }
    var detailText: String { "1.0 (42)" }
  }

  @Test func textRowsAreExactlyAsWideAsAsked() {
    let cell = TextCell<About>(viewModel: About())
    #expect(texts(cell.render(width: 12, context: CellContext())) == ["|  About     |"])
    #expect(texts(cell.render(width: 6, context: CellContext())) == ["|  Abo…|"])
    #expect(texts(cell.render(width: 0, context: CellContext())) == ["||"])
    #expect(!cell.canFocus)
    #expect(cell.transcript() == "About")
  }

  @Test func defaultsAreSemanticAndViewModelsStateOnlyWhatDiffers() {
    let plain = TextCell<About>(viewModel: About())
    let line = plain.render(width: 12, context: CellContext())[0]
    #expect(style(of: "About", in: line) == Style(foreground: .primary, font: .body))
    let warning = TextCell<Warning>(viewModel: Warning())
    #expect(
      style(of: "Battery", in: warning.render(width: 20, context: CellContext())[0])
        == Style(foreground: .warning).bold())
  }

  @Test func disabledRowsAreDimmedAndHiddenRowsAreGone() {
    var cell = TextCell<About>(viewModel: About(isEnabled: false))
    #expect(
      style(of: "About", in: cell.render(width: 10, context: CellContext())[0])?.font == Font.body.dim())
    #expect(cell.transcript() == "About, unavailable")
    cell.configure(with: About(isHidden: true))
    #expect(cell.render(width: 10, context: CellContext()).isEmpty)
    #expect(cell.transcript() == "")
  }

  @Test func headersUseTheHeaderDefaults() {
    let cell = HeaderCell<Section>(viewModel: Section(text: "Appearance"))
    let line = cell.render(width: 14, context: CellContext())[0]
    #expect(line.plainText == "  Appearance  ")
    #expect(style(of: "Appearance", in: line) == Style(foreground: .accent, font: .headline))
    #expect(cell.transcript() == "Appearance, heading")
  }

  @Test func footersWrap() {
    let cell = FooterCell<Note>(viewModel: Note(text: "Quiet hours silence everything but calls."))
    #expect(
      texts(cell.render(width: 16, context: CellContext())) == [
        "|  Quiet hours   |", "|  silence       |", "|  everything but|", "|  calls.        |",
      ])
    let line = cell.render(width: 16, context: CellContext())[0]
    #expect(style(of: "Quiet", in: line) == Style(foreground: .tertiary, font: .footnote))
  }

  @Test func detailSitsAtTheTrailingEdge() {
    let cell = DetailCell<Version>(viewModel: Version())
    let line = cell.render(width: 24, context: CellContext())[0]
    #expect(line.plainText == "  Version       1.0 (42)")
    #expect(style(of: "1.0", in: line)?.foreground == .secondary)
    #expect(cell.transcript() == "Version, 1.0 (42)")
    // Tight: the text is cut first, the detail kept.
    #expect(cell.render(width: 14, context: CellContext())[0].plainText == "  Ve… 1.0 (42)")
  }
}
