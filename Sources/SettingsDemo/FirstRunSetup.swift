import Foundation
import Presentable

/// `--setup`: a first-run conversation that asks the main settings one at a time and writes them
/// to the demo's settings file. Inline in a terminal; line by line piped, with `--accessible`,
/// `ACCESSIBLE=1` or `TERM=dumb`. Each answer leaves its record line; the password is asked to
/// show a secret and is never stored or printed.
enum FirstRunSetup {
  /// Asks, saves, and returns the exit status: 0 once saved, 1 when cancelled or the input ended
  /// early, 130 after Ctrl-C.
  static func run(store: SettingsStore, starting settings: Settings, accessible: Bool) async -> Int32 {
    let ask = Conversation(
      options: PromptOptions(mode: accessible ? .accessible : .automatic), look: Look(DemoLook()))
    var settings = settings
    do {
      try await answer(ask, into: &settings)
    } catch {
      return error.exitStatus
    }
    do {
      _ = try store.save(settings)
    } catch {
      StandardError.write("SettingsDemo: \(error)")
      return 1
    }
    ask.print("Saved to \(store.url.path).")
    return 0
  }

  /// The questions, in order; later ones depend on earlier answers.
  static func answer(_ ask: Conversation, into settings: inout Settings) async throws(PromptCancellation) {
    settings.name = try await ask.text(
      "What's your name?", placeholder: "Ada Lovelace", default: settings.name, rules: [.required()])
    settings.email = try await ask.text("E-mail", default: settings.email, rules: [.email()])
    // Asked to show a secret: checked, never kept.
    _ = try await ask.secret("Password", rules: [.minimumLength(8)])
    settings.minionMode = try await ask.confirm("Turn on Minion Mode?", default: settings.minionMode)
    let zone = try await ask.choose(
      "Time Zone", from: TimeZones.identifiers, default: TimeZones.city(settings.timeZone),
      detail: { TimeZones.region($0) }, text: { TimeZones.city($0) })
    settings.timeZone = zone
    settings.notifications = try await ask.confirm("Turn on notifications?", default: settings.notifications)
    guard settings.notifications else { return }
    let chosen = settings.notifyAbout.compactMap { NotificationTopic(rawValue: $0)?.title }
    let topics = try await ask.chooseMany(
      "Notify me about", from: NotificationTopic.allCases, chosen: chosen, atLeast: 1
    ) { $0.title }
    settings.notifyAbout = topics.map(\.rawValue)
    // Quiet hours only matter when notifications come.
    settings.doNotDisturb = try await ask.confirm("Set quiet hours?", default: settings.doNotDisturb)
    if settings.doNotDisturb {
      settings.quietUntil = try await ask.text(
        "Quiet until", default: settings.quietUntil, rules: [Self.timeOfDay])
    }
  }

  /// A time as `HH:mm`, from 00:00 to 23:59.
  static let timeOfDay = ValidationRule("Type a time like 07:00") { text in
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]),
      let minute = Int(parts[1])
    else { return false }
    return (0...23).contains(hour) && (0...59).contains(minute)
  }
}
