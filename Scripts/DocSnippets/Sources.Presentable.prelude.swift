// What the `///` examples of Sources/Presentable take for granted: the view models, cells and
// pages other files' examples declare, a screen, a frame, a renderer, a Wi-Fi model, the
// settings. A paragraph declaring a type a file's examples declare themselves is left out there.
import Foundation
import Presentable

struct Network: Hashable { var name: String }
final class WiFiModel {
  var isOn = true
  var joined: Network? = Network(name: "Home")
  var nearby = [Network(name: "Home"), Network(name: "Office")]
  func forget() { joined = nil }
  func forget(_ name: String) { joined = nil }
  func join(_ draft: NetworkDraft) { joined = Network(name: draft.name) }
  func scan() {}
}
final class NetworkDraft { var name = "" }
enum Topic: CaseIterable, Hashable {
  case messages, updates
  var title: String { "\(self)" }
}
final class Settings {
  var theme = "dark"
  var topics: Set<Topic> = []
  var volume = 0.5
  var reminders = 3
  var wifi = true
  var signature = ""
  var quietUntil = Date(timeIntervalSince1970: 0)
  func reset() {}
  func resetNetworks() {}
  func resetAll() {}
}
final class Profile {
  var name = ""
  var email = ""
}
struct Download { var fractionCompleted: Double? }
struct Account { var isSignedIn = true }
enum Route { case licenses }
struct Router { func show(_ route: Route) {} }
final class StatusLine { func show(_ text: String) {} }
struct Updates: Sendable { func latestVersion() async throws -> String { "1.1" } }
struct Mirror: Sendable { func check() async throws {} }
struct RunLoopStub: Sendable { func setNeedsRedraw() {} }
struct SearchTree: Sendable { func rebuild() {} }

struct MinionModeViewModel: TextPresentable, SwitchPresentable {
  var text: String { "Minion Mode!!!" }
  var switchOn: Bool { true }
}

struct AboutViewModel: TextPresentable { var text: String { "About" } }

struct DownloadViewModel: TextPresentable, ProgressPresentable {
  var progress: Double?
  var text: String { "Downloading" }
}

struct LatestVersionViewModel: TextPresentable, DetailTextPresentable, LoadingPresentable {
  let latest: AsyncValue<String>
  var text: String { "Latest Version" }
  var isLoading: Bool { latest.isLoading }
  var detailText: String { latest.value ?? "unknown" }
}

struct BrandLook: AppLook {}

final class WeatherViewModel: Sendable {
  let locationName = Box("Loading...")
}

struct ExampleDate: TextPresentable, DatePickerPresentable {
  var text: String { "Until" }
  var date: Date { Date(timeIntervalSince1970: 0) }
}
struct ExampleTextArea: TextAreaPresentable {
  var text: String { "Sent from my terminal" }
  var placeholder: String { "" }
}
struct ExampleTextField: TextFieldPresentable {
  var text: String { "bob@example.com" }
  var placeholder: String { "" }
}

struct ForgetNetworkViewModel: TextPresentable, ButtonPresentable {
  let wifi: WiFiModel
  var text: String { "Forget This Network" }
}

struct NameViewModel: TextFieldPresentable {
  let profile: Profile
  var text: String { profile.name }
  var placeholder: String { "" }
}

struct EmailViewModel: TextFieldPresentable {
  let profile: Profile
  var text: String { profile.email }
  var placeholder: String { "" }
}

/// The view model the examples of a cell's members read: every trait they show.
struct ExampleViewModel: TextPresentable, SwitchPresentable, SubtitlePresentable, BatteryPresentable {
  var text: String { "Wi-Fi" }
  var switchOn: Bool { true }
  var subtitle: String { "Home network" }
  var level: Int { 80 }
  func onCharge() {}
}
/// The button view model whose members an example shows.
struct ExampleButton {
  var check: AsyncValue<String>?
}
/// The cell whose members the examples of a cell's members are compiled in.
struct ExampleCell {
  var viewModel = ExampleViewModel()
  var other = ExampleViewModel()
}

// A row cell whose members an example writes in `extension ExampleRow`: what the example leaves
// out (its content, its state) comes from these defaults, which a member it writes replaces.
protocol ExampleRowDefaults: RowCell {}
extension ExampleRowDefaults {
  func content(_ row: inout RowContent, state: State) {}
}
struct ExampleRow: ExampleRowDefaults {
  var viewModel = ExampleViewModel()
  init(viewModel: ExampleViewModel) { self.viewModel = viewModel }
}
/// An app cell's own state: whether its field is being edited.
struct ExampleFieldState { var isEditing = false }
struct ExampleFieldRow: ExampleRowDefaults {
  static var initialState: ExampleFieldState { ExampleFieldState() }
  var viewModel = ExampleViewModel()
  init(viewModel: ExampleViewModel) { self.viewModel = viewModel }
}

