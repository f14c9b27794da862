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
  var wifi = true
  /// The network joined, or `nil` when not connected.
  var wifiNetwork: String? = "Home"
  var knownNetworks = [
    KnownNetwork(name: "Home", isSecured: true), KnownNetwork(name: "Office", isSecured: true),
  ]
  var askToJoin = true
  var timeZone = "Europe/London"
  var language = "en"
  /// The ``NotificationTopic`` raw values chosen, in the topics' order.
  var notifyAbout = ["messages", "mentions", "reminders"]

  init() {}

  /// Reads what a file has and keeps the defaults for the rest, so a file from an older version
  /// (or with a key missing) still loads.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Settings()
    func value<T: Decodable>(_ key: CodingKeys, _ fallback: T) throws -> T {
      try container.decodeIfPresent(T.self, forKey: key) ?? fallback
    }
    minionMode = try value(.minionMode, defaults.minionMode)
    theme = try value(.theme, defaults.theme)
    accentColor = try value(.accentColor, defaults.accentColor)
    name = try value(.name, defaults.name)
    email = try value(.email, defaults.email)
    notifications = try value(.notifications, defaults.notifications)
    sounds = try value(.sounds, defaults.sounds)
    badges = try value(.badges, defaults.badges)
    remindersPerDay = try value(.remindersPerDay, defaults.remindersPerDay)
    volume = try value(.volume, defaults.volume)
    doNotDisturb = try value(.doNotDisturb, defaults.doNotDisturb)
    quietUntil = try value(.quietUntil, defaults.quietUntil)
    signature = try value(.signature, defaults.signature)
    wifi = try value(.wifi, defaults.wifi)
    // `null` is "not connected"; only a missing key means the default.
    wifiNetwork =
      container.contains(.wifiNetwork)
      ? try container.decodeIfPresent(String.self, forKey: .wifiNetwork) : defaults.wifiNetwork
    knownNetworks = try value(.knownNetworks, defaults.knownNetworks)
    askToJoin = try value(.askToJoin, defaults.askToJoin)
    timeZone = try value(.timeZone, defaults.timeZone)
    language = try value(.language, defaults.language)
    notifyAbout = try value(.notifyAbout, defaults.notifyAbout)
  }

  /// Writes every setting, `null` for no network (so that a file says "not connected", not "the
  /// default").
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(minionMode, forKey: .minionMode)
    try container.encode(theme, forKey: .theme)
    try container.encode(accentColor, forKey: .accentColor)
    try container.encode(name, forKey: .name)
    try container.encode(email, forKey: .email)
    try container.encode(notifications, forKey: .notifications)
    try container.encode(sounds, forKey: .sounds)
    try container.encode(badges, forKey: .badges)
    try container.encode(remindersPerDay, forKey: .remindersPerDay)
    try container.encode(volume, forKey: .volume)
    try container.encode(doNotDisturb, forKey: .doNotDisturb)
    try container.encode(quietUntil, forKey: .quietUntil)
    try container.encode(signature, forKey: .signature)
    try container.encode(wifi, forKey: .wifi)
    try container.encode(wifiNetwork, forKey: .wifiNetwork)
    try container.encode(knownNetworks, forKey: .knownNetworks)
    try container.encode(askToJoin, forKey: .askToJoin)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(language, forKey: .language)
    try container.encode(notifyAbout, forKey: .notifyAbout)
  }

  private enum CodingKeys: String, CodingKey {
    case minionMode, theme, accentColor, name, email, notifications, sounds, badges, remindersPerDay, volume
    case doNotDisturb, quietUntil, signature
    case wifi, wifiNetwork, knownNetworks, askToJoin, timeZone, language, notifyAbout
  }
}

/// A network the demo has joined, remembered so it joins again by itself.
struct KnownNetwork: Codable, Hashable, Sendable {
  var name: String
  var isSecured: Bool
}
