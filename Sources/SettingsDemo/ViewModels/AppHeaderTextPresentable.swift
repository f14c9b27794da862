import Presentable

/// This app's section headers: one extension restyles every header of the app, whatever the
/// library's defaults (accent headline) are.
protocol AppHeaderTextPresentable: HeaderTextPresentable {}

extension AppHeaderTextPresentable {
  var headerTextColor: Color { .secondary }
  var headerFont: Font { .caption.bold() }
}
