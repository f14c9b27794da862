/// A listener's hold on what it listens to: ``cancel()`` it, or let the token go, and the listener
/// is removed.
///
/// ```swift
/// final class WeatherController {
///   private var tokens: [BindingToken] = []
///
///   init(viewModel: WeatherViewModel, redraw: @escaping @Sendable () -> Void) {
///     tokens.append(viewModel.locationName.bind { _ in redraw() })
///   }
/// }   // the controller goes, its tokens go, the listeners are removed
/// ```
///
/// A token refers to its ``Box`` weakly: it does not keep the box alive, and the box does not
/// keep the token alive. (A listener that captures its own token keeps it as long as the box
/// keeps the listener; cancel such a token by hand.) Tokens are `Sendable`: any thread may cancel.
public final class BindingToken: Sendable {
  /// What cancelling does, until it is done.
  private let onCancel: Locked<(@Sendable () -> Void)?>

  /// A token that runs `onCancel` once, at the first ``cancel()`` or when it goes away.
  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Locked(onCancel)
  }

  deinit {
    cancel()
  }

  /// Removes the listener. After `cancel()` returns the listener is not called again, except for
  /// a call already under way on another thread. Cancelling again does nothing.
  public func cancel() {
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Whether ``cancel()`` has run.
  var isCancelled: Bool {
    onCancel.withLock { $0 == nil }
  }
}
