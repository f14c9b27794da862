/// How a picker shows its options.
public enum PickerStyle: Hashable, Sendable {
  /// Steps in place up to five options, opens a page with more.
  case automatic
  /// Steps through the options in place (`‹ dark ›`), however many there are.
  case inline
  /// Shows the chosen option and opens a page listing them all, however few there are.
  case page
}

extension FormRow {
  /// The most options a picker steps through in place; a picker with more opens a page.
  static let inlinePickerLimit = 5

  /// A picker bound to `selection`. Up to five options it steps through them in
  /// place (`Theme      ‹ dark ›`); with more it shows the chosen one and opens a page listing
  /// them all, which filters as the user types (see ``OptionListPage``). `style` asks for one or
  /// the other whatever the count.
  ///
  /// ```swift
  /// FormRow.picker("Time Zone", options: TimeZone.knownTimeZoneIdentifiers, selection: zone) { $0 }
  /// FormRow.picker("Security", options: ["None", "WPA2"], selection: security, style: .page) { $0 }
  /// ```
  ///
  /// ```
  ///   Time Zone                      Europe/London ›
  /// ```
  public static func picker<Option: Hashable>(
    _ title: String, options: [Option], selection: FormBinding<Option>, style: PickerStyle = .automatic,
    detail: ((Option) -> String)? = nil, text: @escaping (Option) -> String
  ) -> FormRow {
    let current = selection.value
    let inline =
      switch style {
      case .automatic: options.count <= inlinePickerLimit
      case .inline: true
      case .page: false
      }
    guard !inline else {
      return FormRow(
        InlinePickerViewModel(
          text: title, options: options.map(text), selectedIndex: options.firstIndex(of: current) ?? 0,
          choose: { selection.value = options[$0] }))
    }
    return FormRow(FormLinkViewModel(text: title, detailText: text(current)))
      .pushes { OptionListPage(title, options: options, selection: selection, detail: detail, text: text) }
  }
}

/// A short picker's view model: its options stepped through in place.
struct InlinePickerViewModel: TextPresentable, OptionsPresentable {
  var text: String
  var options: [String]
  var selectedIndex: Int
  var choose: (Int) -> Void
  func onSelectOption(_ index: Int) { choose(index) }
}
