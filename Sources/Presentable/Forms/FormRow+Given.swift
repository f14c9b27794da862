/// The command-line flag and environment variable that answer a row.
struct RowGiven: Equatable {
  /// The flag's name, without its dashes.
  var flag: String?
  var environment: String?

  /// The names said where the answer is missing: `--name`, `SETUP_NAME`.
  var names: [String] { [flag.map { "--" + $0 }, environment].compactMap { $0 } }
}

extension FormRow {
  /// The row, answered by `flag` (with or without its dashes) or `environment` when
  /// ``PromptOptions/answers`` gives it: ``Terminal/prompt(_:options:isolation:answer:)`` sets the
  /// row from it (checked by the row's rules, with the same messages) before asking, and does not
  /// ask it line by line. Unattended, a row its rules refuse is listed with its flag and variable.
  ///
  /// ```swift
  /// let row = FormRow(NameViewModel(profile: Profile())).given(flag: "name", environment: "SETUP_NAME")
  /// ```
  public func given(flag: String? = nil, environment: String? = nil) -> FormRow {
    var row = self
    row.givenBy = RowGiven(flag: flag.map { String($0.drop { $0 == "-" }) }, environment: environment)
    return row
  }
}
