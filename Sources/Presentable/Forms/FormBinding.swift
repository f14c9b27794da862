/// A value a form row reads and writes, wherever it lives: a settings struct, a model object, a
/// ``Box``.
///
/// Selection sections and pickers are bound to a value: they show it and set it when the user
/// chooses.
///
/// ```swift
/// let network = FormBinding(get: { wifi.joined }, set: { wifi.joined = $0 })
/// let volume = FormBinding(box, \.value)   // a Box<Double>
/// ```
///
/// A binding holds closures; it is not compared, and a form reads it again whenever it updates.
public struct FormBinding<Value> {
  private let read: () -> Value
  private let write: (Value) -> Void

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    read = get
    write = set
  }

  /// The value now.
  public var value: Value {
    get { read() }
    nonmutating set { write(newValue) }
  }

  /// A binding to a property of an object: `FormBinding(wifi, \.joined)`, or a box's value,
  /// `FormBinding(box, \.value)`.
  public init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
  }

  /// A binding to a property that always holds a value, seen as an optional one, so a selection
  /// section, which may hold none, takes it: `FormBinding(settings, \.theme)`. Setting `nil`
  /// leaves the property as it is.
  public init<Root: AnyObject, Wrapped>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Wrapped>)
  where Value == Wrapped? {
    self.init(get: { root[keyPath: keyPath] }, set: { if let value = $0 { root[keyPath: keyPath] = value } })
  }
}
