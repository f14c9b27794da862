/// Builds a form's sections from a closure: one section per statement, with `if`, `if let`,
/// `switch` and `for` as in any Swift code.
///
/// <!-- snippet: skip (an outline: … stands for the section's rows) -->
/// ```swift
/// Form(table: screen.table) {
///   FormSection("Wi-Fi") { FormRow(WiFiSwitchViewModel(wifi: wifi)) }
///   if wifi.isOn {
///     FormSection("Networks") { … }
///   }
/// }
/// ```
///
/// Prefer ``FormSection/hidden(when:)`` to `if` for a section that comes and goes: it keeps its
/// place, so focus stays where it was.
@resultBuilder
public enum FormBuilder {
  /// A section.
  public static func buildExpression(_ section: FormSection) -> [FormSection] { [section] }
  /// Several sections.
  public static func buildExpression(_ sections: [FormSection]) -> [FormSection] { sections }
  /// The sections in order.
  public static func buildBlock(_ parts: [FormSection]...) -> [FormSection] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [FormSection]?) -> [FormSection] { part ?? [] }
  /// The first branch of an `if` or `switch`.
  public static func buildEither(first part: [FormSection]) -> [FormSection] { part }
  /// The second branch of an `if` or `switch`.
  public static func buildEither(second part: [FormSection]) -> [FormSection] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[FormSection]]) -> [FormSection] { parts.flatMap { $0 } }
}

/// Builds a section's rows from a closure: one row per statement, with `if`, `switch` and `for`.
///
/// ```swift
/// FormSection("Networks") {
///   for network in wifi.nearby { FormRow(NetworkViewModel(network)).id(network.name) }
///   FormRow.link("Other…") { JoinNetworkPage(wifi: wifi) }
/// }
/// ```
@resultBuilder
public enum FormRowBuilder {
  /// A row.
  public static func buildExpression(_ row: FormRow) -> [FormRow] { [row] }
  /// Several rows.
  public static func buildExpression(_ rows: [FormRow]) -> [FormRow] { rows }
  /// The rows in order.
  public static func buildBlock(_ parts: [FormRow]...) -> [FormRow] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [FormRow]?) -> [FormRow] { part ?? [] }
  /// The first branch of an `if` or `switch`.
  public static func buildEither(first part: [FormRow]) -> [FormRow] { part }
  /// The second branch of an `if` or `switch`.
  public static func buildEither(second part: [FormRow]) -> [FormRow] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[FormRow]]) -> [FormRow] { parts.flatMap { $0 } }
}
