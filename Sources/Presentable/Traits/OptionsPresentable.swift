/// A row that picks one of several options, such as a theme.
///
/// ```swift
/// struct ThemeViewModel: TextPresentable, OptionsPresentable {
///   let settings: Settings
///   var text: String { "Theme" }
///   var options: [String] { ["default", "dark", "light", "monochrome"] }
///   var selectedIndex: Int { options.firstIndex(of: settings.theme) ?? 0 }
///   func onSelectOption(_ index: Int) { settings.theme = options[index] }
/// }
/// ```
///
/// Renders with ``OptionsCell``: `  Theme            ‹ dark ›`. Left and Right step through the
/// options; Enter and Space move to the next one.
public protocol OptionsPresentable: RowStatePresentable {
  /// The options' names.
  var options: [String] { get }
  /// The chosen option's index; out of range shows no choice.
  var selectedIndex: Int { get }
  /// The chosen option's color. Defaults to ``Color/accent``.
  var optionColor: Color { get }
  /// Called with the index the user chose.
  ///
  /// - Law check: keys `[.right]` call `onSelectOption(2)` on the probe.
  func onSelectOption(_ index: Int)
}

extension OptionsPresentable {
  /// The installed look's option color.
  public var optionColor: Color { .look(.option) }
  /// Does nothing: a view model that cares implements it.
  public func onSelectOption(_ index: Int) {}
}
