import Presentable

/// Starts an update check; busy while one runs, with the check's progress in place.
///
/// Busy, not disabled: the button keeps focus while it works and takes no second press, so the
/// user is never moved, and a user who moves on keeps working where they went.
struct CheckForUpdatesViewModel: TextPresentable, ButtonPresentable {
  /// The last check, read while the row is drawn, so the row follows it without the form.
  var check: AsyncValue<String>?
  unowned let actions: any SettingsActions

  var text: String { "Check for Updates" }
  var isBusy: Bool { check?.isLoading ?? false }
  var busyProgress: Double? { check?.progress }

  func onButtonPress() { actions.checkForUpdates() }
}
