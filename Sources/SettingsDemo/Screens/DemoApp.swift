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

  func draw(into frame: inout Frame) { stack.draw(into: &frame) }

  /// The stack's keys; its top page's time: its status message expires, its spinners turn.
  func handle(_ event: ScreenEvent) -> ScreenAction { stack.handle(event) }

  func transcript() -> [String] { stack.transcript() }

  /// The stack's: the theme picked, when the page on top next changes by itself.
  var preferences: ScreenPreferences { stack.preferences }

  /// The lines the top page needs (an inline run takes no more), and the settings as saved, one
  /// a line: what an inline run leaves in the scrollback.
  func inlineLayout(width: Int, ambiguous: AmbiguousWidth) -> InlineLayout {
    InlineLayout(
      height: inlineHeight(width: width, ambiguous: ambiguous, limit: 1_000), summary: inlineSummary())
  }

  /// The top page's lines: asked before every frame, so it makes no summary.
  func inlineHeight(width: Int, ambiguous: AmbiguousWidth, limit: Int) -> Int? {
    stack.inlineHeight(width: width, ambiguous: ambiguous, limit: limit)
  }

  /// The settings as saved, made once when an inline run ends.
  func inlineSummary() -> [String] {
    let saved = settings.store.map { "Saved to \($0.url.path)" } ?? "Not saved"
    return settings.page.form.summary() + [saved]
  }
}
