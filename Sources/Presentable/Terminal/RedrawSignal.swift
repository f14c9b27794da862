#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks a running screen to draw a new frame, from any thread: for changes that do not come from
/// keys (a timer, a network reply, an observed model).
///
/// ```swift
/// let redraw = RedrawSignal()
/// weather.onChange = { redraw.request() }
/// Terminal.run(screen, redraw: redraw)
/// ```
///
/// Requests made while no screen runs are remembered until one does.
public final class RedrawSignal: Sendable {
  /// The pipe of the run loop it wakes, or -1 while none runs.
  private let target = Guarded<Int32>(-1)
  private let missed = Guarded(false)

  /// A signal not yet attached to a run.
  public init() {}

  /// Asks for a new frame.
  public func request() {
    let fd = target.read { $0 }
    if fd >= 0 {
      var byte: UInt8 = 0
      _ = write(fd, &byte, 1)
    } else {
      missed.write { $0 = true }
    }
  }

  /// Routes requests to a run loop's pipe; returns whether one was missed meanwhile.
  func attach(to fd: Int32) -> Bool {
    target.write { $0 = fd }
    return missed.write { value in
      defer { value = false }
      return value
    }
  }

  func detach() { target.write { $0 = -1 } }
}

/// A value behind a mutex, for the few bits of state shared across threads.
final class Guarded<Value>: @unchecked Sendable {
  private var value: Value
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func read<R>(_ body: (Value) -> R) -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(value)
  }

  @discardableResult
  func write<R>(_ body: (inout Value) -> R) -> R {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body(&value)
  }
}
