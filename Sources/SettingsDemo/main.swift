import Presentable

// A first look until the settings screen lands: a few rows drawn through the library.
var frame = Frame(width: 40, height: 4)
frame.draw(Line("Appearance", style: Style(foreground: .accent).font(.headline)), row: 0)
frame.draw(Line("Minion Mode!!!") + Line("[■ ON ]", style: Style(foreground: .yellow)), row: 1)
frame.draw(Line("Name") + Line("  設定 Bob", style: Style(foreground: .secondary)), row: 2)
frame.draw(Line("The Minions are here to stay!", style: Style(foreground: .success).italic()), row: 3)
print(ANSIRenderer(profile: .detect()).render(frame))
