/// A row that is a button: its text is the title, and pressing it acts.
///
/// ```swift
/// struct ResetViewModel: TextPresentable, ButtonPresentable {
///   var text: String { "Reset All Settings" }
///   var buttonRole: ButtonRole { .destructive }
///   func onButtonPress() { settings.reset() }
/// }
/// ```
///
/// Renders with ``ButtonCell``: `  [ Reset All Settings ]`. Enter and Space press it. A button
/// is drawn in its role's color, ``buttonColor`` or, for a destructive one, ``destructiveColor``;
/// the row text's `textColor` does not apply, so an app's text color never hides that a button
/// deletes something.
///
/// - Law check: shows `text` in `buttonColor` and `font`.
public protocol ButtonPresentable: RowStatePresentable {
  /// What kind of action the button takes. Defaults to ``ButtonRole/normal``.
  var buttonRole: ButtonRole { get }
  /// An ordinary button's color. Defaults to ``Color/accent``.
  var buttonColor: Color { get }
  /// A destructive button's color, which outranks ``buttonColor``. Defaults to
  /// ``Color/destructive``.
  ///
  /// - Law check: shown when `buttonRole` is `.destructive`.
  var destructiveColor: Color { get }
  /// Whether the button's action is running: the button shows a spinner (or a bar, with
  /// ``busyProgress``) in place, keeps focus, and ignores presses until it is done, so nothing is
  /// submitted twice. Defaults to `false`.
  ///
  /// <!-- snippet: in (extension ExampleButton) -->
  /// ```swift
  /// var isBusy: Bool { check?.isLoading ?? false }       //   [ Check for Updates ⠹ ]
  /// var busyProgress: Double? { check?.progress }       //   [ Check for Updates ━━━── ]
  /// ```
  var isBusy: Bool { get }
  /// How far along the busy action is, from 0 to 1; `nil` (the default) for a spinner.
  var busyProgress: Double? { get }
  /// Called when the user presses the button.
  ///
  /// - Law check: keys `[.enter]` call `onButtonPress()` on the probe.
  func onButtonPress()
}

extension ButtonPresentable {
  /// The installed look's button color.
  public var buttonColor: Color { .look(.button) }
  /// The installed look's destructive color.
  public var destructiveColor: Color { .look(.destructive) }
  /// An ordinary action.
  public var buttonRole: ButtonRole { .normal }
  /// Does nothing: a view model that cares implements it.
  public func onButtonPress() {}
  /// Not busy.
  public var isBusy: Bool { false }
  /// A spinner while busy.
  public var busyProgress: Double? { nil }
}
