// What the `///` examples of Sources/PresentableTesting take for granted: a cell, a frame, a
// screen, the battery row of Docs/Cells.md and a gauge cell made from a view model of its own.
import Foundation
import Presentable
import PresentableTesting

struct MinionModeViewModel: TextPresentable, SwitchPresentable {
  var text: String { "Minion Mode!!!" }
  var switchOn: Bool { true }
}
protocol BatteryPresentable: RowStatePresentable {
  var level: Int { get }
}
struct BatteryCell<ViewModel: TextPresentable & BatteryPresentable>: RowCell {
  var viewModel: ViewModel
  init(viewModel: ViewModel) { self.viewModel = viewModel }
  func content(_ row: inout RowContent, state: Void) {
    row.text(viewModel)
    row.value("\(viewModel.level)%", name: "level")
  }
}

extension TraitProbe: BatteryPresentable {
  /// A level the law check varies.
  public var level: Int { probed("level", 80) }
}

final class SettingsController: @unchecked Sendable {
  nonisolated(unsafe) let screen: TableScreen
  @MainActor init() { screen = TableScreen(title: "Settings") }
}

struct Gauge<Base: TextPresentable>: TextPresentable {
  let base: Base
  init(_ base: Base) { self.base = base }
  var text: String { base.text }
}
struct GaugeCell<ViewModel: TextPresentable>: RowCell {
  var viewModel: ViewModel
  init(viewModel: ViewModel) { self.viewModel = viewModel }
  func content(_ row: inout RowContent, state: Void) { row.text(viewModel) }
}

@MainActor let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
@MainActor let screen = TableScreen(title: "Settings")
@MainActor let controller = SettingsController()
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor func SettingsScreen() -> TableScreen { TableScreen(title: "Settings") }
@MainActor let terminal = HeadlessTerminal(TableScreen(title: "Settings"), width: 60, height: 20)
@MainActor var frame = Frame(width: 80, height: 24)
let url = URL(fileURLWithPath: "/tmp/reference.txt")
let folder = "/tmp/references"
let error: any Error = CocoaError(.fileNoSuchFile)

// TestAppearance's examples: an app's look and a page of it.
struct BrandLook: AppLook {}
@MainActor let settingsPage = FormPage("Settings") {}
