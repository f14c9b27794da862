@testable import Presentable

/// What listeners heard, from any thread.
final class Recorder<Value: Sendable>: Sendable {
  private let state = Locked<[Value]>([])

  func append(_ value: Value) { state.withLock { $0.append(value) } }
  var values: [Value] { state.withLock { $0 } }
  var count: Int { state.withLock { $0.count } }
  func clear() { state.withLock { $0 = [] } }
}

/// An object to watch go away through a weak reference.
final class Probe: Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}
