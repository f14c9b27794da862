import Observation

/// An observable value: the "Box" of MVVM tutorials, safe to share between threads.
///
/// A view model keeps what its view shows in boxes; the view binds a listener to each and hears
/// every change. ``bind(_:)`` calls the listener at once with the current value, so the view draws
/// the present state without a special first case.
///
/// ```swift
/// final class WeatherViewModel: Sendable {
///   let locationName = Box("Loading...")
///   func show(_ place: String) { locationName.value = place }
/// }
///
/// let viewModel = WeatherViewModel()
/// let token = viewModel.locationName.bind { name in print(name) }   // "Loading..." at once
/// viewModel.show("Richmond, VA")                                     // "Richmond, VA"
/// token.cancel()
/// ```
///
/// **Drawing.** A box is observable: a frame that reads ``value`` is drawn again when it changes,
/// as for any `@Observable` model, so a screen that shows boxes needs no listener to redraw.
///
/// **Listeners.** Any number, called in the order they were bound. Each ``bind(_:)`` returns a
/// ``BindingToken``; cancelling it, or letting it go, removes the listener. Keep the token.
///
/// **Threads.** Reads and writes may come from any thread. Listeners run on the thread that set
/// the value, before the setter returns, one at a time and in the order of the sets. The one
/// exception keeps that order: a value set while listeners are running (by a listener, or by
/// another thread) is delivered by the thread already delivering, right after the value it is
/// delivering, and its setter returns at once. So a listener never runs inside another, and the
/// last value a listener hears is the box's value.
///
/// **Memory.** The box keeps its listeners, and what they capture, until they are cancelled or the
/// box goes away; a token does not keep its box alive. A listener that captures the owner of the
/// box (a view that keeps its view model) makes a cycle: capture it `weak`, or cancel the token.
public final class Box<Value: Sendable>: Observable, Sendable {
  /// A function called with the box's value.
  typealias Listener = @Sendable (Value) -> Void

  private enum Delivery: Sendable {
    /// The value of the set numbered `set`, for every listener bound before it.
    case all(Value, set: UInt64)
    /// The current value, for a listener just bound.
    case one(UInt64, Value)
  }

  private struct Entry: Sendable {
    var listener: Listener
    /// The number of sets before the listener was bound: it hears only later ones.
    var boundAfter: UInt64
  }

  private struct State: Sendable {
    var value: Value
    var listeners: [UInt64: Entry] = [:]
    var nextID: UInt64 = 0
    var sets: UInt64 = 0
    /// Deliveries waiting for the thread that is delivering, oldest first.
    var pending: [Delivery] = []
    var isDelivering = false
  }

  private let state: Locked<State>
  private let registrar = ObservationRegistrar()

  /// A box holding `value`.
  public init(_ value: Value) {
    state = Locked(State(value: value))
  }

  /// The value. Setting it calls every listener with the new value.
  public var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return state.withLock { $0.value }
    }
    set {
      let delivery = state.withLock { state -> Delivery? in
        state.value = newValue
        return Self.enqueueSet(in: &state)
      }
      announce()
      if let delivery { deliver(delivery) }
    }
  }

  /// Changes the value in place, atomically, then calls every listener with the result.
  ///
  /// `count.update { $0 += 1 }` from many threads loses no increment, where
  /// `count.value += 1` (a read, then a write) can. `body` runs with the box locked: it must not
  /// use the box.
  public func update(_ body: (inout Value) throws -> Void) rethrows {
    let delivery = try state.withLock { state -> Delivery? in
      try body(&state.value)
      return Self.enqueueSet(in: &state)
    }
    announce()
    if let delivery { deliver(delivery) }
  }

  /// Tells observers the value changed. Stored first, then announced: a frame the announcement
  /// asks for reads the new value.
  private func announce() {
    registrar.withMutation(of: self, keyPath: \.value) {}
  }

  /// Adds a listener and calls it at once with the current value; it is then called with every
  /// new value until the token is cancelled or goes away.
  ///
  /// If listeners are running on another thread, the first call comes from that thread, right
  /// after them.
  public func bind(_ listener: @escaping @Sendable (Value) -> Void) -> BindingToken {
    let (id, delivery) = state.withLock { state -> (UInt64, Delivery?) in
      let id = state.nextID
      state.nextID += 1
      state.listeners[id] = Entry(listener: listener, boundAfter: state.sets)
      return (id, Self.enqueue(.one(id, state.value), in: &state))
    }
    if let delivery { deliver(delivery) }
    return BindingToken { [weak self] in self?.removeListener(id) }
  }

  /// The number of listeners bound and not cancelled: for tests that a view unbinds.
  var listenerCount: Int {
    state.withLock { $0.listeners.count }
  }

  private func removeListener(_ id: UInt64) {
    // The removed listener is released after the lock is: releasing what it captured may run
    // code that uses this box.
    _ = state.withLock { $0.listeners.removeValue(forKey: id) }
  }

  /// Numbers a set of the value and enqueues it for the listeners, if there are any.
  private static func enqueueSet(in state: inout State) -> Delivery? {
    state.sets += 1
    if state.listeners.isEmpty && !state.isDelivering { return nil }
    return enqueue(.all(state.value, set: state.sets), in: &state)
  }

  /// The delivery, if the caller is to make it now; `nil` if another thread is delivering, in
  /// which case it waits in line for that thread.
  private static func enqueue(_ delivery: Delivery, in state: inout State) -> Delivery? {
    if state.isDelivering {
      state.pending.append(delivery)
      return nil
    }
    state.isDelivering = true
    return delivery
  }

  /// Delivers `first`, then whatever was set meanwhile, until nothing is waiting.
  private func deliver(_ first: Delivery) {
    var delivery = first
    while true {
      switch delivery {
      case .all(let value, let set):
        let ids = state.withLock { state in
          state.listeners.compactMap { $0.value.boundAfter < set ? $0.key : nil }.sorted()
        }
        for id in ids {
          // A listener cancelled by an earlier one (or another thread) is not called.
          guard let entry = state.withLock({ $0.listeners[id] }) else { continue }
          entry.listener(value)
        }
      case .one(let id, let value):
        if let entry = state.withLock({ $0.listeners[id] }) { entry.listener(value) }
      }
      let next = state.withLock { state -> Delivery? in
        if state.pending.isEmpty {
          state.isDelivering = false
          return nil
        }
        return state.pending.removeFirst()
      }
      guard let next else { return }
      delivery = next
    }
  }
}
