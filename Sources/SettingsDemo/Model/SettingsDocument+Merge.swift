import Foundation

extension SettingsDocument {
  /// `mine` merged into `current`, key by key: where `mine` differs from `base` (what this
  /// instance last read or wrote), its value wins; everywhere else `current` (the file as another
  /// program left it) is kept.
  ///
  /// ```swift
  /// // A read {minionMode: true, theme: default}; B saved minionMode false since.
  /// merge(mine /* theme dark */, since: base, into: current /* minionMode false */)
  /// // minionMode false, theme dark; kept from elsewhere: ["minionMode"]
  /// ```
  static func merge(_ mine: Settings, since base: Settings, into current: Settings) -> SettingsStore.Saved {
    let mineValues = values(of: mine)
    let baseValues = values(of: base)
    let currentValues = values(of: current)
    var merged: [String: Any] = [:]
    var kept: [String] = []
    for key in Set(mineValues.keys).union(baseValues.keys).union(currentValues.keys) {
      let changedHere = mineValues[key]?.text != baseValues[key]?.text
      let changedElsewhere = currentValues[key]?.text != baseValues[key]?.text
      if changedElsewhere && !changedHere { kept.append(key) }
      if let value = changedHere ? mineValues[key] : currentValues[key] { merged[key] = value.object }
    }
    guard let data = try? JSONSerialization.data(withJSONObject: merged),
      let settings = try? JSONDecoder().decode(Settings.self, from: data)
    else {
      // Cannot happen for values the encoder wrote; this instance's settings are the safe answer.
      return SettingsStore.Saved(settings: mine, keptFromElsewhere: [])
    }
    return SettingsStore.Saved(settings: settings, keptFromElsewhere: kept.sorted())
  }

  /// Each key's value as the encoder writes it: the object, and its JSON text to compare.
  private static func values(of settings: Settings) -> [String: (object: Any, text: String)] {
    guard let data = try? JSONEncoder().encode(settings),
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return [:] }
    var values: [String: (object: Any, text: String)] = [:]
    for (key, value) in object {
      let text =
        (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]))
        .map { String(decoding: $0, as: UTF8.self) } ?? ""
      values[key] = (value, text)
    }
    return values
  }
}
