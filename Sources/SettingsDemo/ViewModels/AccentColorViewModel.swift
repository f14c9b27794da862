import Presentable

/// Picks the accent color of the app's look (DemoLook), which tints buttons, pickers, focus and
/// every other tinted part of every page and dialog, in every theme.
struct AccentColorViewModel: TextPresentable, OptionsPresentable {
  /// The choices: the theme's own accent, or one of these.
  static let colors: [(name: String, color: Color?)] = [
    ("theme", nil), ("blue", .rgb(0x0A, 0x84, 0xFF)), ("purple", .rgb(0xBF, 0x5A, 0xF2)),
    ("orange", .rgb(0xFF, 0x9F, 0x0A)), ("green", .rgb(0x30, 0xD1, 0x58)), ("pink", .rgb(0xFF, 0x37, 0x5F)),
  ]

  var accent: String
  unowned let actions: any SettingsActions

  var text: String { "Accent Color" }
  var options: [String] { Self.colors.map(\.name) }
  var selectedIndex: Int { options.firstIndex(of: accent) ?? 0 }
  var optionColor: Color { Self.colors[selectedIndex].color ?? .look(.accent) }

  func onSelectOption(_ index: Int) {
    let name = options[index]
    actions.update({ $0.accentColor = name }, message: StatusMessage("Accent color: \(name)"))
  }
}

extension AccentColorViewModel: Hashable {
  static func == (a: Self, b: Self) -> Bool { a.accent == b.accent }
  func hash(into hasher: inout Hasher) { hasher.combine(accent) }
}
