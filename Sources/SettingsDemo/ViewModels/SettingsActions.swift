import Presentable

/// What view models can ask of the screen that made them: change settings, say something on the
/// status line, open a page. The settings controller implements it.
protocol SettingsActions: AnyObject {
  /// Changes the settings, saves them, and shows `message` (or the save error).
  func update(_ change: (inout Settings) -> Void, message: StatusMessage?)
  /// Shows a message on the status line of the page on top.
  func report(_ message: StatusMessage)
  /// Opens a page of information over the settings.
  func open(_ page: InfoPage)
  /// Starts checking for a newer version, unless a check is running.
  func checkForUpdates()
}
