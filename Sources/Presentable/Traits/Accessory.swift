/// What a row shows at its trailing edge besides its content: a disclosure chevron, a checkmark
/// or a badge.
///
/// <!-- snippet: skip (three alternatives of one property) -->
/// ```swift
/// var accessory: Accessory { .disclosure }      // "›": opens more
/// var accessory: Accessory { isChosen ? .checkmark : .none }
/// var accessory: Accessory { .badge("3") }      // "(3)"
/// ```
public struct Accessory: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case none, disclosure, checkmark
    case badge(String)
  }

  let kind: Kind

  /// No accessory: the row's trailing edge is left to its other parts.
  public static let none = Accessory(kind: .none)
  /// A chevron, `›`: selecting the row opens more.
  public static let disclosure = Accessory(kind: .disclosure)
  /// A checkmark, `✓`: the row is the chosen one.
  public static let checkmark = Accessory(kind: .checkmark)
  /// A short count or label in parentheses, such as `(3)`.
  public static func badge(_ text: String) -> Accessory { Accessory(kind: .badge(text)) }
}
