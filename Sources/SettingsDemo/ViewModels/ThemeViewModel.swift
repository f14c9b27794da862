import Presentable

/// Picks the theme; the screen takes it at once.
struct ThemeViewModel: TextPresentable, OptionsPresentable {
  var theme: String
  unowned let actions: any SettingsActions

  var text: String { "Theme" }
  var options: [String] { Self.names }
  /// The themes the demo offers, in the order the row shows them: the library's four.
  static let themes: [Theme] = [.default, .dark, .light, .monochrome]
  /// The themes' names, made once: a row asks for them every time it is drawn.
  static let names = themes.map(\.name)

  /// The theme with this name (any case), if the demo offers one.
  static func theme(named name: String) -> Theme? {
    themes.first { $0.name == name.lowercased() }
  }
  /// The theme the screen asks for: none for `default`, so the run's own is drawn: the
  /// terminal's palette, or the light or dark theme for the terminal's background when the run
  /// follows it (``followsTerminal(fixed:saved:)``).
  static func screenTheme(named name: String) -> Theme? {
    name.lowercased() == Theme.default.name ? nil : theme(named: name) ?? .default
  }

  /// Whether the run follows the terminal's background: no `--theme`, and the saved theme is the
  /// one the demo ships with (`default`).
  static func followsTerminal(fixed: String?, saved: String) -> Bool {
    fixed == nil && saved.lowercased() == Theme.default.name
  }
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
