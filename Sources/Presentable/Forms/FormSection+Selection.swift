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
  /// chosen ones show `[✓]`, the others `[ ]`, and Enter or Space turns one on or off; `a` (or
  /// Ctrl-A) chooses every option, or none when all are chosen, and `i` (or Ctrl-R) inverts the
  /// choice.
  ///
  /// ```swift
  /// FormSection.multipleSelection(
  ///   "Notify Me About", options: Topic.allCases, selection: FormBinding(settings, \.topics), minimum: 1, maximum: 3
  /// ) {
  ///   $0.title
  /// }
  /// ```
  ///
  /// `minimum` and `maximum` are said as the user goes, under the options (`2 of at most 3
  /// chosen`). The section keeps them as rules: fewer than `minimum` says `Choose at least 1` under
  /// the section once the user changed it or left it (and at submit); a key that would choose more
  /// than `maximum` chooses nothing and says `At most 3 can be chosen` under the row.
  ///
  /// ```text
  ///   Notify Me About
  /// › Messages                                         [✓]
  ///   Mentions                                         [✓]
  ///   Releases                                         [ ]
  ///   2 of at most 3 chosen
  /// ```
  public static func multipleSelection<Option: Hashable>(
    _ header: String? = nil, footer: String? = nil, options: [Option], selection: FormBinding<Set<Option>>,
    minimum: Int = 0, maximum: Int? = nil, detail: ((Option) -> String)? = nil,
    text: @escaping (Option) -> String
  ) -> FormSection {
    let chosen = selection.value
    let limits = SelectionLimits(minimum: minimum, maximum: maximum)
    let rows = options.map { option in
      var row = FormRow(
        cell: OptionCell(
          viewModel: OptionViewModel(
            text: text(option), detailText: detail?(option) ?? "", mark: .multiple(chosen.contains(option)),
            choose: {}))
      ).id(option)
      row.action = .attempt {
        var set = selection.value
        if set.remove(option) == nil { set.insert(option) }
        return limits.set(set, in: selection)
      }
      row.bulk = (
        toggleAll: {
          let all = Set(options)
          return limits.set(
            all.isSubset(of: selection.value) ? selection.value.subtracting(all) : selection.value.union(all),
            in: selection)
        },
        invert: {
          let all = Set(options)
          return limits.set(selection.value.symmetricDifference(all), in: selection)
        }
      )
      return row
    }
    let said = [limits.said(chosen.count), footer].compactMap { $0 }
    var section = FormSection(header, footer: said.isEmpty ? nil : said.joined(separator: "\n")) { rows }
    var rules: [FormRule<Set<Option>>] = []
    if minimum > 0 { rules.append(.minimumCount(minimum)) }
    if let maximum { rules.append(.maximumCount(maximum)) }
    if !rules.isEmpty { section = section.validated(chosen, by: rules) }
    return section
  }
}

/// How few and how many options a multiple selection takes, said as the user goes.
struct SelectionLimits {
  var minimum: Int
  var maximum: Int?

  /// Sets `set` unless it holds more than the maximum, which it refuses with a message; fewer than
  /// the minimum is set (the user may be on the way to another choice), and the section's rule
  /// says so.
  func set<Option>(_ set: Set<Option>, in selection: FormBinding<Set<Option>>) -> String? {
    if let maximum, set.count > maximum, set.count > selection.value.count {
      return "At most \(maximum) can be chosen"
    }
    selection.value = set
    return nil
  }

  /// `2 of at most 3 chosen`, `1 chosen, at least 2`, `2 of at most 3 chosen, at least 1`; `nil`
  /// without limits.
  func said(_ count: Int) -> String? {
    switch (minimum > 0, maximum) {
    case (false, nil): nil
    case (true, nil): "\(count) chosen, at least \(minimum)"
    case (false, let maximum?): "\(count) of at most \(maximum) chosen"
    case (true, let maximum?): "\(count) of at most \(maximum) chosen, at least \(minimum)"
    }
  }
}
