import Presentable

/// The settings screen: its table's data source and delegate, and what its view models act on.
///
/// View models are values made from the settings for each row as it is drawn; a row is drawn
/// again only when its view model changes (the table compares them through
/// ``tableView(_:contentForRowAt:)``).
final class SettingsController: TableViewDataSource, TableViewDelegate, SettingsActions {
  enum Row: Hashable, CaseIterable {
    case minionMode, theme, accentColor
    case name, email
    case notifications, sounds, badges, reminders, volume
    case version, licenses, acknowledgements, reset
  }

  /// Sections: a title, rows, and an optional footer.
  static let sections: [(title: String, rows: [Row], footer: String?)] = [
    ("Appearance", [.minionMode, .theme, .accentColor], "Minion Mode puts a party in every row."),
    ("Profile", [.name, .email], nil),
    (
      "Notifications", [.notifications, .sounds, .badges, .reminders, .volume],
      "Sounds and badges need notifications."
    ),
    ("About", [.version, .licenses, .acknowledgements, .reset], nil),
  ]

  private(set) var settings: Settings
  let store: SettingsStore?
  let screen = TableScreen(title: "Settings")
  /// Opens pages over this screen.
  var opener: ((InfoPage) -> Void)?
  private lazy var headers: [HeaderCell<SectionHeaderViewModel>] = Self.sections.map { section in
    let cell = HeaderCell<SectionHeaderViewModel>()
    cell.configure(with: SectionHeaderViewModel(title: section.title))
    return cell
  }

  init(settings: Settings, store: SettingsStore?) {
    self.settings = settings
    self.store = store
    screen.hints = "↑↓ move · Space toggle · ←→ change · Enter edit · q quit"
    let table = screen.table
    var images = ImageCatalog.standard
    images["minionParty.png"] = "🎉"
    table.images = images
    table.register(ImageSwitchWithTextCell<MinionModeViewModel>.self, forCellReuseIdentifier: "minion")
    table.register(OptionsCell<ThemeViewModel>.self, forCellReuseIdentifier: "theme")
    table.register(OptionsCell<AccentColorViewModel>.self, forCellReuseIdentifier: "accent")
    table.register(TextFieldCell<NameViewModel>.self, forCellReuseIdentifier: "name")
    table.register(TextFieldCell<EmailViewModel>.self, forCellReuseIdentifier: "email")
    table.register(SwitchWithTextCell<NotificationSwitchViewModel>.self, forCellReuseIdentifier: "switch")
    table.register(StepperCell<RemindersViewModel>.self, forCellReuseIdentifier: "reminders")
    table.register(SliderCell<VolumeViewModel>.self, forCellReuseIdentifier: "volume")
    table.register(DetailCell<VersionViewModel>.self, forCellReuseIdentifier: "version")
    table.register(AccessoryCell<InfoRowViewModel>.self, forCellReuseIdentifier: "info")
    table.register(ButtonCell<ResetViewModel>.self, forCellReuseIdentifier: "reset")
    table.dataSource = self
    table.delegate = self
    applyTheme()
  }

  // MARK: View models

  func row(at indexPath: TableIndexPath) -> Row { Self.sections[indexPath.section].rows[indexPath.row] }

