extension FormRow {
  /// The most options a picker steps through in place; a picker with more opens a page.
  public static let inlinePickerLimit = 5

  /// A picker bound to `selection`. Up to ``inlinePickerLimit`` options it steps through them in
  /// place (`Theme      ‹ dark ›`); with more it shows the chosen one and opens a page listing
  /// them all, which filters as the user types (see ``OptionListPage``).
  ///
  /// ```swift
  /// FormRow.picker("Time Zone", options: TimeZone.knownTimeZoneIdentifiers, selection: zone) { $0 }
  /// ```
  ///
  /// ```
  ///   Time Zone                      Europe/London ›
  /// ```
  public static func picker<Option: Hashable>(
    _ title: String, options: [Option], selection: FormBinding<Option>,
    detail: ((Option) -> String)? = nil, text: @escaping (Option) -> String
  ) -> FormRow {
    let current = selection.value
    guard options.count > inlinePickerLimit else {
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
