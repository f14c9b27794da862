import Presentable
import Testing

/// A theme is shown by its name where Swift Testing lists a parameterized test's arguments
/// (`theme → dark`), not as every color it holds; its `name` is also the snapshot name that
/// reads well: `named: theme.name`.
extension Theme: CustomTestStringConvertible {
  /// The theme's name: `dark`.
  public var testDescription: String { name }
}
