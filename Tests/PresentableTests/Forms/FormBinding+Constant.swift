import Presentable

extension FormBinding {
  /// A binding that never changes, for tests that show a selection and do not follow it: what an
  /// app writes as `FormBinding(get: { value }, set: { _ in })`.
  static func constant(_ value: Value) -> FormBinding {
    FormBinding(get: { value }, set: { _ in })
  }
}
