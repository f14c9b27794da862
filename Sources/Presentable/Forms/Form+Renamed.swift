// What the previous version called otherwise, kept so that the compiler names the replacement.
extension Form {
  /// Whether every rule passes. Removed: a form's validity is its ``issues``.
  @available(*, unavailable, message: "a form's validity is its issues: use `issues.isEmpty`")
  public var isValid: Bool { issues.isEmpty }
}

extension FormBinding {
  /// A binding that always reads `value` and ignores what is set. Removed: write the closures.
  @available(
    *, unavailable,
    message: "write it out: `FormBinding(get: { value }, set: { _ in })`, or bind a model's key path"
  )
  public static func constant(_ value: Value) -> FormBinding {
    FormBinding(get: { value }, set: { _ in })
  }
}
