import Foundation
import Presentable

/// The demo's screen: a stack of pages with the settings first. Escape and q go back a page, or
/// quit from the settings; Ctrl-C and Ctrl-D quit from anywhere.
final class DemoApp: Screen {
  let settings: SettingsController
  let stack: PageStack

  init(
    settings: Settings, store: SettingsStore?, locale: Locale = .current,
    updates: any UpdateChecker = SimulatedUpdateChecker()
  ) {
    self.settings = SettingsController(settings: settings, store: store, locale: locale, updates: updates)
    stack = PageStack(root: self.settings.page)
    stack.look = self.settings.look
  }

  func frame(width: Int, height: Int, ambiguous: AmbiguousWidth) -> Frame {
    stack.frame(width: width, height: height, ambiguous: ambiguous)
  }

  func draw(into frame: inout Frame) { stack.draw(into: &frame) }

  func handle(_ key: Key) -> ScreenAction { stack.handle(key) }

  func transcript() -> [String] { stack.transcript() }

  /// The page on top's: its status message expires, its spinners turn.
  var nextUpdate: ContinuousClock.Instant? { stack.nextUpdate }

  func update(at now: ContinuousClock.Instant) -> ScreenAction { stack.update(at: now) }

  var preferredTheme: Theme? { stack.preferredTheme }

  /// The lines the top page needs: an inline run takes no more.
  func preferredHeight(width: Int, ambiguous: AmbiguousWidth) -> Int? {
    stack.preferredHeight(width: width, ambiguous: ambiguous)
  }

  /// The settings as saved, one a line: what an inline run leaves in the scrollback.
  func summary() -> [String] {
    let saved = settings.store.map { "Saved to \($0.url.path)" } ?? "Not saved"
    return settings.page.summary() + [saved]
  }
}
