import Presentable

/// The app's version, as a detail row.
struct VersionViewModel: TextPresentable, DetailTextPresentable, Hashable {
  var text: String { "Version" }
  var detailText: String { Self.version }

  /// This version.
  static let version = "1.0 (Presentable)"
}
