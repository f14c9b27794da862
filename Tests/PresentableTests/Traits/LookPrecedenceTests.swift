import PresentableTestSupport
import Testing

@testable import Presentable

/// A brand that sets the accent and the destructive role, and nothing else.
private struct BrandLook: AppLook {}
extension BrandLook {
  var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
  var destructiveColor: Color { .brightRed }
}

/// A brand that also sets the buttons' own color.
private struct BrandWithButtons: AppLook {}
extension BrandWithButtons {
  var accentColor: Color { .rgb(0x14, 0xB8, 0xA6) }
  var buttonColor: Color { .yellow }
}

/// A look that names another part for one of its own: buttons in the destructive color.
private struct LoudButtons: AppLook {}
extension LoudButtons {
  var destructiveColor: Color { .brightRed }
  var buttonColor: Color { destructiveColor }
}

/// A look whose parts name each other in a circle: each falls back to the package's chain.
private struct Circular: AppLook {}
extension Circular {
  var accentColor: Color { buttonColor }
}

private struct Plain: TextPresentable { var text = "About" }
private struct Section: HeaderTextPresentable { var text = "Account" }
private struct Save: TextPresentable, ButtonPresentable { var text = "Save" }
private struct OwnSave: TextPresentable, ButtonPresentable {
  var text = "Save"
  var buttonColor: Color { .green }
}
private struct Delete: TextPresentable, ButtonPresentable {
  var text = "Delete"
  var buttonRole: ButtonRole { .destructive }
}

@Suite("The app's look: precedence, layer by layer")
struct LookPrecedenceTests {
  func style(_ cell: some Cell, _ text: String, look: Look = .standard) -> Style? {
    cell.render(width: 40, context: CellContext(look: look))[0].spans.first { $0.text.contains(text) }?.style
  }

  @Test func thePackagesLookLeavesThemeRolesForTheTheme() {
    #expect(style(ButtonCell(viewModel: Save()), "Save")?.foreground == .accent)
    #expect(style(HeaderCell(viewModel: Section()), "Account") == Style(foreground: .accent, font: .headline))
    #expect(style(TextCell(viewModel: Plain()), "About") == Style(foreground: .primary, font: .body))
    #expect(style(ButtonCell(viewModel: Delete()), "Delete")?.foreground == .destructive)
  }

  @Test func theAppsAccentReachesEveryTintedPartOfViewModelsThatAdoptNothing() {
    let brand = Look(BrandLook())
    let teal = Color.rgb(0x14, 0xB8, 0xA6)
    #expect(style(ButtonCell(viewModel: Save()), "Save", look: brand)?.foreground == teal)
    #expect(style(HeaderCell(viewModel: Section()), "Account", look: brand)?.foreground == teal)
    #expect(brand[.option] == teal && brand[.slider] == teal && brand[.progress] == teal)
    // What the brand did not set stays the package's.
    #expect(style(TextCell(viewModel: Plain()), "About", look: brand)?.foreground == .primary)
    #expect(brand[.footer] == .tertiary)
  }

  @Test func aPartTheAppSetsOutranksTheAppsAccent() {
    let look = Look(BrandWithButtons())
    #expect(style(ButtonCell(viewModel: Save()), "Save", look: look)?.foreground == .yellow)
    #expect(
      style(HeaderCell(viewModel: Section()), "Account", look: look)?.foreground == .rgb(0x14, 0xB8, 0xA6))
  }

  @Test func aViewModelsOwnValueOutranksTheAppsLook() {
    #expect(
      style(ButtonCell(viewModel: OwnSave()), "Save", look: Look(BrandWithButtons()))?.foreground == .green)
  }

  @Test func theDestructiveRoleIsOneProperty() {
    let brand = Look(BrandLook())
    #expect(style(ButtonCell(viewModel: Delete()), "Delete", look: brand)?.foreground == .brightRed)
    // A view model's button color does not outrank its role.
    #expect(
      style(ButtonCell(viewModel: GreenDeleteButton()), "Delete", look: brand)?.foreground == .brightRed)
  }

  @Test func aLookMayNameItsOwnPartsAndACircleEndsAtThePackagesChain() {
    #expect(Look(LoudButtons())[.button] == .brightRed)
    #expect(Look(Circular())[.accent] == .accent)
    #expect(Look(Circular())[.button] == .accent)
  }

  @Test func theThemeResolvesWhatIsLeftSemanticAndMonochromeStillWins() {
    let header = HeaderCell(viewModel: Section())
    var frame = Frame(width: 20, height: 1)
    frame.look = Look(BrandLook())
    header.draw(into: &frame, width: 20, state: (), context: CellContext(look: frame.look))
    let colored = ANSIRenderer(profile: .trueColor, theme: .dark).render(frame)
    #expect(colored.contains("38;2;20;184;166"))
    let monochrome = ANSIRenderer(profile: .trueColor, theme: .monochrome).render(frame)
    #expect(!monochrome.contains("38;2"))
    #expect(!ANSIRenderer(profile: .noColor, theme: .dark).render(frame).contains("38;"))
  }

  @Test func provenanceNamesTheAppsLook() {
    let entries = ButtonCell(viewModel: Save()).styleProvenance(
      state: (), context: CellContext(look: Look(BrandLook())), theme: .dark
    ).map(\.description)
    // The button follows the accent, which the app set.
    #expect(entries.contains("button.foreground = #14b8a6 ← app look (accentColor)"), "\(entries)")
    #expect(entries.contains("button.font = body ← trait default (font)"), "\(entries)")
  }
}
