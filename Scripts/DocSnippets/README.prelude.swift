// What README.md's fragments take for granted.
import Presentable

@MainActor let settingsPage = FormPage("Settings") {}
