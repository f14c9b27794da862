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
  private let target = Locked<Int32>(-1)
  private let missed = Locked(false)

  /// A signal not yet attached to a run.
  public init() {}

  /// Asks for a new frame.
  public func request() {
    let fd = target.withLock { $0 }
    if fd >= 0 {
      var byte: UInt8 = 0
      _ = write(fd, &byte, 1)
    } else {
      missed.withLock { $0 = true }
    }
  }

  /// Routes requests to a run loop's pipe; returns whether one was missed meanwhile.
  func attach(to fd: Int32) -> Bool {
    target.withLock { $0 = fd }
    return missed.withLock { value in
      defer { value = false }
      return value
    }
  }

  func detach() { target.withLock { $0 = -1 } }
}
