import Foundation
import Presentable

/// `--setup`: a first-run conversation that asks the main settings one at a time and writes them
/// to the demo's settings file. Inline in a terminal; line by line piped, with `--accessible`,
/// `ACCESSIBLE=1` or `TERM=dumb`. Each answer leaves its record line; the password is asked to
/// show a secret and is never stored or printed.
///
/// Each question has a flag and a variable (`--name`, `SETTINGSDEMO_NAME`; see ``flags``): given
/// ones are not asked. `--answers FILE` gives answers from a JSON file; `--no-interactive` (or
/// `CI` with no terminal) asks nothing and exits 64, listing every answer still missing, before
/// anything is written. After a run the equivalent command line is printed ("next time: …").
enum FirstRunSetup {
  /// The flag and the variable of each question, in the order asked.
  static let flags: [(flag: String, environment: String)] = [
    "name", "email", "password", "minion-mode", "time-zone", "notifications", "notify-about",
    "quiet-hours", "quiet-until",
  ].map { ($0, "SETTINGSDEMO_" + $0.uppercased().replacingOccurrences(of: "-", with: "_")) }

  /// The variable of `flag`.
  static func environment(_ flag: String) -> String {
    flags.first { $0.flag == flag }?.environment ?? ""
  }

  /// Asks, saves, and returns the exit status: 0 once saved, 1 when cancelled, 2 for an answers
  /// file that cannot be read, 64 when answers are missing or break their rules in a run that
  /// cannot ask (nothing is written), 130 after Ctrl-C.
  static func run(
    store: SettingsStore, starting settings: Settings, accessible: Bool, given: DemoOptions.Setup = .init(),
    command: [String] = ["SettingsDemo", "--setup"]
  ) async -> Int32 {
    var options = PromptOptions(mode: accessible ? .accessible : .automatic)
    if given.noInteractive { options.interaction = .never }
    options.answers = GivenAnswers(flags: given.flags, environment: ProcessInfo.processInfo.environment)
    if let path = given.answersPath {
      do {
        options.answers.file = try GivenAnswers.answersFile(at: URL(fileURLWithPath: path))
      } catch {
        StandardError.write("SettingsDemo: \(error)")
        return 2
      }
    }
    let ask = Conversation(options: options, look: Look(DemoLook()))
    var settings = settings
    do {
      try await ask.run { ask throws(PromptCancellation) in try await answer(ask, into: &settings) }
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
    if let path = given.saveAnswersPath {
      do {
        try ask.answersFile().write(to: URL(fileURLWithPath: path))
      } catch {
        StandardError.write(
          "SettingsDemo: cannot write the answers to \(path): \(error.localizedDescription)")
        return 1
      }
    }
    ask.print("next time: " + ask.nextTimeCommand(command))
    return 0
  }

  /// The questions, in order; later ones depend on earlier answers.
  nonisolated(nonsending) static func answer(
    _ ask: Conversation, into settings: inout Settings
  ) async throws(PromptCancellation) {
    settings.name = try await ask.text(
      "What's your name?", placeholder: "Ada Lovelace", default: settings.name, rules: [.required()],
      flag: "name", environment: environment("name"))
    settings.email = try await ask.text(
      "E-mail", default: settings.email, rules: [.email()], flag: "email", environment: environment("email"))
    // Asked to show a secret: checked, never kept.
    _ = try await ask.secret(
      "Password", rules: [.minimumLength(8)], flag: "password", environment: environment("password"))
    settings.minionMode = try await ask.confirm(
      "Turn on Minion Mode?", default: settings.minionMode, flag: "minion-mode",
      environment: environment("minion-mode"))
    let zone = try await ask.choose(
      "Time Zone", from: TimeZones.identifiers, default: TimeZones.city(settings.timeZone),
      flag: "time-zone", environment: environment("time-zone"), detail: { TimeZones.region($0) },
      text: { TimeZones.city($0) })
    settings.timeZone = zone
    settings.notifications = try await ask.confirm(
      "Turn on notifications?", default: settings.notifications, flag: "notifications",
      environment: environment("notifications"))
    guard settings.notifications else { return }
    let chosen = settings.notifyAbout.compactMap { NotificationTopic(rawValue: $0)?.title }
    let topics = try await ask.chooseMany(
      "Notify me about", from: NotificationTopic.allCases, chosen: chosen, atLeast: 1, flag: "notify-about",
      environment: environment("notify-about")
    ) { $0.title }
    settings.notifyAbout = topics.map(\.rawValue)
    // Quiet hours only matter when notifications come.
    settings.doNotDisturb = try await ask.confirm(
      "Set quiet hours?", default: settings.doNotDisturb, flag: "quiet-hours",
      environment: environment("quiet-hours"))
    if settings.doNotDisturb {
      settings.quietUntil = try await ask.text(
        "Quiet until", default: settings.quietUntil, rules: [Self.timeOfDay], flag: "quiet-until",
        environment: environment("quiet-until"))
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
