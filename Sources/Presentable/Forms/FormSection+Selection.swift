extension FormSection {
  /// A section of options of which the user chooses one, bound to `selection`: the chosen one has a
  /// checkmark, and Enter or Space on another chooses it.
  ///
  /// ```swift
  /// FormSection.singleSelection("Network", options: wifi.nearby, selection: FormBinding(wifi, \.joined)) {
  ///   $0.name
  /// }
  /// ```
  ///
  /// A value that always holds an option (a theme, a time zone) binds the same way:
  /// `FormBinding(settings, \.theme)` reads it as an optional one.
  ///
  /// ```
  ///   NETWORK
  ///   Home                                        ✓
  ///   Office
  /// ```
  public static func singleSelection<Option: Hashable>(
    _ header: String? = nil, footer: String? = nil, options: [Option], selection: FormBinding<Option?>,
    detail: ((Option) -> String)? = nil, text: @escaping (Option) -> String
  ) -> FormSection {
    singleSelection(header, footer: footer, options: options, selection: selection) { option, isChosen in
      FormRow(
        cell: OptionCell(
          viewModel: OptionViewModel(
            text: text(option), detailText: detail?(option) ?? "", mark: .single(isChosen),
            choose: { selection.value = option })))
    }
  }

  /// A section of options of which the user chooses one, each drawn by the row `row` makes (your
  /// own cell, showing the choice its own way): Enter or Space on a row chooses its option.
  ///
  /// ```swift
  /// FormSection.singleSelection("Networks", options: wifi.nearby, selection: FormBinding(wifi, \.joined)) {
  ///   network, isJoined in FormRow(cell: NetworkCell(viewModel: NetworkViewModel(network, isJoined: isJoined)))
  /// }
  /// ```
  public static func singleSelection<Option: Hashable>(
    _ header: String? = nil, footer: String? = nil, options: [Option], selection: FormBinding<Option?>,
    row: (Option, _ isChosen: Bool) -> FormRow
  ) -> FormSection {
    let chosen = selection.value
    let rows = options.map { option in
      row(option, option == chosen).id(option).onSelect { selection.value = option }
    }
    var section = FormSection(header, footer: footer) { rows }
    section.chosenRow = chosen.flatMap { options.firstIndex(of: $0) }
    return section
  }

  /// A section of options of which the user chooses any number, bound to the set `selection`:
  /// chosen ones show `[✓]`, the others `[ ]`, and Enter or Space turns one on or off.
  ///
  /// ```swift
  /// FormSection.multipleSelection("Notify Me About", options: Topic.allCases, selection: FormBinding(settings, \.topics)) {
  ///   $0.title
  /// }
  /// ```
  public static func multipleSelection<Option: Hashable>(
    _ header: String? = nil, footer: String? = nil, options: [Option], selection: FormBinding<Set<Option>>,
    detail: ((Option) -> String)? = nil, text: @escaping (Option) -> String
  ) -> FormSection {
    let chosen = selection.value
    let rows = options.map { option in
      FormRow(
        cell: OptionCell(
          viewModel: OptionViewModel(
            text: text(option), detailText: detail?(option) ?? "", mark: .multiple(chosen.contains(option)),
            choose: {
              var set = selection.value
              if set.remove(option) == nil { set.insert(option) }
              selection.value = set
            }))
      ).id(option)
    }
    return FormSection(header, footer: footer) { rows }
  }
}
