/// Whether a row can be used, and whether it is shown at all.
///
/// Every trait refines this protocol, so every view model can say it is disabled or hidden. It
/// has no look: each trait declares the look properties its rows show, next to its data.
///
/// ```swift
/// struct SyncViewModel: SwitchPresentable {
///   var switchOn: Bool
///   var isEnabled: Bool { account.isSignedIn }   // dimmed and skipped by focus when signed out
/// }
/// ```
public protocol RowStatePresentable {
  /// `false` draws the row dimmed; it takes no focus and ignores keys. Defaults to `true`.
  var isEnabled: Bool { get }
  /// `true` leaves the row out: it renders no lines and takes no focus. Defaults to `false`.
  var isHidden: Bool { get }
}

extension RowStatePresentable {
  /// Rows are enabled unless they say otherwise.
  public var isEnabled: Bool { true }
  /// Rows are shown unless they say otherwise.
  public var isHidden: Bool { false }
}
