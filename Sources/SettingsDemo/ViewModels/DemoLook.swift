import Presentable

/// The demo's look, written once: every row, header, dialog, list page and hint of every page
/// reads it (the page stack draws in it), and no view model adopts anything. A view model that
/// sets a property itself keeps it: Minion Mode's switch stays yellow.
struct DemoLook: AppLook {
  /// The accent picked in Accent Color; `nil` keeps the theme's.
  var accent: Color?
}

extension DemoLook {
  var accentColor: Color { accent ?? .accent }
  // Section headers as grouped settings lists set them: quiet capitals.
  var headerTextColor: Color { .secondary }
  var headerFont: Font { .caption.bold() }
}
