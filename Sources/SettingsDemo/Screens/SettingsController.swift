import Foundation
import Presentable

/// The settings screen: its table's data source and delegate, and what its view models act on.
///
/// View models are values made from the settings for each row as it is drawn; the table draws
/// the rows again when the settings change.
final class SettingsController: TableViewDataSource, TableViewDelegate, SettingsActions {
  enum Row: Hashable, CaseIterable {
    case minionMode, theme, accentColor
    case name, email, signature
    case notifications, sounds, badges, reminders, volume, doNotDisturb, quietUntil
    case version, checkForUpdates, updateStatus, licenses, acknowledgements, reset
  }

  /// Sections: a title, rows, and an optional footer.
  static let sections: [(title: String, rows: [Row], footer: String?)] = [
    ("Appearance", [.minionMode, .theme, .accentColor], "Minion Mode puts a party in every row."),
    ("Profile", [.name, .email, .signature], nil),
    (
      "Notifications", [.notifications, .sounds, .badges, .reminders, .volume, .doNotDisturb, .quietUntil],
      "Sounds and badges need notifications."
    ),
    ("About", [.version, .checkForUpdates, .updateStatus, .licenses, .acknowledgements, .reset], nil),
  ]

  private(set) var settings: Settings
  let store: SettingsStore?
  let screen = TableScreen(title: "Settings")
  /// Opens pages over this screen.
  var opener: ((InfoPage) -> Void)?
  /// How dates and times are written.
  let locale: Locale
  /// Where update checks look.
  let updates: any UpdateChecker
  /// The last update check, running or done; `nil` before the first.
  private(set) var updateCheck: AsyncValue<String>?

  init(
    settings: Settings, store: SettingsStore?, locale: Locale = .current,
    updates: any UpdateChecker = SimulatedUpdateChecker()
  ) {
    self.settings = settings
    self.store = store
    self.locale = locale
    self.updates = updates
    let table = screen.table
    var images = ImageCatalog.standard
    images["minionParty.png"] = "🎉"
    table.images = images
    table.dataSource = self
    table.delegate = self
    applyTheme()
  }

  // MARK: TableViewDataSource

  func row(at indexPath: TableIndexPath) -> Row { Self.sections[indexPath.section].rows[indexPath.row] }

  func numberOfSections(in tableView: TableView) -> Int { Self.sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Self.sections[section].rows.count
  }

  func tableView(_ tableView: TableView, headerCellForSection section: Int) -> (any Cell)? {
    HeaderCell(viewModel: SectionHeaderViewModel(title: Self.sections[section].title))
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    Self.sections[section].footer
  }

  /// The row's cell, showing a view model made from the settings as they are now.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    let s = settings
    switch row(at: indexPath) {
    case .minionMode:
      return ImageSwitchWithTextCell(viewModel: MinionModeViewModel(switchOn: s.minionMode, actions: self))
    case .theme: return OptionsCell(viewModel: ThemeViewModel(theme: s.theme, actions: self))
    case .accentColor:
      return OptionsCell(viewModel: AccentColorViewModel(accent: s.accentColor, actions: self))
    case .name: return TextFieldCell(viewModel: NameViewModel(text: s.name, actions: self))
    case .email: return TextFieldCell(viewModel: EmailViewModel(text: s.email, actions: self))
    case .signature: return TextAreaCell(viewModel: SignatureViewModel(text: s.signature, actions: self))
    case .notifications:
      return SwitchWithTextCell(
        viewModel: NotificationSwitchViewModel(
          setting: .notifications, switchOn: s.notifications, isEnabled: true, actions: self))
    case .sounds:
      return SwitchWithTextCell(
        viewModel: NotificationSwitchViewModel(
          setting: .sounds, switchOn: s.sounds, isEnabled: s.notifications, actions: self))
    case .badges:
      return SwitchWithTextCell(
        viewModel: NotificationSwitchViewModel(
          setting: .badges, switchOn: s.badges, isEnabled: s.notifications, actions: self))
    case .reminders:
      return StepperCell(
        viewModel: RemindersViewModel(
          stepperValue: s.remindersPerDay, isEnabled: s.notifications, actions: self))
    case .volume:
      return SliderCell(
        viewModel: VolumeViewModel(
          sliderValue: s.volume, isEnabled: s.notifications && s.sounds, actions: self))
    case .doNotDisturb:
      return SwitchWithTextCell(
        viewModel: DoNotDisturbViewModel(switchOn: s.doNotDisturb, isEnabled: s.notifications, actions: self))
    case .quietUntil:
      return DatePickerCell(
        viewModel: QuietUntilViewModel(
          quietUntil: s.quietUntil, isEnabled: s.notifications, isHidden: !s.doNotDisturb, locale: locale,
          actions: self))
    case .version: return DetailCell(viewModel: VersionViewModel())
    case .checkForUpdates:
      return ButtonCell(
        viewModel: CheckForUpdatesViewModel(isChecking: updateCheck?.isLoading ?? false, actions: self))
    case .updateStatus: return ProgressCell(viewModel: UpdateStatusViewModel(check: updateCheck))
    case .licenses: return AccessoryCell(viewModel: InfoRowViewModel(page: .licenses, actions: self))
    case .acknowledgements:
      return AccessoryCell(viewModel: InfoRowViewModel(page: .acknowledgements, actions: self))
    case .reset: return ButtonCell(viewModel: ResetViewModel(actions: self))
    }
  }

  // MARK: SettingsActions

  func update(_ change: (inout Settings) -> Void, message: StatusMessage?) {
    var changed = settings
    change(&changed)
    if changed != settings {
      settings = changed
      applyTheme()
      // Any row may show what changed (a switch enables others): draw them again.
      screen.table.reloadData()
      do {
        try store?.save(changed)
      } catch {
        // The change stays on screen and in memory: only the save failed, and it says why.
        screen.show(StatusMessage("Not saved: \(error.description)", kind: .error))
        return
      }
    }
    if let message { screen.show(message) }
  }

  func report(_ message: StatusMessage) { screen.show(message) }

  func open(_ page: InfoPage) { opener?(page) }

  func checkForUpdates() {
    guard updateCheck?.isLoading != true else { return }
    let updates = self.updates
    updateCheck = AsyncValue(reportingProgress: { report in try await updates.latestVersion(report: report) })
    screen.table.reloadData()
  }

  /// The chosen theme with the chosen accent, drawn from the next frame on.
  private func applyTheme() {
    var theme = Theme.named(settings.theme) ?? .default
    if let accent = AccentColorViewModel.colors.first(where: { $0.name == settings.accentColor })?.color {
      theme[.accent] = accent
    }
    screen.theme = theme
  }
}