  /// The view model of a row, made from the settings as they are now.
  func viewModel(for row: Row) -> AnyHashable {
    let s = settings
    switch row {
    case .minionMode: return MinionModeViewModel(switchOn: s.minionMode, actions: self)
    case .theme: return ThemeViewModel(theme: s.theme, actions: self)
    case .accentColor: return AccentColorViewModel(accent: s.accentColor, actions: self)
    case .name: return NameViewModel(text: s.name, actions: self)
    case .email: return EmailViewModel(text: s.email, actions: self)
    case .notifications:
      return NotificationSwitchViewModel(
        setting: .notifications, switchOn: s.notifications, isEnabled: true, actions: self)
    case .sounds:
      return NotificationSwitchViewModel(
        setting: .sounds, switchOn: s.sounds, isEnabled: s.notifications, actions: self)
    case .badges:
      return NotificationSwitchViewModel(
        setting: .badges, switchOn: s.badges, isEnabled: s.notifications, actions: self)
    case .reminders:
      return RemindersViewModel(stepperValue: s.remindersPerDay, isEnabled: s.notifications, actions: self)
    case .volume:
      return VolumeViewModel(sliderValue: s.volume, isEnabled: s.notifications && s.sounds, actions: self)
    case .version: return VersionViewModel()
    case .licenses: return InfoRowViewModel(page: .licenses, actions: self)
    case .acknowledgements: return InfoRowViewModel(page: .acknowledgements, actions: self)
    case .reset: return ResetViewModel(actions: self)
    }
  }

  // MARK: TableViewDataSource

  func numberOfSections(in tableView: TableView) -> Int { Self.sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Self.sections[section].rows.count
  }

  func tableView(_ tableView: TableView, headerCellForSection section: Int) -> (any Cell)? {
    headers[section]
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    Self.sections[section].footer
  }

  func tableView(_ tableView: TableView, identityForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    row(at: indexPath)
  }

  func tableView(_ tableView: TableView, contentForRowAt indexPath: TableIndexPath) -> AnyHashable? {
    viewModel(for: row(at: indexPath))
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> any Cell {
    let model = viewModel(for: row(at: indexPath)).base
    switch model {
    case let model as MinionModeViewModel:
      return configured(ImageSwitchWithTextCell<MinionModeViewModel>.self, "minion", model, indexPath)
    case let model as ThemeViewModel:
      return configured(OptionsCell<ThemeViewModel>.self, "theme", model, indexPath)
    case let model as AccentColorViewModel:
      return configured(OptionsCell<AccentColorViewModel>.self, "accent", model, indexPath)
    case let model as NameViewModel:
      return configured(TextFieldCell<NameViewModel>.self, "name", model, indexPath)
    case let model as EmailViewModel:
      return configured(TextFieldCell<EmailViewModel>.self, "email", model, indexPath)
    case let model as NotificationSwitchViewModel:
      return configured(SwitchWithTextCell<NotificationSwitchViewModel>.self, "switch", model, indexPath)
    case let model as RemindersViewModel:
      return configured(StepperCell<RemindersViewModel>.self, "reminders", model, indexPath)
    case let model as VolumeViewModel:
      return configured(SliderCell<VolumeViewModel>.self, "volume", model, indexPath)
    case let model as VersionViewModel:
      return configured(DetailCell<VersionViewModel>.self, "version", model, indexPath)
    case let model as InfoRowViewModel:
      return configured(AccessoryCell<InfoRowViewModel>.self, "info", model, indexPath)
    case let model as ResetViewModel:
      return configured(ButtonCell<ResetViewModel>.self, "reset", model, indexPath)
    default: preconditionFailure("No cell for \(type(of: model))")
    }
  }

  private func configured<ViewModel, C: RowCell<ViewModel>>(
    _ type: C.Type, _ identifier: String, _ viewModel: ViewModel, _ indexPath: TableIndexPath
  ) -> C {
    let cell = screen.table.dequeueReusableCell(C.self, withIdentifier: identifier, for: indexPath)
    cell.configure(with: viewModel)
    return cell
  }

  // MARK: SettingsActions

  func update(_ change: (inout Settings) -> Void, message: StatusMessage?) {
    var changed = settings
    change(&changed)
    if changed != settings {
      settings = changed
      applyTheme()
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

  /// The chosen theme with the chosen accent, drawn from the next frame on.
  private func applyTheme() {
    var theme = Theme.named(settings.theme) ?? .default
    if let accent = AccentColorViewModel.colors.first(where: { $0.name == settings.accentColor })?.color {
      theme[.accent] = accent
    }
    screen.theme = theme
  }
}
