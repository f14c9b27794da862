import PresentableTestSupport
import Testing

@testable import Presentable

@Suite("Switch cells and the talk's data source and delegate")
struct SwitchCellsTests {
  struct WiFi: TextPresentable, SwitchPresentable {
    var switchOn: Bool
    var isEnabled = true
    let calls: Calls
    var text: String { "Wi-Fi" }
    func onSwitchToggleOn(_ on: Bool) { calls.log.append("wifi \(on)") }
  }

  /// The talk's view model: data in the declaration, behaviour and look in an extension.
  struct MinionModeViewModel: SwitchWithTextCellDataSource {
    var title = "Minion Mode!!!"
    var switchOn = true
    let calls: Calls
  }

  @Test func switchStateReadsWithoutColor() {
    let calls = Calls()
    var cell = SwitchWithTextCell<WiFi>(viewModel: WiFi(switchOn: true, calls: calls))
    let on = cell.render(width: 20, context: CellContext())[0]
    #expect(on.plainText == "  Wi-Fi      [ ON ●]")
    #expect(style(of: "ON", in: on) == Style(foreground: .purple).bold())
    cell.configure(with: WiFi(switchOn: false, calls: calls))
    let off = cell.render(width: 20, context: CellContext())[0]
    #expect(off.plainText == "  Wi-Fi      [○ OFF]")
    #expect(style(of: "OFF", in: off)?.foreground == .secondary)
  }

  @Test func keysBecomeTheCallback() {
    let calls = Calls()
    var cell = SwitchWithTextCell<WiFi>(viewModel: WiFi(switchOn: false, calls: calls))
    #expect(cell.handle(.space) == .changed)
    #expect(cell.handle(.enter) == .changed)
    #expect(cell.handle(.right) == .changed)
    #expect(cell.handle(.left) == .ignored)  // already off
    #expect(cell.handle(.character("j")) == .ignored)
    #expect(calls.log == ["wifi true", "wifi true", "wifi true"])
    cell.configure(with: WiFi(switchOn: true, isEnabled: false, calls: calls))
    #expect(cell.handle(.space) == .ignored)
    #expect(!cell.canFocus)
    #expect(calls.log.count == 3)
  }

  @Test func transcript() {
    let cell = SwitchWithTextCell<WiFi>(viewModel: WiFi(switchOn: false, calls: Calls()))
    #expect(cell.transcript() == "Wi-Fi, switch, off")
  }

  @Test func focusShowsAMarkerAndTheSelectionBackground() {
    let cell = SwitchWithTextCell<WiFi>(viewModel: WiFi(switchOn: true, calls: Calls()))
    let line = cell.render(width: 20, context: CellContext(isFocused: true))[0]
    #expect(line.plainText == "› Wi-Fi      [ ON ●]")
    #expect(line.spans.allSatisfy { $0.style.background == .selection })
  }

  @Test func theTalksViewModelWorksWithTheGenericCell() {
    let calls = Calls()
    let cell = SwitchWithTextCell<MinionModeViewModel>(viewModel: MinionModeViewModel(calls: calls))
    #expect(cell.render(width: 26, context: CellContext())[0].plainText == "  Minion Mode!!!   [ ON ●]")
    #expect(cell.transcript() == "Minion Mode!!!, switch, on")
  }

  /// A delegate that is a different object from the data source, as the talk allows.
  final class Controller: SwitchWithTextCellDelegate {
    var flips: [Bool] = []
    var switchColor: Color { .yellow }
    var textColor: Color { .blue }
    func onSwitchToggleOn(_ on: Bool) { flips.append(on) }
  }

  @Test func configureWithDataSourceAndDelegate() {
    let controller = Controller()
    var cell = SwitchWithTextCell(dataSource: MinionModeViewModel(calls: Calls()), delegate: controller)
    let line = cell.render(width: 26, context: CellContext())[0]
    #expect(style(of: "Minion", in: line)?.foreground == .blue)
    #expect(style(of: "ON", in: line)?.foreground == .yellow)
    #expect(cell.handle(.space) == .changed)
    #expect(controller.flips == [false])
    // Without a delegate, the data source's own (default) look and callback.
    cell.configure(withDataSource: MinionModeViewModel(calls: Calls()), delegate: nil)
    #expect(style(of: "ON", in: cell.render(width: 26, context: CellContext())[0])?.foreground == .purple)
  }

  @Test func imagesComeFromTheCatalogAndMissingOnesShow() {
    var images = ImageCatalog.standard
    images["minionParty.png"] = "🎉"
    var cell = ImageSwitchWithTextCell<PartyRow>(viewModel: PartyRow(imageName: "minionParty.png"))
    #expect(
      cell.render(width: 24, context: CellContext(images: images))[0].plainText == "  🎉 Party       [ ON ●]")
    cell.configure(with: PartyRow(imageName: "gear"))
    #expect(
      cell.render(width: 24, context: CellContext(images: images))[0].plainText == "  ⚙  Party       [ ON ●]")
    cell.configure(with: PartyRow(imageName: "nowhere.png"))
    let missing = cell.render(width: 24, context: CellContext(images: images))[0]
    #expect(missing.plainText == "  ?  Party       [ ON ●]")
    #expect(style(of: "?", in: missing)?.foreground == .warning)
  }
}
