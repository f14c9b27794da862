import Foundation
import Presentable

/// The demo's screen: the settings, and the pages opened over them. Escape and q go back a page,
/// or quit from the settings; Ctrl-C and Ctrl-D quit from anywhere.
final class DemoApp: Screen {
  let settings: SettingsController
  private var pages: [InfoController] = []

  init(
    settings: Settings, store: SettingsStore?, locale: Locale = .current,
    updates: any UpdateChecker = SimulatedUpdateChecker()
  ) {
    self.settings = SettingsController(settings: settings, store: store, locale: locale, updates: updates)
    self.settings.opener = { [unowned self] page in
      pages.append(InfoController(page: page, theme: self.settings.screen.theme))
    }
  }

  /// The screen on top.
  var top: TableScreen { pages.last?.screen ?? settings.screen }

  func frame(width: Int, height: Int, ambiguous: AmbiguousWidth) -> Frame {
    top.frame(width: width, height: height, ambiguous: ambiguous)
  }

  func handle(_ key: Key) -> ScreenAction {
    if key == .control("c") || key == .control("d") { return .quit }
    let action = top.handle(key)
    if action == .quit && !pages.isEmpty {
      pages.removeLast()
      return .redraw
    }
    return action
  }

  func transcript() -> [String] { top.transcript() }

  /// The screen on top's: its status message expires, its spinners turn.
  var nextUpdate: ContinuousClock.Instant? { top.nextUpdate }

  func update(at now: ContinuousClock.Instant) -> ScreenAction { top.update(at: now) }

  var preferredTheme: Theme? { settings.screen.theme }

}
