// What Docs/Styling.md's fragments take for granted.
import Presentable

@MainActor let settingsPage = FormPage("Settings") {}
