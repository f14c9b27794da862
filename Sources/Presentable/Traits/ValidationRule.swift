/// A rule a text field's text must pass, with the message shown when it does not.
///
/// ```swift
/// var validationRules: [ValidationRule] {
///   [.required("Enter your name"), .maximumLength(40)]
/// }
/// let noSpaces = ValidationRule("No spaces, please") { !$0.contains(" ") }
/// ```
public struct ValidationRule: Sendable {
  /// What the row shows under itself when the rule fails.
  public let message: String
  private let check: @Sendable (String) -> Bool

  /// A rule from a message and a test.
  public init(_ message: String, isValid: @escaping @Sendable (String) -> Bool) {
    self.message = message
    self.check = isValid
  }

  /// Whether `text` passes.
  func isValid(_ text: String) -> Bool { check(text) }

  /// Text that is not empty or only spaces.
  public static func required(_ message: String = "Required") -> ValidationRule {
    ValidationRule(message) { !$0.allSatisfy(\.isWhitespace) }
  }

  /// At least `count` characters (grapheme clusters).
  public static func minimumLength(_ count: Int, _ message: String? = nil) -> ValidationRule {
    ValidationRule(message ?? "At least \(count) characters") { $0.count >= count }
  }

  /// At most `count` characters (grapheme clusters).
  public static func maximumLength(_ count: Int, _ message: String? = nil) -> ValidationRule {
    ValidationRule(message ?? "At most \(count) characters") { $0.count <= count }
  }

  /// An e-mail address: one `@`, something before it, a dotted domain after it, no spaces.
  /// Empty text passes; combine with ``required(_:)`` to demand an address.
  public static func email(_ message: String = "Enter an e-mail address like name@example.com")
    -> ValidationRule
  {
    ValidationRule(message) { text in
      if text.isEmpty { return true }
      let parts = text.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
      let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
      return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
  }
}

extension Sequence<ValidationRule> {
  /// The first rule `text` breaks, if any.
  func firstFailure(for text: String) -> ValidationRule? {
    first { !$0.isValid(text) }
  }
}
