import Presentable

/// Picks the theme; the screen takes it at once.
struct ThemeViewModel: TextPresentable, OptionsPresentable {
  var theme: String
  unowned let actions: any SettingsActions

  var text: String { "Theme" }
  var options: [String] { Self.names }
  /// The themes' names, made once: a row asks for them every time it is drawn.
  private static let names = Theme.all.map(\.name)
  var selectedIndex: Int { options.firstIndex(of: theme) ?? 0 }

  func onSelectOption(_ index: Int) {
    let name = options[index]
    actions.update({ $0.theme = name }, message: StatusMessage("Theme: \(name)"))
  }
}

extension ThemeViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.theme == b.theme }
  func hash(into hasher: inout Hasher) { hasher.combine(theme) }
}
