import Foundation
import Presentable

/// The settings: the model, the form of the first page (and the pages it opens), and what the
/// view models act on.
///
/// Each page is a form of trait view models made from the settings as they are; the form makes
/// its rows again when a row changed something, when a page over it goes back and when a dialog
/// closes, so nothing here reloads a table. Rows whose view models need no code of their own
/// (pickers, selections, the submit button) are made by the form from a binding.
final class SettingsController: SettingsActions {
  private(set) var settings: Settings
  let store: SettingsStore?
  /// The first page.
  private(set) var page: FormPage!
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
    page = FormPage("Settings") { [unowned self] in sections() }
    var images = ImageCatalog.standard
    images["minionParty.png"] = "🎉"
    page.table.images = images
    applyTheme()
  }

  /// The first page's screen.
  var screen: TableScreen { page }

  /// The stack of pages the first page is on.
  var stack: PageStack? { page.form.stack }

  /// A binding to one setting, saved when it changes.
  func binding<Value>(
    _ keyPath: WritableKeyPath<Settings, Value>, message: ((Value) -> StatusMessage?)? = nil
  ) -> FormBinding<Value> {
    FormBinding(
      get: { [unowned self] in settings[keyPath: keyPath] },
      set: { [unowned self] value in update({ $0[keyPath: keyPath] = value }, message: message?(value)) })
  }

  /// A section header in the app's style: capitals, quiet.
  func header(_ title: String) -> SectionHeaderViewModel { SectionHeaderViewModel(title: title) }

  // MARK: The first page

  @FormBuilder func sections() -> [FormSection] {
    let s = settings
    FormSection(header: header("Appearance"), footer: "Minion Mode puts a party in every row.") {
      FormRow(MinionModeViewModel(switchOn: s.minionMode, actions: self))
      FormRow(ThemeViewModel(theme: s.theme, actions: self))
      FormRow(AccentColorViewModel(accent: s.accentColor, actions: self))
    }
    FormSection(header: header("Profile")) {
      FormRow(NameViewModel(text: s.name, actions: self))
      FormRow(EmailViewModel(text: s.email, actions: self))
      FormRow(SignatureViewModel(text: s.signature, actions: self))
    }
    FormSection(header: header("General")) {
      FormRow(WiFiLinkViewModel(settings: s)).pushes { [unowned self] in wifiPage() }
      // A link to the list rather than a picker: the system's time zones are read when the page
      // opens, not at start-up, where reading them was much of the demo's start-up
      // (Docs/Benchmarks.md, start-up).
      FormRow.link("Time Zone", value: TimeZones.city(s.timeZone)) { [unowned self] in
        OptionListPage(
          "Time Zone", options: TimeZones.identifiers,
          selection: binding(\.timeZone) { StatusMessage("Time zone: \(TimeZones.city($0))") },
          detail: TimeZones.region, text: TimeZones.city)
      }
      FormRow.picker(
        "Language", options: Language.all,
        selection: FormBinding(
          get: { Language.named(s.language) },
          set: { [unowned self] language in
            update({ $0.language = language.code }, message: StatusMessage("Language: \(language.name)"))
          }),
        detail: \.englishName, text: \.name)
    }
    FormSection(
      header: header("Notifications"),
      footer: s.notifications
        ? "Turn notifications off to silence the app."
        : "Notifications are off: no sounds, badges or reminders."
    ) {
      FormRow(
        NotificationSwitchViewModel(
          setting: .notifications, switchOn: s.notifications, isEnabled: true, actions: self))
    }
    FormSection(header: header("Sounds and Badges")) {
      FormRow(
        NotificationSwitchViewModel(setting: .sounds, switchOn: s.sounds, isEnabled: true, actions: self))
      FormRow(VolumeViewModel(sliderValue: s.volume, isEnabled: true, actions: self)).disabled(
        when: !s.sounds)
      FormRow(
        NotificationSwitchViewModel(setting: .badges, switchOn: s.badges, isEnabled: true, actions: self))
      FormRow(RemindersViewModel(stepperValue: s.remindersPerDay, isEnabled: true, actions: self))
      FormRow(DoNotDisturbViewModel(switchOn: s.doNotDisturb, isEnabled: true, actions: self))
      FormRow(
        QuietUntilViewModel(
          quietUntil: s.quietUntil, isEnabled: true, isHidden: !s.doNotDisturb, locale: locale, actions: self)
      )
    }
    .hidden(when: !s.notifications)
    FormSection.multipleSelection(
      options: NotificationTopic.allCases,
      selection: FormBinding(
        get: { Set(s.notifyAbout.compactMap(NotificationTopic.init(rawValue:))) },
        set: { [unowned self] topics in
          update(
            { $0.notifyAbout = NotificationTopic.allCases.filter(topics.contains).map(\.rawValue) },
            message: nil)
        }),
      text: \.title
    )
    .header(header("Notify Me About"))
    .hidden(when: !s.notifications)
    FormSection(header: header("About")) {
      FormRow(VersionViewModel())
      FormRow(CheckForUpdatesViewModel(check: updateCheck, actions: self))
      FormRow(UpdateStatusViewModel(check: updateCheck))
      FormRow(cell: WebsiteCell(viewModel: WebsiteViewModel()))
      FormRow(InfoRowViewModel(page: .licenses, actions: self))
      FormRow(InfoRowViewModel(page: .acknowledgements, actions: self))
      FormRow(ResetViewModel()).presents { [unowned self] in resetOptions() }
    }
  }

  // MARK: SettingsActions

  func update(_ change: (inout Settings) -> Void, message: StatusMessage?) {
    var changed = settings
    change(&changed)
    if changed != settings {
      settings = changed
      applyTheme()
      do {
        if let saved = try store?.save(changed), !saved.keptFromElsewhere.isEmpty {
          // Another instance or an editor changed the file: the screen shows what it holds now.
          settings = saved.settings
          applyTheme()
          page.form.setNeedsUpdate()
          report(
            StatusMessage(
              "Saved; settings changed elsewhere were kept: \(saved.keptFromElsewhere.joined(separator: ", "))",
              kind: .warning))
          return
        }
      } catch {
        // The change stays on screen and in memory: only the save failed, and it says why.
        report(StatusMessage("Not saved: \(error.description)", kind: .error))
        return
      }
    }
    if let message { report(message) }
  }

  /// Shows the message on the topmost page with a status line (a list page that is closing has
  /// none: the page under it shows the message).
  func report(_ message: StatusMessage) {
    for page in (stack?.pages ?? []).reversed() {
      if let form = page as? FormPage {
        form.message = message
        return
      }
      if let info = page as? InfoController {
        info.screen.message = message
        return
      }
    }
    screen.message = message
  }

  func open(_ page: InfoPage) { stack?.push(InfoController(page: page)) }

  func checkForUpdates() {
    guard updateCheck?.isLoading != true else { return }
    let updates = self.updates
    updateCheck = AsyncValue(reportingProgress: { report in try await updates.latestVersion(report: report) })
    page.form.setNeedsUpdate()
  }

  /// The app's look, with the chosen accent: the page stack draws every page and dialog in it.
  private(set) var look = Look(DemoLook())

  /// The chosen theme, and the look with the chosen accent, drawn from the next frame on.
  private func applyTheme() {
    screen.theme = ThemeViewModel.screenTheme(named: settings.theme)
    let accent = AccentColorViewModel.colors.first { $0.name == settings.accentColor }?.color
    look = Look(DemoLook(accent: accent))
    stack?.look = look
  }

}