protocol BatteryPresentable: RowStatePresentable {
  var level: Int { get }
  func onCharge()
}

struct WiFiSwitchViewModel: TextPresentable, SwitchPresentable {
  let wifi: WiFiModel
  var text: String { "Wi-Fi" }
  var switchOn: Bool { wifi.isOn }
}
struct WiFiLinkViewModel: TextPresentable, DetailTextPresentable, AccessoryPresentable {
  let wifi: WiFiModel
  var text: String { "Wi-Fi" }
  var detailText: String { wifi.joined?.name ?? "Off" }
}
struct NetworkViewModel: TextPresentable, AccessoryPresentable {
  let network: Network
  var isJoined = false
  init(_ network: Network, isJoined: Bool = false) {
    self.network = network
    self.isJoined = isJoined
  }
  var text: String { network.name }
}
struct NetworkCell: RowCell {
  var viewModel: NetworkViewModel
  func content(_ row: inout RowContent, state: Void) { row.text(viewModel) }
}
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor func BackupPage() -> FormPage { FormPage("Backup") {} }
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor func WiFiPage(wifi: WiFiModel) -> FormPage { FormPage("Wi-Fi") {} }
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor func JoinNetworkPage(wifi: WiFiModel) -> FormPage { FormPage("Other Network") {} }

final class Setup {
  var name = ""
  var answers: [String: String] { ["name": name] }
}
struct NameField: TextFieldPresentable {
  let setup: Setup
  var label: String { "Name" }
  var placeholder: String { "" }
  var text: String { setup.name }
  func onTextFieldDidEndEditing(_ text: String) { setup.name = text }
}
final class WeatherModel: @unchecked Sendable { var onChange: (@Sendable () -> Void)? }

struct AppRatingViewModel: TextPresentable {
  let settings: Settings
  var text: String { "Rate the app" }
}
struct RatingCell<ViewModel: TextPresentable>: RowCell {
  var viewModel: ViewModel
  init(viewModel: ViewModel) { self.viewModel = viewModel }
  func content(_ row: inout RowContent, state: Void) { row.text(viewModel) }
}

let updates = Updates()
let mirrors = [Mirror(), Mirror()]
let runLoop = RunLoopStub()
let index = SearchTree()
let columns = 80
let rows = 24
nonisolated(unsafe) let wifi = WiFiModel()
nonisolated(unsafe) let settings = Settings()
nonisolated(unsafe) let profile = Profile()
nonisolated(unsafe) let status = StatusLine()
let account = Account()
let router = Router()
@MainActor let screen = TableScreen(title: "Settings")
@MainActor let table = TableView()
@MainActor let stack = PageStack(root: FormPage("Settings") {})
@MainActor let settingsPage = FormPage("Settings") {}
@MainActor let form = Form(table: TableView()) {}
@MainActor var frame = Frame(width: 80, height: 24)
@MainActor var shown = Frame(width: 80, height: 24)
@MainActor var shownFrame = Frame(width: 80, height: 24)
@MainActor var newFrame = Frame(width: 80, height: 24)
@MainActor var bytes: [UInt8] = []
@MainActor let renderer = ANSIRenderer(profile: .dumb)
@MainActor let cell = SwitchWithTextCell(viewModel: MinionModeViewModel())
@MainActor let box = Box(0.5)
@MainActor let zone = FormBinding(Box("Europe/London"), \.value)
@MainActor let security = FormBinding(Box("WPA2"), \.value)
@MainActor var keys = KeyMap.standard
let quietUntil = ExampleDate()
let signature = ExampleTextArea()
let email = ExampleTextField()
nonisolated(unsafe) let draft = NetworkDraft()
let name = "Home"
/// The view model of the cell members an example shows at file scope (a cell's `keys(state:)`).
let viewModel = ExampleViewModel()
nonisolated(unsafe) let setup = Setup()
nonisolated(unsafe) let weather = WeatherModel()
let hints = Style(foreground: .secondary)
let theme = Theme.dark

// A conversation's examples: the conversation, and what they choose from.
@MainActor let ask = Conversation(options: PromptOptions(mode: .accessible))
struct Zone { var name: String }
let zones = [Zone(name: "London"), Zone(name: "Paris")]
let files = ["Package.swift", "Sources"]
