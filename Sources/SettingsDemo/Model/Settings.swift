/// Everything the settings screen edits, as it is saved.
struct Settings: Codable, Hashable, Sendable {
  var minionMode = true
  var theme = "default"
  var accentColor = "theme"
  var name = ""
  var email = ""
  var notifications = true
  var sounds = true
  var badges = false
  var remindersPerDay = 3
  var volume = 0.6
  var doNotDisturb = false
  /// When Do Not Disturb ends, as a time of day: `"07:00"` (see ``TimeOfDay``).
  var quietUntil = "07:00"
  /// Lines signed under messages; `\n` between them.
  var signature = ""

  init() {}

  /// Reads what a file has and keeps the defaults for the rest, so a file from an older version
  /// (or with a key missing) still loads.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Settings()
    minionMode = try container.decodeIfPresent(Bool.self, forKey: .minionMode) ?? defaults.minionMode
    theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? defaults.theme
    accentColor = try container.decodeIfPresent(String.self, forKey: .accentColor) ?? defaults.accentColor
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? defaults.name
    email = try container.decodeIfPresent(String.self, forKey: .email) ?? defaults.email
    notifications = try container.decodeIfPresent(Bool.self, forKey: .notifications) ?? defaults.notifications
    sounds = try container.decodeIfPresent(Bool.self, forKey: .sounds) ?? defaults.sounds
    badges = try container.decodeIfPresent(Bool.self, forKey: .badges) ?? defaults.badges
    remindersPerDay =
      try container.decodeIfPresent(Int.self, forKey: .remindersPerDay) ?? defaults.remindersPerDay
    volume = try container.decodeIfPresent(Double.self, forKey: .volume) ?? defaults.volume
    doNotDisturb = try container.decodeIfPresent(Bool.self, forKey: .doNotDisturb) ?? defaults.doNotDisturb
    quietUntil = try container.decodeIfPresent(String.self, forKey: .quietUntil) ?? defaults.quietUntil
    signature = try container.decodeIfPresent(String.self, forKey: .signature) ?? defaults.signature
  }
}
